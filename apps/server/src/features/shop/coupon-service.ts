import type { Coupon } from '@esdc/core/cart';
import type { CouponListQuery, CouponSaveParsed } from '@esdc/core/coupon-schemas';
import type { Actor } from '@esdc/core/permissions';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/client.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { withProducts, type StoredCoupon } from './shop-reads.ts';
import type { Db } from '../../db/db.ts';

/*
 * Admins create, edit, expire and limit coupons (SPEC §3 Coupon, §9 Coupon): `/api/admin/coupons`. A
 * coupon lists the products it discounts; its `uses` is counted by checkout (docs/decisions/013).
 */

export const COUPON_MESSAGES = {
  notFound: 'Coupon not found',
  codeTaken: 'A coupon with this code already exists',
  unknownProduct: 'Product not found',
  created: 'Coupon created',
  updated: 'Coupon updated',
  deleted: 'Coupon deleted',
} as const;

/** A stored coupon as admins see it. */
function toCoupon(c: StoredCoupon): Coupon {
  return {
    id: c.id,
    code: c.code,
    type: c.type,
    discount: c.discount,
    description: c.description,
    active: c.active,
    starts_at: c.starts_at,
    expires_at: c.expires_at,
    max_uses_total: c.max_uses_total,
    max_uses_per_member: c.max_uses_per_member,
    uses: c.uses,
    product_ids: [...c.product_ids],
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

/** Checks the code is free (other than `exceptId`) and every product exists. */
async function checkCoupon(trx: Transaction<DB>, input: CouponSaveParsed, exceptId: number | null): Promise<void> {
  let taken = trx.selectFrom('coupons').select('id').where('code', '=', input.code);
  if (exceptId !== null) taken = taken.where('id', '!=', exceptId);
  if (await taken.executeTakeFirst()) throw new AppError(409, 'CONFLICT', COUPON_MESSAGES.codeTaken);
  const found = await trx.selectFrom('products').select('id').where('id', 'in', input.product_ids).execute();
  if (found.length !== input.product_ids.length) {
    throw badRequest(COUPON_MESSAGES.unknownProduct, [{ path: 'product_ids', message: COUPON_MESSAGES.unknownProduct }]);
  }
}

async function writeProducts(trx: Transaction<DB>, couponId: number, productIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('coupon_products').where('coupon_id', '=', couponId).execute();
  if (productIds.length)
    await trx
      .insertInto('coupon_products')
      .values(productIds.map((product_id) => ({ coupon_id: couponId, product_id })))
      .execute();
}

function columns(input: CouponSaveParsed) {
  return {
    code: input.code,
    type: input.type,
    discount: input.discount,
    description: input.description,
    active: input.active ? 1 : 0,
    starts_at: input.starts_at,
    expires_at: input.expires_at,
    max_uses_total: input.max_uses_total,
    max_uses_per_member: input.max_uses_per_member,
  };
}

/**
 * Every coupon, newest first, with `q` (code contains) and `active` filters.
 */
export async function listCoupons(db: Db, query: CouponListQuery): Promise<{ items: Coupon[]; total: number }> {
  let base = db.selectFrom('coupons');
  if (query.q) base = base.where(containsText(['code'], query.q));
  if (query.active) base = base.where('active', '=', query.active === 'true' ? 1 : 0);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute();
  return { items: (await withProducts(db, rows)).map(toCoupon), total: Number(n) };
}

/**
 * Creates a coupon. 409 'A coupon with this code already exists'; 400 'Product not found' for an unknown product.
 */
export async function createCoupon(database: Database, actor: Actor, input: CouponSaveParsed, now: Date): Promise<Coupon> {
  return database.db.transaction().execute(async (trx) => {
    await checkCoupon(trx, input, null);
    const at = now.toISOString();
    const row = await trx
      .insertInto('coupons')
      .values({ ...columns(input), uses: 0, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeProducts(trx, row.id, input.product_ids);
    await recordAudit(trx, { actorId: actor.id, action: 'coupon.created', targetType: 'coupon', targetId: row.id, details: { code: row.code }, now });
    return toCoupon((await withProducts(trx, [row]))[0]!);
  });
}

/**
 * Replaces a coupon's fields (its `uses` stay). 404 'Coupon not found'; 409 code taken; 400 unknown product.
 */
export async function updateCoupon(database: Database, actor: Actor, id: number, input: CouponSaveParsed, now: Date): Promise<Coupon> {
  return database.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('coupons').select(['id', 'code']).where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound(COUPON_MESSAGES.notFound);
    await checkCoupon(trx, input, id);
    const row = await trx
      .updateTable('coupons')
      .set({ ...columns(input), updated_at: now.toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeProducts(trx, id, input.product_ids);
    // Carts holding the old code no longer have a coupon when the code changes.
    if (existing.code !== row.code) await trx.updateTable('carts').set({ coupon_code: null }).where('coupon_code', '=', existing.code).execute();
    await recordAudit(trx, { actorId: actor.id, action: 'coupon.updated', targetType: 'coupon', targetId: id, details: { code: row.code }, now });
    return toCoupon((await withProducts(trx, [row]))[0]!);
  });
}

/**
 * Deletes a coupon: orders that used it keep its code (their `coupon_id` is set null); carts drop it. 404 'Coupon not found'.
 */
export async function deleteCoupon(database: Database, actor: Actor, id: number, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('coupons').select(['id', 'code']).where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound(COUPON_MESSAGES.notFound);
    await trx.updateTable('carts').set({ coupon_code: null }).where('coupon_code', '=', existing.code).execute();
    await trx.deleteFrom('coupons').where('id', '=', id).execute();
    await recordAudit(trx, { actorId: actor.id, action: 'coupon.deleted', targetType: 'coupon', targetId: id, details: { code: existing.code }, now });
  });
}
