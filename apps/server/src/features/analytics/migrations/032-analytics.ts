import type { Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 032: analytics goals, and indexes on the timestamps the analytics count (SPEC §2 Analytics).
 * - `analytics_goals`: one row per goal an admin set: `title` (one line), `metric` (one of the series), `target` (a
 *   whole number ≥ 1), `from_day`/`to_day` the UTC days of its period (both included, `YYYY-MM-DD`), `created_by` (null
 *   once that admin's account is deleted), `created_at`/`updated_at` ISO-8601 UTC.
 * - indexes on (timestamp, member) of every activity table the analytics count, so a range is an index-only range scan:
 *   sign-ins, projects, challenge submissions and solves, event registrations and check-ins, forum posts, orders, course
 *   enrolments and completions, chat messages.
 */
export function migration032(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'analytics_goals')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('target', 'integer', (c) => c.notNull())
        .addColumn('from_day', 'text', (c) => c.notNull())
        .addColumn('to_day', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('analytics_goals_period_idx').on('analytics_goals').columns(['to_day', 'from_day']).execute();
      // (timestamp, member): a range is an index range scan that also yields the member, without reading the rows.
      const timestamps: [table: string, column: string, user: string][] = [
        ['sessions', 'created_at', 'user_id'],
        ['projects', 'created_at', 'user_id'],
        ['challenge_submissions', 'created_at', 'user_id'],
        ['challenge_solves', 'solved_at', 'user_id'],
        ['event_registrations', 'created_at', 'user_id'],
        ['event_attendance', 'checked_in_at', 'user_id'],
        ['forum_posts', 'created_at', 'author_id'],
        ['orders', 'created_at', 'user_id'],
        ['course_enrollments', 'enrolled_at', 'user_id'],
        ['course_enrollments', 'completed_at', 'user_id'],
        ['chat_messages', 'created_at', 'author_id'],
      ];
      for (const [table, column, user] of timestamps) {
        await db.schema.createIndex(`${table}_${column}_${user}_idx`).on(table).columns([column, user]).execute();
      }
    },
  };
}
