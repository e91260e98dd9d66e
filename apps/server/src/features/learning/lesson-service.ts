import { courseProgress, LEARNING_MESSAGES, lessonNeighbours } from '@esdc/core/course-learning';
import type { Lesson } from '@esdc/core/course-learning-schemas';
import { notFound } from '../../lib/app-error.ts';
import { completedLessonIds, orderedLessons, refuseLearner, visibleCourse, type Viewer } from './learning-reads.ts';
import { isEnrolled } from '../courses/public.ts';
import type { Db } from '../../db/db.ts';

/**
 * One lesson to read (SPEC §2 Courses and course detail): enrolled learners and the course's editors open every lesson;
 * anyone opens a preview lesson. Only the sanitised HTML leaves the server (the markdown is for editors, through the
 * course source). Its place in the course (previous and next lesson) and the viewer's progress come with it.
 * @param viewer the signed-in member or null
 * @throws AppError 404 'Course not found' (also unpublished for non-editors), 404 'Lesson not found' (also a lesson
 *   of another course), 401 signed out on a lesson that is not a preview, 403 NOT_ENROLLED
 */
export async function getLesson(db: Db, viewer: Viewer, courseId: number, lessonId: number): Promise<Lesson> {
  const { editor } = await visibleCourse(db, viewer, courseId);
  const lesson = await db
    .selectFrom('course_lessons as l')
    .innerJoin('course_modules as m', 'm.id', 'l.module_id')
    .select(['l.id', 'l.course_id', 'l.module_id', 'm.title as module_title', 'l.title', 'l.content_html', 'l.video_url', 'l.duration_minutes', 'l.preview'])
    .where('l.id', '=', lessonId)
    .where('l.course_id', '=', courseId)
    .executeTakeFirst();
  if (!lesson) throw notFound(LEARNING_MESSAGES.lessonNotFound);
  const enrolled = await isEnrolled(db, courseId, viewer?.id);
  if (lesson.preview !== 1 && !editor && !enrolled) throw refuseLearner(viewer);

  const lessons = await orderedLessons(db, courseId);
  const order = lessons.map((l) => l.id);
  const done = enrolled && viewer ? await completedLessonIds(db, courseId, viewer.id) : new Set<number>();
  const { previous, next } = lessonNeighbours(order, lesson.id);
  return {
    id: lesson.id,
    course_id: lesson.course_id,
    module_id: lesson.module_id,
    module_title: lesson.module_title,
    title: lesson.title,
    content_html: lesson.content_html,
    video_url: lesson.video_url,
    duration_minutes: lesson.duration_minutes,
    preview: lesson.preview === 1,
    completed: done.has(lesson.id),
    previous_lesson_id: previous,
    next_lesson_id: next,
    progress: enrolled ? courseProgress(order.filter((id) => done.has(id)).length, order.length) : null,
  };
}
