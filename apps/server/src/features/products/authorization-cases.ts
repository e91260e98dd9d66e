import { uniqueSuffix } from '../../test/harness.ts';
import {
  ACTIVE,
  ADMIN,
  type AuthorizationCases,
  insertProduct,
  insertPurchase,
  insertReview,
  other,
  OWNER_OR_ADMIN_OTHERS,
  ownerId,
  productBody,
  PUBLIC,
  t,
} from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the products routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/products': { expect: PUBLIC, send: () => ({ url: '/api/products?sort=price_asc' }) },
  'GET /api/products/:id': [
    { label: 'visible', expect: PUBLIC, send: async () => ({ url: `/api/products/${await insertProduct(other.user.id)}` }) },
    {
      label: "someone else's hidden listing",
      expect: { anonymous: 404, user: 404, moderator: 404, pendingAdmin: 404, suspendedAdmin: 401, admin: 200 },
      send: async () => ({ url: `/api/products/${await insertProduct(other.user.id, true)}` }),
    },
  ],
  'POST /api/products': { expect: ACTIVE(201), send: () => ({ url: '/api/products', payload: productBody() }) },
  'PUT /api/products/:id': [
    {
      label: "someone else's",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => ({ url: `/api/products/${await insertProduct(other.user.id)}`, payload: { stock: 3 } }),
    },
    { label: 'own', expect: ACTIVE(200), send: async (role) => ({ url: `/api/products/${await insertProduct(ownerId(role))}`, payload: { stock: 3 } }) },
  ],
  'DELETE /api/products/:id': [
    { label: "someone else's", expect: OWNER_OR_ADMIN_OTHERS(200), send: async () => ({ url: `/api/products/${await insertProduct(other.user.id)}` }) },
    { label: 'club', expect: OWNER_OR_ADMIN_OTHERS(200), send: async () => ({ url: `/api/products/${await insertProduct(null)}` }) },
    { label: 'own', expect: ACTIVE(200), send: async (role) => ({ url: `/api/products/${await insertProduct(ownerId(role))}` }) },
  ],
  'POST /api/products/:id/reviews': [
    {
      label: 'bought it',
      expect: ACTIVE(201),
      send: async (role) => {
        const id = await insertProduct(null);
        await insertPurchase(id, ownerId(role));
        return { url: `/api/products/${id}/reviews`, payload: { rating: 5, title: 'Matrix buy', comment: 'Bought for the matrix.' } };
      },
    },
    {
      label: 'never bought it',
      expect: ACTIVE(403),
      send: async () => ({
        url: `/api/products/${await insertProduct(null)}/reviews`,
        payload: { rating: 5, title: 'Matrix buy', comment: 'Bought for the matrix.' },
      }),
    },
  ],
  'DELETE /api/products/:id/reviews/:review_id': [
    {
      label: 'own',
      expect: ACTIVE(200),
      send: async (role) => {
        const r = await insertReview(ownerId(role));
        return { url: `/api/products/${r.productId}/reviews/${r.reviewId}` };
      },
    },
    {
      label: "someone else's",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => {
        const r = await insertReview(other.user.id);
        return { url: `/api/products/${r.productId}/reviews/${r.reviewId}` };
      },
    },
  ],
  'GET /api/product-categories': { expect: PUBLIC, send: () => ({ url: '/api/product-categories' }) },
  'POST /api/admin/product-categories': {
    expect: ADMIN(201),
    send: () => ({ url: '/api/admin/product-categories', payload: { name: `Matrix ${uniqueSuffix()}` } }),
  },
  'DELETE /api/admin/product-categories/:id': {
    expect: ADMIN(200),
    send: async () => {
      const row = await t.db
        .insertInto('product_categories')
        .values({ name: `Matrix ${uniqueSuffix()}`, position: 99, created_at: t.clock.now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { url: `/api/admin/product-categories/${row.id}` };
    },
  },
};
