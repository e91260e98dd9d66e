import type { CouponLimits, CouponTerms } from '@esdc/core/cart';
import type { Order } from '@esdc/core/order';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CouponsTable, DB, OrdersTable } from '../../db/schema.ts';

/*
 * Reads of the cart, wishlist, coupon and order routes (issue 13): coupons with their products and orders with lines
 * and history, each for many rows in a few queries (product summaries and covers: platform/product-summaries.ts).
 */

export type Db = Kysely<DB> | Transaction<DB>;
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

/**
 * Orders as the API shows them (SPEC §3 Order): lines in position order, history oldest first, the buyer.
 * @param rows order rows, in the order wanted
 */
export async function toOrders(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).orderBy('order_id').orderBy('position').execute();
  const history = await db
    .selectFrom('order_status_history')
    .select(['order_id', 'status', 'note', 'created_at'])
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute();
  const buyers = await db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'deleted_at'])
    .where('id', 'in', [...new Set(rows.map((r) => r.user_id))])
    .execute();
  const buyerOf = new Map(buyers.map((u) => [u.id, u]));
  return rows.map((r) => {
    const buyer = buyerOf.get(r.user_id);
    return {
      id: r.id,
      number: r.id,
      status: r.status,
      currency: r.currency,
      lines: lines
        .filter((l) => l.order_id === r.id)
        .map((l) => ({
          product_id: l.product_id,
          course_id: l.course_id,
          name: l.name,
          image: l.image_url,
          unit_price_cents: l.unit_price_cents,
          quantity: l.quantity,
          discount_cents: l.discount_cents,
          line_total_cents: l.line_total_cents,
          seller_id: l.seller_id,
        })),
      subtotal_cents: r.subtotal_cents,
      discount_cents: r.discount_cents,
      total_cents: r.total_cents,
      coupon_code: r.coupon_code,
      created_at: r.created_at,
      updated_at: r.updated_at,
      history: history.filter((h) => h.order_id === r.id).map((h) => ({ status: h.status, created_at: h.created_at, note: h.note })),
      user: buyer && buyer.deleted_at === null ? { id: buyer.id, username: buyer.username, name: buyer.name } : null,
    };
  });
}
