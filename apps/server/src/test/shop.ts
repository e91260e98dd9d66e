import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** What a test product may override. */
export interface TestProductFields {
  name?: string;
  price_cents?: number;
  stock?: number;
  seller_id?: number | null;
  hidden?: boolean;
  category?: string;
  image_url?: string | null;
}

/**
 * Inserts a product straight into the database (the catalogue's API is not needed to test the cart and orders).
 * @returns its id
 */
export async function insertTestProduct(db: Kysely<DB>, fields: TestProductFields = {}, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('products')
    .values({
      name: fields.name ?? 'Test board',
      description: 'A development board made for the shop tests.',
      category: fields.category ?? 'Hardware',
      price_cents: fields.price_cents ?? 1000,
      stock: fields.stock ?? 10,
      seller_id: fields.seller_id ?? null,
      hidden: fields.hidden ? 1 : 0,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fields.image_url !== null) {
    await db
      .insertInto('product_images')
      .values({ product_id: row.id, position: 0, image_id: null, url: fields.image_url ?? `/images/shop/test-${row.id}.webp` })
      .execute();
  }
  return row.id;
}

/** What a test coupon may override. */
export interface TestCouponFields {
  code?: string;
  type?: 'percentage' | 'fixed';
  discount?: number;
  active?: boolean;
  starts_at?: string | null;
  expires_at?: string | null;
  max_uses_total?: number | null;
  max_uses_per_member?: number | null;
}

/**
 * Inserts a coupon listing `productIds` straight into the database.
 * @returns its id and (upper-case) code
 */
export async function insertTestCoupon(
  db: Kysely<DB>,
  productIds: readonly number[],
  fields: TestCouponFields = {},
  now = new Date(),
): Promise<{ id: number; code: string }> {
  const at = now.toISOString();
  const code = (fields.code ?? `T${Math.random().toString(36).slice(2, 10)}`).toUpperCase();
  const row = await db
    .insertInto('coupons')
    .values({
      code,
      type: fields.type ?? 'percentage',
      discount: fields.discount ?? 10,
      description: 'Test coupon',
      active: fields.active === false ? 0 : 1,
      starts_at: fields.starts_at ?? null,
      expires_at: fields.expires_at ?? null,
      max_uses_total: fields.max_uses_total ?? null,
      max_uses_per_member: fields.max_uses_per_member ?? null,
      uses: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (productIds.length)
    await db
      .insertInto('coupon_products')
      .values(productIds.map((product_id) => ({ coupon_id: row.id, product_id })))
      .execute();
  return { id: row.id, code };
}
