import { CART_MESSAGES, priceCart } from '@esdc/core/cart';
import { NOTIFICATION_TEXTS } from '@esdc/core/notification';
import { ORDER_MESSAGES, ORDER_STATUS_LABELS, OrderRuleError, transitionOrder, type Order, type OrderStatus } from '@esdc/core/order';
import type { AdminOrderListQuery } from '@esdc/core/order-schemas';
import { can, type Actor } from '@esdc/core/permissions';
import { SHOP_MESSAGES } from '@esdc/core/shop';
import { sql, type Transaction } from 'kysely';
import type { Database, Engine } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { applyCourseOrderStatus } from '../courses/public.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { insertOrder, ORDERS_LINK } from './orders.ts';
import { outOfStock, usableCoupon } from './cart-service.ts';
import { coverUrls } from '../products/public.ts';
import { returnToStock } from './return-to-stock.ts';
import { toOrders, type OrderRow, type StoredCoupon } from './shop-reads.ts';
import type { Db } from '../../db/db.ts';

/*
 * Checkout and the order lifecycle (SPEC §4 Cart "checkout appends the cart as one new order and clears it", §8
 * Checkout; stock is never oversold; docs/decisions/013-checkout-and-stock.md). Checkout is ONE transaction: the cart's
 * product rows are locked in id order (`select … for update` on PostgreSQL; SQLite runs one
 * transaction at a time), every line is re-priced from the database and checked against the stock, the stock is
 * decremented with a guarded update (`stock >= quantity`, and a CHECK stock >= 0 below that), the coupon's row is
 * locked and its use counted under its limits, then the order, its lines, its history, the redemption and the
 * notifications are written and the cart is emptied. Any failure rolls everything back.
 */

/**
 * Locks a coupon's row (PostgreSQL) and re-checks it for this member now (active, dates, total and per-member uses).
 * Whether it lists one of the order's products decides only its discount: see {@link placeOrder}.
 */
async function lockCoupon(trx: Transaction<DB>, engine: Engine, code: string, userId: number, now: Date): Promise<StoredCoupon> {
  await forUpdate(trx.selectFrom('coupons').select('id').where('code', '=', code), engine).executeTakeFirst();
  return usableCoupon(trx, code, userId, null, now);
}

/**
 * Places an order from the member's server-side cart (`POST /api/orders`).
 * @param couponCode a coupon to use (strict: a problem answers its error); absent or null = the cart's applied
 *   coupon, used only while still valid
 * @returns the new order
 * @throws AppError 400 CART_EMPTY 'Your cart is empty!'; 409 OUT_OF_STOCK naming the product (nothing changes);
 *   404 INVALID_COUPON / 409 COUPON_UNAVAILABLE for `couponCode`
 */
