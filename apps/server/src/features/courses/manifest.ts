import { sql } from 'kysely';
import { defineFeature } from '../../feature-manifest.ts';
import { idOf, rowWithId, type PageCheck } from '../../platform/page-checks.ts';
import {
  certificatesExport,
  courseEnrollmentsExport,
  courseExamAttemptsExport,
  courseLessonCompletionsExport,
  courseLikesExport,
  courseReviewsExport,
  coursesEraser,
  coursesTaughtExport,
  courseViewsExport,
} from './account-data.ts';
import { changesCoursePages } from './course-cache.ts';
import { courseRoutes } from './routes.ts';
import { coursesSearch } from './search-source.ts';
import { seedDemoCourses } from './seed.ts';

/**
 * A published course: an unpublished one still opens for those who may edit it (the app loads it with their session),
 * with status 404 to everyone else, as the API answers.
 */
const publishedCourseExists = rowWithId('courses', sql`published = 1`);

/**
 * A check for a page of a published course's lesson or exam: the row `params[param]` of `table`, under course `:id`.
 * @param table the lessons' or the exams' table
 * @param param the path parameter naming the lesson or exam
 */
function partOfPublishedCourse(table: 'course_lessons' | 'course_exams', param: string): PageCheck {
  return async (db, params) => {
    const courseId = idOf(params.id);
    const partId = idOf(params[param]);
    if (courseId === null || partId === null) return false;
    const query = sql`select 1 from ${sql.table(table)} part join courses on courses.id = part.course_id
      where part.id = ${partId} and part.course_id = ${courseId} and courses.published = 1`;
    return (await query.execute(db)).rows.length > 0;
  };
}

/** The course catalogue, course pages, editing, reviews and enrolment (SPEC §2 Courses). */
export const coursesFeature = defineFeature({
  name: 'courses',
  switch: 'lms',
  routes: courseRoutes,
  pages: {
    '/lms/:id': publishedCourseExists,
    '/courses/:id': publishedCourseExists,
    // Any course: the editor is for those who may edit it, published or not.
    '/lms/:id/edit': rowWithId('courses'),
    // A lesson or an exam of a published course, under that course.
    '/lms/:id/lessons/:lessonId': partOfPublishedCourse('course_lessons', 'lessonId'),
    '/lms/:id/exams/:examId': partOfPublishedCourse('course_exams', 'examId'),
  },
  search: coursesSearch,
  accountData: {
    sections: [
      courseEnrollmentsExport,
      coursesTaughtExport,
      courseLikesExport,
      courseReviewsExport,
      courseViewsExport,
      courseLessonCompletionsExport,
      courseExamAttemptsExport,
      certificatesExport,
    ],
    erasers: [coursesEraser],
  },
  permissions: ['course:create', 'course:update', 'course:delete', 'course:review', 'course:like', 'course:enroll'],
  changesPages: changesCoursePages,
  seed: { demo: seedDemoCourses },
});
