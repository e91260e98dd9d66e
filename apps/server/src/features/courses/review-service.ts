import { COURSE_MESSAGES } from '@esdc/core/course';
import type { CourseLikeResult, CourseReview } from '@esdc/core/course-schemas';
import type { Actor } from '@esdc/core/permissions';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isEnrolled } from './course-enrollments.ts';
import { presentReviews, visibleTo, type CourseViewerActor } from './course-reads.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/*
 * Learner reviews and likes of courses (SPEC §2 course detail "Learner Reviews", likes). A review's rating is added to
 * the course's `rating_sum` and `review_count` in the same transaction.
 */

/**
 * A course's reviews, newest first (`GET /api/courses/{id}/reviews`).
 * @throws AppError 404 'Course not found' (also unpublished, to those who may not edit it)
 */
export async function listReviews(
  db: Kysely<DB>,
  viewer: CourseViewerActor,
  courseId: number,
  page: { limit: number; offset: number },
): Promise<{ items: CourseReview[]; total: number }> {
  const course = await db.selectFrom('courses').select('id').where('courses.id', '=', courseId).where(visibleTo(viewer)).executeTakeFirst();
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  const base = db.selectFrom('course_reviews').where('course_id', '=', courseId);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'user_id', 'rating', 'text', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { items: await presentReviews(db, rows), total: Number(n) };
}

/**
 * Reviews a course (enrolled learners, once), adding the rating to the course's aggregates in the same transaction.
 * @returns the review
 * @throws AppError 404 'Course not found'; 403 NOT_ENROLLED 'Only enrolled learners can review this course'; 409
 *   ALREADY_REVIEWED 'You have already reviewed this course'
 */
export async function createReview(
  database: Database,
  actor: Actor,
  courseId: number,
  input: { rating: number; text: string },
  now: Date,
): Promise<CourseReview> {
  const alreadyReviewed = () => new AppError(409, 'ALREADY_REVIEWED', COURSE_MESSAGES.alreadyReviewed);
  try {
    return await database.db.transaction().execute(async (trx) => {
      const course = await forUpdate(
        trx.selectFrom('courses').select('id').where('courses.id', '=', courseId).where(visibleTo(actor)),
        database.engine,
      ).executeTakeFirst();
      if (!course) throw notFound(COURSE_MESSAGES.notFound);
      if (!(await isEnrolled(trx, courseId, actor.id))) throw new AppError(403, 'NOT_ENROLLED', COURSE_MESSAGES.notEnrolledReview);
      const existing = await trx.selectFrom('course_reviews').select('id').where('course_id', '=', courseId).where('user_id', '=', actor.id).executeTakeFirst();
      if (existing) throw alreadyReviewed();
      const row = await trx
        .insertInto('course_reviews')
        .values({ course_id: courseId, user_id: actor.id, rating: input.rating, text: input.text, created_at: now.toISOString() })
        .returning(['id', 'user_id', 'rating', 'text', 'created_at'])
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('courses')
        .set((eb) => ({ rating_sum: eb('rating_sum', '+', input.rating), review_count: eb('review_count', '+', 1) }))
        .where('id', '=', courseId)
        .execute();
      return (await presentReviews(trx, [row]))[0]!;
    });
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
}

/**
 * Likes or unlikes a course for a member, once: liking twice counts once, unliking without a like changes nothing,
 * likes never go below zero.
 * @returns whether the member likes it and the course's likes after the call
 * @throws AppError 404 'Course not found' (also unpublished, to those who may not edit it)
 */
export async function setCourseLike(database: Database, actor: Actor, courseId: number, liked: boolean, now: Date): Promise<CourseLikeResult> {
  return database.db.transaction().execute(async (trx) => {
    const course = await forUpdate(
      trx.selectFrom('courses').select('id').where('courses.id', '=', courseId).where(visibleTo(actor)),
      database.engine,
    ).executeTakeFirst();
    if (!course) throw notFound(COURSE_MESSAGES.notFound);
    if (liked) {
      const inserted = await trx
        .insertInto('course_likes')
        .values({ course_id: courseId, user_id: actor.id, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0)
        await trx
          .updateTable('courses')
          .set((eb) => ({ likes: eb('likes', '+', 1) }))
          .where('id', '=', courseId)
          .execute();
    } else {
      const deleted = await trx.deleteFrom('course_likes').where('course_id', '=', courseId).where('user_id', '=', actor.id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) > 0)
        await trx
          .updateTable('courses')
          .set({ likes: sql<number>`case when likes > 0 then likes - 1 else 0 end` })
          .where('id', '=', courseId)
          .execute();
    }
    const row = await trx.selectFrom('courses').select('likes').where('id', '=', courseId).executeTakeFirstOrThrow();
    return { liked, likes: row.likes };
  });
}
