import { enqueueWebhookPosts } from '../integrations/public.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import {
  applyEventAction,
  EVENT_MESSAGES,
  eventDateProblems,
  EventRuleError,
  type Event,
  type EventAction,
  type EventCategory,
  type EventStatus,
} from '@esdc/core/event';
import type { EventCreate, EventListQuery, EventUpdate } from '@esdc/core/event-schemas';
import { NOTIFICATION_TEXTS } from '@esdc/core/notification';
import { can, type Actor } from '@esdc/core/permissions';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Engine } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { checkImagesUsable } from '../images/public.ts';
import { eventDescriptionHtml, hydrateEvents, organizerIdsOf, visibleTo, type EventRow, type EventViewer } from './event-reads.ts';
import { promoteWaitlist } from './event-waitlist.ts';
import { notify } from '../../platform/notifications/notify.ts';
import type { Db } from '../../db/db.ts';

/*
 * Events: reads, writes and status transitions (SPEC §3 Event, §4 Event status, §5 Event, §6). The registration
 * and check-in rules are in ./registration-service.ts.
 */

/** The app_settings key of "members may create events" (SPEC §6; absent = false). */
const MEMBERS_CAN_CREATE_KEY = 'events.members_can_create';

/**
 * Whether an admin allows members (not only admins and moderators) to create events.
 * @returns the setting, false when never set
 */
export async function membersMayCreate(db: Db): Promise<boolean> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', MEMBERS_CAN_CREATE_KEY).executeTakeFirst();
  return row?.value === 'true';
}

/**
 * Sets "members may create events" (admins; the route checks), audited as `event.settings_changed`.
 * @param actorId the admin
 * @param value the new setting
 * @param now the current time
 */
export async function setMembersMayCreate(db: Kysely<DB>, actorId: number, value: boolean, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordAudit(trx, { actorId, action: 'event.settings_changed', targetType: 'event', targetId: null, details: { members_can_create: value }, now });
    const updated = await trx
      .updateTable('app_settings')
      .set({ value: String(value) })
      .where('key', '=', MEMBERS_CAN_CREATE_KEY)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await trx
        .insertInto('app_settings')
        .values({ key: MEMBERS_CAN_CREATE_KEY, value: String(value) })
        .execute();
  });
}

/**
 * Events the viewer may see (drafts only to those who manage them), filtered and paged (SPEC §7 `GET /api/events`).
 * `upcoming`: published or ongoing events that have not ended, soonest first; otherwise newest start first.
 * @param now the current time
 * @returns the page and how many match
 */
export async function listEvents(db: Kysely<DB>, viewer: EventViewer, query: EventListQuery, now: Date): Promise<{ items: Event[]; total: number }> {
  let base = db.selectFrom('events').where(visibleTo(viewer));
  if (query.status) base = base.where('events.status', '=', query.status);
  if (query.category) base = base.where('events.category', '=', query.category);
  if (query.q) base = base.where(containsText(['events.title'], query.q));
  const upcoming = query.upcoming === 'true';
  if (upcoming) base = base.where('events.status', 'in', ['published', 'ongoing']).where('events.end_date', '>', now.toISOString());
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('events')
      .orderBy('events.start_date', upcoming ? 'asc' : 'desc')
      .orderBy('events.id', upcoming ? 'asc' : 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
  ]);
  return { items: await hydrateEvents(db, rows, viewer, now), total: Number(n) };
}

/**
 * One event, if the viewer may see it.
 * @throws AppError 404 'Event not found' (also a draft the viewer does not manage)
 */
export async function getEvent(db: Db, viewer: EventViewer, id: number, now: Date): Promise<Event> {
  const row = await db.selectFrom('events').selectAll('events').where('events.id', '=', id).where(visibleTo(viewer)).executeTakeFirst();
  if (!row) throw notFound(EVENT_MESSAGES.notFound);
  const [event] = await hydrateEvents(db, [row], viewer, now);
  return event!;
}

/** Refuses organiser ids that are not active, non-deleted members: 400 naming the first unknown one. */
async function checkOrganizers(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).where('status', '=', 'active').where('deleted_at', 'is', null).execute();
  const known = new Set(rows.map((r) => r.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) {
    const message = `Organizer ${unknown} not found`;
    throw new AppError(400, 'VALIDATION_ERROR', message, [{ path: 'organizer_ids', message }]);
  }
}

