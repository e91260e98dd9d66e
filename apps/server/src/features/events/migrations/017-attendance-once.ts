import { sql, type Kysely } from 'kysely';

/**
 * 017: `event_attendance`, the attendance points each member earned at each event (SPEC §2 Events; docs/decisions/
 * 011-event-capacity-and-waitlist.md). Attendance points are awarded once per member and event, whatever happens to
 * the registration afterwards: the primary key (event_id, user_id) makes "once" a database fact, and the check-in
 * inserts its row before it awards the points (`on conflict do nothing`), so a second check-in — after unregistering
 * and registering again, or at the same moment — finds the row and awards nothing.
 * - `points` is what the ledger gave for it; `checked_in_at` when (ISO-8601 UTC).
 * - Rows go with their event or member (cascade). Existing check-ins are copied in.
 * The same DDL runs on SQLite and PostgreSQL.
 */
export function migration017() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('event_attendance')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('checked_in_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('event_attendance_pk', ['event_id', 'user_id'])
        .execute();
      await db.schema.createIndex('event_attendance_user_idx').on('event_attendance').column('user_id').execute();
      await sql`insert into event_attendance (event_id, user_id, points, checked_in_at)
        select event_id, user_id, points_awarded, checked_in_at from event_registrations where checked_in_at is not null`.execute(db);
    },
  };
}
