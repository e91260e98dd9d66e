import { COURSE_MESSAGES } from '@esdc/core/course';
import { courseProgress, LEARNING_MESSAGES, type CourseProgress } from '@esdc/core/course-learning';
import { can, type Actor } from '@esdc/core/permissions';
import type { Transaction } from 'kysely';
import type { Engine } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound, unauthorized } from '../../lib/app-error.ts';
import type { Db } from '../../db/db.ts';

/*
 * What every learning read and write shares (SPEC §2 Courses and course detail): which course the viewer may see,
 * whether they may learn in it (enrolled) or look into it (its editors), the lessons in course order and the learner's
 * progress.
 */

/** The signed-in member, or null. */
export type Viewer = Actor | null | undefined;

/** 403 NOT_ENROLLED 'Enroll in this course to open its lessons'. */
const notEnrolled = () => new AppError(403, 'NOT_ENROLLED', LEARNING_MESSAGES.notEnrolled);

/** The columns of a course that learning needs. */
export interface LearningCourse {
  id: number;
  title: string;
  level: string;
  published: number;
  instructor_id: number | null;
}

/**
 * A course the viewer may see, and whether they may edit it ('course:update': admins, moderators, its instructor).
 * @throws AppError 404 'Course not found' when missing, or unpublished and the viewer may not edit it
 */
export async function visibleCourse(db: Db, viewer: Viewer, courseId: number): Promise<{ course: LearningCourse; editor: boolean }> {
  const course = await db.selectFrom('courses').select(['id', 'title', 'level', 'published', 'instructor_id']).where('id', '=', courseId).executeTakeFirst();
  const editor = course !== undefined && can(viewer, 'course:update', { ownerId: course.instructor_id ?? undefined });
  if (!course || (course.published !== 1 && !editor)) throw notFound(COURSE_MESSAGES.notFound);
  return { course, editor };
}

/**
 * Locks the member's enrollment row until the transaction ends, so one member's completions and attempts at a
 * course run one after another (`for update` on PostgreSQL; SQLite runs one transaction at a time).
 * @throws AppError 403 NOT_ENROLLED when the member is not enrolled
 */
export async function lockEnrollment(trx: Transaction<DB>, engine: Engine, courseId: number, userId: number): Promise<void> {
  const row = await forUpdate(
    trx.selectFrom('course_enrollments').select('user_id').where('course_id', '=', courseId).where('user_id', '=', userId),
    engine,
  ).executeTakeFirst();
  if (!row) throw notEnrolled();
}

/**
 * The refusal for someone who may not open a part of a course: 401 signed out, else 403 NOT_ENROLLED.
 * @param viewer the caller
 */
export function refuseLearner(viewer: Viewer): AppError {
  return viewer ? notEnrolled() : unauthorized();
}

/** A course's lessons in course order (module position, then lesson position). */
export async function orderedLessons(db: Db, courseId: number): Promise<{ id: number; title: string }[]> {
  return db
    .selectFrom('course_lessons as l')
    .innerJoin('course_modules as m', 'm.id', 'l.module_id')
    .select(['l.id', 'l.title'])
    .where('l.course_id', '=', courseId)
    .orderBy('m.position')
    .orderBy('m.id')
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
}

/** The ids of the lessons of a course a member completed. */
export async function completedLessonIds(db: Db, courseId: number, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('course_lesson_completions').select('lesson_id').where('course_id', '=', courseId).where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.lesson_id));
}

/**
 * A member's progress through a course: lessons completed of those it has now.
 * @param lessons the course's lessons (from {@link orderedLessons}), when already read
 */
export async function progressOf(db: Db, courseId: number, userId: number, lessons?: readonly { id: number }[]): Promise<CourseProgress> {
  const all = lessons ?? (await orderedLessons(db, courseId));
  const done = await completedLessonIds(db, courseId, userId);
  return courseProgress(all.filter((l) => done.has(l.id)).length, all.length);
}
