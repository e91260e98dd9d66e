import { MENTORSHIP_MESSAGES, MENTORSHIP_NOTIFICATION_TEXTS, mayStillChange, weeklySlots } from '@esdc/core/mentorship';
import type { MentorshipSession, SessionBook, SessionListQuery } from '@esdc/core/mentorship-schemas';
import { paths } from '@esdc/core/routes';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { forUpdate } from '../../db/row-lock.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { listedMentor, type SlotSource } from './mentor-reads.ts';
import { mailSessionChange, type SessionChange, type SessionMailRecipient } from './session-mail.ts';

/*
 * Mentorship sessions (docs/requirements.md §2 Mentorship): book one free slot of an approved mentor with a short
 * agenda; cancel or reschedule until the cut-off; the mentee's feedback once it ended. A slot is never booked twice:
 * the partial unique index on (mentor_id, starts_at) of the booked sessions (migration 034) refuses the second
 * insert or update, whatever runs at once, on both engines; that refusal answers 409. Both participants are notified
 * ('mentorship_session') and mailed in the transaction of each change, each with the time in their own zone (the
 * mentor's, the mentee's as booked, or UTC), unless they turned 'mentorship_session' off.
 */

/** 409 with the spec's message. */
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** Where the notifications lead. */
const SESSIONS_LINK = `${paths.mentorship}?tab=sessions`;

/** The session columns every read selects, with both participants' public names. */
function sessionRows(db: Db) {
  return db
    .selectFrom('mentorship_sessions as s')
    .innerJoin('mentors as m', 'm.id', 's.mentor_id')
    .leftJoin('users as mu', (j) => j.onRef('mu.id', '=', 'm.user_id').on('mu.deleted_at', 'is', null))
    .leftJoin('users as me', (j) => j.onRef('me.id', '=', 's.mentee_id').on('me.deleted_at', 'is', null))
    .select([
      's.id',
      's.mentor_id',
      's.mentee_id',
      's.starts_at',
      's.ends_at',
      's.agenda',
      's.status',
      's.rating',
      's.feedback',
      's.cancelled_at',
      's.created_at',
      's.mentee_time_zone',
      'm.user_id as mentor_user_id',
      'm.time_zone',
      'mu.name as mentor_name',
      'mu.username as mentor_username',
      'me.name as mentee_name',
      'me.username as mentee_username',
    ]);
}
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRows>['execute']>>[number];

/** A session as the viewer sees it. */
function toSession(row: SessionRow, viewerId: number, now: Date): MentorshipSession {
  const role = row.mentee_id === viewerId ? 'mentee' : 'mentor';
  const booked = row.status === 'booked';
  return {
    id: row.id,
    mentor_id: row.mentor_id,
    mentor:
      row.mentor_user_id !== null && row.mentor_name !== null ? { id: row.mentor_user_id, name: row.mentor_name, username: row.mentor_username ?? '' } : null,
    mentee: row.mentee_id !== null && row.mentee_name !== null ? { id: row.mentee_id, name: row.mentee_name, username: row.mentee_username ?? '' } : null,
    role,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    agenda: row.agenda,
    status: booked ? 'booked' : 'cancelled',
    can_change: booked && mayStillChange(row.starts_at, now),
    can_give_feedback: role === 'mentee' && booked && Date.parse(row.ends_at) <= now.getTime() && row.rating === null,
    rating: row.rating,
    feedback: row.feedback,
    cancelled_at: row.cancelled_at,
    created_at: row.created_at,
  };
}

/** The zone the mentee is told the times in when they gave none. */
const MENTEE_DEFAULT_ZONE = 'UTC';

