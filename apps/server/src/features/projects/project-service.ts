import {
  applyProjectAction,
  applyProjectStatusChange,
  ProjectTransitionError,
  type Like,
  type Project,
  type ProjectAction,
  type Tag,
  type TechnologyUsage,
} from '@esdc/core/project';
import { NOTIFICATION_TEXTS } from '@esdc/core/notification';
import type { Actor } from '@esdc/core/permissions';
import type { ProjectCreate, projectUpdateSchema } from '@esdc/core/project-schemas';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database, Engine } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB, ProjectsTable } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { checkImagesUsable } from '../images/public.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { avatarOf } from '../users/public.ts';
import { hydrateProjects } from './project-reads.ts';
import { tagColor } from './tag-color.ts';
import type { Db } from '../../db/db.ts';

type ProjectRow = Selectable<ProjectsTable>;

/** Marks which of `projects` the viewer liked (mutates and returns them). */
export async function markLiked(db: Db, projects: Project[], viewerId: number | undefined): Promise<Project[]> {
  if (!viewerId || projects.length === 0) return projects;
  const liked = await db
    .selectFrom('project_likes')
    .select('project_id')
    .where('user_id', '=', viewerId)
    .where(
      'project_id',
      'in',
      projects.map((p) => p.id),
    )
    .execute();
  const set = new Set(liked.map((l) => l.project_id));
  return projects.map((p) => ({ ...p, liked_by_me: set.has(p.id) }));
}

/**
 * One project.
 * @throws AppError 404 'Project not found'
 */
export async function getProject(db: Db, id: number): Promise<Project> {
  const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Project not found');
  const [project] = await hydrateProjects(db, [row]);
  return project!;
}

/**
 * Reads a project for its detail page, without counting a view (views are counted by {@link countProjectView}).
 * @param hydrated a cached hydrated copy to reuse (its counters and status are refreshed from the row), if any
 * @throws AppError 404 'Project not found'
 */
