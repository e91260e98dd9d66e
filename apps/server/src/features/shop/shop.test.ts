import { priceCart, type Cart, type Coupon, type CouponPublic, type Wishlist } from '@esdc/core/cart';
import type { Order } from '@esdc/core/order';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, deleteOwnAccount, memberWith, startWithAdmin } from '../../test/api.ts';
import { auditActions } from '../../test/audit.ts';
import { envelope, type Member, type TestApp } from '../../test/harness.ts';
import { insertTestCoupon, insertTestProduct } from '../../test/shop.ts';

/*
 * Cart, wishlist, coupons, checkout and orders through the API (SPEC §4 Cart, Coupon; §8 Checkout; §9
 * Coupon), on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

type Res = LightMyRequestResponse;
const data = <T>(res: Res) => envelope<T>(res).data;
const message = (res: Res) => envelope(res).message;
const errorCode = (res: Res) => (JSON.parse(res.body) as { error?: { code: string } }).error?.code;
const patch = (url: string, token: string | undefined, payload: unknown) =>
  t.inject({ method: 'PATCH', url, headers: token ? t.authHeader(token) : {}, payload: payload as Record<string, unknown> });
const product = (fields: Parameters<typeof insertTestProduct>[1] = {}) => insertTestProduct(t.db, fields, t.clock.now());
const stockOf = async (id: number) => await t.db.selectFrom('products').select(['stock', 'sales_count']).where('id', '=', id).executeTakeFirstOrThrow();

async function add(m: Member, productId: number, quantity?: number) {
  const res = await call(t, 'POST', '/api/cart/items', m.token, quantity === undefined ? { product_id: productId } : { product_id: productId, quantity });
  expect(res.statusCode, res.body).toBe(200);
  return data<Cart>(res);
}

describe('the cart (SPEC §4 Cart)', () => {
  it('adds, raises an existing line by 1, sets, removes at 0, clears; totals from the database', async () => {
    const m = await memberWith(t);
    const a = await product({ price_cents: 1250, stock: 5 });
    const b = await product({ price_cents: 399, stock: 5 });
    expect(data<Cart>(await call(t, 'GET', '/api/cart', m.token))).toMatchObject({ items: [], count: 0, total_cents: 0, coupon: null });

    const first = await call(t, 'POST', '/api/cart/items', m.token, { product_id: a, quantity: 2 });
    expect(message(first)).toBe('Added 2 item(s) to cart!');
    let cart = await add(m, a);
    expect(cart.items).toEqual([
      expect.objectContaining({
        product_id: a,
        quantity: 3,
        price_cents: 1250,
        line_total_cents: 3750,
        discount_cents: 0,
        available: true,
        image: `/images/shop/test-${a}.webp`,
      }),
    ]);
    cart = await add(m, b, 2);
    expect(cart).toMatchObject({ count: 5, subtotal_cents: 3750 + 798, total_cents: 3750 + 798, discount_cents: 0 });

    // The price is always re-read: a change in the database shows at once.
    await t.db.updateTable('products').set({ price_cents: 1000 }).where('id', '=', a).execute();
    expect(data<Cart>(await call(t, 'GET', '/api/cart', m.token)).subtotal_cents).toBe(3000 + 798);

    cart = data<Cart>(await patch(`/api/cart/items/${b}`, m.token, { quantity: 4 }));
    expect(cart.count).toBe(7);
    cart = data<Cart>(await patch(`/api/cart/items/${b}`, m.token, { quantity: 0 }));
    expect(cart.items.map((i) => i.product_id)).toEqual([a]);
    expect((await patch(`/api/cart/items/${b}`, m.token, { quantity: 2 })).statusCode).toBe(404);
    cart = data<Cart>(await call(t, 'DELETE', `/api/cart/items/${a}`, m.token));
    expect(cart.items).toEqual([]);
    await add(m, a);
    const cleared = await call(t, 'DELETE', '/api/cart', m.token);
    expect(message(cleared)).toBe('Cart cleared');
    expect(data<Cart>(cleared)).toMatchObject({ items: [], count: 0 });
  });

  it('refuses bad input: negative, fractional, too large, a price, an unknown or hidden product, beyond the stock', async () => {
    const m = await memberWith(t);
    const p = await product({ stock: 2 });
    for (const body of [
      { product_id: p, quantity: -1 },
      { product_id: p, quantity: 0 },
      { product_id: p, quantity: 1.5 },
      { product_id: p, quantity: 100 },
      { product_id: p, quantity: '2x' },
      { product_id: 'abc' },
    ]) {
      const res = await call(t, 'POST', '/api/cart/items', m.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
    }
    const priced = await call(t, 'POST', '/api/cart/items', m.token, { product_id: p, quantity: 1, price: 1 });
    expect(priced.statusCode).toBe(400);
    expect(message(priced)).toContain('Unknown field: price');
    expect((await patch(`/api/cart/items/${p}`, m.token, { quantity: -1 })).statusCode).toBe(400);
    expect((await patch(`/api/cart/items/${p}`, m.token, { quantity: 2.5 })).statusCode).toBe(400);
    expect((await patch(`/api/cart/items/${p}`, m.token, { quantity: 1, price_cents: 1 })).statusCode).toBe(400);

    const unknown = await call(t, 'POST', '/api/cart/items', m.token, { product_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toBe('Product not found');
    const hidden = await product({ hidden: true });
    expect((await call(t, 'POST', '/api/cart/items', m.token, { product_id: hidden })).statusCode).toBe(404);
    const tooMany = await call(t, 'POST', '/api/cart/items', m.token, { product_id: p, quantity: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(errorCode(tooMany)).toBe('OUT_OF_STOCK');
    expect(message(tooMany)).toBe('Not enough stock for "Test board"');
    expect(data<Cart>(await call(t, 'GET', '/api/cart', m.token)).items).toEqual([]);
  });

  it('merges a guest cart and wishlist on sign-in: quantities add, capped at stock; unknown and hidden skipped', async () => {
    const m = await memberWith(t);
    const a = await product({ stock: 5 });
    const b = await product({ stock: 50 });
    const hidden = await product({ hidden: true });
    await add(m, a, 3);
    await call(t, 'PUT', `/api/wishlist/${b}`, m.token);
    const coupon = await insertTestCoupon(t.db, [b], { discount: 50 });
    const res = await call(t, 'POST', '/api/cart/merge', m.token, {
      items: [
        { product_id: a, quantity: 4 },
        { product_id: b, quantity: 2 },
        { product_id: hidden, quantity: 1 },
        { product_id: 999_999, quantity: 1 },
      ],
      wishlist: [a, b, b, hidden, 999_999],
      coupon_code: coupon.code.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = data<Cart>(res);
    expect(cart.items.map((i) => [i.product_id, i.quantity])).toEqual([
      [a, 5],
      [b, 2],
    ]);
    expect(cart.coupon?.code).toBe(coupon.code);
    expect(cart.discount_cents).toBe(1000);
    const wishlist = data<Wishlist>(await call(t, 'GET', '/api/wishlist', m.token));
    expect(wishlist.items.map((p) => p.id).sort()).toEqual([a, b].sort());
    // Bad merges change nothing.
    expect((await call(t, 'POST', '/api/cart/merge', m.token, { items: [{ product_id: a, quantity: 1, price_cents: 1 }] })).statusCode).toBe(400);
    expect(
      (await call(t, 'POST', '/api/cart/merge', m.token, { items: Array.from({ length: 101 }, (_, i) => ({ product_id: i + 1, quantity: 1 })) })).statusCode,
    ).toBe(400);
  });
});

describe('the wishlist (SPEC §4 "Wishlist ignores duplicates")', () => {
  it('adds idempotently, removes, refuses unknown products', async () => {
    const m = await memberWith(t);
    const p = await product({ name: 'Wish kit' });
    const first = await call(t, 'PUT', `/api/wishlist/${p}`, m.token);
    expect(first.statusCode).toBe(200);
    expect(message(first)).toBe('Added to wishlist');
    await call(t, 'PUT', `/api/wishlist/${p}`, m.token);
    const list = data<Wishlist>(await call(t, 'GET', '/api/wishlist', m.token));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: p, name: 'Wish kit', price_cents: 1000, seller: null, hidden: false });
    expect((await call(t, 'PUT', '/api/wishlist/999999', m.token)).statusCode).toBe(404);
    expect(data<Wishlist>(await call(t, 'DELETE', `/api/wishlist/${p}`, m.token)).items).toEqual([]);
    expect((await call(t, 'DELETE', `/api/wishlist/${p}`, m.token)).statusCode).toBe(200);
  });
});

describe('coupons (SPEC §4 Coupon, §9)', () => {
  it('applies one at a time, only to the products it lists; refuses unknown, expired, used-up and foreign coupons', async () => {
    const m = await memberWith(t);
    const a = await product({ price_cents: 2000 });
    const b = await product({ price_cents: 500 });
    await add(m, a, 2);
    await add(m, b, 1);
    const pct = await insertTestCoupon(t.db, [a], { type: 'percentage', discount: 15 });
    const fixed = await insertTestCoupon(t.db, [b], { type: 'fixed', discount: 800 });
    const applied = await call(t, 'PUT', '/api/cart/coupon', m.token, { code: pct.code });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(message(applied)).toBe(`Coupon "${pct.code}" applied successfully!`);
    expect(data<Cart>(applied)).toMatchObject({ subtotal_cents: 4500, discount_cents: 600, total_cents: 3900 });

    // A second coupon replaces the first; a fixed amount never takes a price below 0.
    const second = data<Cart>(await call(t, 'PUT', '/api/cart/coupon', m.token, { code: fixed.code }));
    expect(second).toMatchObject({ discount_cents: 500, total_cents: 4000, coupon: { code: fixed.code, type: 'fixed', discount: 800 } });
    expect(second.items.find((i) => i.product_id === b)).toMatchObject({ discount_cents: 500, line_total_cents: 0 });

    const unknown = await call(t, 'PUT', '/api/cart/coupon', m.token, { code: 'NOPE-NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('INVALID_COUPON');
    expect(message(unknown)).toBe('Invalid coupon code');
    const expired = await insertTestCoupon(t.db, [a], { expires_at: new Date(t.clock.now().getTime() - 1000).toISOString() });
    const late = await call(t, 'PUT', '/api/cart/coupon', m.token, { code: expired.code });
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe('This coupon has expired');
    const usedUp = await insertTestCoupon(t.db, [a], { max_uses_total: 0 });
    expect(message(await call(t, 'PUT', '/api/cart/coupon', m.token, { code: usedUp.code }))).toBe('This coupon has been used up');
    // A coupon for a product not in the cart yet may be applied (the product page's Apply); it discounts nothing yet.
    const other = await insertTestCoupon(t.db, [await product()]);
    const early = data<Cart>(await call(t, 'PUT', '/api/cart/coupon', m.token, { code: other.code }));
    expect(early.coupon?.code).toBe(other.code);
    expect(early.discount_cents).toBe(0);
    expect(data<Cart>(await call(t, 'PUT', '/api/cart/coupon', m.token, { code: fixed.code })).coupon?.code).toBe(fixed.code);
    const inactive = await insertTestCoupon(t.db, [a], { active: false });
    expect((await call(t, 'PUT', '/api/cart/coupon', m.token, { code: inactive.code })).statusCode).toBe(404);
    expect((await call(t, 'PUT', '/api/cart/coupon', m.token, { code: [pct.code, fixed.code] })).statusCode).toBe(400);
    expect((await call(t, 'PUT', '/api/cart/coupon', m.token, { code: pct.code, discount: 100 })).statusCode).toBe(400);
    // The applied coupon is still the fixed one.
    expect(data<Cart>(await call(t, 'GET', '/api/cart', m.token)).coupon?.code).toBe(fixed.code);
    expect(data<Cart>(await call(t, 'DELETE', '/api/cart/coupon', m.token)).coupon).toBeNull();
  });

  it('GET /api/coupons/{code} shows a usable coupon to anyone', async () => {
    const p = await product();
    const c = await insertTestCoupon(t.db, [p], { type: 'fixed', discount: 250 });
    const res = await call(t, 'GET', `/api/coupons/${c.code.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(data<CouponPublic>(res)).toEqual({ code: c.code, type: 'fixed', discount: 250, description: 'Test coupon', product_ids: [p], expires_at: null });
    expect((await call(t, 'GET', '/api/coupons/UNKNOWN1')).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/coupons/%20')).statusCode).toBe(400);
  });

  it('admins create, edit, expire, limit and delete coupons; members may not', async () => {
    const member = await memberWith(t);
    const p = await product();
    const body = { code: 'spring-10', type: 'percentage', discount: 10, description: 'Spring sale', product_ids: [p], max_uses_per_member: 1 };
    expect((await call(t, 'POST', '/api/admin/coupons', member.token, body)).statusCode).toBe(403);
    const created = await call(t, 'POST', '/api/admin/coupons', admin, body);
    expect(created.statusCode, created.body).toBe(201);
    const coupon = data<Coupon>(created);
    expect(coupon).toMatchObject({ code: 'SPRING-10', active: true, uses: 0, product_ids: [p], max_uses_per_member: 1, max_uses_total: null });
    expect((await call(t, 'POST', '/api/admin/coupons', admin, body)).statusCode).toBe(409);
    expect((await call(t, 'POST', '/api/admin/coupons', admin, { ...body, code: 'X-101', discount: 101 })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/admin/coupons', admin, { ...body, code: 'X-UNK', product_ids: [999_999] })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/admin/coupons', admin, { ...body, code: 'X-USES', uses: 5 })).statusCode).toBe(400);

    const expiresAt = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const edited = await call(t, 'PUT', `/api/admin/coupons/${coupon.id}`, admin, { ...body, expires_at: expiresAt, max_uses_total: 3 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(data<Coupon>(edited)).toMatchObject({ expires_at: expiresAt, max_uses_total: 3 });
    const list = await call(t, 'GET', '/api/admin/coupons?q=spring', admin);
    expect(data<Coupon[]>(list).map((c) => c.code)).toEqual(['SPRING-10']);
    expect((await call(t, 'GET', `/api/coupons/SPRING-10`)).statusCode).toBe(409);
    expect((await call(t, 'DELETE', `/api/admin/coupons/${coupon.id}`, admin)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/admin/coupons/${coupon.id}`, admin)).statusCode).toBe(404);
  });
});

describe('checkout and orders (SPEC §8 Checkout)', () => {
  it('re-prices from the database, decrements stock, applies the coupon, clears the cart, notifies buyer and seller', async () => {
    const seller = await memberWith(t);
    const buyer = await memberWith(t);
    const club = await product({ name: 'Club kit', price_cents: 1999, stock: 4 });
    const listed = await product({ name: 'Member sensor', price_cents: 750, stock: 3, seller_id: seller.user.id });
    const coupon = await insertTestCoupon(t.db, [club], { type: 'percentage', discount: 10, max_uses_per_member: 1 });
    await add(buyer, club, 2);
    await add(buyer, listed, 3);
    await call(t, 'PUT', '/api/cart/coupon', buyer.token, { code: coupon.code });

    const empty = await memberWith(t);
    const none = await call(t, 'POST', '/api/orders', empty.token, {});
    expect(none.statusCode).toBe(400);
    expect(errorCode(none)).toBe('CART_EMPTY');
    expect(message(none)).toBe('Your cart is empty!');
    expect((await call(t, 'POST', '/api/orders', buyer.token, { coupon_code: ['A', 'B'] })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/orders', buyer.token, { total_cents: 1 })).statusCode).toBe(400);

    const placed = await call(t, 'POST', '/api/orders', buyer.token, {});
    expect(placed.statusCode, placed.body).toBe(201);
    expect(message(placed)).toBe('Order placed successfully!');
    const order = data<Order>(placed);
    const expected = priceCart(
      [
        { product_id: club, quantity: 2, price_cents: 1999 },
        { product_id: listed, quantity: 3, price_cents: 750 },
      ],
      { code: coupon.code, type: 'percentage', discount: 10, product_ids: [club] },
    );
    expect(order).toMatchObject({
      number: order.id,
      status: 'placed',
      subtotal_cents: expected.subtotal_cents,
      discount_cents: expected.discount_cents,
      total_cents: expected.total_cents,
      coupon_code: coupon.code,
      history: [{ status: 'placed', note: null }],
      user: { id: buyer.user.id },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        product_id: club,
        name: 'Club kit',
        unit_price_cents: 1999,
        quantity: 2,
        discount_cents: 400,
        line_total_cents: 3598,
        seller_id: null,
      }),
      expect.objectContaining({
        product_id: listed,
        name: 'Member sensor',
        unit_price_cents: 750,
        quantity: 3,
        discount_cents: 0,
        line_total_cents: 2250,
        seller_id: seller.user.id,
      }),
    ]);
    expect(await stockOf(club)).toEqual({ stock: 2, sales_count: 2 });
    expect(await stockOf(listed)).toEqual({ stock: 0, sales_count: 3 });
    expect(data<Cart>(await call(t, 'GET', '/api/cart', buyer.token))).toMatchObject({ items: [], coupon: null });
    const used = await t.db.selectFrom('coupons').select('uses').where('id', '=', coupon.id).executeTakeFirstOrThrow();
    expect(used.uses).toBe(1);

    const buyerNotes = await t.db.selectFrom('notifications').select(['type', 'title', 'link']).where('user_id', '=', buyer.user.id).execute();
    expect(buyerNotes).toEqual([{ type: 'order_status', title: `Order #${order.id} placed`, link: '/shop-cart?tab=orders' }]);
    const sellerNotes = await t.db.selectFrom('notifications').select(['type', 'message']).where('user_id', '=', seller.user.id).execute();
    expect(sellerNotes).toEqual([{ type: 'product_sold', message: '3 × "Member sensor" were bought in the shop.' }]);

    // The member's own limit: the coupon cannot be used again by them.
    await add(buyer, club, 1);
    const again = await call(t, 'POST', '/api/orders', buyer.token, { coupon_code: coupon.code });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe('You have already used this coupon the maximum number of times');
    expect(await stockOf(club)).toEqual({ stock: 2, sales_count: 2 });

    // Lists and reads: own, admin; someone else's is 404.
    const mine = await call(t, 'GET', '/api/orders', buyer.token);
    expect(data<Order[]>(mine).map((o) => o.id)).toEqual([order.id]);
    expect(envelope(mine).meta).toEqual({ total: 1, limit: 20, offset: 0 });
    expect((await call(t, 'GET', `/api/orders/${order.id}`, buyer.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/orders/${order.id}`, admin)).statusCode).toBe(200);
    const stranger = await memberWith(t);
    const hidden = await call(t, 'GET', `/api/orders/${order.id}`, stranger.token);
    expect(hidden.statusCode).toBe(404);
    expect(message(hidden)).toBe('Order not found');
    expect((await call(t, 'POST', `/api/orders/${order.id}/cancellation`, stranger.token)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/admin/orders', buyer.token)).statusCode).toBe(403);
    expect((await patch(`/api/admin/orders/${order.id}`, buyer.token, { status: 'paid' })).statusCode).toBe(403);
  });

  it("the catalogue shows the stock a checkout left, at once (its cache follows the order's writes)", async () => {
    const m = await memberWith(t);
    const p = await product({ stock: 7 });
    const before = await call(t, 'GET', `/api/products/${p}`);
    expect(data<{ stock: number }>(before).stock).toBe(7);
    await add(m, p, 3);
    expect((await call(t, 'POST', '/api/orders', m.token, {})).statusCode).toBe(201);
    expect(data<{ stock: number; sales_count: number }>(await call(t, 'GET', `/api/products/${p}`))).toMatchObject({ stock: 4, sales_count: 3 });
    const listed = data<{ id: number; stock: number }[]>(await call(t, 'GET', '/api/products?limit=100&sort=newest'));
    expect(listed.find((x) => x.id === p)?.stock).toBe(4);
  });

  it('refuses the whole order when one line lacks stock: nothing changes', async () => {
    const m = await memberWith(t);
    const a = await product({ name: 'Plenty', stock: 10 });
    const b = await product({ name: 'Scarce part', stock: 2 });
    await add(m, a, 1);
    await add(m, b, 2);
    await t.db.updateTable('products').set({ stock: 1 }).where('id', '=', b).execute();
    const res = await call(t, 'POST', '/api/orders', m.token, {});
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('OUT_OF_STOCK');
    expect(message(res)).toBe('Not enough stock for "Scarce part"');
    expect(await stockOf(a)).toEqual({ stock: 10, sales_count: 0 });
    expect(data<Cart>(await call(t, 'GET', '/api/cart', m.token)).items.find((i) => i.product_id === b)?.available).toBe(false);
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', m.user.id).execute()).toEqual([]);
  });

  it('places the order without a coupon that lists none of its products, and does not count it as used', async () => {
    const m = await memberWith(t);
    const a = await product({ price_cents: 1200 });
    const elsewhere = await insertTestCoupon(t.db, [await product()], { type: 'percentage', discount: 50 });
    await add(m, a, 1);
    expect(data<Cart>(await call(t, 'PUT', '/api/cart/coupon', m.token, { code: elsewhere.code })).total_cents).toBe(1200);
    const res = await call(t, 'POST', '/api/orders', m.token, { coupon_code: elsewhere.code });
    expect(res.statusCode, res.body).toBe(201);
    expect(data<Order>(res)).toMatchObject({ total_cents: 1200, discount_cents: 0, coupon_code: null });
    expect(await t.db.selectFrom('coupons').select('uses').where('id', '=', elsewhere.id).executeTakeFirstOrThrow()).toEqual({ uses: 0 });
  });

  it('statuses: placed → paid → fulfilled by admins, each notifying the buyer; cancellation restores stock', async () => {
    const m = await memberWith(t);
    const p = await product({ stock: 5 });
    await add(m, p, 2);
    const order = data<Order>(await call(t, 'POST', '/api/orders', m.token, {}));
    const skip = await patch(`/api/admin/orders/${order.id}`, admin, { status: 'fulfilled' });
    expect(skip.statusCode).toBe(409);
    expect(errorCode(skip)).toBe('ORDER_INVALID_TRANSITION');
    expect((await patch(`/api/admin/orders/${order.id}`, admin, { status: 'shipped' })).statusCode).toBe(400);
    const paid = await patch(`/api/admin/orders/${order.id}`, admin, { status: 'paid', note: 'Paid at the club desk' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(message(paid)).toBe('Order status updated');
    // A member cannot cancel once paid.
    const late = await call(t, 'POST', `/api/orders/${order.id}/cancellation`, m.token);
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe('Only a placed order can be cancelled');
    const done = data<Order>(await patch(`/api/admin/orders/${order.id}`, admin, { status: 'fulfilled' }));
    expect(done.history.map((h) => [h.status, h.note])).toEqual([
      ['placed', null],
      ['paid', 'Paid at the club desk'],
      ['fulfilled', null],
    ]);
    expect((await patch(`/api/admin/orders/${order.id}`, admin, { status: 'cancelled' })).statusCode).toBe(409);
    const notes = await t.db.selectFrom('notifications').select(['type', 'title']).where('user_id', '=', m.user.id).orderBy('id').execute();
    expect(notes.map((n) => n.title)).toEqual([`Order #${order.id} placed`, `Order #${order.id} paid`, `Order #${order.id} fulfilled`]);
    expect(await auditActions(t, 'order', order.id)).toHaveLength(2);

    await add(m, p, 3);
    const second = data<Order>(await call(t, 'POST', '/api/orders', m.token, {}));
    expect(await stockOf(p)).toEqual({ stock: 0, sales_count: 5 });
    const cancelled = await call(t, 'POST', `/api/orders/${second.id}/cancellation`, m.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(data<Order>(cancelled).status).toBe('cancelled');
    expect(await stockOf(p)).toEqual({ stock: 3, sales_count: 2 });
    expect((await call(t, 'POST', `/api/orders/${second.id}/cancellation`, m.token)).statusCode).toBe(409);

    const filtered = await call(t, 'GET', `/api/admin/orders?status=cancelled&q=${m.user.username}`, admin);
    expect(data<Order[]>(filtered).map((o) => o.id)).toEqual([second.id]);
    expect((await call(t, 'GET', '/api/admin/orders?status=nope', admin)).statusCode).toBe(400);
  });
});

describe('account deletion and export', () => {
  it('exports the cart, wishlist and orders; erasing drops the cart and wishlist, cancels placed orders (stock back), keeps the books', async () => {
    const m = await memberWith(t);
    const p = await product({ stock: 10 });
    const q = await product({ stock: 10 });
    await add(m, p, 2);
    const placed = data<Order>(await call(t, 'POST', '/api/orders', m.token, {}));
    await add(m, q, 1);
    const paid = data<Order>(await call(t, 'POST', '/api/orders', m.token, {}));
    await patch(`/api/admin/orders/${paid.id}`, admin, { status: 'paid', note: `Paid in cash by ${m.user.username}` });
    await add(m, p, 1);
    await call(t, 'PUT', `/api/wishlist/${q}`, m.token);

    const exported = await call(t, 'GET', '/api/user/export', m.token);
    const sections = envelope<{ sections: Record<string, unknown> }>(exported).data.sections as {
      cart: { items: unknown[] };
      wishlist: unknown[];
      orders: { id: number; lines: unknown[]; history: unknown[] }[];
    };
    expect(sections.cart.items).toHaveLength(1);
    expect(sections.wishlist).toHaveLength(1);
    expect(sections.orders.map((o) => o.id)).toEqual([placed.id, paid.id]);
    expect(sections.orders[1]?.history).toHaveLength(2);

    await deleteOwnAccount(t, m, 'delete');
    expect(await t.db.selectFrom('cart_items').select('product_id').where('user_id', '=', m.user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('wishlist_items').select('product_id').where('user_id', '=', m.user.id).execute()).toEqual([]);
    const orders = await t.db.selectFrom('orders').select(['id', 'status']).where('user_id', '=', m.user.id).orderBy('id').execute();
    expect(orders).toEqual([
      { id: placed.id, status: 'cancelled' },
      { id: paid.id, status: 'paid' },
    ]);
    expect(await stockOf(p)).toEqual({ stock: 10, sales_count: 0 });
    expect(await stockOf(q)).toEqual({ stock: 9, sales_count: 1 });
    const notes = await t.db.selectFrom('order_status_history').select('note').where('order_id', '=', paid.id).where('note', 'is not', null).execute();
    expect(notes).toEqual([{ note: '[redacted]' }]);
  });
});
