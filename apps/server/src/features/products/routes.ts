import { emptyDataSchema, envelope, listEnvelope } from '@esdc/core/api';
import { idParamsSchema, idSchema } from '@esdc/core/input';
import {
  productCategoryCreateSchema,
  productCategorySchema,
  productCreateSchema,
  productDetailSchema,
  productListQuerySchema,
  productReviewSchema,
  productSummarySchema,
  productUpdateSchema,
  reviewCreateSchema,
} from '@esdc/core/product-schemas';
import { PRODUCT_IMAGES_MAX, SHOP_MESSAGES } from '@esdc/core/shop';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import type { CachedEntry } from '../../platform/response-cache.ts';
import { createCategory, deleteCategory, listCategories } from './category-service.ts';
import { createProductCache } from './product-cache.ts';
import { createProduct, deleteProduct, getProduct, listProducts, seesOnlyPublicListings, updateProduct } from './product-service.ts';
import { createReview, deleteReview } from './review-service.ts';
import { userOf } from '../../plugins/auth.ts';
import { notModified, sendCached } from '../../lib/cached-reply.ts';

const idParams = idParamsSchema('product');
const reviewParams = z.object({ id: idSchema('product'), review_id: idSchema('review') });

const NOT_FOUND = `404 PRODUCT_NOT_FOUND '${SHOP_MESSAGES.productNotFound}' (also a hidden listing the caller may not see).`;
const BODY_RULES =
  `400 with the field's message: name (3–120), description (markdown, 20–20,000), category ('${SHOP_MESSAGES.invalidCategory}' unless one of GET /api/product-categories), ` +
  `price_cents ('${SHOP_MESSAGES.invalidPrice}'), stock ('${SHOP_MESSAGES.invalidStock}'), images (≤ ${PRODUCT_IMAGES_MAX}, '${SHOP_MESSAGES.tooManyImages}'; ` +
  "`{image_id}` of an upload of the caller's, or `{url}`; 403 someone else's upload), features (≤ 20), specs (≤ 30), related_ids (≤ 8, existing products). " +
  `\`hidden\` admins only (403 '${SHOP_MESSAGES.hideAdminOnly}'); \`seller_id\` admins only (403 'Only admins can list a product for someone else').`;

/**
 * The shop catalogue (SPEC §2 Shop listing and detail, §3 Shop product, Review): the public list and detail,
 * listing/editing/deleting products (members their own, admins any and hide),
 * categories (admins add and delete) and verified buyers' reviews.
 */