export async function openProject(db: Db, id: number, hydrated?: Project): Promise<Project> {
  if (!hydrated) return getProject(db, id);
  const row = await db.selectFrom('projects').select(['views', 'likes', 'status', 'updated_at', 'completed_at']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Project not found');
  return { ...hydrated, ...row };
}

/** How long one viewer's view of a project counts for: a second view within it is not counted (SPEC §2 Project detail). */
const PROJECT_VIEW_WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts a view of a project (SPEC §4 "opening a detail increments views"), at most once per viewer per
 * project per {@link PROJECT_VIEW_WINDOW_MS}: one upsert on `project_views` that only rewrites a row older than
 * the window decides it (atomic on both engines, so concurrent opens by one viewer count once), then
 * `projects.views` is incremented in the same statement that reads it back.
 * @param engine the database engine (for the row lock)
 * @param viewer 'user:<id>' or 'anon:<hash>' (see migration 004)
 * @param now the request's time
 * @returns the project's views after the call, and whether this call counted
 * @throws AppError 404 'Project not found'
 */
export async function countProjectView(db: Kysely<DB>, engine: Engine, id: number, viewer: string, now: Date): Promise<{ views: number; counted: boolean }> {
  return db.transaction().execute(async (trx) => {
    // Locked on PostgreSQL, so the project cannot be deleted between this check and the insert that references it.
    const project = await forUpdate(trx.selectFrom('projects').select('views').where('id', '=', id), engine).executeTakeFirst();
    if (!project) throw notFound('Project not found');
    const countedAt = now.toISOString();
    const cutoff = new Date(now.getTime() - PROJECT_VIEW_WINDOW_MS).toISOString();
    const fresh = await trx
      .insertInto('project_views')
      .values({ project_id: id, viewer, counted_at: countedAt })
      .onConflict((oc) => oc.columns(['project_id', 'viewer']).doUpdateSet({ counted_at: countedAt }).where('project_views.counted_at', '<=', cutoff))
      .returning('project_id')
      .executeTakeFirst();
    if (!fresh) return { views: project.views, counted: false };
    const row = await trx
      .updateTable('projects')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .returning('views')
      .executeTakeFirst();
    // Other viewers' rows whose hour is over are no longer needed to decide anything.
    await trx.deleteFrom('project_views').where('project_id', '=', id).where('counted_at', '<=', cutoff).execute();
    if (!row) throw notFound('Project not found');
    return { views: row.views, counted: true };
  });
}

/** The owner of a project, for permission checks. @throws AppError 404 */
export async function getProjectOwner(db: Db, id: number): Promise<number> {
  const row = await db.selectFrom('projects').select('user_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Project not found');
  return row.user_id;
}

async function ensureNamed(db: Db, table: 'technologies' | 'tags', names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const lower = names.map((n) => n.toLowerCase());
  const find = () =>
    db
      .selectFrom(table)
      .select(['id', 'name'])
      .where(sql`lower(name)`, 'in', lower)
      .execute();
  const existing = await find();
  const known = new Set(existing.map((e) => e.name.toLowerCase()));
  const missing = names.filter((n) => !known.has(n.toLowerCase()));
  if (missing.length) {
    if (table === 'tags') {
      await db
        .insertInto('tags')
        .values(missing.map((name) => ({ name, color: tagColor(name) })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    } else {
      await db
        .insertInto('technologies')
        .values(missing.map((name) => ({ name, icon: null, category: null, description: null, course_link: null })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  const all = missing.length ? await find() : existing;
  const byName = new Map(all.map((e) => [e.name.toLowerCase(), e.id]));
  return lower.map((n) => byName.get(n)).filter((id): id is number => id !== undefined);
}

async function resolveContributors(db: Db, emails: string[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const unique = [...new Set(emails)];
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', unique).execute();
  const byEmail = new Map(users.map((u) => [u.email, u.id]));
  const unknown = unique.filter((e) => !byEmail.has(e));
  if (unknown.length) throw badRequest(`No member found with email ${unknown.join(', ')}`);
  return unique.map((e) => byEmail.get(e)!);
}

async function setLinks(
  db: Db,
  projectId: number,
  input: { technologies?: string[]; tags?: string[]; contributors?: string[] },
  nowIso: string,
): Promise<void> {
  if (input.technologies) {
    const ids = await ensureNamed(db, 'technologies', input.technologies);
    await db.deleteFrom('project_technologies').where('project_id', '=', projectId).execute();
    if (ids.length)
      await db
        .insertInto('project_technologies')
        .values(ids.map((technology_id) => ({ project_id: projectId, technology_id })))
        .execute();
  }
  if (input.tags) {
    const ids = await ensureNamed(db, 'tags', input.tags);
    await db.deleteFrom('project_tags').where('project_id', '=', projectId).execute();
    if (ids.length)
      await db
        .insertInto('project_tags')
        .values(ids.map((tag_id) => ({ project_id: projectId, tag_id })))
        .execute();
  }
  if (input.contributors) {
    const ids = await resolveContributors(db, input.contributors);
    await db.deleteFrom('project_contributors').where('project_id', '=', projectId).execute();
    if (ids.length) {
      await db
        .insertInto('project_contributors')
        .values(ids.map((user_id) => ({ project_id: projectId, user_id, created_at: nowIso })))
        .execute();
    }
  }
}

const coverNotListed = () => {
  const message = 'The cover must be one of the project images';
  return new AppError(400, 'VALIDATION_ERROR', message, [{ path: 'cover_image_id', message }]);
};

/**
 * Sets which uploaded images a project shows, in order, and its cover (docs/decisions/008-image-uploads.md). Images
 * newly attached must be the actor's own uploads unless the actor is an admin; images already on the project may stay
 * whoever added them.
 * @param input `image_ids` replaces the list when sent; `cover_image_id` picks the cover among the (new) list (null or
 *   absent: keep the cover when it is still listed, else the first image)
 * @throws AppError 400 unknown image or a cover not in the list, 403 someone else's image
 */
async function setImages(db: Db, projectId: number, actor: Actor, input: { image_ids?: number[]; cover_image_id?: number | null }): Promise<void> {
  if (input.image_ids === undefined && input.cover_image_id === undefined) return;
  const current = await db.selectFrom('project_images').select(['image_id', 'is_cover']).where('project_id', '=', projectId).orderBy('position').execute();
  const ids = input.image_ids ?? current.map((c) => c.image_id);
  const attached = new Set(current.map((c) => c.image_id));
  await checkImagesUsable(
    db,
    actor,
    ids.filter((id) => !attached.has(id)),
    'image_ids',
  );
  let cover = input.cover_image_id ?? current.find((c) => c.is_cover)?.image_id;
  if (input.cover_image_id != null && !ids.includes(input.cover_image_id)) throw coverNotListed();
  if (cover === undefined || !ids.includes(cover)) cover = ids[0];
  await db.deleteFrom('project_images').where('project_id', '=', projectId).execute();
  if (ids.length) {
    await db
      .insertInto('project_images')
      .values(ids.map((image_id, position) => ({ project_id: projectId, image_id, position, is_cover: image_id === cover ? 1 : 0 })))
      .execute();
  }
}

/**
 * Locks a project's row until the transaction ends and reads its status, so a status rule is judged on the
 * latest status and nobody can change it before this transaction writes (SPEC §4 Concurrency: on PostgreSQL, READ
 * COMMITTED let 20 simultaneous 'complete' requests all read 'in_progress' and all succeed). The lock is
 * taken by stamping `updated_at`, which every caller writes anyway: an UPDATE waits for any other
 * transaction holding the row and then returns the row as that one committed it, on PostgreSQL; SQLite runs
 * one transaction at a time. (A rolled-back transaction leaves `updated_at` as it was.)
 * @param trx the open transaction
 * @param id the project
 * @param nowIso the write's time, ISO-8601 UTC
 * @returns the project's status and completed_at
 * @throws AppError 404 'Project not found'
 */
async function lockProjectStatus(trx: Transaction<DB>, id: number, nowIso: string): Promise<Pick<ProjectRow, 'status' | 'completed_at'>> {
  const row = await trx.updateTable('projects').set({ updated_at: nowIso }).where('id', '=', id).returning(['status', 'completed_at']).executeTakeFirst();
  if (!row) throw notFound('Project not found');
  return row;
}

/**
 * Creates a project owned by `ownerId` (SPEC §3 Project create payload). Technologies and tags are matched
 * by name (created when new); contributors must be existing members' emails; uploaded images (`image_ids`) must be
 * the actor's own unless the actor is an admin.
 * @param actor who creates it (the owner, or an admin creating it for them)
 * @throws AppError 400 'No member found with email …', an unknown image or a cover not listed; 403 someone else's image
 */
export async function createProject(db: Kysely<DB>, ownerId: number, input: ProjectCreate, now: Date, actor: Actor): Promise<Project> {
  const nowIso = now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('projects')
      .values({
        user_id: ownerId,
        title: input.title,
        description: input.description,
        category: input.category,
        status: input.status,
        image: input.image ?? input.image_url ?? null,
        github_link: input.github_link ?? null,
        live_url: input.live_url ?? null,
        cost: Math.round(input.cost ?? 0),
        created_at: nowIso,
        updated_at: nowIso,
        completed_at: input.status === 'completed' ? nowIso : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setLinks(trx, row.id, input, nowIso);
    await setImages(trx, row.id, actor, input);
    return row.id;
  });
  return getProject(db, id);
}

/**
 * Updates a project; a status change follows SPEC §4 transitions, judged on the row locked for the update
 * (see {@link lockProjectStatus}), so concurrent edits and status actions run one after another. Images newly
 * attached must be the actor's own unless the actor is an admin.
 * @param actor who edits it (already allowed to edit it)
 * @throws AppError 404, or 400 with the transition's message, an unknown image or a cover not listed; 403 someone else's image
 */
export async function updateProject(db: Kysely<DB>, id: number, input: z.output<typeof projectUpdateSchema>, now: Date, actor: Actor): Promise<Project> {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await lockProjectStatus(trx, id, nowIso);
    let status = current;
    if (input.status) {
      try {
        status = applyProjectStatusChange(current, input.status, nowIso);
      } catch (error) {
        if (error instanceof ProjectTransitionError) throw badRequest(error.message);
        throw error;
      }
    }
    const fields: Partial<ProjectRow> = { status: status.status, completed_at: status.completed_at, updated_at: nowIso };
    if (input.title !== undefined) fields.title = input.title;
    if (input.description !== undefined) fields.description = input.description;
    if (input.category !== undefined) fields.category = input.category;
    const image = input.image !== undefined ? input.image : input.image_url;
    if (image !== undefined) fields.image = image;
    if (input.github_link !== undefined) fields.github_link = input.github_link;
    if (input.live_url !== undefined) fields.live_url = input.live_url;
    if (input.cost !== undefined) fields.cost = Math.round(input.cost);
    await trx.updateTable('projects').set(fields).where('id', '=', id).execute();
    await setLinks(trx, id, input, nowIso);
    await setImages(trx, id, actor, input);
  });
  return getProject(db, id);
}

/**
 * Applies a status action (SPEC §4 Project status), judged on the row locked for the update (see
 * {@link lockProjectStatus}): of 20 simultaneous 'complete' requests exactly one succeeds.
 * @throws AppError 404, or 400 'Can only start draft projects' / 'Project is already completed'
 */
export async function applyAction(db: Kysely<DB>, id: number, action: ProjectAction, now: Date): Promise<Project> {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await lockProjectStatus(trx, id, nowIso);
    let next;
    try {
      next = applyProjectAction(current, action, nowIso);
    } catch (error) {
      if (error instanceof ProjectTransitionError) throw badRequest(error.message);
      throw error;
    }
    await trx.updateTable('projects').set(next).where('id', '=', id).execute();
  });
  return getProject(db, id);
}

/** Deletes a project and its links. @throws AppError 404 */
export async function deleteProject(db: Kysely<DB>, id: number): Promise<void> {
  const result = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Project not found');
}

/**
 * Likes or unlikes (SPEC §4): one like per member, idempotent; the count is recomputed so it can never
 * drift or go below zero.
 * A new like (not the owner's own) notifies the owner ('project_liked'), in the same transaction.
 * @returns the new count and whether the member now likes it
 * @throws AppError 404
 */
export async function setLike(database: Database, projectId: number, userId: number, liked: boolean, now: Date): Promise<{ likes: number; liked: boolean }> {
  return database.db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('projects').select(['id', 'user_id', 'title']).where('id', '=', projectId).executeTakeFirst();
    if (!exists) throw notFound('Project not found');
    // Change the counter only when this call changed a like row, with an atomic increment, so
    // concurrent likes on PostgreSQL (READ COMMITTED) never overwrite each other's counts.
    if (liked) {
      const inserted = await trx
        .insertInto('project_likes')
        .values({ project_id: projectId, user_id: userId, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx
          .updateTable('projects')
          .set((eb) => ({ likes: eb('likes', '+', 1) }))
          .where('id', '=', projectId)
          .execute();
        // SPEC §2 Notifications: the owner hears of a new like (never of their own).
        if (exists.user_id !== userId) {
          const liker = await trx.selectFrom('users').select(['name', 'username']).where('id', '=', userId).executeTakeFirstOrThrow();
          const text = NOTIFICATION_TEXTS.projectLiked(liker.name || liker.username, exists.title);
          await notify(trx, database.engine, { userIds: [exists.user_id], type: 'project_liked', ...text, link: `/projects/${projectId}` }, now);
        }
      }
    } else {
      const deleted = await trx.deleteFrom('project_likes').where('project_id', '=', projectId).where('user_id', '=', userId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) > 0) {
        await trx
          .updateTable('projects')
          .set({ likes: sql<number>`case when likes > 0 then likes - 1 else 0 end` })
          .where('id', '=', projectId)
          .execute();
      }
    }
    const row = await trx.selectFrom('projects').select('likes').where('id', '=', projectId).executeTakeFirstOrThrow();
    return { likes: row.likes, liked };
  });
}

/**
 * Who liked a project, newest first (SPEC §3 Like entry). The list is public, so it carries no email
 * (SPEC §3 Like entry: the web shows name, avatar, username and date only).
 * @throws AppError 404
 */
export async function listLikes(db: Db, projectId: number, limit: number, offset: number): Promise<{ items: Like[]; total: number }> {
  await getProjectOwner(db, projectId);
  const base = db.selectFrom('project_likes as pl').innerJoin('users as u', 'u.id', 'pl.user_id').where('pl.project_id', '=', projectId);
  const [rows, count] = await Promise.all([
    base
      .select(['u.id', 'u.name', 'u.username', 'u.avatar_url', 'u.github_username', 'pl.created_at'])
      .orderBy('pl.created_at', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ id: r.id, name: r.name, username: r.username, avatar: avatarOf(r), liked_at: r.created_at })),
    total: Number(count.n),
  };
}

/**
 * Technologies with how many projects use them, by name, a page at a time.
 * @param page `limit` (rows) and `offset`
 * @returns the page and the total number of technologies
 */
export async function listTechnologies(db: Db, page: { limit: number; offset: number }): Promise<{ items: TechnologyUsage[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('technologies as t')
      .leftJoin('project_technologies as pt', 'pt.technology_id', 't.id')
      .select(['t.id', 't.name', 't.icon', 't.category', 't.description', 't.course_link', (eb) => eb.fn.count<number>('pt.project_id').as('project_count')])
      .groupBy(['t.id', 't.name', 't.icon', 't.category', 't.description', 't.course_link'])
      .orderBy('t.name')
      .orderBy('t.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('technologies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => ({ ...r, project_count: Number(r.project_count) })), total: Number(count.n) };
}

/**
 * Tags with how many projects carry them (SPEC §3 tags projectCount), by name, a page at a time.
 * @param page `limit` (rows) and `offset`
 * @returns the page and the total number of tags
 */
export async function listTags(db: Db, page: { limit: number; offset: number }): Promise<{ items: Tag[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('tags as t')
      .leftJoin('project_tags as pt', 'pt.tag_id', 't.id')
      .select(['t.id', 't.name', 't.color', (eb) => eb.fn.count<number>('pt.project_id').as('project_count')])
      .groupBy(['t.id', 't.name', 't.color'])
      .orderBy('t.name')
      .orderBy('t.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('tags')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => ({ ...r, project_count: Number(r.project_count) })), total: Number(count.n) };
}
