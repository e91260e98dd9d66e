import { randomBytes } from 'node:crypto';
import {
  checkInCodeFromBytes,
  decrementRegistered,
  EVENT_MESSAGES,
  hasEnded,
  locationShownTo,
  normalizeCheckInCode,
  registrationOutcome,
  type EventCheckInResult,
  type EventRegistrationEntry,
  type EventRegistrationResult,
  type EventRegistrations,
  type MemberEvent,
} from '@esdc/core/event';
import { NOTIFICATION_TEXTS } from '@esdc/core/notification';
import type { Actor } from '@esdc/core/permissions';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/client.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { eventsJoinableBy } from './event-meeting-link.ts';
import { lockEvent, promoteWaitlist } from './event-waitlist.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { changePoints } from '../leaderboard/public.ts';
import { loadEventMembers, managesEvent, organizerIdsOf, type EventRow } from './event-reads.ts';
import { requireActiveMember } from '../users/public.ts';

/*
 * Registrations, the waitlist and check-in (SPEC §4 Event status: "registration only when published, not ended and
 * not full"; "unregistering never goes below zero"; docs/decisions/011-event-capacity-and-waitlist.md). Every write
 * locks the event row first (`select … for update` on PostgreSQL; SQLite runs one transaction at a time), so the seat
 * count it reads is the one it writes: capacity is never exceeded, and the waitlist is served in arrival order.
 */

/** A member's position on the waitlist (1 = next), counted inside the transaction. */
async function waitlistPosition(trx: Transaction<DB>, eventId: number, registrationId: number): Promise<number> {
  const { n } = await trx
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    .where('id', '<', registrationId)
    .executeTakeFirstOrThrow();
  return Number(n) + 1;
}

/** A fresh check-in code (8 characters of the unambiguous alphabet). */
function newCode(): string {
  return checkInCodeFromBytes(randomBytes(8));
}

/**
 * Registers the signed-in member (SPEC §4): a seat while places remain, else a place on the waitlist.
 * @param actor the member (active: the route checks `event:register`)
 * @param eventId the event
 * @param now the current time
 * @returns the registration's status, waitlist position (null when registered) and check-in code
 * @throws AppError 404 'Event not found' (or a draft), 409 EVENT_NOT_OPEN 'Event is not accepting registrations',
 *   409 EVENT_ALREADY_REGISTERED
 */
export async function registerForEvent(database: Database, actor: Actor, eventId: number, now: Date): Promise<EventRegistrationResult> {
  return database.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, database.engine, eventId);
    if (event.status === 'draft') throw notFound(EVENT_MESSAGES.notFound);
    const existing = await trx
      .selectFrom('event_registrations')
      .select('status')
      .where('event_id', '=', eventId)
      .where('user_id', '=', actor.id)
      .executeTakeFirst();
    if (existing) {
      const message = existing.status === 'registered' ? EVENT_MESSAGES.alreadyRegistered : EVENT_MESSAGES.alreadyWaitlisted;
      throw new AppError(409, 'EVENT_ALREADY_REGISTERED', message);
    }
    let status: 'registered' | 'waitlisted';
    try {
      status = registrationOutcome(event, now);
    } catch {
      throw new AppError(409, 'EVENT_NOT_OPEN', EVENT_MESSAGES.notAccepting);
    }
    const code = newCode();
    const { id } = await trx
      .insertInto('event_registrations')
      .values({ event_id: eventId, user_id: actor.id, status, code, created_at: now.toISOString(), checked_in_at: null, checked_in_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === 'registered') {
      await trx
        .updateTable('events')
        .set({ registered_participants: event.registered_participants + 1 })
        .where('id', '=', eventId)
        .execute();
      await notify(
        trx,
        database.engine,
        { userIds: [actor.id], type: 'event_registered', ...NOTIFICATION_TEXTS.eventRegistered(event.title), link: `/events/${eventId}` },
        now,
      );
      return { status, waitlist_position: null, code };
    }
    return { status, waitlist_position: await waitlistPosition(trx, eventId, id), code };
  });
}