export async function productRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const seller = { onRequest: app.requirePermission('product:create') };
  const admin = { onRequest: app.requirePermission('admin:access') };
  const { cache, stop } = createProductCache(ctx.database.writes);
  app.addHook('onClose', async () => stop());
  // One read per key at a time: requests that miss together (a cold start, a write, a 10 s boundary) share it.
  const reading = new Map<string, Promise<CachedEntry>>();
  const cached = (key: string, read: () => Promise<unknown>): Promise<CachedEntry> => {
    const now = Date.now();
    const entry = cache.get(key, now);
    if (entry) return Promise.resolve(entry);
    let pending = reading.get(key);
    if (!pending) {
      pending = read()
        .then((body) => cache.set(key, JSON.stringify(body), now))
        .finally(() => reading.delete(key));
      reading.set(key, pending);
    }
    return pending;
  };

  r.get(
    '/api/products',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['shop'],
        summary: 'Products the viewer may see',
        description:
          'Hidden listings only to admins and their seller. `q` (name or description, case-insensitive), `category` (a name; `all` or empty = any), ' +
          "`seller` ('club' or a member id), `sort` (newest, price_asc, price_desc, rating, popular; 'Invalid sort'), `limit` (≤ 100, default 24)/`offset`. " +
          'Callers who see no hidden listing get a shared cached copy with an ETag (304 to a matching If-None-Match), at most 10 s old.',
        querystring: productListQuerySchema,
        response: { 200: listEnvelope(productSummarySchema), 304: notModified },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (await seesOnlyPublicListings(ctx.db, request.user)) {
        const entry = await cached(`list:${JSON.stringify(q)}`, async () => {
          return okPageOf(await listProducts(ctx.db, null, q), q);
        });
        return sendCached(request, reply, entry);
      }
      return okPageOf(await listProducts(ctx.db, request.user, q), q);
    },
  );

  r.get(
    '/api/products/:id',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['shop'],
        summary: "One product's page",
        description: `${NOT_FOUND} \`description\` is sanitised HTML; \`description_source\` (markdown) only for those who may edit it. \`coupons\`: active, unexpired coupons listing it. \`can_review\`: a signed-in member who bought it (order not cancelled) and has not reviewed it. Visitors get a shared cached copy with an ETag (304 to a matching If-None-Match), at most 10 s old.`,
        params: idParams,
        response: { 200: envelope(productDetailSchema), 304: notModified },
      },
    },
    async (request, reply) => {
      // Visitors share a cached copy (nothing in it depends on who they are).
      if (request.user) return ok(await getProduct(ctx.db, request.user, request.params.id, ctx.clock()));
      const entry = await cached(`detail:${request.params.id}`, async () => ok(await getProduct(ctx.db, null, request.params.id, ctx.clock())));
      return sendCached(request, reply, entry);
    },
  );

  r.post(
    '/api/products',
    {
      ...seller,
      schema: {
        tags: ['shop'],
        summary: 'List a product',
        description: `Active members (401 signed out, 403 otherwise): a member's listing is theirs; an admin's is the club's unless \`seller_id\` names a member. ${BODY_RULES} Message '${SHOP_MESSAGES.productCreated}'.`,
        body: productCreateSchema,
        response: { 201: envelope(productDetailSchema) },
      },
    },
    async (request, reply) => {
      const product = await createProduct(ctx.database, userOf(request), request.body, ctx.clock());
      return reply.status(201).send(ok(product, { message: SHOP_MESSAGES.productCreated }));
    },
  );

  r.put(
    '/api/products/:id',
    {
      ...signedIn,
      schema: {
        tags: ['shop'],
        summary: 'Edit a product',
        description: `Its seller or an admin (403 'Only the seller or an admin may edit this product'); ${NOT_FOUND} Any subset of the fields; a list sent replaces the whole list. ${BODY_RULES} Message '${SHOP_MESSAGES.productUpdated}'.`,
        params: idParams,
        body: productUpdateSchema,
        response: { 200: envelope(productDetailSchema) },
      },
    },
    async (request) =>
      ok(await updateProduct(ctx.database, userOf(request), request.params.id, request.body, ctx.clock()), { message: SHOP_MESSAGES.productUpdated }),
  );

  r.delete(
    '/api/products/:id',
    {
      ...signedIn,
      schema: {
        tags: ['shop'],
        summary: 'Delete a product',
        description: `Its seller or an admin (403 'Only the seller or an admin may delete this product'); ${NOT_FOUND} Order lines keep the name and prices they copied. Message '${SHOP_MESSAGES.productDeleted}'.`,
        params: idParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteProduct(ctx.database, userOf(request), request.params.id, ctx.clock());
      return ok(null, { message: SHOP_MESSAGES.productDeleted });
    },
  );

  r.post(
    '/api/products/:id/reviews',
    {
      onRequest: app.requirePermission('product:review'),
      schema: {
        tags: ['shop'],
        summary: 'Review a product you bought',
        description:
          `Active members who bought it (a line of it in one of their orders that is not cancelled): 403 '${SHOP_MESSAGES.reviewNotBuyer}'; 409 '${SHOP_MESSAGES.reviewDuplicate}'; ` +
          `${NOT_FOUND} 400 rating ('${SHOP_MESSAGES.invalidRating}'), title (3–120), comment (10–2,000). The product's rating follows at once. Message '${SHOP_MESSAGES.reviewCreated}'.`,
        params: idParams,
        body: reviewCreateSchema,
        response: { 201: envelope(productReviewSchema) },
      },
    },
    async (request, reply) => {
      const review = await createReview(ctx.database, userOf(request), request.params.id, request.body, ctx.clock());
      return reply.status(201).send(ok(review, { message: SHOP_MESSAGES.reviewCreated }));
    },
  );

  r.delete(
    '/api/products/:id/reviews/:review_id',
    {
      ...signedIn,
      schema: {
        tags: ['shop'],
        summary: 'Delete a review',
        description: `Its author or an admin (403 'Only the author or an admin may delete this review'); 404 '${SHOP_MESSAGES.reviewNotFound}'; ${NOT_FOUND} Message '${SHOP_MESSAGES.reviewDeleted}'.`,
        params: reviewParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteReview(ctx.database, userOf(request), request.params.id, request.params.review_id, ctx.clock());
      return ok(null, { message: SHOP_MESSAGES.reviewDeleted });
    },
  );

  r.get(
    '/api/product-categories',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['shop'],
        summary: 'Shop categories',
        description: 'Public. In display order, each with how many products use it.',
        response: { 200: envelope(z.array(productCategorySchema)) },
      },
    },
    async () => ok(await listCategories(ctx.db)),
  );

  r.post(
    '/api/admin/product-categories',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Add a shop category',
        description: `Active admins only (401 signed out, 403 otherwise). 409 '${SHOP_MESSAGES.categoryExists}' (names are unique, case-insensitively). Message '${SHOP_MESSAGES.categoryCreated}'.`,
        body: productCategoryCreateSchema,
        response: { 201: envelope(productCategorySchema) },
      },
    },
    async (request, reply) => {
      const category = await createCategory(ctx.db, userOf(request), request.body.name, ctx.clock());
      return reply.status(201).send(ok(category, { message: SHOP_MESSAGES.categoryCreated }));
    },
  );

  r.delete(
    '/api/admin/product-categories/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a shop category',
        description: `Active admins only. 404 '${SHOP_MESSAGES.categoryNotFound}'; 409 '${SHOP_MESSAGES.categoryInUse}' while any product uses it. Message '${SHOP_MESSAGES.categoryDeleted}'.`,
        params: idParamsSchema('category'),
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteCategory(ctx.db, userOf(request), request.params.id, ctx.clock());
      return ok(null, { message: SHOP_MESSAGES.categoryDeleted });
    },
  );
}