async function writeTags(trx: Transaction<DB>, eventId: number, tags: readonly string[]): Promise<void> {
  await trx.deleteFrom('event_tags').where('event_id', '=', eventId).execute();
  if (tags.length > 0)
    await trx
      .insertInto('event_tags')
      .values(tags.map((name, position) => ({ event_id: eventId, name, position })))
      .execute();
}

async function writeOrganizers(trx: Transaction<DB>, eventId: number, ids: readonly number[]): Promise<void> {
  await trx.deleteFrom('event_organizers').where('event_id', '=', eventId).execute();
  if (ids.length > 0)
    await trx
      .insertInto('event_organizers')
      .values(ids.map((user_id, position) => ({ event_id: eventId, user_id, position })))
      .execute();
}

/**
 * Creates an event (SPEC §6: admins and moderators, and members when the admin setting allows it). The creator is the
 * actor; it is a draft unless `status: 'published'` was sent (the schema has already checked what publishing needs).
 * @param actor the signed-in member
 * @param input the parsed create body
 * @param now the current time
 * @returns the event as the creator sees it
 * @throws AppError 403 'Only admins and moderators may create events'; 400 an unknown organiser or image; 403 someone
 *   else's image
 */
export async function createEvent(database: Database, actor: Actor, input: EventCreate, now: Date): Promise<Event> {
  const { db } = database;
  if (!can(actor, 'event:create', { membersMayCreate: await membersMayCreate(db) })) throw forbidden(EVENT_MESSAGES.createNotAllowed);
  await checkOrganizers(db, input.organizer_ids);
  if (input.image_id !== null) await checkImagesUsable(db, actor, [input.image_id], 'image_id');
  const nowIso = now.toISOString();
  // Rendered before the transaction (off the event loop, lib/markdown-off-thread.ts), so no connection waits on it; the
  // read at the end finds it cached.
  await eventDescriptionHtml(input.description);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('events')
      .values({
        title: input.title,
        description: input.description,
        status: input.status,
        category: input.category,
        location: input.location,
        mode: input.mode,
        start_date: input.start_date,
        end_date: input.end_date,
        max_participants: input.max_participants,
        attendance_points: input.attendance_points,
        image_id: input.image_id,
        image_url: input.image_url,
        registration_url: input.registration_url,
        created_by: actor.id,
        cancellation_reason: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTags(trx, id, input.tags);
    await writeOrganizers(trx, id, input.organizer_ids);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'event.created',
      targetType: 'event',
      targetId: id,
      details: { title: input.title, status: input.status },
      now,
    });
    if (input.status === 'published') await enqueueWebhookPosts(trx, 'events', { text: `New event: ${input.title}`, link: `/events/${id}` }, now);
    return getEvent(trx, actor, id, now);
  });
}

/** The locked event row and its organisers, with the permission checked. */
async function lockManaged(
  trx: Transaction<DB>,
  engine: Engine,
  actor: Actor,
  id: number,
  action: 'event:update' | 'event:manage' | 'event:delete',
): Promise<{ row: EventRow; organizerIds: number[] }> {
  const row = await forUpdate(trx.selectFrom('events').selectAll().where('id', '=', id), engine).executeTakeFirst();
  if (!row) throw notFound(EVENT_MESSAGES.notFound);
  const organizerIds = (await organizerIdsOf(trx, [id])).get(id) ?? [];
  if (!can(actor, action, { ownerId: row.created_by ?? undefined, organizerIds })) {
    // A draft stays invisible to those who may not manage it.
    if (row.status === 'draft' && !can(actor, 'event:manage', { ownerId: row.created_by ?? undefined, organizerIds })) throw notFound(EVENT_MESSAGES.notFound);
    throw forbidden(action === 'event:delete' ? EVENT_MESSAGES.deleteNotAllowed : EVENT_MESSAGES.manageNotAllowed);
  }
  return { row, organizerIds };
}

