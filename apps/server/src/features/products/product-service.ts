import { IMAGE_URL_PATTERN, imageKeyOfUrl } from '@esdc/core/image';
import { can, type Actor } from '@esdc/core/permissions';
import type { ProductCreate, ProductDetail, ProductListQuery, ProductSummary, ProductUpdate } from '@esdc/core/product-schemas';
import { SHOP_MESSAGES } from '@esdc/core/shop';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { checkImagesUsable } from '../images/public.ts';
import { hydrateSummaries } from './product-summaries.ts';
import { productDescriptionHtml, productNotFound, readProduct, visibleProducts, type ProductRow, type ProductViewer } from './product-reads.ts';
import type { Db } from '../../db/db.ts';

/*
 * The catalogue: listing, reading, creating, editing and deleting products (SPEC §2 Shop listing, §3 Shop product).
 * Reviews are in ./review-service.ts, categories in ./category-service.ts. Stock and
 * sales counts move with orders (the orders feature); here an edit sets the stock outright.
 */

const EDIT_NOT_ALLOWED = 'Only the seller or an admin may edit this product';
const DELETE_NOT_ALLOWED = 'Only the seller or an admin may delete this product';
const SELLER_ADMIN_ONLY = 'Only admins can list a product for someone else';

/** The ORDER BY of each sort; every one ends on the id so pages never overlap. */
function sorted(q: SelectQueryBuilder<DB, 'products', ProductRow>, sort: ProductListQuery['sort']): SelectQueryBuilder<DB, 'products', ProductRow> {
  switch (sort) {
    case 'price_asc':
      return q.orderBy('products.price_cents', 'asc').orderBy('products.id', 'asc');
    case 'price_desc':
      return q.orderBy('products.price_cents', 'desc').orderBy('products.id', 'desc');
    case 'rating':
      return q
        .orderBy(sql`case when products.review_count = 0 then 0 else products.rating_sum * 1.0 / products.review_count end`, 'desc')
        .orderBy('products.review_count', 'desc')
        .orderBy('products.id', 'desc');
    case 'popular':
      return q.orderBy('products.sales_count', 'desc').orderBy('products.id', 'desc');
    case 'newest':
      return q.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
  }
}

/**
 * Products the viewer may see (hidden ones only to admins and their seller), filtered, sorted and paged
 * (`GET /api/products`): `q` on name or description case-insensitively, `category`, `seller` ('club' or a member).
 * @returns the page and how many match
 */
export async function listProducts(db: Kysely<DB>, viewer: ProductViewer, query: ProductListQuery): Promise<{ items: ProductSummary[]; total: number }> {
  let base = db.selectFrom('products').where(visibleProducts(viewer));
  if (query.category) base = base.where('products.category', '=', query.category);
  if (query.seller === 'club') base = base.where('products.seller_id', 'is', null);
  else if (query.seller !== undefined) base = base.where('products.seller_id', '=', query.seller);
  if (query.q) base = base.where(containsText(['products.name', 'products.description'], query.q));
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    sorted(base.selectAll('products'), query.sort).limit(query.limit).offset(query.offset).execute(),
  ]);
  return { items: await hydrateSummaries(db, rows), total: Number(n) };
}

/**
 * Whether the viewer sees exactly what a visitor sees in the catalogue: signed out, not active, or a member (not an
 * admin) with no hidden listing of their own. Their list answers can be shared.
 */
export async function seesOnlyPublicListings(db: Db, viewer: ProductViewer): Promise<boolean> {
  if (!viewer || viewer.status !== 'active') return true;
  if (viewer.role === 'admin') return false;
  const hidden = await db.selectFrom('products').select('id').where('seller_id', '=', viewer.id).where('hidden', '=', 1).limit(1).executeTakeFirst();
  return hidden === undefined;
}

/**
 * One product's page.
 * @throws AppError 404 PRODUCT_NOT_FOUND (also a hidden listing the viewer may not see)
 */
export async function getProduct(db: Db, viewer: ProductViewer, id: number, now: Date): Promise<ProductDetail> {
  return readProduct(db, viewer, id, now);
}

/** 400 naming a field. */
function invalid(path: string, message: string): AppError {
  return badRequest(message, [{ path, message }]);
}

/** Refuses a category that is not one of the shop's: 400 'Invalid product category'. */
async function checkCategory(db: Db, name: string): Promise<void> {
  const row = await db.selectFrom('product_categories').select('id').where('name', '=', name).executeTakeFirst();
  if (!row) throw invalid('category', SHOP_MESSAGES.invalidCategory);
}

/** Refuses related ids that are not products, or the product itself: 400. */
async function checkRelated(db: Db, ids: readonly number[], self: number | null): Promise<void> {
  if (self !== null && ids.includes(self)) throw invalid('related_ids', SHOP_MESSAGES.relatedSelf);
  if (ids.length === 0) return;
  const rows = await db.selectFrom('products').select('id').where('id', 'in', ids).execute();
  const known = new Set(rows.map((r) => r.id));
  if (ids.some((id) => !known.has(id))) throw invalid('related_ids', SHOP_MESSAGES.unknownRelated);
}