/**
 * Cancels the signed-in member's registration or waitlist place. A freed seat goes to the first in line in the same
 * transaction; the seat count never goes below zero (SPEC §4).
 * @returns what the member left, and who was promoted (each notified: 'event_waitlist_promoted')
 * @throws AppError 404 'Event not found', 404 EVENT_NOT_REGISTERED, 409 EVENT_NOT_OPEN once the event is completed or
 *   has ended, 409 EVENT_ATTENDED once the member was checked in (attendance and its points are kept)
 */
export async function unregisterFromEvent(
  database: Database,
  actor: Actor,
  eventId: number,
  now: Date,
): Promise<{ left: 'registered' | 'waitlisted'; promoted: number[] }> {
  return database.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, database.engine, eventId);
    const mine = await trx
      .selectFrom('event_registrations')
      .select(['id', 'status', 'checked_in_at'])
      .where('event_id', '=', eventId)
      .where('user_id', '=', actor.id)
      .executeTakeFirst();
    if (!mine) throw new AppError(404, 'EVENT_NOT_REGISTERED', EVENT_MESSAGES.notRegistered);
    if (event.status === 'completed' || hasEnded(event, now)) throw new AppError(409, 'EVENT_NOT_OPEN', EVENT_MESSAGES.registrationClosed);
    // Attendance is a fact once checked in: it is kept, with its points (SPEC §2 Events).
    if (mine.checked_in_at !== null) throw new AppError(409, 'EVENT_ATTENDED', EVENT_MESSAGES.attendedNotCancellable);
    await trx.deleteFrom('event_registrations').where('id', '=', mine.id).execute();
    if (mine.status !== 'registered') return { left: 'waitlisted', promoted: [] };
    await trx
      .updateTable('events')
      .set({ registered_participants: decrementRegistered(event.registered_participants) })
      .where('id', '=', eventId)
      .execute();
    // Seats freed while the event still takes people go to the first in line (each promoted member is notified).
    const promoted = event.status === 'published' || event.status === 'ongoing' ? await promoteWaitlist(trx, database.engine, event, now) : [];
    return { left: 'registered', promoted };
  });
}

/** Checks that the actor manages the event (creator, organiser, admin); 404 for a draft they cannot see. */
async function requireManager(db: Kysely<DB> | Transaction<DB>, actor: Actor, event: EventRow): Promise<void> {
  const organizerIds = (await organizerIdsOf(db, [event.id])).get(event.id) ?? [];
  if (managesEvent(actor, event, organizerIds)) return;
  if (event.status === 'draft') throw notFound(EVENT_MESSAGES.notFound);
  throw forbidden(EVENT_MESSAGES.manageNotAllowed);
}

/**
 * The registrations of an event for its managers: seats in sign-up order, then the waitlist in line order.
 * @throws AppError 404 'Event not found', 403 not a manager
 */
