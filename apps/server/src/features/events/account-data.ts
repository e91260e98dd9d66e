import type { ExportSection, Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';
import { withdrawMemberFromOpenEvents } from './event-waitlist.ts';

/** SPEC §3 Event: the member's registrations and waitlist places, with check-in and the points it gave. */
export const eventRegistrationsExport = memberRowsSection({
  table: 'event_registrations',
  join: { table: 'events', on: 'event_id' },
  columns: ['event_id', 'events.title', 'events.start_date', 'status', 'code', 'created_at', 'checked_in_at', 'points_awarded'],
  orderBy: 'id',
});

/** SPEC §2 Events: the member's attendance, kept whatever became of the registration, and the points each gave. */
export const eventAttendanceExport = memberRowsSection({
  table: 'event_attendance',
  join: { table: 'events', on: 'event_id' },
  columns: ['event_id', 'events.title', 'checked_in_at', 'points'],
  orderBy: 'event_id',
});

/** SPEC §3 Event created_by, organizers: the events the member created or is listed as an organiser of. */
export const eventsOrganizedExport: ExportSection = {
  key: 'events_organized',
  tables: ['events', 'event_organizers'],
  collect: (trx, userId) =>
    trx
      .selectFrom('events as e')
      .select(['e.id', 'e.title', 'e.status', 'e.start_date', 'e.end_date', 'e.created_at'])
      .select((eb) => eb.case().when('e.created_by', '=', userId).then('creator').else('organizer').end().as('role'))
      .where((eb) =>
        eb.or([
          eb('e.created_by', '=', userId),
          eb.exists(eb.selectFrom('event_organizers as o').select('o.event_id').whereRef('o.event_id', '=', 'e.id').where('o.user_id', '=', userId)),
        ]),
      )
      .orderBy('e.id')
      .execute(),
};

/**
 * SPEC §3 Event on account deletion: the member leaves every event that has not finished (each freed seat goes to the
 * first on the waitlist) and every organiser list. Events they created stay, shown under 'Former member' like kept
 * projects (other members registered for them); registrations of finished events stay under the tombstone id, like
 * challenge solves, because the attendance points in the ledger came from them.
 */
export const eventsEraser: Eraser = {
  name: 'event registrations',
  erase: async (trx, { userId, now, engine }) => {
    await withdrawMemberFromOpenEvents(trx, engine, userId, now);
    await trx.deleteFrom('event_organizers').where('user_id', '=', userId).execute();
  },
};
