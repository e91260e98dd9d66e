import { COURSE_MESSAGES, isFreeCourse } from '@esdc/core/course';
import type { CourseEnrollmentResult } from '@esdc/core/course-schemas';
import type { Actor } from '@esdc/core/permissions';
import type { Database } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { enrollMember, isEnrolled, withdrawEnrollments } from './course-enrollments.ts';
import { insertOrder, toOrders } from '../shop/public.ts';
import { courseImageUrls, pendingCourseOrderId, visibleTo } from './course-reads.ts';

/*
 * Enrolling in courses (docs/decisions/019-paid-courses-through-orders.md): a free course enrols at once; a paid one
 * places a shop order in rupees (currency 'INR', one line naming the course, status placed) that enrols the member when
 * an admin marks it paid (features/shop order status changes, course-enrollments.ts), in the same transaction.
 */

/**
 * Enrols the member in a course, or places the order that will (`POST /api/courses/{id}/enrollment`). The course row
 * is locked (PostgreSQL), so two requests at once give one enrollment or one order.
 * @returns `{ status: 'enrolled', order: null }` (free; `created` true) or `{ status: 'pending_payment', order }`
 *   (`created` false when a placed order for it was already waiting: the same order again)
 * @throws AppError 404 'Course not found' (also unpublished); 409 ALREADY_ENROLLED 'You are already enrolled in this course'
 */
export async function enroll(database: Database, actor: Actor, courseId: number, now: Date): Promise<CourseEnrollmentResult & { created: boolean }> {
  return database.db.transaction().execute(async (trx) => {
    const course = await forUpdate(
      trx
        .selectFrom('courses')
        .select(['id', 'title', 'price_paise', 'published', 'image_id', 'image_url', 'instructor_id'])
        .where('courses.id', '=', courseId)
        .where(visibleTo(actor)),
      database.engine,
    ).executeTakeFirst();
    if (!course || course.published !== 1) throw notFound(COURSE_MESSAGES.notFound);
    if (await isEnrolled(trx, courseId, actor.id)) throw new AppError(409, 'ALREADY_ENROLLED', COURSE_MESSAGES.alreadyEnrolled);
    if (isFreeCourse(course.price_paise)) {
      await enrollMember(trx, courseId, actor.id, null, now);
      return { status: 'enrolled', order: null, created: true };
    }
    const pending = await pendingCourseOrderId(trx, courseId, actor.id);
    if (pending !== null) {
      const row = await trx.selectFrom('orders').selectAll().where('id', '=', pending).executeTakeFirstOrThrow();
      return { status: 'pending_payment', order: (await toOrders(trx, [row]))[0]!, created: false };
    }
    const image = (await courseImageUrls(trx, [course])).get(course.id) ?? null;
    const row = await insertOrder(
      trx,
      database.engine,
      {
        userId: actor.id,
        currency: 'INR',
        subtotal_cents: course.price_paise,
        discount_cents: 0,
        total_cents: course.price_paise,
        coupon_id: null,
        coupon_code: null,
        lines: [
          {
            product_id: null,
            course_id: course.id,
            name: course.title,
            image_url: image,
            seller_id: null,
            unit_price_cents: course.price_paise,
            quantity: 1,
            discount_cents: 0,
            line_total_cents: course.price_paise,
          },
        ],
      },
      now,
    );
    return { status: 'pending_payment', order: (await toOrders(trx, [row]))[0]!, created: true };
  });
}

/**
 * Leaves a free course (`DELETE /api/courses/{id}/enrollment`). Progress rows stay (enrolling again picks them up).
 * @throws AppError 404 'Course not found' or 'You are not enrolled in this course'; 409 PAID_ENROLLMENT 'Paid
 *   enrollments are withdrawn by cancelling the order'
 */
export async function leave(database: Database, actor: Actor, courseId: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const course = await trx.selectFrom('courses').select('id').where('courses.id', '=', courseId).where(visibleTo(actor)).executeTakeFirst();
    if (!course) throw notFound(COURSE_MESSAGES.notFound);
    const row = await forUpdate(
      trx.selectFrom('course_enrollments').select('order_id').where('course_id', '=', courseId).where('user_id', '=', actor.id),
      database.engine,
    ).executeTakeFirst();
    if (!row) throw notFound(COURSE_MESSAGES.notEnrolledLeave);
    if (row.order_id !== null) throw new AppError(409, 'PAID_ENROLLMENT', COURSE_MESSAGES.paidLeave);
    await withdrawEnrollments(trx, { courseId, userId: actor.id });
  });
}