export async function listRegistrations(db: Kysely<DB>, actor: Actor, eventId: number): Promise<EventRegistrations> {
  const event = await db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  await requireManager(db, actor, event);
  const rows = await db
    .selectFrom('event_registrations')
    .select(['user_id', 'status', 'created_at', 'checked_in_at'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  const members = await loadEventMembers(
    db,
    rows.map((r) => r.user_id),
  );
  const entries: EventRegistrationEntry[] = [];
  let position = 0;
  for (const r of rows) {
    const member = members.get(r.user_id);
    if (!member) continue;
    if (r.status === 'waitlisted') position += 1;
    entries.push({
      member,
      status: r.status,
      waitlist_position: r.status === 'waitlisted' ? position : null,
      registered_at: r.created_at,
      checked_in_at: r.checked_in_at,
    });
  }
  const registered = entries.filter((e) => e.status === 'registered');
  return { registered, waitlisted: entries.filter((e) => e.status === 'waitlisted'), checked_in: registered.filter((e) => e.checked_in_at !== null).length };
}

/**
 * Checks a member in by the code of their registration (organisers and admins). Marks attendance once; the member's
 * first check-in at the event awards its attendance points through the ledger (source 'event'), once per member and
 * event whatever happens to the registration afterwards (`event_attendance`, SPEC §2 Events).
 * @param code as typed or read from the QR code (case and dashes ignored)
 * @returns who, when, whether they already were, and the points it awarded
 * @throws AppError 404 'Event not found', 403 not a manager, 409 EVENT_NOT_OPEN for a draft or cancelled event,
 *   404 CHECK_IN_CODE_UNKNOWN (no registration of this event has the code), 409 a waitlisted member
 */
export async function checkIn(database: Database, actor: Actor, eventId: number, code: string, now: Date): Promise<EventCheckInResult> {
  return database.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, database.engine, eventId);
    await requireManager(trx, actor, event);
    if (event.status === 'draft' || event.status === 'cancelled') throw new AppError(409, 'EVENT_NOT_OPEN', EVENT_MESSAGES.checkInClosed);
    const reg = await trx
      .selectFrom('event_registrations')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('code', '=', normalizeCheckInCode(code))
      .executeTakeFirst();
    if (!reg) throw new AppError(404, 'CHECK_IN_CODE_UNKNOWN', EVENT_MESSAGES.codeUnknown);
    if (reg.status !== 'registered') throw new AppError(409, 'EVENT_NOT_REGISTERED', EVENT_MESSAGES.codeWaitlisted);
    const member = (await loadEventMembers(trx, [reg.user_id])).get(reg.user_id)!;
    if (reg.checked_in_at !== null) return { member, checked_in_at: reg.checked_in_at, already_checked_in: true, points_awarded: 0 };
    const nowIso = now.toISOString();
    let awarded = 0;
    // The member's attendance of this event is recorded once (primary key event_id, user_id, migration 017): only the
    // check-in that inserts it awards the points, whatever happened to earlier registrations.
    const firstAttendance = await trx
      .insertInto('event_attendance')
      .values({ event_id: eventId, user_id: reg.user_id, points: 0, checked_in_at: nowIso })
      .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (firstAttendance && event.attendance_points > 0) {
      const result = await changePoints(trx, database.engine, {
        userId: reg.user_id,
        change: { operation: 'add', amount: event.attendance_points },
        reason: `Attended event: ${event.title}`,
        source: 'event',
        actorId: actor.id,
        now,
      });
      awarded = result.delta;
      await trx.updateTable('event_attendance').set({ points: awarded }).where('event_id', '=', eventId).where('user_id', '=', reg.user_id).execute();
    }
    await trx
      .updateTable('event_registrations')
      .set({ checked_in_at: nowIso, checked_in_by: actor.id, points_awarded: awarded })
      .where('id', '=', reg.id)
      .execute();
    return { member, checked_in_at: nowIso, already_checked_in: false, points_awarded: awarded };
  });
}

/**
 * The events an active member registered for or attended, for their profile (SPEC §2 profile modal events tab):
 * events that are not drafts, newest start first, paged. An online event's meeting link only for a viewer who may
 * join it (core `locationShownTo`).
 * @param viewer who is looking
 * @throws AppError 404 'User not found' (also a member who is not active)
 */
export async function listMemberEvents(
  db: Kysely<DB>,
  viewer: Actor | null,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ items: MemberEvent[]; total: number }> {
  await requireActiveMember(db, userId);
  const base = db
    .selectFrom('event_registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .where('r.user_id', '=', userId)
    .where('e.status', '<>', 'draft');
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'e.id',
        'e.title',
        'e.status',
        'e.category',
        'e.mode',
        'e.location',
        'e.start_date',
        'e.end_date',
        'r.status as registration_status',
        'r.checked_in_at',
      ])
      .orderBy('e.start_date', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  const joinable = await eventsJoinableBy(
    db,
    viewer,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map(({ checked_in_at, ...r }) => ({ ...r, location: locationShownTo(r, joinable.has(r.id)), attended: checked_in_at !== null })),
    total: Number(n),
  };
}
