import { JOB_MESSAGES } from '@esdc/core/jobs';
import type { JobPartner } from '@esdc/core/jobs-schemas';
import type { Actor } from '@esdc/core/permissions';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';

/*
 * Job partners (SPEC §2 Jobs): the members an admin lets post jobs besides admins and moderators ('job:post' with
 * `isJobPartner`). Admins add and remove them ('job:manage-partners', checked by the routes); each change is audited.
 */

/** The partners, most recent first, with how many postings each has. */
export async function listPartners(db: Kysely<DB>, page: { limit: number; offset: number }): Promise<{ items: JobPartner[]; total: number }> {
  const [{ n }, rows] = await Promise.all([
    db
      .selectFrom('job_partners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('job_partners as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['u.id', 'u.name', 'u.username', 'p.created_at'])
      .select((eb) => eb.selectFrom('jobs as j').select(eb.fn.countAll<number>().as('c')).whereRef('j.poster_id', '=', 'u.id').as('postings'))
      .orderBy('p.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    items: rows.map((r) => ({ id: r.id, name: r.name || r.username, username: r.username, added_at: r.created_at, postings: Number(r.postings ?? 0) })),
    total: Number(n),
  };
}

/**
 * Makes a member a job partner (admins). Adding twice changes nothing.
 * @throws AppError 404 'User not found' (also an erased member)
 */
export async function addPartner(db: Kysely<DB>, actor: Actor, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!user) throw notFound('User not found');
    const inserted = await trx
      .insertInto('job_partners')
      .values({ user_id: userId, added_by: actor.id, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await recordAudit(trx, { actorId: actor.id, action: 'job.partner_added', targetType: 'user', targetId: userId, details: {}, now });
    }
  });
}

/**
 * Stops a member being a job partner (admins); their postings stay theirs.
 * @throws AppError 404 'This member is not a job partner'
 */
export async function removePartner(db: Kysely<DB>, actor: Actor, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('job_partners').where('user_id', '=', userId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new AppError(404, 'NOT_FOUND', JOB_MESSAGES.notAPartner);
    await recordAudit(trx, { actorId: actor.id, action: 'job.partner_removed', targetType: 'user', targetId: userId, details: {}, now });
  });
}
