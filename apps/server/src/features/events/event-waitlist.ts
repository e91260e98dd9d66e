import { decrementRegistered, EVENT_MESSAGES, promotionsAvailable } from '@esdc/core/event';
import { NOTIFICATION_TEXTS } from '@esdc/core/notification';
import type { Selectable, Transaction } from 'kysely';
import type { Engine } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB, EventsTable } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { notify } from '../../platform/notifications/notify.ts';

/*
 * The waitlist of an event (SPEC §4 Event status; docs/decisions/011-event-capacity-and-waitlist.md): freed seats go
 * to the first in line, in arrival order, in the transaction that frees them: when a member unregisters, an organiser
 * raises the capacity, or a member's account is deleted (the events feature's eraser, ./account-data.ts).
 */

type EventRow = Selectable<EventsTable>;

/**
 * Locks an event row for a registration change.
 * @throws AppError 404 'Event not found' (drafts too: a draft is not visible to members who register)
 */
export async function lockEvent(trx: Transaction<DB>, engine: Engine, id: number): Promise<EventRow> {
  const row = await forUpdate(trx.selectFrom('events').selectAll().where('id', '=', id), engine).executeTakeFirst();
  if (!row) throw notFound(EVENT_MESSAGES.notFound);
  return row;
}

/**
 * Gives freed seats to the first in line, in arrival order, inside the caller's transaction (the event row must be
 * locked). Called after an unregistration and after the capacity was raised. Each promoted member is notified
 * ('event_waitlist_promoted', SPEC §2 Notifications) in the same transaction.
 * @param engine the database engine (for the notification's delivery)
 * @param event the locked row with the capacity to apply (the new one when it just changed)
 * @param now the current time
 * @returns the promoted members' ids, in line order
 */
export async function promoteWaitlist(
  trx: Transaction<DB>,
  engine: Engine,
  event: Pick<EventRow, 'id' | 'title' | 'max_participants'>,
  now: Date,
): Promise<number[]> {
  // The seat count as this transaction sees it (the caller may just have changed it).
  const { registered_participants } = await trx.selectFrom('events').select('registered_participants').where('id', '=', event.id).executeTakeFirstOrThrow();
  const { n: waiting } = await trx
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', event.id)
    .where('status', '=', 'waitlisted')
    .executeTakeFirstOrThrow();
  const count = promotionsAvailable({ max_participants: event.max_participants, registered_participants }, Number(waiting));
  if (count === 0) return [];
  const line = await trx
    .selectFrom('event_registrations')
    .select(['id', 'user_id'])
    .where('event_id', '=', event.id)
    .where('status', '=', 'waitlisted')
    .orderBy('id')
    .limit(count)
    .execute();
  await trx
    .updateTable('event_registrations')
    .set({ status: 'registered' })
    .where(
      'id',
      'in',
      line.map((l) => l.id),
    )
    .execute();
  await trx
    .updateTable('events')
    .set({ registered_participants: registered_participants + line.length, updated_at: now.toISOString() })
    .where('id', '=', event.id)
    .execute();
  const promoted = line.map((l) => l.user_id);
  const text = NOTIFICATION_TEXTS.eventWaitlistPromoted(event.title);
  await notify(trx, engine, { userIds: promoted, type: 'event_waitlist_promoted', ...text, link: `/events/${event.id}` }, now);
  return promoted;
}

/**
 * Removes a member from every event that has not finished (account deletion; inside the caller's transaction):
 * each freed seat goes to the first in line. Registrations of finished events stay (attendance is a fact of the
 * ledger, like a challenge solve).
 * @returns the promoted members' ids (each already notified by {@link promoteWaitlist})
 */
export async function withdrawMemberFromOpenEvents(trx: Transaction<DB>, engine: Engine, userId: number, now: Date): Promise<number[]> {
  const open = await trx
    .selectFrom('event_registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select(['r.id', 'r.event_id', 'r.status'])
    .where('r.user_id', '=', userId)
    .where('e.status', 'in', ['draft', 'published', 'ongoing', 'cancelled'])
    .orderBy('r.event_id')
    .execute();
  const promoted: number[] = [];
  for (const reg of open) {
    const event = await lockEvent(trx, engine, reg.event_id);
    await trx.deleteFrom('event_registrations').where('id', '=', reg.id).execute();
    if (reg.status !== 'registered') continue;
    await trx
      .updateTable('events')
      .set({ registered_participants: decrementRegistered(event.registered_participants) })
      .where('id', '=', event.id)
      .execute();
    if (event.status === 'published' || event.status === 'ongoing') promoted.push(...(await promoteWaitlist(trx, engine, event, now)));
  }
  return promoted;
}
