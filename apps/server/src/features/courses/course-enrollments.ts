import type { OrderStatus } from '@esdc/core/order';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db } from '../../db/db.ts';

/*
 * Course enrollments written by two features (SPEC §2 Courses and course detail): the courses feature enrols members in
 * free courses, and the shop's order status changes (through ./public.ts) enrol the buyer of a paid course order when an admin marks it paid
 * and withdraw that enrollment when the order is cancelled — in the same transaction as the status change. The course's
 * `enrolled_count` is kept with the rows.
 */

/**
 * Whether a member is enrolled in a course (a paid course only once its order was paid).
 * @param userId the member, or undefined when signed out
 */
export async function isEnrolled(db: Db, courseId: number, userId: number | undefined): Promise<boolean> {
  if (userId === undefined) return false;
  const row = await db.selectFrom('course_enrollments').select('user_id').where('course_id', '=', courseId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Enrols a member in a course (inside the caller's transaction); enrolling twice changes nothing.
 * @param orderId the course order that paid for it, or null (free)
 * @returns whether this call enrolled them
 */
export async function enrollMember(trx: Transaction<DB>, courseId: number, userId: number, orderId: number | null, now: Date): Promise<boolean> {
  const inserted = await trx
    .insertInto('course_enrollments')
    .values({ course_id: courseId, user_id: userId, enrolled_at: now.toISOString(), order_id: orderId, completed_at: null })
    .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await trx
    .updateTable('courses')
    .set((eb) => ({ enrolled_count: eb('enrolled_count', '+', 1) }))
    .where('id', '=', courseId)
    .execute();
  return true;
}

/**
 * Withdraws enrollments (inside the caller's transaction), lowering each course's `enrolled_count` (never below 0).
 * @param where one member's enrollment in one course, or every enrollment an order paid for
 * @returns how many were withdrawn
 */
export async function withdrawEnrollments(trx: Transaction<DB>, where: { courseId: number; userId: number } | { orderId: number }): Promise<number> {
  let query = trx.deleteFrom('course_enrollments');
  query = 'orderId' in where ? query.where('order_id', '=', where.orderId) : query.where('course_id', '=', where.courseId).where('user_id', '=', where.userId);
  const rows = await query.returning('course_id').execute();
  for (const { course_id } of rows)
    await trx
      .updateTable('courses')
      .set({ enrolled_count: sql<number>`case when enrolled_count > 0 then enrolled_count - 1 else 0 end` })
      .where('id', '=', course_id)
      .execute();
  return rows.length;
}

/**
 * What an order's new status means for the courses it buys: 'paid' enrols the buyer in each (a course since deleted is
 * skipped), 'cancelled' withdraws the enrollments it paid for. Product orders are untouched.
 * @param order the order (its id and buyer)
 * @param status the status it just moved to
 */
export async function applyCourseOrderStatus(trx: Transaction<DB>, order: { id: number; user_id: number }, status: OrderStatus, now: Date): Promise<void> {
  if (status === 'cancelled') {
    await withdrawEnrollments(trx, { orderId: order.id });
    return;
  }
  if (status !== 'paid') return;
  const lines = await trx
    .selectFrom('order_lines')
    .innerJoin('courses', 'courses.id', 'order_lines.course_id')
    .select('courses.id')
    .where('order_lines.order_id', '=', order.id)
    .orderBy('courses.id')
    .execute();
  for (const { id } of lines) await enrollMember(trx, id, order.user_id, order.id, now);
}
