import type { Eraser, ExportSection } from '../../platform/account-data/account-data-entry.ts';
import { memberRows, memberRowsSection } from '../../platform/account-data/member-rows.ts';
import { mentionsAny, REDACTED } from '../../platform/account-data/redact.ts';
import { returnToStock } from './return-to-stock.ts';

/** SPEC §2 Your data, §4 Cart: the member's server-side cart (lines and the applied coupon). */
export const cartExport: ExportSection = {
  key: 'cart',
  tables: ['cart_items', 'carts'],
  collect: async (trx, userId) => ({
    items: await memberRows(trx, userId, { table: 'cart_items', columns: ['product_id', 'quantity', 'added_at'], orderBy: 'added_at' }),
    coupon_code: (await trx.selectFrom('carts').select('coupon_code').where('user_id', '=', userId).executeTakeFirst())?.coupon_code ?? null,
  }),
};

/** SPEC §2 Your data: the member's wishlist. */
export const wishlistExport = memberRowsSection({ key: 'wishlist', table: 'wishlist_items', columns: ['product_id', 'added_at'], orderBy: 'added_at' });

/** SPEC §2 Your data, §3 Order: the member's orders with their lines, status history and the coupons they used. */
export const ordersExport: ExportSection = {
  key: 'orders',
  // A coupon redemption is the coupon an order used: it is on the order (`coupon_id`, `coupon_code`).
  tables: ['orders', 'order_lines', 'order_status_history', 'coupon_redemptions'],
  collect: async (trx, userId) => {
    const orders = await trx.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    const ids = orders.map((o) => o.id);
    if (ids.length === 0) return [];
    const lines = await trx.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).orderBy('order_id').orderBy('position').execute();
    const history = await trx
      .selectFrom('order_status_history')
      .select(['order_id', 'status', 'note', 'created_at'])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute();
    return orders.map((o) => ({
      ...o,
      lines: lines.filter((l) => l.order_id === o.id).map(({ order_id: _order, ...l }) => l),
      history: history.filter((h) => h.order_id === o.id).map(({ order_id: _order, ...h }) => h),
    }));
  },
};

/**
 * On account deletion (SPEC §2 Your data): the cart, its coupon and the wishlist go. Orders stay for the club's books
 * under the tombstone id (amounts, lines, product names; like the points ledger), but nothing personal: status notes
 * that name the member are redacted. Orders still 'placed' (not paid) are cancelled and their units go back to stock,
 * so a deleted account holds no stock; coupon redemptions stay (they count coupon uses).
 */
export const shopOrdersEraser: Eraser = {
  name: 'shop orders',
  erase: async (trx, { userId, now, engine, personalValues }) => {
    await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
    await trx.deleteFrom('carts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('wishlist_items').where('user_id', '=', userId).execute();
    const open = await trx.selectFrom('orders').select('id').where('user_id', '=', userId).where('status', '=', 'placed').execute();
    if (open.length) {
      const ids = open.map((o) => o.id);
      await returnToStock(trx, engine, ids);
      const at = now.toISOString();
      await trx.updateTable('orders').set({ status: 'cancelled', updated_at: at }).where('id', 'in', ids).execute();
      await trx
        .insertInto('order_status_history')
        .values(ids.map((order_id) => ({ order_id, status: 'cancelled' as const, changed_by: null, note: 'Account deleted', created_at: at })))
        .execute();
    }
    if (personalValues.length === 0) return;
    await trx
      .updateTable('order_status_history')
      .set({ note: REDACTED })
      .where('order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('user_id', '=', userId))
      .where(mentionsAny('note', personalValues))
      .execute();
  },
};