/** Refuses a seller who is not an active, non-deleted member: 400. */
async function checkSeller(db: Db, id: number): Promise<void> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).where('status', '=', 'active').where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw invalid('seller_id', 'Seller not found');
}

/** An image as stored: an upload's id, or an address. */
type StoredImage = { image_id: number | null; url: string | null };

/**
 * Resolves the images sent: `{image_id}` and our own upload URLs become upload ids, which the actor must be allowed to
 * use (their own, or any for an admin) unless the product already shows them; other URLs are kept as sent.
 * @param current the upload ids the product shows now (an edit may keep them whoever uploaded them)
 * @throws AppError 400 an unknown image, 403 someone else's upload
 */
async function resolveImages(db: Db, actor: Actor, images: ProductCreate['images'], current: ReadonlySet<number>): Promise<StoredImage[]> {
  const out: StoredImage[] = [];
  for (const image of images) {
    if ('image_id' in image) {
      out.push({ image_id: image.image_id, url: null });
      continue;
    }
    const key = IMAGE_URL_PATTERN.test(image.url) ? imageKeyOfUrl(image.url) : null;
    if (key) {
      const row = await db.selectFrom('images').select('id').where('storage_key', '=', key).executeTakeFirst();
      if (!row) throw invalid('images', SHOP_MESSAGES.unknownImage);
      out.push({ image_id: row.id, url: null });
    } else out.push({ image_id: null, url: image.url });
  }
  const ids = out.flatMap((i) => (i.image_id === null || current.has(i.image_id) ? [] : [i.image_id]));
  await checkImagesUsable(db, actor, ids, 'images');
  const seen = new Set<string>();
  return out.filter((i) => {
    const k = i.image_id !== null ? `id:${i.image_id}` : `url:${i.url}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

async function writeImages(trx: Transaction<DB>, productId: number, images: readonly StoredImage[]): Promise<void> {
  await trx.deleteFrom('product_images').where('product_id', '=', productId).execute();
  if (images.length > 0)
    await trx
      .insertInto('product_images')
      .values(images.map((i, position) => ({ product_id: productId, position, image_id: i.image_id, url: i.url })))
      .execute();
}

async function writeFeatures(trx: Transaction<DB>, productId: number, features: readonly string[]): Promise<void> {
  await trx.deleteFrom('product_features').where('product_id', '=', productId).execute();
  if (features.length > 0)
    await trx
      .insertInto('product_features')
      .values(features.map((text, position) => ({ product_id: productId, position, text })))
      .execute();
}

async function writeSpecs(trx: Transaction<DB>, productId: number, specs: readonly { key: string; value: string }[]): Promise<void> {
  await trx.deleteFrom('product_specs').where('product_id', '=', productId).execute();
  if (specs.length > 0)
    await trx
      .insertInto('product_specs')
      .values(specs.map((s, position) => ({ product_id: productId, position, key: s.key, value: s.value })))
      .execute();
}

async function writeRelated(trx: Transaction<DB>, productId: number, ids: readonly number[]): Promise<void> {
  await trx.deleteFrom('product_related').where('product_id', '=', productId).execute();
  if (ids.length > 0)
    await trx
      .insertInto('product_related')
      .values(ids.map((related_id, position) => ({ product_id: productId, related_id, position })))
      .execute();
}

/**
 * Lists a product (members list their own parts, seller = them; admins list club products, seller null,
 * or for any member with `seller_id`). Only admins may hide one.
 * @param actor the signed-in member
 * @param input the parsed create body
 * @param now the current time
 * @returns the product as its seller sees it
 * @throws AppError 403 'Only admins can list a product for someone else' / 'Only admins can hide a listing' / someone
 *   else's upload; 400 'Invalid product category', an unknown related product, image or seller
 */
export async function createProduct(database: Database, actor: Actor, input: ProductCreate, now: Date): Promise<ProductDetail> {
  const { db } = database;
  if (!can(actor, 'product:create')) throw forbidden();
  const isAdmin = can(actor, 'product:hide');
  let sellerId: number | null;
  if (isAdmin) sellerId = input.seller_id === undefined ? null : input.seller_id;
  else {
    if (input.seller_id !== undefined && input.seller_id !== actor.id) throw forbidden(SELLER_ADMIN_ONLY);
    sellerId = actor.id;
  }
  if (input.hidden === true && !isAdmin) throw forbidden(SHOP_MESSAGES.hideAdminOnly);
  await checkCategory(db, input.category);
  if (sellerId !== null && sellerId !== actor.id) await checkSeller(db, sellerId);
  await checkRelated(db, input.related_ids, null);
  const images = await resolveImages(db, actor, input.images, new Set());
  const nowIso = now.toISOString();
  // Rendered before the transaction (off the event loop, lib/markdown-off-thread.ts), so no connection waits on it; the
  // read at the end finds it cached.
  await productDescriptionHtml(input.description);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('products')
      .values({
        name: input.name,
        description: input.description,
        category: input.category,
        price_cents: input.price_cents,
        stock: input.stock,
        seller_id: sellerId,
        hidden: input.hidden === true ? 1 : 0,
        created_by: actor.id,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeImages(trx, id, images);
    await writeFeatures(trx, id, input.features);
    await writeSpecs(trx, id, input.specs);
    await writeRelated(trx, id, input.related_ids);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'product.created',
      targetType: 'product',
      targetId: id,
      details: { name: input.name, price_cents: input.price_cents, stock: input.stock, seller_id: sellerId, hidden: input.hidden === true },
      now,
    });
    return readProduct(trx, actor, id, now);
  });
}

/**
 * The locked product row, with the permission checked. A hidden listing the actor may not see is 404.
 * @throws AppError 404 PRODUCT_NOT_FOUND, 403
 */
async function lockEditable(
  trx: Transaction<DB>,
  database: Database,
  actor: Actor,
  id: number,
  action: 'product:update' | 'product:delete',
): Promise<ProductRow> {
  const row = await forUpdate(trx.selectFrom('products').selectAll().where('id', '=', id), database.engine).executeTakeFirst();
  if (!row) throw productNotFound();
  if (!can(actor, action, { ownerId: row.seller_id ?? undefined })) {
    if (row.hidden === 1) throw productNotFound();
    throw forbidden(action === 'product:delete' ? DELETE_NOT_ALLOWED : EDIT_NOT_ALLOWED);
  }
  return row;
}

/**
 * Edits a product (its seller or an admin): any subset of the fields; a list sent replaces the whole list. Only
 * admins change `hidden` or `seller_id`.
 * @returns the product as the editor sees it
 * @throws AppError 404 PRODUCT_NOT_FOUND, 403 (not the seller; hiding or moving a listing without being an admin),
 *   400 as {@link createProduct}
 */
export async function updateProduct(database: Database, actor: Actor, id: number, input: ProductUpdate, now: Date): Promise<ProductDetail> {
  const { db } = database;
  if (input.category !== undefined) await checkCategory(db, input.category);
  if (input.related_ids) await checkRelated(db, input.related_ids, id);
  // Rendered before the transaction (off the event loop, lib/markdown-off-thread.ts), so no connection waits on it; the
  // read at the end finds it cached.
  if (input.description !== undefined) await productDescriptionHtml(input.description);
  return db.transaction().execute(async (trx) => {
    const row = await lockEditable(trx, database, actor, id, 'product:update');
    const isAdmin = can(actor, 'product:hide');
    if (input.hidden !== undefined && input.hidden !== (row.hidden === 1) && !isAdmin) throw forbidden(SHOP_MESSAGES.hideAdminOnly);
    if (input.seller_id !== undefined && input.seller_id !== row.seller_id && !isAdmin) throw forbidden(SELLER_ADMIN_ONLY);
    if (input.seller_id !== undefined && input.seller_id !== null && input.seller_id !== row.seller_id) await checkSeller(trx, input.seller_id);
    let images: StoredImage[] | undefined;
    if (input.images) {
      const current = await trx.selectFrom('product_images').select('image_id').where('product_id', '=', id).execute();
      images = await resolveImages(trx, actor, input.images, new Set(current.flatMap((c) => (c.image_id === null ? [] : [c.image_id]))));
    }
    const hidden = input.hidden === undefined ? row.hidden : input.hidden ? 1 : 0;
    await trx
      .updateTable('products')
      .set({
        name: input.name ?? row.name,
        description: input.description ?? row.description,
        category: input.category ?? row.category,
        price_cents: input.price_cents ?? row.price_cents,
        stock: input.stock ?? row.stock,
        seller_id: input.seller_id === undefined ? row.seller_id : input.seller_id,
        hidden,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    if (images) await writeImages(trx, id, images);
    if (input.features) await writeFeatures(trx, id, input.features);
    if (input.specs) await writeSpecs(trx, id, input.specs);
    if (input.related_ids) await writeRelated(trx, id, input.related_ids);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'product.updated',
      targetType: 'product',
      targetId: id,
      details: { fields: Object.keys(input).sort() },
      now,
    });
    if (hidden !== row.hidden) {
      await recordAudit(trx, {
        actorId: actor.id,
        action: hidden === 1 ? 'product.hidden' : 'product.unhidden',
        targetType: 'product',
        targetId: id,
        details: { name: row.name },
        now,
      });
    }
    return readProduct(trx, actor, id, now);
  });
}

/**
 * Deletes a product outright (its seller or an admin). Order lines keep their copied name and prices (their
 * `product_id` becomes null); its images, features, specifications, reviews, cart and wishlist entries go with it.
 * @throws AppError 404 PRODUCT_NOT_FOUND, 403 'Only the seller or an admin may delete this product'
 */
export async function deleteProduct(database: Database, actor: Actor, id: number, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const row = await lockEditable(trx, database, actor, id, 'product:delete');
    await trx.deleteFrom('products').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'product.deleted',
      targetType: 'product',
      targetId: id,
      details: { name: row.name, seller_id: row.seller_id, sales_count: row.sales_count },
      now,
    });
  });
}
