import { sql } from 'kysely';
import type { Eraser, ExportSection } from '../../platform/account-data/account-data-entry.ts';

/*
 * Courses (SPEC §2 Courses and course detail) in a member's export and account deletion: enrollments, likes, reviews,
 * counted views, lesson completions, exam attempts and certificates.
 */

/** The courses the member is enrolled in (with the order that paid, if any). */
export const courseEnrollmentsExport: ExportSection = {
  key: 'course_enrollments',
  tables: ['course_enrollments'],
  collect: (trx, userId) =>
    trx
      .selectFrom('course_enrollments as e')
      .leftJoin('courses as c', 'c.id', 'e.course_id')
      .select(['e.course_id', 'c.title', 'e.enrolled_at', 'e.order_id', 'e.completed_at'])
      .where('e.user_id', '=', userId)
      .orderBy('e.enrolled_at')
      .execute(),
};

/** SPEC §2 Courses: the courses the member teaches (as their instructor). */
export const coursesTaughtExport: ExportSection = {
  key: 'courses_taught',
  tables: ['courses'],
  collect: (trx, userId) =>
    trx
      .selectFrom('courses')
      .select(['id', 'title', 'category', 'level', 'published', 'created_at', 'updated_at'])
      .where('instructor_id', '=', userId)
      .orderBy('id')
      .execute(),
};

/** The courses the member likes. */
export const courseLikesExport: ExportSection = {
  key: 'course_likes',
  tables: ['course_likes'],
  collect: (trx, userId) => trx.selectFrom('course_likes').select(['course_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
};

/** The member's course reviews. */
export const courseReviewsExport: ExportSection = {
  key: 'course_reviews',
  tables: ['course_reviews'],
  collect: (trx, userId) =>
    trx.selectFrom('course_reviews').select(['id', 'course_id', 'rating', 'text', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
};

/** When the member's views of courses last counted (views while signed in; a visitor's are keyed by a hash). */
export const courseViewsExport: ExportSection = {
  key: 'course_views',
  tables: ['course_views'],
  collect: (trx, userId) => trx.selectFrom('course_views').select(['course_id', 'viewed_at']).where('viewer_key', '=', `user:${userId}`).execute(),
};

/** The lessons the member completed. */
export const courseLessonCompletionsExport: ExportSection = {
  key: 'course_lesson_completions',
  tables: ['course_lesson_completions'],
  collect: (trx, userId) =>
    trx
      .selectFrom('course_lesson_completions')
      .select(['course_id', 'lesson_id', 'completed_at'])
      .where('user_id', '=', userId)
      .orderBy('completed_at')
      .execute(),
};

/** The member's exam and test attempts, with the answers they gave. */
export const courseExamAttemptsExport: ExportSection = {
  key: 'course_exam_attempts',
  tables: ['course_exam_attempts'],
  collect: (trx, userId) =>
    trx
      .selectFrom('course_exam_attempts')
      .select(['id', 'exam_id', 'course_id', 'answers_json', 'correct_count', 'question_count', 'score_percent', 'passed', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
};

/** The member's certificates. */
export const certificatesExport: ExportSection = {
  key: 'certificates',
  tables: ['certificates'],
  collect: (trx, userId) =>
    trx
      .selectFrom('certificates')
      .select(['code', 'course_id', 'holder_name', 'course_title', 'course_level', 'instructor_name', 'issued_at'])
      .where('user_id', '=', userId)
      .orderBy('issued_at')
      .execute(),
};

/**
 * On account deletion: the member's enrollments, likes and reviews go (each course's enrolled count, likes and rating
 * aggregates lowered), and so do their counted views, lesson completions, attempts and certificates (which carry
 * their name). Courses they teach stay, shown without an instructor.
 */
export const coursesEraser: Eraser = {
  name: 'courses',
  erase: async (trx, { userId }) => {
    await trx
      .updateTable('courses')
      .set({ enrolled_count: sql<number>`case when enrolled_count > 0 then enrolled_count - 1 else 0 end` })
      .where('id', 'in', (eb) => eb.selectFrom('course_enrollments').select('course_id').where('user_id', '=', userId))
      .execute();
    await trx.deleteFrom('course_enrollments').where('user_id', '=', userId).execute();
    await trx
      .updateTable('courses')
      .set({ likes: sql<number>`case when likes > 0 then likes - 1 else 0 end` })
      .where('id', 'in', (eb) => eb.selectFrom('course_likes').select('course_id').where('user_id', '=', userId))
      .execute();
    await trx.deleteFrom('course_likes').where('user_id', '=', userId).execute();
    const reviews = await trx.selectFrom('course_reviews').select(['course_id', 'rating']).where('user_id', '=', userId).execute();
    for (const r of reviews)
      await trx
        .updateTable('courses')
        .set({
          rating_sum: sql<number>`case when rating_sum > ${r.rating} then rating_sum - ${r.rating} else 0 end`,
          review_count: sql<number>`case when review_count > 0 then review_count - 1 else 0 end`,
        })
        .where('id', '=', r.course_id)
        .execute();
    await trx.deleteFrom('course_reviews').where('user_id', '=', userId).execute();
    await trx.deleteFrom('course_views').where('viewer_key', '=', `user:${userId}`).execute();
    await trx.deleteFrom('course_lesson_completions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('course_exam_attempts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('certificates').where('user_id', '=', userId).execute();
  },
};
