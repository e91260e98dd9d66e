import { FORUM_MESSAGES } from '@esdc/core/forum';
import type { ForumCategory, ForumCategoryCreate, ForumCategoryUpdate } from '@esdc/core/forum-schemas';
import { can } from '@esdc/core/permissions';
import { sql } from 'kysely';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { seesHidden, type Member, type Viewer } from './forum-rows.ts';

/*
 * The forum's categories (docs/requirements.md §2 Forum): everyone sees those not archived, in order, with their
 * visible thread and post counts and last activity; admins ('forum:manage-categories') also see the archived ones,
 * listed last, and add, rename, describe, reorder, mark Q&A and archive them.
 */

/** Whether a viewer is listed archived categories: the admins who manage them. */
function seesArchived(viewer: Viewer): boolean {
  return can(viewer, 'forum:manage-categories');
}

/**
 * The categories with their counts over the threads the viewer may see: members read the counts each category keeps
 * (./category-stats.ts); moderators, who also see hidden threads, are counted.
 */
function categoriesWithCounts(db: Db, viewer: Viewer) {
  const query = db.selectFrom('forum_categories as c').select(['c.id', 'c.name', 'c.description', 'c.qa', 'c.archived', 'c.position']);
  if (!seesHidden(viewer)) return query.select(['c.thread_count', 'c.post_count', 'c.last_activity_at']);
  return query.select(() => [
    sql<number>`(select count(*) from forum_threads t where t.category_id = c.id)`.as('thread_count'),
    sql<number>`(select coalesce(sum(t.reply_count + 1), 0) from forum_threads t where t.category_id = c.id)`.as('post_count'),
    sql<string | null>`(select max(t.last_activity_at) from forum_threads t where t.category_id = c.id)`.as('last_activity_at'),
  ]);
}

type CategoryRow = Awaited<ReturnType<ReturnType<typeof categoriesWithCounts>['execute']>>[number];

function toCategory(r: CategoryRow): ForumCategory {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    qa: r.qa === 1,
    archived: r.archived === 1,
    position: Number(r.position),
    thread_count: Number(r.thread_count),
    post_count: Number(r.post_count),
    last_activity_at: r.last_activity_at ?? null,
  };
}

/**
 * The categories a viewer sees, in order (`position`, then id); archived ones last, to admins only.
 * @param viewer the reader, or null
 */
export async function listCategories(db: Db, viewer: Viewer): Promise<ForumCategory[]> {
  let query = categoriesWithCounts(db, viewer);
  if (!seesArchived(viewer)) query = query.where('c.archived', '=', 0);
  const rows = await query.orderBy('c.archived').orderBy('c.position').orderBy('c.id').execute();
  return rows.map(toCategory);
}

/**
 * One category with its counts as a viewer sees them.
 * @throws AppError 404 'Category not found'
 */
async function getCategory(db: Db, categoryId: number, viewer: Viewer): Promise<ForumCategory> {
  const row = await categoriesWithCounts(db, viewer).where('c.id', '=', categoryId).executeTakeFirst();
  if (!row) throw notFound(FORUM_MESSAGES.categoryNotFound);
  return toCategory(row);
}

/** @throws AppError 409 'A category with this name already exists' when another category has it, whatever its case */
async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('forum_categories')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw new AppError(409, 'CONFLICT', FORUM_MESSAGES.categoryNameTaken);
}

/** Whether a database error is the unique index on the name (two admins adding one name at once). */
function isNameTaken(error: unknown): boolean {
  return !(error instanceof AppError) && /unique|duplicate/i.test(String(error));
}

/**
 * Adds a category at the end of the list (admins; docs/requirements.md §2 Forum), recorded in the audit log.
 * @param actor the admin
 * @param now the action's time
 * @returns the new category
 * @throws AppError 409 'A category with this name already exists'
 */
export async function createCategory(database: Database, actor: Member, input: ForumCategoryCreate, now: Date): Promise<ForumCategory> {
  try {
    const id = await database.db.transaction().execute(async (trx) => {
      await assertNameFree(trx, input.name);
      const last = await trx
        .selectFrom('forum_categories')
        .select((eb) => eb.fn.max('position').as('p'))
        .executeTakeFirst();
      const row = await trx
        .insertInto('forum_categories')
        .values({
          name: input.name,
          description: input.description,
          qa: input.qa ? 1 : 0,
          archived: 0,
          position: last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'forum.category_created',
        targetType: 'forum_category',
        targetId: row.id,
        details: { name: input.name },
        now,
      });
      return row.id;
    });
    return await getCategory(database.db, id, actor);
  } catch (error) {
    if (isNameTaken(error)) throw new AppError(409, 'CONFLICT', FORUM_MESSAGES.categoryNameTaken);
    throw error;
  }
}

/**
 * Renames, describes, marks Q&A, moves (`position`: its 0-based place in the list; the others shift) or archives
 * and restores a category (admins), recorded in the audit log. Fields left out keep their value.
 * @returns the category after the change
 * @throws AppError 404 'Category not found'; 409 'A category with this name already exists'
 */
export async function updateCategory(database: Database, actor: Member, categoryId: number, input: ForumCategoryUpdate, now: Date): Promise<ForumCategory> {
  try {
    await database.db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('forum_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
      if (!found) throw notFound(FORUM_MESSAGES.categoryNotFound);
      if (input.name !== undefined) await assertNameFree(trx, input.name, categoryId);
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.qa !== undefined ? { qa: input.qa ? 1 : 0 } : {}),
        ...(input.archived !== undefined ? { archived: input.archived ? 1 : 0 } : {}),
      };
      if (Object.keys(changes).length > 0) await trx.updateTable('forum_categories').set(changes).where('id', '=', categoryId).execute();
      if (input.position !== undefined) {
        const order = (await trx.selectFrom('forum_categories').select('id').orderBy('position').orderBy('id').execute())
          .map((r) => r.id)
          .filter((id) => id !== categoryId);
        order.splice(Math.min(input.position, order.length), 0, categoryId);
        for (const [position, id] of order.entries()) await trx.updateTable('forum_categories').set({ position }).where('id', '=', id).execute();
      }
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'forum.category_updated',
        targetType: 'forum_category',
        targetId: categoryId,
        details: { ...input },
        now,
      });
    });
  } catch (error) {
    if (isNameTaken(error)) throw new AppError(409, 'CONFLICT', FORUM_MESSAGES.categoryNameTaken);
    throw error;
  }
  return getCategory(database.db, categoryId, actor);
}
