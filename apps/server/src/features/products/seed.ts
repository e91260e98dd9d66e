import { COUPON_TYPES } from '@esdc/core/cart';
import { cartQuantitySchema } from '@esdc/core/cart-schemas';
import { couponSaveSchema } from '@esdc/core/coupon-schemas';
import { productCreateSchema, reviewCreateSchema } from '@esdc/core/product-schemas';
import { DEFAULT_PRODUCT_CATEGORIES } from '@esdc/core/shop';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { checkedAs, daysAgo, featureContentDir, loadContent, memberRef, oneOf, shippedImage } from '../../platform/seed-content.ts';

/*
 * Demo shop (SPEC §9 "8 shop products (coupons percentage or fixed)"; SPEC §2 Shop listing and detail): eight products
 * written by us — boards, sensors, kits and tools — six sold by the club and two listed by demo members, each with an
 * image shipped with the web app (apps/web/public/images/products), features, specifications and related products;
 * coupons of both kinds; and a few fulfilled demo orders whose buyers left verified reviews. Prices in integer cents.
 */

/** This feature's content folder (./seed-content when run from source). */
const CONTENT = featureContentDir(import.meta.url, 'products');

/** Set once the demo shop is loaded. */
export const DEMO_PRODUCTS_FLAG = 'seed_demo_products_v1';

const DAY = 86_400_000;

/**
 * A demo product: the create fields, with a `key` that related products, coupons and orders use, its images shipped
 * with the web app (the first the cover), a default category, the demo member selling it (username; absent = the
 * club) and the day it was listed, `ageDays` before the seeding clock.
 */
const productSchema = productCreateSchema.omit({ related_ids: true, hidden: true, seller_id: true }).extend({
  key: z.string().regex(/^[a-z0-9-]+$/, 'Must be lower-case letters, digits and hyphens'),
  category: productCreateSchema.shape.category.pipe(z.enum(DEFAULT_PRODUCT_CATEGORIES)),
  images: productCreateSchema.shape.images.pipe(z.array(z.object({ url: shippedImage }))),
  seller: memberRef.optional(),
  /** Keys of other products of this file (one missing from the database is left out). */
  related: z.array(z.string()),
  ageDays: daysAgo,
});

/** The demo products (seed-content/products.json), oldest first. */
export const SEED_PRODUCTS = loadContent('products.json', productSchema, CONTENT);

const productKey = oneOf(
  SEED_PRODUCTS.map((p) => p.key),
  'the key of a product of products.json',
);

/**
 * A demo coupon: the admin fields, with the products it discounts by key and its expiry in days from the seeding
 * clock (negative = already expired; absent = never).
 */
const couponSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9_-]+$/, 'Must be upper-case, as the API stores it'),
    type: z.enum(COUPON_TYPES),
    discount: z.int(),
    description: z.string(),
    products: z.array(productKey),
    expiresInDays: z.number().optional(),
    max_uses_total: z.int().optional(),
    max_uses_per_member: z.int().optional(),
  })
  .superRefine(
    checkedAs(couponSaveSchema, (c) => ({
      code: c.code,
      type: c.type,
      discount: c.discount,
      description: c.description,
      expires_at: c.expiresInDays === undefined ? null : new Date(Date.UTC(2026, 0, 1) + c.expiresInDays * DAY).toISOString(),
      max_uses_total: c.max_uses_total ?? null,
      max_uses_per_member: c.max_uses_per_member ?? null,
      product_ids: c.products.map((_, i) => i + 1), // the keys stand in for the ids the products get
    })),
  );

/** The demo coupons (seed-content/coupons.json; codes upper-case). */
export const SEED_COUPONS = loadContent('coupons.json', couponSchema, CONTENT);

/** A fulfilled demo order: its buyer (username), placed `ageDays` before the seeding clock, its lines, and the buyer's reviews. */
const orderSchema = z.object({
  buyer: memberRef,
  ageDays: daysAgo,
  lines: z.array(z.object({ product: productKey, quantity: cartQuantitySchema })).min(1),
  reviews: z.array(reviewCreateSchema.extend({ product: productKey })).optional(),
});

/** Fulfilled demo orders (seed-content/orders.json); their buyers reviewed what they bought (verified reviews). */
const SEED_ORDERS = loadContent('orders.json', orderSchema, CONTENT);

/**
 * Loads {@link SEED_PRODUCTS}, {@link SEED_COUPONS} and the demo orders and reviews once per database (flag
 * {@link DEMO_PRODUCTS_FLAG}), after the demo members. Listings of a missing or inactive demo seller are left out;
 * so are orders of a missing buyer. Sales counts and ratings follow the seeded orders and reviews.
 * @returns whether they were loaded on this run
 */