/** Who was told what by a write, in the same transaction (SPEC §2 Notifications). */
export interface EventNotices {
  /** Members promoted from the waitlist to a seat, in line order (type 'event_waitlist_promoted'). */
  promoted: number[];
  /** Members registered or waitlisted who must hear of a change of title, dates, location or mode ('event_changed'); empty when none changed. */
  changed: number[];
  /** Members registered or waitlisted on a cancelled event ('event_cancelled'). */
  cancelled: number[];
}

/** The members holding a seat or a waitlist place on an event. */
async function participantIds(trx: Transaction<DB>, eventId: number): Promise<number[]> {
  const rows = await trx.selectFrom('event_registrations').select('user_id').where('event_id', '=', eventId).orderBy('id').execute();
  return rows.map((r) => r.user_id);
}

/**
 * Edits an event (SPEC §6: its creator, a listed organiser or an admin). A published event keeps its registrations;
 * the capacity cannot go below the seats taken, and raising it (or making it unlimited) promotes the waitlist in line
 * order, in the same transaction. A completed or cancelled event is not edited.
 * @returns the event, and who must be told what
 * @throws AppError 404, 403, 409 'A completed or cancelled event cannot be edited', 409 EVENT_CAPACITY_BELOW_REGISTERED,
 *   400 the date rules (SPEC §5) checked against the stored dates too
 */
export async function updateEvent(
  database: Database,
  actor: Actor,
  id: number,
  input: EventUpdate,
  now: Date,
): Promise<{ event: Event; notices: EventNotices }> {
  const { db, engine } = database;
  if (input.organizer_ids) await checkOrganizers(db, input.organizer_ids);
  if (input.image_id) await checkImagesUsable(db, actor, [input.image_id], 'image_id');
  // Rendered before the transaction (off the event loop, lib/markdown-off-thread.ts), so no connection waits on it; the
  // read at the end finds it cached.
  if (input.description !== undefined) await eventDescriptionHtml(input.description);
  return db.transaction().execute(async (trx) => {
    const { row } = await lockManaged(trx, engine, actor, id, 'event:update');
    if (row.status === 'completed' || row.status === 'cancelled') throw new AppError(409, 'EVENT_INVALID_TRANSITION', EVENT_MESSAGES.finishedNotEditable);
    const start = input.start_date ?? row.start_date;
    const end = input.end_date ?? row.end_date;
    const dateProblems = eventDateProblems(start, end);
    if (dateProblems.length > 0) throw badRequest(dateProblems[0]!, [{ path: 'end_date', message: dateProblems[0]! }]);
    const max = input.max_participants === undefined ? row.max_participants : input.max_participants;
    if (max !== null && max < row.registered_participants) {
      throw new AppError(409, 'EVENT_CAPACITY_BELOW_REGISTERED', EVENT_MESSAGES.capacityBelowRegistered(row.registered_participants), [
        { path: 'max_participants', message: EVENT_MESSAGES.capacityBelowRegistered(row.registered_participants) },
      ]);
    }
    const next = {
      title: input.title ?? row.title,
      description: input.description ?? row.description,
      category: (input.category ?? row.category) as EventCategory,
      location: input.location === undefined ? row.location : input.location,
      mode: input.mode ?? row.mode,
      start_date: start,
      end_date: end,
      max_participants: max,
      attendance_points: input.attendance_points ?? row.attendance_points,
      image_id: input.image_id === undefined ? row.image_id : input.image_id,
      image_url: input.image_url === undefined ? row.image_url : input.image_url,
      registration_url: input.registration_url === undefined ? row.registration_url : input.registration_url,
    };
    await trx
      .updateTable('events')
      .set({ ...next, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    if (input.tags) await writeTags(trx, id, input.tags);
    if (input.organizer_ids) await writeOrganizers(trx, id, input.organizer_ids);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'event.updated',
      targetType: 'event',
      targetId: id,
      details: { fields: Object.keys(input).sort() },
      now,
    });
    const material =
      next.title !== row.title ||
      next.start_date !== row.start_date ||
      next.end_date !== row.end_date ||
      next.location !== row.location ||
      next.mode !== row.mode;
    // A raised capacity seats the first in line (each told by promoteWaitlist); everyone else holding a seat or a
    // waitlist place hears of a change of title, dates, location or mode (SPEC §2 Notifications).
    const promoted = await promoteWaitlist(trx, engine, { ...row, title: next.title, max_participants: max }, now);
    const changed = material && row.status !== 'draft' ? (await participantIds(trx, id)).filter((u) => !promoted.includes(u)) : [];
    const text = NOTIFICATION_TEXTS.eventChanged(next.title);
    await notify(trx, engine, { userIds: changed, type: 'event_changed', ...text, link: `/events/${id}` }, now);
    const event = await getEvent(trx, actor, id, now);
    return { event, notices: { promoted, changed, cancelled: [] } };
  });
}

