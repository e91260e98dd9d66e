import { NOTIFICATION_TEXTS } from '@esdc/core/notification';
import type { Order } from '@esdc/core/order';
import { formatMoney, type Currency } from '@esdc/core/shop';
import type { Selectable, Transaction } from 'kysely';
import type { Engine } from '../../db/client.ts';
import type { DB, OrdersTable } from '../../db/schema.ts';
import { notify } from '../../platform/notifications/notify.ts';
import type { Db } from '../../db/db.ts';

/*
 * Orders, written by the shop's checkout and by course purchases (features/courses, through ./public.ts): writing a
 * new order with its lines, first history entry and the buyer's notification, and reading orders as the API shows
 * them (SPEC §3 Order). Money is integer minor units of the order's currency: cents for 'USD', paise for 'INR'.
 */

type OrderRow = Selectable<OrdersTable>;

/** Where order notifications open: the Orders tab of My Shop. */
export const ORDERS_LINK = '/shop-cart?tab=orders';

/** One line of a new order, priced by the caller. A product line has `product_id`, a course line `course_id`. */
interface NewOrderLine {
  product_id: number | null;
  course_id: number | null;
  name: string;
  image_url: string | null;
  seller_id: number | null;
  unit_price_cents: number;
  quantity: number;
  discount_cents: number;
  line_total_cents: number;
}

/** A new order, priced by the caller. */
export interface NewOrder {
  userId: number;
  currency: Currency;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  coupon_id: number | null;
  coupon_code: string | null;
  lines: readonly NewOrderLine[];
}

/**
 * Writes a placed order inside the caller's transaction: the order row, its lines in order, the 'placed' history
 * entry and the buyer's 'Order #n placed' notification (the total formatted in the order's currency).
 * @returns the stored order row
 */
export async function insertOrder(trx: Transaction<DB>, engine: Engine, order: NewOrder, now: Date): Promise<OrderRow> {
  const at = now.toISOString();
  const row = await trx
    .insertInto('orders')
    .values({
      user_id: order.userId,
      status: 'placed',
      currency: order.currency,
      subtotal_cents: order.subtotal_cents,
      discount_cents: order.discount_cents,
      total_cents: order.total_cents,
      coupon_id: order.coupon_id,
      coupon_code: order.coupon_code,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (order.lines.length > 0)
    await trx
      .insertInto('order_lines')
      .values(order.lines.map((l, position) => ({ order_id: row.id, position, ...l })))
      .execute();
  await trx.insertInto('order_status_history').values({ order_id: row.id, status: 'placed', changed_by: order.userId, note: null, created_at: at }).execute();
  await notify(
    trx,
    engine,
    {
      userIds: [order.userId],
      type: 'order_status',
      ...NOTIFICATION_TEXTS.orderPlaced(row.id, formatMoney(row.total_cents, order.currency)),
      link: ORDERS_LINK,
    },
    now,
  );
  return row;
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
