import { uniqueSuffix } from '../../test/harness.ts';
import { insertTestCoupon } from '../../test/shop.ts';
import { ACTIVE, ADMIN, type AuthorizationCases, inCart, insertOrder, memberOf, other, PUBLIC, shopProduct, t } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the shop routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  // Shop: cart, wishlist, coupons, orders (SPEC §2 My Shop).
  'GET /api/cart': { expect: ACTIVE(200), send: () => ({ url: '/api/cart' }) },
  'POST /api/cart/items': { expect: ACTIVE(200), send: async () => ({ url: '/api/cart/items', payload: { product_id: await shopProduct(), quantity: 1 } }) },
  'PATCH /api/cart/items/:product_id': {
    expect: ACTIVE(200),
    send: async (role) => ({ url: `/api/cart/items/${await inCart(role)}`, payload: { quantity: 2 } }),
  },
  'DELETE /api/cart/items/:product_id': { expect: ACTIVE(200), send: async (role) => ({ url: `/api/cart/items/${await inCart(role)}` }) },
  'DELETE /api/cart': { expect: ACTIVE(200), send: () => ({ url: '/api/cart' }) },
  'POST /api/cart/merge': {
    expect: ACTIVE(200),
    send: async () => ({ url: '/api/cart/merge', payload: { items: [{ product_id: await shopProduct(), quantity: 1 }], wishlist: [] } }),
  },
  'PUT /api/cart/coupon': {
    expect: ACTIVE(200),
    send: async (role) => {
      const productId = await inCart(role);
      return { url: '/api/cart/coupon', payload: { code: (await insertTestCoupon(t.db, [productId], {}, t.clock.now())).code } };
    },
  },
  'DELETE /api/cart/coupon': { expect: ACTIVE(200), send: () => ({ url: '/api/cart/coupon' }) },
  'GET /api/wishlist': { expect: ACTIVE(200), send: () => ({ url: '/api/wishlist' }) },
  'PUT /api/wishlist/:product_id': { expect: ACTIVE(200), send: async () => ({ url: `/api/wishlist/${await shopProduct()}` }) },
  'DELETE /api/wishlist/:product_id': { expect: ACTIVE(200), send: async () => ({ url: `/api/wishlist/${await shopProduct()}` }) },
  'GET /api/coupons/:code': {
    expect: PUBLIC,
    send: async () => ({ url: `/api/coupons/${(await insertTestCoupon(t.db, [await shopProduct()], {}, t.clock.now())).code}` }),
  },
  'POST /api/orders': {
    expect: ACTIVE(201),
    send: async (role) => {
      await inCart(role);
      return { url: '/api/orders', payload: {} };
    },
  },
  'GET /api/orders': { expect: ACTIVE(200), send: () => ({ url: '/api/orders' }) },
  'GET /api/orders/:id': [
    { label: 'own', expect: ACTIVE(200), send: async (role) => ({ url: `/api/orders/${await insertOrder(memberOf(role)?.user.id ?? other.user.id)}` }) },
    {
      label: "someone else's",
      expect: { anonymous: 401, user: 404, moderator: 404, pendingAdmin: 403, suspendedAdmin: 401, admin: 200 },
      send: async () => ({ url: `/api/orders/${await insertOrder(other.user.id)}` }),
    },
  ],
  'POST /api/orders/:id/cancellation': [
    {
      label: 'own',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/orders/${await insertOrder(memberOf(role)?.user.id ?? other.user.id)}/cancellation` }),
    },
    {
      label: "someone else's",
      expect: { anonymous: 401, user: 404, moderator: 404, pendingAdmin: 403, suspendedAdmin: 401, admin: 404 },
      send: async () => ({ url: `/api/orders/${await insertOrder(other.user.id)}/cancellation` }),
    },
  ],
  'GET /api/admin/orders': { expect: ADMIN(200), send: () => ({ url: '/api/admin/orders?status=placed' }) },
  'PATCH /api/admin/orders/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/admin/orders/${await insertOrder(other.user.id)}`, payload: { status: 'paid' } }),
  },
  'GET /api/admin/coupons': { expect: ADMIN(200), send: () => ({ url: '/api/admin/coupons' }) },
  'POST /api/admin/coupons': {
    expect: ADMIN(201),
    send: async () => ({
      url: '/api/admin/coupons',
      payload: { code: `MX-${uniqueSuffix()}`, type: 'fixed', discount: 100, product_ids: [await shopProduct()] },
    }),
  },
  'PUT /api/admin/coupons/:id': {
    expect: ADMIN(200),
    send: async () => {
      const productId = await shopProduct();
      const coupon = await insertTestCoupon(t.db, [productId], {}, t.clock.now());
      return { url: `/api/admin/coupons/${coupon.id}`, payload: { code: coupon.code, type: 'percentage', discount: 20, product_ids: [productId] } };
    },
  },
  'DELETE /api/admin/coupons/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/admin/coupons/${(await insertTestCoupon(t.db, [await shopProduct()], {}, t.clock.now())).id}` }),
  },
};