/**
 * Deletes an event with its registrations (SPEC §6 "admin or creator (event)"), audited as `event.deleted`.
 * @returns the members who were registered or waitlisted (told 'event_cancelled' when the event was published or ongoing)
 * @throws AppError 404 'Event not found', 403 'Only the creator or an admin may delete this event'
 */
export async function deleteEvent(database: Database, actor: Actor, id: number, now: Date): Promise<number[]> {
  return database.db.transaction().execute(async (trx) => {
    const { row } = await lockManaged(trx, database.engine, actor, id, 'event:delete');
    const participants = await participantIds(trx, id);
    await trx.deleteFrom('events').where('id', '=', id).execute();
    // Members holding a place on an event that was still on hear that it is gone (no link: the page is gone too).
    if (row.status === 'published' || row.status === 'ongoing') {
      await notify(trx, database.engine, { userIds: participants, type: 'event_cancelled', ...NOTIFICATION_TEXTS.eventDeleted(row.title), link: null }, now);
    }
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'event.deleted',
      targetType: 'event',
      targetId: id,
      details: { title: row.title, status: row.status, registrations: participants.length },
      now,
    });
    return participants;
  });
}

/** HTTP status of each refused transition. */
const RULE_STATUS: Record<EventRuleError['code'], number> = {
  EVENT_ALREADY_PUBLISHED: 409,
  EVENT_NOT_STARTED: 409,
  EVENT_INVALID_TRANSITION: 409,
  VALIDATION_ERROR: 400,
};

/**
 * Moves an event through its statuses (SPEC §4 Event status): publish (validates), start (not before the start date),
 * complete, cancel (records the reason). Creator, listed organisers or admins.
 * @param reason the cancellation reason (cancel only)
 * @returns the event, and for a cancellation every registered and waitlisted member to tell
 * @throws AppError 404, 403, 409 EVENT_ALREADY_PUBLISHED / EVENT_NOT_STARTED / EVENT_INVALID_TRANSITION, 400 publish
 *   validation
 */
export async function transitionEvent(
  database: Database,
  actor: Actor,
  id: number,
  action: EventAction,
  reason: string | null,
  now: Date,
): Promise<{ event: Event; notices: EventNotices }> {
  return database.db.transaction().execute(async (trx) => {
    const { row } = await lockManaged(trx, database.engine, actor, id, 'event:manage');
    let status: EventStatus;
    try {
      status = applyEventAction(row, action, now);
    } catch (error) {
      if (error instanceof EventRuleError) throw new AppError(RULE_STATUS[error.code], error.code, error.message);
      throw error;
    }
    await trx
      .updateTable('events')
      .set({ status, updated_at: now.toISOString(), ...(action === 'cancel' ? { cancellation_reason: reason } : {}) })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'event.status_changed',
      targetType: 'event',
      targetId: id,
      details: { from: row.status, to: status, ...(action === 'cancel' ? { reason } : {}) },
      now,
    });
    if (action === 'publish') await enqueueWebhookPosts(trx, 'events', { text: `New event: ${row.title}`, link: `/events/${id}` }, now);
    const cancelled = action === 'cancel' ? await participantIds(trx, id) : [];
    const text = NOTIFICATION_TEXTS.eventCancelled(row.title, reason);
    await notify(trx, database.engine, { userIds: cancelled, type: 'event_cancelled', ...text, link: `/events/${id}` }, now);
    return { event: await getEvent(trx, actor, id, now), notices: { promoted: [], changed: [], cancelled } };
  });
}
