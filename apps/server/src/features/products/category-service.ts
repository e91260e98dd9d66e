import type { Actor } from '@esdc/core/permissions';
import type { ProductCategory } from '@esdc/core/product-schemas';
import { SHOP_MESSAGES } from '@esdc/core/shop';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/*
 * Shop categories (SPEC §3 Shop product: Hardware, Components, Tools, "and more an admin adds"): the public list with
 * how many products use each, and the admin's create and delete (a category in use cannot be deleted).
 */

/**
 * Every category in `position` order, with its product count (hidden products included).
 */
export async function listCategories(db: Db): Promise<ProductCategory[]> {
  const rows = await db
    .selectFrom('product_categories as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.position',
      eb.selectFrom('products as p').select(eb.fn.countAll<number>().as('n')).whereRef('p.category', '=', 'c.name').as('product_count'),
    ])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, position: r.position, product_count: Number(r.product_count ?? 0) }));
}

/**
 * Adds a category at the end of the list (admins; the route checks). Names are unique case-insensitively.
 * @returns the new category
 * @throws AppError 409 'This category already exists'
 */
export async function createCategory(db: Kysely<DB>, actor: Actor, name: string, now: Date): Promise<ProductCategory> {
  try {
    return await db.transaction().execute(async (trx) => {
      const all = await trx.selectFrom('product_categories').select(['name', 'position']).execute();
      if (all.some((c) => c.name.toLowerCase() === name.toLowerCase())) throw new AppError(409, 'CONFLICT', SHOP_MESSAGES.categoryExists);
      const position = all.reduce((max, c) => Math.max(max, c.position + 1), 0);
      const { id } = await trx
        .insertInto('product_categories')
        .values({ name, position, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, { actorId: actor.id, action: 'product_category.created', targetType: 'product_category', targetId: id, details: { name }, now });
      return { id, name, position, product_count: 0 };
    });
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', SHOP_MESSAGES.categoryExists);
    throw error;
  }
}

/**
 * Deletes a category no product uses (admins; the route checks).
 * @throws AppError 404 'Category not found'; 409 'This category is used by products'
 */
export async function deleteCategory(db: Kysely<DB>, actor: Actor, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('product_categories').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(SHOP_MESSAGES.categoryNotFound);
    const used = await trx.selectFrom('products').select('id').where('category', '=', row.name).limit(1).executeTakeFirst();
    if (used) throw new AppError(409, 'CONFLICT', SHOP_MESSAGES.categoryInUse);
    await trx.deleteFrom('product_categories').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'product_category.deleted',
      targetType: 'product_category',
      targetId: id,
      details: { name: row.name },
      now,
    });
  });
}
