import { sql } from 'kysely';
import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

/*
 * Courses (SPEC §2 Courses and course detail) in a member's export and account deletion: enrollments, likes, reviews,
 * counted views, lesson completions, exam attempts and certificates.
 */

/** The courses the member is enrolled in (with the order that paid, if any). */
export const courseEnrollmentsExport = memberRowsSection({
  table: 'course_enrollments',
  join: { table: 'courses', on: 'course_id', left: true },
  columns: ['course_id', 'courses.title', 'enrolled_at', 'order_id', 'completed_at'],
  orderBy: 'enrolled_at',
});

/** SPEC §2 Courses: the courses the member teaches (as their instructor). */
export const coursesTaughtExport = memberRowsSection({
  key: 'courses_taught',
  table: 'courses',
  owner: 'instructor_id',
  columns: ['id', 'title', 'category', 'level', 'published', 'created_at', 'updated_at'],
  orderBy: 'id',
});

/** The courses the member likes. */
export const courseLikesExport = memberRowsSection({ table: 'course_likes', columns: ['course_id', 'created_at'], orderBy: 'created_at' });

/** The member's course reviews. */
export const courseReviewsExport = memberRowsSection({ table: 'course_reviews', columns: ['id', 'course_id', 'rating', 'text', 'created_at'], orderBy: 'id' });

/** When the member's views of courses last counted (views while signed in; a visitor's are keyed by a hash). */
export const courseViewsExport = memberRowsSection({ table: 'course_views', viewer: 'viewer_key', columns: ['course_id', 'viewed_at'] });

/** The lessons the member completed. */
export const courseLessonCompletionsExport = memberRowsSection({
  table: 'course_lesson_completions',
  columns: ['course_id', 'lesson_id', 'completed_at'],
  orderBy: 'completed_at',
});

/** The member's exam and test attempts, with the answers they gave. */
export const courseExamAttemptsExport = memberRowsSection({
  table: 'course_exam_attempts',
  columns: ['id', 'exam_id', 'course_id', 'answers_json', 'correct_count', 'question_count', 'score_percent', 'passed', 'created_at'],
  orderBy: 'id',
});

/** The member's certificates. */
export const certificatesExport = memberRowsSection({
  table: 'certificates',
  columns: ['code', 'course_id', 'holder_name', 'course_title', 'course_level', 'instructor_name', 'issued_at'],
  orderBy: 'issued_at',
});

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
