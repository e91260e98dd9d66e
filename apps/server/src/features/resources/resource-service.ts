import { can, type Actor } from '@esdc/core/permissions';
import { RESOURCE_MESSAGES, type Resource, type ResourceCreate, type ResourceListQuery, type ResourceUpdate } from '@esdc/core/resource';
import type { Kysely, Selectable } from 'kysely';
import type { DB, ResourcesTable } from '../../db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { loadFiles, releaseFiles } from '../files/public.ts';
import type { MediaStorage } from '../../platform/media-storage.ts';
import type { Db } from '../../db/db.ts';

/*
 * Learning resources (SPEC §2 Resources): a public list by category with search and paging; admins and
 * moderators ('resource:manage') add, edit and delete links and uploaded files, audited. A resource's file goes
 * with it (row and stored bytes).
 */

type ResourceRow = Selectable<ResourcesTable>;

async function hydrate(db: Db, rows: readonly ResourceRow[]): Promise<Resource[]> {
  const files = await loadFiles(
    db,
    rows.flatMap((r) => (r.file_id === null ? [] : [r.file_id])),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    kind: r.kind,
    url: r.kind === 'link' ? r.url : null,
    file: r.kind === 'file' && r.file_id !== null ? (files.get(r.file_id) ?? null) : null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

/**
 * Resources, newest first, in one category or all; `q` keeps those whose title or description contains it.
 * @returns a page and the total matching
 */
export async function listResources(db: Db, query: ResourceListQuery): Promise<{ items: Resource[]; total: number }> {
  let base = db.selectFrom('resources');
  if (query.category) base = base.where('category', '=', query.category);
  if (query.q) base = base.where(containsText(['title', 'description'], query.q));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await hydrate(db, rows), total: Number(count.n) };
}

/**
 * Checks that an uploaded file may be attached: it exists and no other resource offers it.
 * @throws AppError 400 naming file_id
 */
async function checkFile(db: Db, fileId: number, exceptResourceId?: number): Promise<void> {
  const file = await db.selectFrom('files').select('id').where('id', '=', fileId).executeTakeFirst();
  const fail = (message: string) => new AppError(400, 'VALIDATION_ERROR', message, [{ path: 'file_id', message }]);
  if (!file) throw fail(`File ${fileId} not found`);
  let used = db.selectFrom('resources').select('id').where('file_id', '=', fileId);
  if (exceptResourceId !== undefined) used = used.where('id', '!=', exceptResourceId);
  if (await used.executeTakeFirst()) throw fail('That file belongs to another resource: upload it again');
}

/**
 * Adds a resource (admins and moderators); audited.
 * @throws AppError 403, 400 an unknown or already used file
 */
export async function createResource(db: Kysely<DB>, actor: Actor, input: ResourceCreate, now: Date): Promise<Resource> {
  if (!can(actor, 'resource:manage')) throw forbidden(RESOURCE_MESSAGES.manageNotAllowed);
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (input.file_id != null) await checkFile(trx, input.file_id);
    const kind = input.file_id != null ? 'file' : 'link';
    const row = await trx
      .insertInto('resources')
      .values({
        title: input.title,
        description: input.description ?? '',
        category: input.category,
        kind,
        url: kind === 'link' ? (input.url ?? null) : null,
        file_id: kind === 'file' ? (input.file_id ?? null) : null,
        created_by: actor.id,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'resource.created',
      targetType: 'resource',
      targetId: row.id,
      details: { title: row.title, kind },
      now,
    });
    return (await hydrate(trx, [row]))[0]!;
  });
}

/**
 * Edits a resource (admins and moderators): any subset; a new link or file replaces the old one (a replaced file is
 * deleted with its bytes); audited.
 * @throws AppError 403, 404, 400 nothing left to offer or an unknown file
 */
export async function updateResource(db: Kysely<DB>, storage: MediaStorage, actor: Actor, id: number, input: ResourceUpdate, now: Date): Promise<Resource> {
  if (!can(actor, 'resource:manage')) throw forbidden(RESOURCE_MESSAGES.manageNotAllowed);
  const { resource, objects } = await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound(RESOURCE_MESSAGES.notFound);
    let kind = current.kind;
    let url = current.url;
    let fileId = current.file_id;
    if (input.file_id != null) {
      if (input.file_id !== current.file_id) await checkFile(trx, input.file_id, id);
      kind = 'file';
      fileId = input.file_id;
      url = null;
    } else if (input.url != null) {
      kind = 'link';
      url = input.url;
      fileId = null;
    } else if ((input.url === null && kind === 'link') || (input.file_id === null && kind === 'file')) {
      throw badRequest(RESOURCE_MESSAGES.linkOrFile, [{ path: 'url', message: RESOURCE_MESSAGES.linkOrFile }]);
    }
    const row = await trx
      .updateTable('resources')
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description ?? '' } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        kind,
        url,
        file_id: fileId,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const released = current.file_id !== null && current.file_id !== fileId ? await releaseFiles(trx, [current.file_id]) : [];
    const changed = Object.keys(input).filter((k) => input[k as keyof ResourceUpdate] !== undefined);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'resource.updated',
      targetType: 'resource',
      targetId: id,
      details: { title: row.title, changed },
      now,
    });
    return { resource: (await hydrate(trx, [row]))[0]!, objects: released };
  });
  await storage.delete(objects).catch(() => undefined);
  return resource;
}

/**
 * Deletes a resource and its file (admins and moderators); audited.
 * @throws AppError 403, 404
 */
export async function deleteResource(db: Kysely<DB>, storage: MediaStorage, actor: Actor, id: number, now: Date): Promise<void> {
  if (!can(actor, 'resource:manage')) throw forbidden(RESOURCE_MESSAGES.manageNotAllowed);
  const objects = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('resources').where('id', '=', id).returning(['id', 'title', 'file_id']).executeTakeFirst();
    if (!row) throw notFound(RESOURCE_MESSAGES.notFound);
    const released = row.file_id !== null ? await releaseFiles(trx, [row.file_id]) : [];
    await recordAudit(trx, { actorId: actor.id, action: 'resource.deleted', targetType: 'resource', targetId: row.id, details: { title: row.title }, now });
    return released;
  });
  await storage.delete(objects).catch(() => undefined);
}