/** A session's time in words, in one reader's zone, named: 'Mon, Mar 2, 2026, 18:00 (Europe/Berlin)'. */
function when(startsAt: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${format.format(new Date(startsAt))} (${timeZone})`;
}

/**
 * Whether `startsAt` is one of the mentor's slots, in the future (bookings aside: the index decides those).
 * @throws AppError 400 "This time is not one of the mentor's free slots"
 */
function requireSlot(mentor: SlotSource, startsAt: string, now: Date): string {
  const start = new Date(startsAt);
  const fits = start > now && weeklySlots(mentor.availability, mentor.time_zone, mentor.session_minutes, start, new Date(start.getTime() + 1)).length === 1;
  if (!fits) throw badRequest(MENTORSHIP_MESSAGES.notASlot);
  return new Date(start.getTime() + mentor.session_minutes * 60_000).toISOString();
}

/**
 * Notifies and mails both participants of a change, each with the time in their zone: the mentor's, the mentee's
 * (`menteeZone`, null: UTC). Who turned 'mentorship_session' off gets neither; the notification rows are stored as
 * mailed, so an 'email' member's digest does not repeat the mail.
 */
async function tellBoth(
  trx: Db,
  database: Database,
  row: SessionRow,
  change: SessionChange,
  startsAt: string,
  menteeZone: string | null,
  publicUrl: string,
  now: Date,
) {
  const mentorName = row.mentor_name ?? 'a former member';
  const menteeName = row.mentee_name ?? 'a former member';
  const textOf = (who: string, at: string) =>
    change === 'booked'
      ? MENTORSHIP_NOTIFICATION_TEXTS.booked(who, at)
      : change === 'cancelled'
        ? MENTORSHIP_NOTIFICATION_TEXTS.cancelled(who, at)
        : MENTORSHIP_NOTIFICATION_TEXTS.rescheduled(who, at);
  const sides = [
    { userId: row.mentor_user_id, zone: row.time_zone, withWhom: menteeName },
    { userId: row.mentee_id, zone: menteeZone ?? MENTEE_DEFAULT_ZONE, withWhom: mentorName },
  ];
  const recipients: SessionMailRecipient[] = [];
  for (const side of sides) {
    if (side.userId === null) continue;
    const at = when(startsAt, side.zone);
    const told = await notify(
      trx,
      database.engine,
      { userIds: [side.userId], type: 'mentorship_session', ...textOf(side.withWhom, at), link: SESSIONS_LINK, mailedDirectly: true },
      now,
    );
    if (told.length > 0) recipients.push({ userId: side.userId, when: at, withWhom: side.withWhom });
  }
  await mailSessionChange(trx, { recipients, change, agenda: row.agenda, publicUrl }, now);
}

/** A session the viewer takes part in. @throws AppError 404 'Session not found' */
async function sessionOf(db: Db, id: number, viewerId: number, now: Date): Promise<MentorshipSession> {
  const row = await sessionRows(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MENTORSHIP_MESSAGES.sessionNotFound);
  return toSession(row, viewerId, now);
}

/**
 * Books a free slot of an approved mentor (docs/requirements.md §2 Mentorship).
 * @param database the database
 * @param menteeId the booking member (active)
 * @param input mentor, start (one of the mentor's slots), agenda and the mentee's time zone (IANA, canonical; absent: UTC)
 * @param publicUrl the site's address, for the mail
 * @param now the booking's time
 * @returns the session
 * @throws AppError 404 'Mentor not found'; 403 'You cannot book a session with yourself'; 400 "This time is not one
 *   of the mentor's free slots"; 409 'This slot has just been booked; please pick another'
 */
export async function bookSession(database: Database, menteeId: number, input: SessionBook, publicUrl: string, now: Date): Promise<MentorshipSession> {
  let id: number;
  try {
    id = await database.db.transaction().execute(async (trx) => {
      const mentor = await listedMentor(trx, input.mentor_id);
      if (mentor.member?.id === menteeId) throw forbidden(MENTORSHIP_MESSAGES.ownSession);
      const endsAt = requireSlot(mentor, input.starts_at, now);
      const at = now.toISOString();
      const inserted = await trx
        .insertInto('mentorship_sessions')
        .values({
          mentor_id: mentor.id,
          mentee_id: menteeId,
          starts_at: input.starts_at,
          ends_at: endsAt,
          agenda: input.agenda,
          mentee_time_zone: input.time_zone ?? null,
          status: 'booked',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await sessionRows(trx).where('s.id', '=', inserted.id).executeTakeFirstOrThrow();
      await tellBoth(trx, database, row, 'booked', row.starts_at, row.mentee_time_zone, publicUrl, now);
      return inserted.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MENTORSHIP_MESSAGES.slotTaken);
    throw error;
  }
  return sessionOf(database.db, id, menteeId, now);
}

/**
 * The session's row, locked, for a change by one of its participants.
 * @throws AppError 404 'Session not found'; 403 'Only the mentor or the mentee of this session may change it'
 */
async function lockedForParticipant(trx: Db, database: Database, id: number, actorId: number): Promise<SessionRow> {
  const locked = await forUpdate(trx.selectFrom('mentorship_sessions').select('id').where('id', '=', id), database.engine).executeTakeFirst();
  if (!locked) throw notFound(MENTORSHIP_MESSAGES.sessionNotFound);
  const row = await sessionRows(trx).where('s.id', '=', id).executeTakeFirstOrThrow();
  if (row.mentee_id !== actorId && row.mentor_user_id !== actorId) throw forbidden(MENTORSHIP_MESSAGES.notParticipant);
  return row;
}

/** A booked session before the cut-off. @throws AppError 409 'This session has been cancelled', 'Sessions can be cancelled or rescheduled until 2 hours before they start' */
function requireChangeable(row: SessionRow, now: Date): void {
  if (row.status !== 'booked') throw conflict(MENTORSHIP_MESSAGES.cancelledAlready);
  if (!mayStillChange(row.starts_at, now)) throw conflict(MENTORSHIP_MESSAGES.tooLate);
}

/**
 * Cancels a session (its mentor or mentee), until the cut-off; the slot is free again.
 * @throws AppError 404, 403, 409 (see {@link lockedForParticipant}, {@link requireChangeable})
 */
export async function cancelSession(database: Database, actorId: number, id: number, publicUrl: string, now: Date): Promise<MentorshipSession> {
  await database.db.transaction().execute(async (trx) => {
    const row = await lockedForParticipant(trx, database, id, actorId);
    requireChangeable(row, now);
    const at = now.toISOString();
    await trx.updateTable('mentorship_sessions').set({ status: 'cancelled', cancelled_at: at, updated_at: at }).where('id', '=', id).execute();
    await tellBoth(trx, database, row, 'cancelled', row.starts_at, row.mentee_time_zone, publicUrl, now);
  });
  return sessionOf(database.db, id, actorId, now);
}

/**
 * Moves a session to another free slot of the same mentor (its mentor or mentee), until the cut-off, under the same
 * slot guard as a booking. A mentee who gives their time zone replaces the session's (a mentor's is not the mentee's:
 * ignored).
 * @param input the new start (one of the mentor's slots) and the caller's time zone (IANA, canonical), if given
 * @throws AppError 404, 403, 409 as {@link cancelSession}; 400 "This time is not one of the mentor's free slots",
 *   'The session is already at this time'; 409 'This slot has just been booked; please pick another'
 */
export async function rescheduleSession(
  database: Database,
  actorId: number,
  id: number,
  input: { starts_at: string; time_zone?: string | undefined },
  publicUrl: string,
  now: Date,
): Promise<MentorshipSession> {
  const startsAt = input.starts_at;
  try {
    await database.db.transaction().execute(async (trx) => {
      const row = await lockedForParticipant(trx, database, id, actorId);
      requireChangeable(row, now);
      if (row.starts_at === startsAt) throw badRequest(MENTORSHIP_MESSAGES.sameTime);
      const mentor = await trx.selectFrom('mentors').select(['id', 'time_zone', 'session_minutes']).where('id', '=', row.mentor_id).executeTakeFirstOrThrow();
      const windows = await trx.selectFrom('mentor_availability').select(['weekday', 'start_time', 'end_time']).where('mentor_id', '=', mentor.id).execute();
      const endsAt = requireSlot(
        { ...mentor, availability: windows.map((w) => ({ weekday: w.weekday, start: w.start_time, end: w.end_time })) },
        startsAt,
        now,
      );
      const menteeZone = row.mentee_id === actorId && input.time_zone !== undefined ? input.time_zone : row.mentee_time_zone;
      await trx
        .updateTable('mentorship_sessions')
        .set({ starts_at: startsAt, ends_at: endsAt, mentee_time_zone: menteeZone, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      await tellBoth(trx, database, row, 'rescheduled', startsAt, menteeZone, publicUrl, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MENTORSHIP_MESSAGES.slotTaken);
    throw error;
  }
  return sessionOf(database.db, id, actorId, now);
}

/**
 * The mentee's feedback on a session that ended: a rating 1–5 and an optional comment, once.
 * @throws AppError 404 'Session not found'; 403 'Only the mentee may leave feedback'; 409 'This session has been
 *   cancelled', 'Feedback can be left once the session has ended', 'You have already left feedback for this session'
 */
export async function giveFeedback(
  database: Database,
  actorId: number,
  id: number,
  input: { rating: number; comment?: string | null },
  now: Date,
): Promise<MentorshipSession> {
  await database.db.transaction().execute(async (trx) => {
    const row = await forUpdate(
      trx.selectFrom('mentorship_sessions').select(['id', 'mentee_id', 'status', 'ends_at', 'rating']).where('id', '=', id),
      database.engine,
    ).executeTakeFirst();
    if (!row) throw notFound(MENTORSHIP_MESSAGES.sessionNotFound);
    if (row.mentee_id !== actorId) throw forbidden(MENTORSHIP_MESSAGES.feedbackOnlyMentee);
    if (row.status !== 'booked') throw conflict(MENTORSHIP_MESSAGES.cancelledAlready);
    if (Date.parse(row.ends_at) > now.getTime()) throw conflict(MENTORSHIP_MESSAGES.feedbackTooEarly);
    if (row.rating !== null) throw conflict(MENTORSHIP_MESSAGES.feedbackTwice);
    const at = now.toISOString();
    await trx
      .updateTable('mentorship_sessions')
      .set({ rating: input.rating, feedback: input.comment ?? null, feedback_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
  });
  return sessionOf(database.db, id, actorId, now);
}

/**
 * The viewer's sessions, as mentee or mentor: 'upcoming' (booked, not ended; soonest first) or 'past' (ended or
 * cancelled; latest first).
 * @returns one page and the total
 */
export async function listSessions(db: Db, viewerId: number, query: SessionListQuery, now: Date): Promise<{ items: MentorshipSession[]; total: number }> {
  const at = now.toISOString();
  let base = sessionRows(db).where((eb) => eb.or([eb('s.mentee_id', '=', viewerId), eb('m.user_id', '=', viewerId)]));
  base =
    query.when === 'upcoming'
      ? base.where('s.status', '=', 'booked').where('s.ends_at', '>', at)
      : base.where((eb) => eb.or([eb('s.status', '=', 'cancelled'), eb('s.ends_at', '<=', at)]));
  const ordered = query.when === 'upcoming' ? base.orderBy('s.starts_at').orderBy('s.id') : base.orderBy('s.starts_at', 'desc').orderBy('s.id', 'desc');
  const [rows, count] = await Promise.all([
    ordered.limit(query.limit).offset(query.offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => toSession(r, viewerId, now)), total: Number(count.n) };
}

/**
 * One session for one of its participants (the calendar download).
 * @throws AppError 404 'Session not found'; 403 'Only the mentor and the mentee may download this session'
 */
export async function participantSession(db: Db, viewerId: number, id: number, now: Date): Promise<MentorshipSession> {
  const row = await sessionRows(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MENTORSHIP_MESSAGES.sessionNotFound);
  if (row.mentee_id !== viewerId && row.mentor_user_id !== viewerId) throw forbidden(MENTORSHIP_MESSAGES.calendarOnlyParticipants);
  return toSession(row, viewerId, now);
}
