import { JOB_MESSAGES, JOB_SAVED_SEARCHES_MAX, isJobOpen, jobMatchesSearch, savedSearchNotification, type JobType } from '@esdc/core/jobs';
import type { JobSavedSearch, JobSavedSearchInput } from '@esdc/core/jobs-schemas';
import type { Actor } from '@esdc/core/permissions';
import { paths } from '@esdc/core/routes';
import type { Database, Engine } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { forUpdate } from '../../db/row-lock.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { notify } from '../../platform/notifications/notify.ts';

/*
 * Saved searches (SPEC §2 Jobs): a member keeps up to JOB_SAVED_SEARCHES_MAX filters of the list (type, remote, search
 * text) and is notified ('job_saved_search') when a new posting that matches one of them is published.
 */

type Row = { id: number; type: JobType | null; remote: number | null; q: string | null; created_at: string };

const toSavedSearch = (row: Row): JobSavedSearch => ({
  id: row.id,
  type: row.type,
  remote: row.remote === null ? null : row.remote === 1,
  q: row.q,
  created_at: row.created_at,
});

/**
 * The member's saved searches, newest first.
 * @param db the database
 * @param actor the signed-in member
 */
export async function listSavedSearches(db: Db, actor: Actor): Promise<JobSavedSearch[]> {
  const rows = await db
    .selectFrom('job_saved_searches')
    .select(['id', 'type', 'remote', 'q', 'created_at'])
    .where('user_id', '=', actor.id)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSavedSearch);
}

/**
 * Saves a search (SPEC §2 Jobs). The member's row is locked first, so two saves at once cannot pass the limit or the
 * duplicate check together.
 * @param database the database
 * @param actor the signed-in active member
 * @param input the filters (absent ones match every posting)
 * @param now the time
 * @throws AppError 409 'You have already saved this search', 409 'You can keep at most 10 saved searches'
 */
export async function saveSearch(database: Database, actor: Actor, input: JobSavedSearchInput, now: Date): Promise<JobSavedSearch> {
  const filter = { type: input.type ?? null, remote: input.remote ?? null, q: input.q ?? null };
  return database.db.transaction().execute(async (trx) => {
    await forUpdate(trx.selectFrom('users').select('id').where('id', '=', actor.id), database.engine).execute();
    const mine = (await listSavedSearches(trx, actor)).map((s) => ({ ...s, q: s.q?.toLowerCase() ?? null }));
    if (mine.some((s) => s.type === filter.type && s.remote === filter.remote && s.q === (filter.q?.toLowerCase() ?? null))) {
      throw new AppError(409, 'CONFLICT', JOB_MESSAGES.searchDuplicate);
    }
    if (mine.length >= JOB_SAVED_SEARCHES_MAX) throw new AppError(409, 'CONFLICT', JOB_MESSAGES.searchLimit);
    const row = await trx
      .insertInto('job_saved_searches')
      .values({
        user_id: actor.id,
        type: filter.type,
        remote: filter.remote === null ? null : filter.remote ? 1 : 0,
        q: filter.q,
        created_at: now.toISOString(),
      })
      .returning(['id', 'type', 'remote', 'q', 'created_at'])
      .executeTakeFirstOrThrow();
    return toSavedSearch(row);
  });
}

/**
 * Deletes one of the member's saved searches; another member's is not found.
 * @throws AppError 404 'Saved search not found'
 */
export async function deleteSavedSearch(db: Db, actor: Actor, id: number): Promise<void> {
  const deleted = await db.deleteFrom('job_saved_searches').where('id', '=', id).where('user_id', '=', actor.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(JOB_MESSAGES.searchNotFound);
}

/**
 * Notifies the members with a saved search that a new posting matches (SPEC §2 Jobs), in the posting's transaction:
 * each member once however many of their searches match, never the poster, and nobody for a posting whose deadline has
 * already passed (it is not in the list they saved).
 * @param trx the posting's transaction
 * @param engine the database engine
 * @param job the new posting
 * @param now the time of posting
 */
export async function notifySavedSearches(
  trx: Db,
  engine: Engine,
  job: { id: number; poster_id: number; type: JobType; remote: boolean; title: string; company: string; location: string; deadline: string },
  now: Date,
): Promise<void> {
  if (!isJobOpen(job.deadline, now)) return;
  const candidates = await trx
    .selectFrom('job_saved_searches')
    .select(['user_id', 'type', 'remote', 'q'])
    .where((eb) => eb.or([eb('type', 'is', null), eb('type', '=', job.type)]))
    .where((eb) => eb.or([eb('remote', 'is', null), eb('remote', '=', job.remote ? 1 : 0)]))
    .where('user_id', '!=', job.poster_id)
    .execute();
  const userIds = candidates
    .filter((s) => jobMatchesSearch({ type: s.type, remote: s.remote === null ? null : s.remote === 1, q: s.q }, job))
    .map((s) => s.user_id);
  if (userIds.length === 0) return;
  await notify(trx, engine, { userIds, type: 'job_saved_search', ...savedSearchNotification(job), link: paths.job(job.id) }, now);
}
