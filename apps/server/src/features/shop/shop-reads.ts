import type { CouponLimits, CouponTerms } from '@esdc/core/cart';
import { imageVariant } from '@esdc/core/image';
import type { Order } from '@esdc/core/order';
import { PRODUCT_EXCERPT_MAX, averageRating } from '@esdc/core/shop';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CouponsTable, DB, OrdersTable } from '../../db/schema.ts';
import { markdownExcerpt } from '../../lib/markdown-excerpt.ts';
import { loadImages } from '../../platform/images.ts';
import { avatarOf } from '../../platform/project-reads.ts';

/*
 * Reads of the cart, wishlist, coupon and order routes (issue 13): product cover images, coupons with their
 * products, wishlist summaries and orders with lines and history, each for many rows in a few queries.
 */

export type Db = Kysely<DB> | Transaction<DB>;
export type CouponRow = Selectable<CouponsTable>;
export type OrderRow = Selectable<OrdersTable>;

/** A stored coupon with the products it lists: what the pricing and validity rules of core cart.ts read. */
export type StoredCoupon = Omit<CouponRow, 'active'> & CouponTerms & CouponLimits;

/**
 * The cover image URL (position 0) of products, as the catalogue shows it: the 'card' WebP variant of an uploaded
 * image, else the stored (external or shipped) `url`.
 * @param productIds the products
 * @returns a map from product id to its cover URL; products without images are absent
 */
export async function coverUrls(db: Db, productIds: readonly number[]): Promise<Map<number, string>> {
  const map = new Map<number, string>();
  if (productIds.length === 0) return map;
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'image_id', 'url'])
    .where('product_id', 'in', [...new Set(productIds)])
    .where('position', '=', 0)
    .execute();
  const images = await loadImages(
    db,
    rows.flatMap((r) => (r.image_id === null ? [] : [r.image_id])),
  );
  for (const r of rows) {
    const image = r.image_id === null ? undefined : images.get(r.image_id);
    const variant = image ? imageVariant(image, 'card') : undefined;
    if (variant) map.set(r.product_id, variant.webp);
    else if (r.image_id === null && r.url) map.set(r.product_id, r.url);
  }
  return map;
}

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
 * The wishlist's product summary: the catalogue's ProductSummary (core product-schemas), built the same way as the
 * products feature's `hydrateSummaries` (a feature may not import another; that helper could move to platform/).
 */
export interface ProductSummaryRow {
  id: number;
  name: string;
  excerpt: string;
  category: string;
  price_cents: number;
  stock: number;
  image: string | null;
  rating: number;
  review_count: number;
  sales_count: number;
  seller: { id: number; username: string; name: string; avatar_url: string | null } | null;
  hidden: boolean;
  created_at: string;
}

/**
 * Product summaries of some products, in the order of `ids` (missing ones skipped).
 * @param ids product ids
 */
export async function productSummaries(db: Db, ids: readonly number[]): Promise<ProductSummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('users as u', 'u.id', 'p.seller_id')
    .select([
      'p.id',
      'p.name',
      'p.description',
      'p.category',
      'p.price_cents',
      'p.stock',
      'p.rating_sum',
      'p.review_count',
      'p.sales_count',
      'p.hidden',
      'p.created_at',
      'p.seller_id',
      'u.username',
      'u.name as seller_name',
      'u.avatar_url',
      'u.github_username',
    ])
    .where('p.id', 'in', [...new Set(ids)])
    .execute();
  const covers = await coverUrls(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        name: r.name,
        excerpt: markdownExcerpt(r.description, PRODUCT_EXCERPT_MAX - 1),
        category: r.category,
        price_cents: r.price_cents,
        stock: r.stock,
        image: covers.get(r.id) ?? null,
        rating: averageRating(r.rating_sum, r.review_count),
        review_count: r.review_count,
        sales_count: r.sales_count,
        seller:
          r.seller_id === null
            ? null
            : {
                id: r.seller_id,
                username: r.username ?? '',
                name: r.seller_name ?? '',
                avatar_url: avatarOf({ avatar_url: r.avatar_url ?? null, github_username: r.github_username ?? null }) ?? null,
              },
        hidden: r.hidden === 1,
        created_at: r.created_at,
      },
    ];
  });
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
      lines: lines
        .filter((l) => l.order_id === r.id)
        .map((l) => ({
          product_id: l.product_id,
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
