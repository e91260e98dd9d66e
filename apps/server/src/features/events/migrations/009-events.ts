import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 009: events, their organisers, tags and registrations (SPEC §3 Event, §4 Event status;
 * docs/decisions/011-event-capacity-and-waitlist.md).
 * - `events.registered_participants` is the seats taken, written in the same transaction as the registration rows
 *   while the event row is locked, so it never exceeds `max_participants` (null = unlimited).
 * - `events.image_id` is an uploaded image (migration 006; set null when the image goes); `image_url` an external one.
 * - `event_registrations`: one row per member and event (unique), status 'registered' or 'waitlisted'; the id is the
 *   arrival order, which is the waitlist's order. `code` (unique) is the check-in code; `checked_in_at`/`_by` mark
 *   attendance once, `points_awarded` the attendance points the ledger gave for it.
 * - `event_organizers`: listed organisers in `position` order; `event_tags`: tags by name in `position` order.
 * - `app_settings` key `events.members_can_create` ('true' when an admin allows members, not only admins and
 *   moderators, to create events; absent or 'false' otherwise, SPEC §6) is written by the events service, not here.
 */
export function migration009(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'events')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('location', 'text')
        .addColumn('mode', 'text', (c) => c.notNull().defaultTo('offline'))
        // ISO-8601 UTC.
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('max_participants', 'integer')
        .addColumn('registered_participants', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attendance_points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .addColumn('image_url', 'text')
        .addColumn('registration_url', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('cancellation_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('events_status_start_idx').on('events').columns(['status', 'start_date']).execute();
      await db.schema.createIndex('events_start_idx').on('events').columns(['start_date', 'id']).execute();
      await db.schema.createIndex('events_created_by_idx').on('events').column('created_by').execute();

      await db.schema
        .createTable('event_organizers')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('event_organizers_pk', ['event_id', 'user_id'])
        .execute();
      await db.schema.createIndex('event_organizers_user_idx').on('event_organizers').column('user_id').execute();

      await db.schema
        .createTable('event_tags')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('event_tags_pk', ['event_id', 'name'])
        .execute();

      await id(db, 'event_registrations')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('checked_in_at', 'text')
        .addColumn('checked_in_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('points_awarded', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('event_registrations_member_uq', ['event_id', 'user_id'])
        .execute();
      await sql`create index event_registrations_line_idx on event_registrations (event_id, status, id)`.execute(db);
      await db.schema.createIndex('event_registrations_user_idx').on('event_registrations').columns(['user_id', 'event_id']).execute();
    },
  };
}
