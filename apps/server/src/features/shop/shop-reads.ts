import type { CouponLimits, CouponTerms } from '@esdc/core/cart';
import type { Selectable } from 'kysely';
import type { CouponsTable, OrdersTable } from '../../db/schema.ts';
import type { Db } from '../../db/db.ts';

/*
 * Reads of the cart, wishlist, coupon and order routes (SPEC §2 My Shop): coupons with their products and orders with
 * lines and history, each for many rows in a few queries (product summaries and covers: the products' public.ts).
 */

export type CouponRow = Selectable<CouponsTable>;
export type OrderRow = Selectable<OrdersTable>;

/** A stored coupon with the products it lists: what the pricing and validity rules of core cart.ts read. */
export type StoredCoupon = Omit<CouponRow, 'active'> & CouponTerms & CouponLimits;

/**
 * Coupons with their listed products.
 * @param where a code (upper-case) or an id
 * @returns the coupon, or undefined when none has that code or id
 */
export async function loadCoupon(db: Db, where: { code: string } | { id: number }): Promise<StoredCoupon | undefined> {
  let query = db.selectFrom('coupons').selectAll();
  query = 'code' in where ? query.where('code', '=', where.code) : query.where('id', '=', where.id);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return (await withProducts(db, [row]))[0];
}

/**
 * Adds `product_ids` (and a boolean `active`) to coupon rows.
 * @param rows coupon rows
 */
export async function withProducts(db: Db, rows: readonly CouponRow[]): Promise<StoredCoupon[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db.selectFrom('coupon_products').select(['coupon_id', 'product_id']).where('coupon_id', 'in', ids).orderBy('product_id').execute()
    : [];
  return rows.map((r) => ({ ...r, active: r.active === 1, product_ids: links.filter((l) => l.coupon_id === r.id).map((l) => l.product_id) }));
}

/**
 * How many orders of a member used a coupon (its per-member limit).
 * @param couponId the coupon
 * @param userId the member
 */
export async function memberRedemptions(db: Db, couponId: number, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_id', '=', couponId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Orders as the API shows them: one builder for the shop and course orders (orders.ts). */
export { toOrders } from './orders.ts';