export async function seedDemoProducts(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_PRODUCTS_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_PRODUCTS_FLAG)) return false;
  await db.transaction().execute(async (trx) => {
    const names = [...new Set([...SEED_PRODUCTS.flatMap((p) => (p.seller ? [p.seller] : [])), ...SEED_ORDERS.map((o) => o.buyer)])];
    const users = await trx.selectFrom('users').select(['id', 'username', 'status']).where('username', 'in', names).execute();
    const userId = new Map(users.filter((u) => u.status === 'active').map((u) => [u.username, u.id]));
    const admin = await trx.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirst();
    const productId = new Map<string, number>();
    for (const p of SEED_PRODUCTS) {
      const sellerId = p.seller ? userId.get(p.seller) : null;
      if (sellerId === undefined) continue;
      const created = new Date(now.getTime() - p.ageDays * DAY).toISOString();
      const { id } = await trx
        .insertInto('products')
        .values({
          name: p.name,
          description: p.description,
          category: p.category,
          price_cents: p.price_cents,
          stock: p.stock,
          seller_id: sellerId,
          hidden: 0,
          created_by: sellerId ?? admin?.id ?? null,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      productId.set(p.key, id);
      await trx
        .insertInto('product_images')
        .values(p.images.map(({ url }, position) => ({ product_id: id, position, image_id: null, url })))
        .execute();
      await trx
        .insertInto('product_features')
        .values(p.features.map((text, position) => ({ product_id: id, position, text })))
        .execute();
      await trx
        .insertInto('product_specs')
        .values(p.specs.map(({ key, value }, position) => ({ product_id: id, position, key, value })))
        .execute();
    }
    for (const p of SEED_PRODUCTS) {
      const id = productId.get(p.key);
      const related = p.related.flatMap((k) => (productId.has(k) ? [productId.get(k)!] : []));
      if (id !== undefined && related.length > 0)
        await trx
          .insertInto('product_related')
          .values(related.map((related_id, position) => ({ product_id: id, related_id, position })))
          .execute();
    }

    const nowIso = now.toISOString();
    for (const c of SEED_COUPONS) {
      const { id } = await trx
        .insertInto('coupons')
        .values({
          code: c.code,
          type: c.type,
          discount: c.discount,
          description: c.description,
          active: 1,
          starts_at: null,
          expires_at: c.expiresInDays === undefined ? null : new Date(now.getTime() + c.expiresInDays * DAY).toISOString(),
          max_uses_total: c.max_uses_total ?? null,
          max_uses_per_member: c.max_uses_per_member ?? null,
          uses: 0,
          created_at: new Date(now.getTime() - 90 * DAY).toISOString(),
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const listed = c.products.flatMap((k) => (productId.has(k) ? [productId.get(k)!] : []));
      if (listed.length > 0)
        await trx
          .insertInto('coupon_products')
          .values(listed.map((product_id) => ({ coupon_id: id, product_id })))
          .execute();
    }

    for (const o of SEED_ORDERS) {
      const buyer = userId.get(o.buyer);
      const lines = o.lines.flatMap(({ product: key, quantity }) => {
        const p = SEED_PRODUCTS.find((s) => s.key === key)!;
        const id = productId.get(key);
        return id === undefined ? [] : [{ p, id, quantity }];
      });
      if (buyer === undefined || lines.length === 0) continue;
      const placed = new Date(now.getTime() - o.ageDays * DAY);
      const fulfilled = new Date(placed.getTime() + 3 * DAY);
      const total = lines.reduce((sum, l) => sum + l.p.price_cents * l.quantity, 0);
      const { id: orderId } = await trx
        .insertInto('orders')
        .values({
          user_id: buyer,
          status: 'fulfilled',
          subtotal_cents: total,
          discount_cents: 0,
          total_cents: total,
          coupon_id: null,
          coupon_code: null,
          created_at: placed.toISOString(),
          updated_at: fulfilled.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_lines')
        .values(
          lines.map((l, position) => ({
            order_id: orderId,
            position,
            product_id: l.id,
            name: l.p.name,
            image_url: l.p.images[0]?.url ?? null,
            seller_id: l.p.seller ? (userId.get(l.p.seller) ?? null) : null,
            unit_price_cents: l.p.price_cents,
            quantity: l.quantity,
            discount_cents: 0,
            line_total_cents: l.p.price_cents * l.quantity,
          })),
        )
        .execute();
      const history = [
        { status: 'placed' as const, at: placed, by: buyer },
        { status: 'paid' as const, at: new Date(placed.getTime() + DAY), by: admin?.id ?? null },
        { status: 'fulfilled' as const, at: fulfilled, by: admin?.id ?? null },
      ];
      await trx
        .insertInto('order_status_history')
        .values(history.map((h) => ({ order_id: orderId, status: h.status, changed_by: h.by, note: null, created_at: h.at.toISOString() })))
        .execute();
      for (const l of lines) {
        await trx
          .updateTable('products')
          .set((eb) => ({ sales_count: eb('sales_count', '+', l.quantity) }))
          .where('id', '=', l.id)
          .execute();
      }
      for (const [i, r] of (o.reviews ?? []).entries()) {
        const id = productId.get(r.product);
        if (id === undefined) continue;
        await trx
          .insertInto('product_reviews')
          .values({
            product_id: id,
            user_id: buyer,
            rating: r.rating,
            title: r.title,
            comment: r.comment,
            created_at: new Date(fulfilled.getTime() + (i + 1) * DAY).toISOString(),
          })
          .execute();
        await trx
          .updateTable('products')
          .set((eb) => ({ rating_sum: eb('rating_sum', '+', r.rating), review_count: eb('review_count', '+', 1) }))
          .where('id', '=', id)
          .execute();
      }
    }
    await trx.insertInto('app_settings').values({ key: DEMO_PRODUCTS_FLAG, value: nowIso }).execute();
  });
  return true;
}
