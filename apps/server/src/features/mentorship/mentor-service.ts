import { MENTORSHIP_MESSAGES, MENTORSHIP_NOTIFICATION_TEXTS } from '@esdc/core/mentorship';
import type { MentorApplication, MentorApplicationItem } from '@esdc/core/mentorship-schemas';
import { paths } from '@esdc/core/routes';
import { sql } from 'kysely';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { forUpdate } from '../../db/row-lock.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { getApplication } from './mentor-reads.ts';

/*
 * Becoming a mentor (docs/requirements.md §2 Mentorship): a member applies with topics, a bio, a time zone, a session
 * length and weekly availability; an admin approves or rejects, the applicant is notified. The routes have checked
 * the permission ('mentorship:take-part', 'mentorship:approve'); the rest is here.
 */

/** 409 with the spec's message. */
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/**
 * The technology ids of the topics, by name in any case.
 * @throws AppError 400 'Unknown topic: {name}' for a name not in the technologies list
 */
async function topicIds(trx: Db, topics: readonly string[]): Promise<number[]> {
  const lower = topics.map((t) => t.toLowerCase());
  const rows = await trx
    .selectFrom('technologies')
    .select(['id', sql<string>`lower(name)`.as('key')])
    .where(sql<string>`lower(name)`, 'in', lower)
    .execute();
  const byName = new Map(rows.map((r) => [r.key, r.id]));
  const unknown = topics.find((t) => !byName.has(t.toLowerCase()));
  if (unknown !== undefined) throw badRequest(`Unknown topic: ${unknown}`);
  return [...new Set(lower.map((t) => byName.get(t)!))];
}

/**
 * Applies to become a mentor (status 'pending'); a member whose earlier application was rejected may apply again.
 * @param database the database
 * @param userId the applicant (an active member)
 * @param input the validated application
 * @param now the time of the application
 * @returns the application
 * @throws AppError 400 'Unknown topic: …'; 409 'You have already applied to become a mentor' (pending), 'You are
 *   already a mentor' (approved)
 */
export async function applyToMentor(database: Database, userId: number, input: MentorApplication, now: Date): Promise<MentorApplicationItem> {
  const at = now.toISOString();
  let id: number;
  try {
    id = await database.db.transaction().execute(async (trx) => {
      const ids = await topicIds(trx, input.topics);
      const existing = await forUpdate(trx.selectFrom('mentors').select(['id', 'status']).where('user_id', '=', userId), database.engine).executeTakeFirst();
      if (existing?.status === 'pending') throw conflict(MENTORSHIP_MESSAGES.alreadyApplied);
      if (existing?.status === 'approved') throw conflict(MENTORSHIP_MESSAGES.alreadyMentor);
      const fields = {
        bio: input.bio,
        time_zone: input.time_zone,
        session_minutes: input.session_minutes,
        status: 'pending',
        decided_by: null,
        decided_at: null,
        updated_at: at,
      };
      let mentorId: number;
      if (existing) {
        mentorId = existing.id;
        await trx.updateTable('mentors').set(fields).where('id', '=', mentorId).execute();
        await trx.deleteFrom('mentor_topics').where('mentor_id', '=', mentorId).execute();
        await trx.deleteFrom('mentor_availability').where('mentor_id', '=', mentorId).execute();
      } else {
        mentorId = (
          await trx
            .insertInto('mentors')
            .values({ ...fields, user_id: userId, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      await trx
        .insertInto('mentor_topics')
        .values(ids.map((technology_id) => ({ mentor_id: mentorId, technology_id })))
        .execute();
      await trx
        .insertInto('mentor_availability')
        .values(input.availability.map((w) => ({ mentor_id: mentorId, weekday: w.weekday, start_time: w.start, end_time: w.end })))
        .execute();
      return mentorId;
    });
  } catch (error) {
    // Two applications at once: the unique user_id lets one in.
    if (isUniqueViolation(error)) throw conflict(MENTORSHIP_MESSAGES.alreadyApplied);
    throw error;
  }
  return getApplication(database.db, id);
}

/**
 * Saves an approved mentor's profile: topics, bio, time zone, session length and weekly availability, replaced
 * whole; the mentor stays approved. Sessions already booked keep their times (new bookings follow the new hours).
 * @param database the database
 * @param userId the mentor (an active member)
 * @param input the validated profile (the application's fields)
 * @param now the time of the change
 * @returns the mentor record
 * @throws AppError 400 'Unknown topic: …'; 409 'Only an approved mentor has a mentor profile to edit' (no record, or
 *   pending or rejected)
 */
export async function updateMentorProfile(database: Database, userId: number, input: MentorApplication, now: Date): Promise<MentorApplicationItem> {
  const id = await database.db.transaction().execute(async (trx) => {
    const ids = await topicIds(trx, input.topics);
    const mentor = await forUpdate(trx.selectFrom('mentors').select(['id', 'status']).where('user_id', '=', userId), database.engine).executeTakeFirst();
    if (mentor?.status !== 'approved') throw conflict(MENTORSHIP_MESSAGES.notMentor);
    await trx
      .updateTable('mentors')
      .set({ bio: input.bio, time_zone: input.time_zone, session_minutes: input.session_minutes, updated_at: now.toISOString() })
      .where('id', '=', mentor.id)
      .execute();
    await trx.deleteFrom('mentor_topics').where('mentor_id', '=', mentor.id).execute();
    await trx
      .insertInto('mentor_topics')
      .values(ids.map((technology_id) => ({ mentor_id: mentor.id, technology_id })))
      .execute();
    await trx.deleteFrom('mentor_availability').where('mentor_id', '=', mentor.id).execute();
    await trx
      .insertInto('mentor_availability')
      .values(input.availability.map((w) => ({ mentor_id: mentor.id, weekday: w.weekday, start_time: w.start, end_time: w.end })))
      .execute();
    return mentor.id;
  });
  return getApplication(database.db, id);
}

/**
 * Approves or rejects a pending application (admins): recorded in the audit log ('mentor.approved',
 * 'mentor.rejected') and the applicant is notified ('mentor_application').
 * @throws AppError 404 'Mentor application not found'; 409 'This application has already been decided'
 */
export async function decideApplication(
  database: Database,
  adminId: number,
  id: number,
  decision: 'approved' | 'rejected',
  now: Date,
): Promise<MentorApplicationItem> {
  await database.db.transaction().execute(async (trx) => {
    const row = await forUpdate(trx.selectFrom('mentors').select(['id', 'status', 'user_id']).where('id', '=', id), database.engine).executeTakeFirst();
    if (!row) throw notFound(MENTORSHIP_MESSAGES.applicationNotFound);
    if (row.status !== 'pending') throw conflict(MENTORSHIP_MESSAGES.notPending);
    const at = now.toISOString();
    await trx.updateTable('mentors').set({ status: decision, decided_by: adminId, decided_at: at, updated_at: at }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId: adminId,
      action: decision === 'approved' ? 'mentor.approved' : 'mentor.rejected',
      targetType: 'mentor',
      targetId: id,
      details: { user_id: row.user_id },
      now,
    });
    const text = decision === 'approved' ? MENTORSHIP_NOTIFICATION_TEXTS.approved : MENTORSHIP_NOTIFICATION_TEXTS.rejected;
    if (row.user_id !== null)
      await notify(trx, database.engine, { userIds: [row.user_id], type: 'mentor_application', ...text, link: `${paths.mentorship}?tab=become` }, now);
  });
  return getApplication(database.db, id);
}
