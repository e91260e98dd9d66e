import { enqueueWebhookPosts } from '../integrations/public.ts';
import { isJobOpen, JOB_MESSAGES, type JobApplicationStatus } from '@esdc/core/jobs';
import type { Job, JobInput, JobListQuery } from '@esdc/core/jobs-schemas';
import { can, type Actor } from '@esdc/core/permissions';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { renderMarkdownOffThread } from '../../lib/markdown-off-thread.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import type { MediaStorage } from '../../platform/media-storage.ts';
import { cvObjectKey } from './cv-storage.ts';
import { notifySavedSearches } from './saved-search-service.ts';

/*
 * Job postings (SPEC §2 Jobs): admins, moderators and job partners post them ('job:post'); the poster or an admin
 * edits and deletes them ('job:update', an admin's change to another's posting is audited). The public list shows the
 * postings whose deadline has not passed, the nearest deadline first, filtered by type, remote and a search over
 * title, company and location; a poster lists their own (`mine`), expired ones too.
 */

/** Who is asking: a signed-in member, or null for a visitor. */
export type Viewer = Actor | null;

/** Whether the member is a job partner (an admin let them post jobs). */
async function isJobPartner(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('job_partners').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/** Whether the viewer may post jobs. */
export async function canPostJobs(db: Db, viewer: Viewer): Promise<boolean> {
  if (!viewer) return false;
  return can(viewer, 'job:post', { isJobPartner: await isJobPartner(db, viewer.id) });
}

function jobRows(db: Db) {
  return db
    .selectFrom('jobs as j')
    .leftJoin('users as u', 'u.id', 'j.poster_id')
    .selectAll('j')
    .select(['u.name as poster_name', 'u.username as poster_username']);
}

type JobRow = Awaited<ReturnType<ReturnType<typeof jobRows>['executeTakeFirstOrThrow']>>;

/** The postings as the viewer sees them: their own application, and the application count for the poster and admins. */
async function present(db: Db, rows: JobRow[], viewer: Viewer, now: Date): Promise<Job[]> {
  const ids = rows.map((r) => r.id);
  const mine = new Map<number, { id: number; status: JobApplicationStatus }>();
  const counts = new Map<number, number>();
  if (viewer && ids.length > 0) {
    const apps = await db
      .selectFrom('job_applications')
      .select(['id', 'job_id', 'status'])
      .where('job_id', 'in', ids)
      .where('applicant_id', '=', viewer.id)
      .execute();
    for (const a of apps) mine.set(a.job_id, { id: a.id, status: a.status });
    const managed = rows.filter((r) => can(viewer, 'job:update', r.poster_id === null ? {} : { ownerId: r.poster_id })).map((r) => r.id);
    if (managed.length > 0) {
      const n = await db
        .selectFrom('job_applications')
        .select(['job_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('job_id', 'in', managed)
        .groupBy('job_id')
        .execute();
      for (const id of managed) counts.set(id, 0);
      for (const c of n) counts.set(c.job_id, Number(c.n));
    }
  }
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    company: r.company,
    location: r.location,
    remote: r.remote === 1,
    type: r.type,
    salary_min: r.salary_min,
    salary_max: r.salary_max,
    salary_label: r.salary_label,
    deadline: r.deadline,
    description: r.description,
    description_html: r.description_html,
    apply_url: r.apply_url,
    poster:
      r.poster_id !== null && r.poster_name !== null && r.poster_username !== null
        ? { id: r.poster_id, name: r.poster_name, username: r.poster_username }
        : null,
    open: isJobOpen(r.deadline, now),
    can_edit: viewer !== null && can(viewer, 'job:update', r.poster_id === null ? {} : { ownerId: r.poster_id }),
    my_application: mine.get(r.id) ?? null,
    application_count: counts.get(r.id) ?? null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

/**
 * One page of postings (SPEC §2 Jobs): the open ones, nearest deadline first, or with `mine` the viewer's own,
 * newest first, expired ones too.
 * @param viewer the signed-in member or null
 * @param query filters (`type`, `remote`, `q`, `mine`) and paging
 * @param now the current time: postings whose deadline passed leave the public list
 * @throws AppError 401 `mine` signed out
 */
export async function listJobs(db: Db, viewer: Viewer, query: JobListQuery, now: Date): Promise<{ items: Job[]; total: number }> {
  let base = db.selectFrom('jobs as j');
  if (query.mine) {
    if (!viewer) throw new AppError(401, 'UNAUTHORIZED', 'Authentication required');
    base = base.where('j.poster_id', '=', viewer.id);
  } else {
    base = base.where('j.deadline', '>', now.toISOString());
  }
  if (query.type) base = base.where('j.type', '=', query.type);
  if (query.remote !== undefined) base = base.where('j.remote', '=', query.remote ? 1 : 0);
  if (query.q) base = base.where(containsText(['j.title', 'j.company', 'j.location'], query.q));
  const ids = base.select('j.id');
  const [rows, count] = await Promise.all([
    jobRows(db)
      .where('j.id', 'in', ids)
      .orderBy(query.mine ? 'j.created_at' : 'j.deadline', query.mine ? 'desc' : 'asc')
      .orderBy('j.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await present(db, rows, viewer, now), total: Number(count.n) };
}

/**
 * One posting (SPEC §2 Jobs), expired ones too (the page says the deadline has passed).
 * @throws AppError 404 'Job not found'
 */
export async function getJob(db: Db, viewer: Viewer, id: number, now: Date): Promise<Job> {
  const row = await jobRows(db).where('j.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  return (await present(db, [row], viewer, now))[0]!;
}

/** The columns a posting's input sets. */
async function columns(input: JobInput) {
  return {
    title: input.title,
    company: input.company,
    location: input.location,
    remote: input.remote ? 1 : 0,
    type: input.type,
    salary_min: input.salary_min ?? null,
    salary_max: input.salary_max ?? null,
    salary_label: input.salary_label ?? null,
    deadline: input.deadline,
    description: input.description,
    description_html: await renderMarkdownOffThread(input.description),
    apply_url: input.apply_url ?? null,
  };
}

/**
 * Posts a job (SPEC §2 Jobs; admins, moderators and job partners), recorded in the audit log; the members whose saved
 * searches it matches are notified. The deadline may be in the past (the posting is then listed only to its poster).
 * @throws AppError 403 'Only admins, moderators and job partners may post jobs'
 */
export async function createJob(database: Database, actor: Actor, input: JobInput, now: Date): Promise<Job> {
  if (!(await canPostJobs(database.db, actor))) throw forbidden(JOB_MESSAGES.postNotAllowed);
  const values = await columns(input);
  const id = await database.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('jobs')
      .values({ ...values, poster_id: actor.id, created_at: now.toISOString(), updated_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId: actor.id, action: 'job.created', targetType: 'job', targetId: row.id, details: { title: input.title }, now });
    await notifySavedSearches(trx, database.engine, { id: row.id, poster_id: actor.id, ...input, deadline: values.deadline }, now);
    if (isJobOpen(values.deadline, now)) {
      await enqueueWebhookPosts(trx, 'jobs', { text: `New job: ${input.title} at ${input.company}`, link: `/jobs/${row.id}` }, now);
    }
    return row.id;
  });
  return getJob(database.db, actor, id, now);
}

/** The posting's poster, checking the actor may change it. */
async function assertMayChange(db: Db, actor: Actor, id: number): Promise<{ poster_id: number | null; title: string }> {
  const row = await db.selectFrom('jobs').select(['poster_id', 'title']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  if (!can(actor, 'job:update', row.poster_id === null ? {} : { ownerId: row.poster_id })) throw forbidden(JOB_MESSAGES.editNotAllowed);
  return row;
}

/**
 * Replaces a posting's fields (SPEC §2 Jobs; the poster or an admin), recorded in the audit log.
 * @throws AppError 404 'Job not found', 403 'Only the poster or an admin may change this job'
 */
export async function updateJob(database: Database, actor: Actor, id: number, input: JobInput, now: Date): Promise<Job> {
  await assertMayChange(database.db, actor, id);
  const values = await columns(input);
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('jobs')
      .set({ ...values, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, { actorId: actor.id, action: 'job.updated', targetType: 'job', targetId: id, details: { title: input.title }, now });
  });
  return getJob(database.db, actor, id, now);
}

/**
 * Deletes a posting with its applications and their CVs (SPEC §2 Jobs; the poster or an admin), recorded in the audit
 * log. The CV files are deleted once the rows are gone.
 * @throws AppError 404 'Job not found', 403 'Only the poster or an admin may change this job'
 */
export async function deleteJob(database: Database, media: MediaStorage, actor: Actor, id: number, now: Date): Promise<void> {
  const job = await assertMayChange(database.db, actor, id);
  const keys = await database.db.transaction().execute(async (trx) => {
    const apps = await trx.deleteFrom('job_applications').where('job_id', '=', id).returning('cv_key').execute();
    await trx.deleteFrom('jobs').where('id', '=', id).execute();
    await recordAudit(trx, { actorId: actor.id, action: 'job.deleted', targetType: 'job', targetId: id, details: { title: job.title }, now });
    return apps.map((a) => cvObjectKey(a.cv_key));
  });
  await media.delete(keys).catch(() => undefined);
}
