import type { Actor } from '@esdc/core/permissions';
import { can } from '@esdc/core/permissions';
import type { ProductCoupon, ProductDetail, ProductReview } from '@esdc/core/product-schemas';
import { SHOP_MESSAGES } from '@esdc/core/shop';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error.ts';
import { renderMarkdownOffThread } from '../../lib/markdown-off-thread.ts';
import { hydrateSummaries, loadShopMembers, resolveImageUrls, type ProductRow } from './product-summaries.ts';
import { visibleProductRows } from './product-visibility.ts';
import type { Db } from '../../db/db.ts';

/*
 * Reading products as the API shows them (SPEC §3 Shop product): rows plus seller, cover image, rating and excerpt for
 * lists, and the gallery, features, specifications, coupons, related products and reviews for
 * a product's page, loaded for many products in a few queries.
 */

export type { ProductRow };

/** Who looks at products: a signed-in member (any status the session allows) or nobody. */
export type ProductViewer = Actor | null;

/** 404 'Product not found' with code PRODUCT_NOT_FOUND (also a hidden listing the viewer may not see). */
export const productNotFound = () => new AppError(404, 'PRODUCT_NOT_FOUND', SHOP_MESSAGES.productNotFound);

// Descriptions change rarely and are read often: keep the rendered HTML of the most recent ones, keyed by the
// markdown itself (so an edit can never serve a stale one).
const htmlCache = new LRUCache<string, string>({ max: 256 });

/**
 * The sanitised HTML of a product description (rendered off the event loop: lib/markdown-off-thread.ts), cached.
 * @param markdown the description's markdown source
 */
export async function productDescriptionHtml(markdown: string): Promise<string> {
  let html = htmlCache.get(markdown);
  if (html === undefined) {
    html = await renderMarkdownOffThread(markdown);
    htmlCache.set(markdown, html);
  }
  return html;
}

/**
 * A condition on `products`: what the viewer may see. Everyone sees listings that are not hidden; a hidden one only
 * its seller and admins.
 * @param viewer the signed-in member or null
 * @returns a raw SQL condition for `.where(...)`
 */
export function visibleProducts(viewer: ProductViewer) {
  return visibleProductRows(viewer);
}

/**
 * Whether the viewer may edit and delete the listing (its seller or an admin; a club product only admins).
 * @param viewer the signed-in member or null
 * @param row the product's seller
 */
function editsProduct(viewer: ProductViewer, row: Pick<ProductRow, 'seller_id'>): boolean {
  return can(viewer, 'product:update', { ownerId: row.seller_id ?? undefined });
}

/**
 * The coupons a product page offers (SPEC §2 Shop detail "available coupons"): active, started, unexpired, not used
 * up, and listing the product; oldest first.
 * @param now the current time
 */
async function productCoupons(db: Db, productId: number, now: Date): Promise<ProductCoupon[]> {
  const nowIso = now.toISOString();
  const rows = await db
    .selectFrom('coupons as c')
    .innerJoin('coupon_products as cp', 'cp.coupon_id', 'c.id')
    .select(['c.code', 'c.type', 'c.discount', 'c.description'])
    .where('cp.product_id', '=', productId)
    .where('c.active', '=', 1)
    .where((eb) => eb.or([eb('c.starts_at', 'is', null), eb('c.starts_at', '<=', nowIso)]))
    .where((eb) => eb.or([eb('c.expires_at', 'is', null), eb('c.expires_at', '>', nowIso)]))
    .where((eb) => eb.or([eb('c.max_uses_total', 'is', null), eb('c.uses', '<', eb.ref('c.max_uses_total'))]))
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ code: r.code, type: r.type, discount: r.discount, description: r.description }));
}

/**
 * Whether a member bought a product: a line of it in one of their orders that is not cancelled (SPEC §3 Review:
 * verified).
 * @param userId the member
 */
export async function boughtProduct(db: Db, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select('l.order_id')
    .where('o.user_id', '=', userId)
    .where('l.product_id', '=', productId)
    .where('o.status', '<>', 'cancelled')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Reviews of a product, newest first (the most recent 100), with their authors. */
async function productReviews(db: Db, productId: number): Promise<ProductReview[]> {
  const rows = await db
    .selectFrom('product_reviews')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const authors = await loadShopMembers(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((r) => {
    const author = authors.get(r.user_id);
    return author ? [{ id: r.id, author, verified: true as const, rating: r.rating, title: r.title, comment: r.comment, created_at: r.created_at }] : [];
  });
}

/**
 * One product's page (SPEC §2 Shop detail; ProductDetail), if the viewer may see it.
 * @param viewer who is looking (hidden listings, `description_source`, `can_review`, `can_edit`)
 * @param now the current time (which coupons are on)
 * @throws AppError 404 PRODUCT_NOT_FOUND (also a hidden listing the viewer may not see)
 */
export async function readProduct(db: Db, viewer: ProductViewer, id: number, now: Date): Promise<ProductDetail> {
  const row = await db.selectFrom('products').selectAll('products').where('products.id', '=', id).where(visibleProducts(viewer)).executeTakeFirst();
  if (!row) throw productNotFound();
  const [summary] = await hydrateSummaries(db, [row]);
  const imageRows = await db.selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('position').execute();
  const gallery = await resolveImageUrls(db, imageRows, 'full');
  const features = await db.selectFrom('product_features').select('text').where('product_id', '=', id).orderBy('position').execute();
  const specs = await db.selectFrom('product_specs').select(['key', 'value']).where('product_id', '=', id).orderBy('position').execute();
  const relatedIds = (await db.selectFrom('product_related').select('related_id').where('product_id', '=', id).orderBy('position').execute()).map(
    (r) => r.related_id,
  );
  const relatedRows =
    relatedIds.length === 0
      ? []
      : await db.selectFrom('products').selectAll('products').where('products.id', 'in', relatedIds).where(visibleProducts(viewer)).execute();
  const relatedById = new Map((await hydrateSummaries(db, relatedRows)).map((p) => [p.id, p]));
  const reviews = await productReviews(db, id);
  const coupons = await productCoupons(db, id, now);
  const canEdit = editsProduct(viewer, row);
  let myReviewId: number | null = null;
  let canReview = false;
  if (viewer && viewer.status === 'active') {
    const mine = await db.selectFrom('product_reviews').select('id').where('product_id', '=', id).where('user_id', '=', viewer.id).executeTakeFirst();
    myReviewId = mine?.id ?? null;
    canReview = mine === undefined && can(viewer, 'product:review') && (await boughtProduct(db, viewer.id, id));
  }
  return {
    ...summary!,
    description: await productDescriptionHtml(row.description),
    description_source: canEdit ? row.description : null,
    images: gallery.map(({ ref, url }) => ({ url, image_id: ref.image_id })),
    features: features.map((f) => f.text),
    specs,
    coupons,
    related: relatedIds.flatMap((rid) => {
      const p = relatedById.get(rid);
      return p ? [p] : [];
    }),
    related_ids: relatedIds,
    reviews,
    can_review: canReview,
    my_review_id: myReviewId,
    can_edit: canEdit,
    updated_at: row.updated_at,
  };
}
