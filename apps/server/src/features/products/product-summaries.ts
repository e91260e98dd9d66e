import { imageVariant, type ImageVariantName } from '@esdc/core/image';
import type { ProductSummary, ShopMember } from '@esdc/core/product-schemas';
import { averageRating, PRODUCT_EXCERPT_MAX } from '@esdc/core/shop';
import type { Selectable } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ProductsTable } from '../../db/schema.ts';
import { markdownExcerptOffThread } from '../../lib/markdown-off-thread.ts';
import { loadImages } from '../images/public.ts';
import { loadCardMembers } from '../users/public.ts';
import type { Db } from '../../db/db.ts';

/*
 * Products as lists show them (SPEC §3 Shop product): the one way the catalogue and the shop (through ./public.ts:
 * the wishlist, the cart and orders) build a product summary, its seller and its cover image, for many products in a
 * few queries.
 */

/** A `products` row. */
export type ProductRow = Selectable<ProductsTable>;

// Excerpts of the most recent descriptions, keyed by the markdown itself (so an edit can never serve a stale one).
const excerptCache = new LRUCache<string, string>({ max: 2048 });

/**
 * The plain-text excerpt of a product description for cards, at most {@link PRODUCT_EXCERPT_MAX} characters, cached
 * (derived off the event loop: lib/markdown-off-thread.ts).
 * @param markdown the description's markdown source
 */
async function productExcerpt(markdown: string): Promise<string> {
  let text = excerptCache.get(markdown);
  if (text === undefined) {
    text = await markdownExcerptOffThread(markdown, PRODUCT_EXCERPT_MAX - 1);
    excerptCache.set(markdown, text);
  }
  return text;
}

/**
 * Loads members by id as the shop shows them.
 * @returns a map from id to member
 */
export const loadShopMembers: (db: Db, ids: readonly number[]) => Promise<Map<number, ShopMember>> = loadCardMembers;

/** A product image row resolved to a URL: an upload's variant (WebP), or the stored address. */
export type ImageRef = { product_id: number; position: number; image_id: number | null; url: string | null };

/**
 * Resolves product image rows to URLs: an upload's WebP variant of the given size, else the stored (external or shipped)
 * address; rows whose upload is gone are skipped.
 */
export async function resolveImageUrls(db: Db, refs: readonly ImageRef[], variant: ImageVariantName): Promise<{ ref: ImageRef; url: string }[]> {
  const images = await loadImages(
    db,
    refs.flatMap((r) => (r.image_id === null ? [] : [r.image_id])),
  );
  return refs.flatMap((ref) => {
    if (ref.image_id !== null) {
      const image = images.get(ref.image_id);
      const v = image ? imageVariant(image, variant) : undefined;
      return v ? [{ ref, url: v.webp }] : [];
    }
    return ref.url ? [{ ref, url: ref.url }] : [];
  });
}

/**
 * Turns product rows into list items (ProductSummary) in three queries (sellers, covers, their uploads).
 * @param rows product rows, in the order wanted
 * @returns the summaries in the same order
 */
export async function hydrateSummaries(db: Db, rows: readonly ProductRow[]): Promise<ProductSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const sellers = await loadShopMembers(
    db,
    rows.flatMap((r) => (r.seller_id === null ? [] : [r.seller_id])),
  );
  const covers = await coverUrls(db, ids);
  const excerpts = await Promise.all(rows.map((r) => productExcerpt(r.description)));
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    excerpt: excerpts[i]!,
    category: r.category,
    price_cents: r.price_cents,
    stock: r.stock,
    image: covers.get(r.id) ?? null,
    rating: averageRating(r.rating_sum, r.review_count),
    review_count: r.review_count,
    sales_count: r.sales_count,
    seller: r.seller_id === null ? null : (sellers.get(r.seller_id) ?? null),
    hidden: r.hidden === 1,
    created_at: r.created_at,
  }));
}

/**
 * The cover image URL (position 0) of products, as the catalogue shows it: the 'card' WebP variant of an uploaded
 * image, else the stored (external or shipped) `url`.
 * @param productIds the products
 * @returns a map from product id to its cover URL; products without images are absent
 */
export async function coverUrls(db: Db, productIds: readonly number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'position', 'image_id', 'url'])
    .where('product_id', 'in', [...new Set(productIds)])
    .where('position', '=', 0)
    .execute();
  return new Map((await resolveImageUrls(db, rows, 'card')).map(({ ref, url }) => [ref.product_id, url]));
}

/**
 * Summaries of some products in the order of `ids` (missing ones skipped; visibility is the caller's concern).
 * @param ids product ids
 */
export async function productSummaries(db: Db, ids: readonly number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return hydrateSummaries(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}
