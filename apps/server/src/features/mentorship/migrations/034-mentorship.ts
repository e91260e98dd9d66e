import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 034: mentorship (docs/requirements.md §2 Mentorship).
 * - `mentors`: one row per member who applied (`user_id` unique; null once the account is deleted): `bio`,
 *   `time_zone` (IANA), `session_minutes`, `status` (core `MENTOR_STATUSES`), `decided_by`, `decided_at`,
 *   `created_at`, `updated_at` (ISO-8601 UTC).
 * - `mentor_topics`: the mentor's topics, technologies of the `technologies` list (primary key: once each).
 * - `mentor_availability`: weekly windows in the mentor's zone: `weekday` (0 = Sunday), `start_time`, `end_time` ('HH:MM').
 * - `mentorship_sessions`: a booked slot: `mentor_id`, `mentee_id` (null once the account is deleted), `starts_at`,
 *   `ends_at` (ISO-8601 UTC), `agenda`, `status` (booked or cancelled), `cancelled_at`, `rating` (1–5) and `feedback`
 *   with `feedback_at` (the mentee's, once, after the session). A partial unique index on (`mentor_id`, `starts_at`)
 *   of the booked sessions is what keeps a slot from being booked twice, on both engines, whatever runs at once.
 */
export function migration034(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'mentors')
        .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('set null'))
        .addColumn('bio', 'text', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('session_minutes', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('decided_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mentors_status_idx').on('mentors').columns(['status', 'id']).execute();
      await db.schema.createIndex('mentors_decided_by_idx').on('mentors').column('decided_by').execute();
      await db.schema
        .createTable('mentor_topics')
        .addColumn('mentor_id', 'integer', (c) => c.notNull().references('mentors.id').onDelete('cascade'))
        .addColumn('technology_id', 'integer', (c) => c.notNull().references('technologies.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('mentor_topics_pk', ['mentor_id', 'technology_id'])
        .execute();
      await db.schema.createIndex('mentor_topics_technology_idx').on('mentor_topics').column('technology_id').execute();
      await id(db, 'mentor_availability')
        .addColumn('mentor_id', 'integer', (c) => c.notNull().references('mentors.id').onDelete('cascade'))
        .addColumn('weekday', 'integer', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mentor_availability_mentor_idx').on('mentor_availability').column('mentor_id').execute();
      await id(db, 'mentorship_sessions')
        .addColumn('mentor_id', 'integer', (c) => c.notNull().references('mentors.id').onDelete('cascade'))
        .addColumn('mentee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('agenda', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
        .addColumn('cancelled_at', 'text')
        .addColumn('rating', 'integer')
        .addColumn('feedback', 'text')
        .addColumn('feedback_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The slot guard: one booked session per mentor and start.
      await sql`create unique index mentorship_sessions_slot_idx on mentorship_sessions (mentor_id, starts_at) where status = 'booked'`.execute(db);
      await db.schema.createIndex('mentorship_sessions_mentor_idx').on('mentorship_sessions').columns(['mentor_id', 'starts_at']).execute();
      await db.schema.createIndex('mentorship_sessions_mentee_idx').on('mentorship_sessions').columns(['mentee_id', 'starts_at']).execute();
    },
  };
}