export async function placeOrder(database: Database, actor: Actor, couponCode: string | null | undefined, now: Date): Promise<Order> {
  const { engine } = database;
  return database.db.transaction().execute(async (trx) => {
    const items = await trx.selectFrom('cart_items').select(['product_id', 'quantity']).where('user_id', '=', actor.id).orderBy('product_id').execute();
    if (items.length === 0) throw new AppError(400, 'CART_EMPTY', SHOP_MESSAGES.cartEmptyCheckout);
    const ids = items.map((i) => i.product_id);
    // Lock in id order: two checkouts of overlapping carts queue instead of deadlocking.
    const products = await forUpdate(
      trx.selectFrom('products').select(['id', 'name', 'price_cents', 'stock', 'hidden', 'seller_id']).where('id', 'in', ids).orderBy('id'),
      engine,
    ).execute();
    const byId = new Map(products.map((p) => [p.id, p]));
    const lines = items.map((i) => {
      const p = byId.get(i.product_id);
      if (!p || p.hidden === 1) throw new AppError(409, 'OUT_OF_STOCK', CART_MESSAGES.productUnavailable(p?.name ?? `#${i.product_id}`));
      if (p.stock < i.quantity) throw outOfStock(p.name);
      return { product_id: p.id, quantity: i.quantity, price_cents: p.price_cents, name: p.name, seller_id: p.seller_id };
    });

    let coupon: StoredCoupon | null = null;
    if (couponCode) {
      coupon = await lockCoupon(trx, engine, couponCode, actor.id, now);
    } else {
      const cart = await trx.selectFrom('carts').select('coupon_code').where('user_id', '=', actor.id).executeTakeFirst();
      if (cart?.coupon_code) coupon = await lockCoupon(trx, engine, cart.coupon_code, actor.id, now).catch(() => null);
    }
    let priced = priceCart(lines, coupon);
    // A coupon that lists none of the order's products discounts nothing: the order is placed without it and it is
    // not counted as used (the cart showed a discount of 0, which is the total the buyer confirmed).
    if (coupon && priced.discount_cents === 0) {
      coupon = null;
      priced = priceCart(lines, null);
    }

    for (const line of lines) {
      const result = await trx
        .updateTable('products')
        .set({ stock: sql<number>`stock - ${line.quantity}`, sales_count: sql<number>`sales_count + ${line.quantity}` })
        .where('id', '=', line.product_id)
        .where('stock', '>=', line.quantity)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw outOfStock(line.name);
    }
    if (coupon) {
      const counted = await trx
        .updateTable('coupons')
        .set({ uses: sql<number>`uses + 1` })
        .where('id', '=', coupon.id)
        .where((eb) => eb.or([eb('max_uses_total', 'is', null), eb('uses', '<', eb.ref('max_uses_total'))]))
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) !== 1) throw new AppError(409, 'COUPON_UNAVAILABLE', CART_MESSAGES.couponUsedUp);
    }

    const covers = await coverUrls(trx, ids);
    const order = await insertOrder(
      trx,
      engine,
      {
        userId: actor.id,
        currency: 'USD',
        subtotal_cents: priced.subtotal_cents,
        discount_cents: priced.discount_cents,
        total_cents: priced.total_cents,
        coupon_id: coupon?.id ?? null,
        coupon_code: coupon?.code ?? null,
        lines: priced.lines.map((l) => ({
          product_id: l.product_id,
          course_id: null,
          name: l.name,
          image_url: covers.get(l.product_id) ?? null,
          seller_id: l.seller_id,
          unit_price_cents: l.price_cents,
          quantity: l.quantity,
          discount_cents: l.discount_cents,
          line_total_cents: l.line_total_cents,
        })),
      },
      now,
    );
    if (coupon)
      await trx
        .insertInto('coupon_redemptions')
        .values({ coupon_id: coupon.id, order_id: order.id, user_id: actor.id, created_at: now.toISOString() })
        .execute();
    await trx.deleteFrom('cart_items').where('user_id', '=', actor.id).execute();
    await trx.deleteFrom('carts').where('user_id', '=', actor.id).execute();

    for (const line of lines) {
      if (line.seller_id === null || line.seller_id === actor.id) continue;
      await notify(
        trx,
        engine,
        { userIds: [line.seller_id], type: 'product_sold', ...NOTIFICATION_TEXTS.productSold(line.name, line.quantity), link: '/my-products' },
        now,
      );
    }
    return (await toOrders(trx, [order]))[0]!;
  });
}

/** Puts a cancelled order's units back: stock += quantity, sales_count −= quantity (never below 0); the coupon use is returned. */
async function restoreStock(trx: Transaction<DB>, engine: Engine, order: OrderRow): Promise<void> {
  await returnToStock(trx, engine, [order.id]);
  if (order.coupon_id !== null) {
    const removed = await trx.deleteFrom('coupon_redemptions').where('coupon_id', '=', order.coupon_id).where('order_id', '=', order.id).executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      await trx
        .updateTable('coupons')
        .set({ uses: sql<number>`case when uses > 0 then uses - 1 else 0 end` })
        .where('id', '=', order.coupon_id)
        .execute();
    }
  }
}

/** Locks an order's row (PostgreSQL), or 404 'Order not found'. */
async function lockOrder(trx: Transaction<DB>, engine: Engine, id: number): Promise<OrderRow> {
  const row = await forUpdate(trx.selectFrom('orders').selectAll().where('id', '=', id), engine).executeTakeFirst();
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return row;
}

/** Applies a status change inside the caller's transaction: restores stock on a cancellation, writes history, notifies the buyer. */
async function changeStatus(
  trx: Transaction<DB>,
  engine: Engine,
  order: OrderRow,
  to: OrderStatus,
  by: 'admin' | 'member',
  actorId: number,
  note: string | null,
  now: Date,
): Promise<Order> {
  let next;
  try {
    next = transitionOrder(order.status, to, by);
  } catch (error) {
    if (error instanceof OrderRuleError) throw new AppError(409, error.code, error.message);
    throw error;
  }
  if (next.restoresStock) await restoreStock(trx, engine, order);
  const at = now.toISOString();
  await trx.updateTable('orders').set({ status: next.status, updated_at: at }).where('id', '=', order.id).execute();
  // A course order enrols its buyer when paid and withdraws the enrollment when cancelled
  // (docs/decisions/019-paid-courses-through-orders.md).
  await applyCourseOrderStatus(trx, order, next.status, now);
  await trx.insertInto('order_status_history').values({ order_id: order.id, status: next.status, changed_by: actorId, note, created_at: at }).execute();
  await notify(
    trx,
    engine,
    {
      userIds: [order.user_id],
      type: 'order_status',
      ...NOTIFICATION_TEXTS.orderStatus(order.id, ORDER_STATUS_LABELS[next.status].toLowerCase(), note),
      link: ORDERS_LINK,
    },
    now,
  );
  const row = await trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  return (await toOrders(trx, [row]))[0]!;
}

/**
 * A member cancels their own order while it is placed (`POST /api/orders/{id}/cancellation`): the stock comes back.
 * @throws AppError 404 'Order not found' (also another member's order); 409 ORDER_INVALID_TRANSITION 'Only a placed order can be cancelled'
 */
export async function cancelOwnOrder(database: Database, actor: Actor, orderId: number, now: Date): Promise<Order> {
  return database.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, database.engine, orderId);
    if (order.user_id !== actor.id) throw notFound(ORDER_MESSAGES.notFound);
    return changeStatus(trx, database.engine, order, 'cancelled', 'member', actor.id, null, now);
  });
}

/**
 * An admin changes an order's status (`PATCH /api/admin/orders/{id}`): placed → paid → fulfilled, placed|paid →
 * cancelled (stock restored); audited; the buyer is notified.
 * @throws AppError 404 'Order not found'; 409 ORDER_INVALID_TRANSITION
 */
export async function adminChangeOrderStatus(
  database: Database,
  actor: Actor,
  orderId: number,
  status: OrderStatus,
  note: string | null,
  now: Date,
): Promise<Order> {
  return database.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, database.engine, orderId);
    const result = await changeStatus(trx, database.engine, order, status, 'admin', actor.id, note, now);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'order.status_changed',
      targetType: 'order',
      targetId: order.id,
      details: { from: order.status, to: status, ...(note ? { note } : {}) },
      now,
    });
    return result;
  });
}

/**
 * The member's own orders, newest first (`GET /api/orders`).
 * @returns the page and the total
 */
export async function listOwnOrders(db: Db, actor: Actor, page: { limit: number; offset: number }): Promise<{ items: Order[]; total: number }> {
  const base = db.selectFrom('orders').where('user_id', '=', actor.id);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { items: await toOrders(db, rows), total: Number(n) };
}

/**
 * One order, for its buyer or an admin (`order:view`); anyone else gets 404 'Order not found'.
 */
export async function getOrder(db: Db, actor: Actor, orderId: number): Promise<Order> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row || !can(actor, 'order:view', { ownerId: row.user_id })) throw notFound(ORDER_MESSAGES.notFound);
  return (await toOrders(db, [row]))[0]!;
}

/**
 * Every order for admins (`GET /api/admin/orders`): `status` filter, `q` an order number or the buyer's username or
 * name (case-insensitive), newest first.
 */
export async function listAllOrders(db: Db, query: AdminOrderListQuery): Promise<{ items: Order[]; total: number }> {
  let base = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id');
  if (query.status) base = base.where('o.status', '=', query.status);
  if (query.q) {
    const q = query.q.replace(/^#/, '');
    const number = /^\d{1,9}$/.test(q) ? Number(q) : null;
    base = base.where((eb) =>
      number !== null ? eb.or([eb('o.id', '=', number), containsText(['u.username', 'u.name'], q)]) : containsText(['u.username', 'u.name'], q),
    );
  }
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll('o').orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(query.limit).offset(query.offset).execute();
  return { items: await toOrders(db, rows), total: Number(n) };
}
