import type { AnalyticsInterval, AnalyticsMetric } from '@esdc/core/analytics';
import { addDays } from '@esdc/core/analytics';
import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../../db/client.ts';

/*
 * The SQL the analytics are computed with (SPEC §2 Analytics): where each series is counted, what "active" means,
 * and the day/week bucket per engine. Timestamps are ISO-8601 UTC text on both engines, so a UTC day is the first ten
 * characters and a range is a string range over the (indexed) timestamp column.
 */

/** A table and the columns a series or the activity union reads. */
interface Source {
  table: string;
  user: string;
  at: string;
}

/**
 * What counts as activity (SPEC §2 Analytics, "Active member"), the ONE definition: a member is active in a range when
 * at least one of these rows of theirs falls in it — a sign-in (a session started), a project created, a challenge
 * submission or solve, an event registration or check-in, a forum post, an order, a course enrolment or completion,
 * a chat message.
 */
const ACTIVITY_SOURCES: readonly Source[] = [
  { table: 'sessions', user: 'user_id', at: 'created_at' },
  { table: 'projects', user: 'user_id', at: 'created_at' },
  { table: 'challenge_submissions', user: 'user_id', at: 'created_at' },
  { table: 'challenge_solves', user: 'user_id', at: 'solved_at' },
  { table: 'event_registrations', user: 'user_id', at: 'created_at' },
  { table: 'event_attendance', user: 'user_id', at: 'checked_in_at' },
  { table: 'forum_posts', user: 'author_id', at: 'created_at' },
  { table: 'orders', user: 'user_id', at: 'created_at' },
  { table: 'course_enrollments', user: 'user_id', at: 'enrolled_at' },
  { table: 'course_enrollments', user: 'user_id', at: 'completed_at' },
  { table: 'chat_messages', user: 'author_id', at: 'created_at' },
];

/** Where each counted series comes from: one row is one unit (active members are the union above instead). */
export const COUNT_SOURCES: Record<Exclude<AnalyticsMetric, 'active-members'>, Source> = {
  'new-members': { table: 'users', user: 'id', at: 'created_at' },
  projects: { table: 'projects', user: 'user_id', at: 'created_at' },
  solves: { table: 'challenge_solves', user: 'user_id', at: 'solved_at' },
  'event-registrations': { table: 'event_registrations', user: 'user_id', at: 'created_at' },
  'check-ins': { table: 'event_attendance', user: 'user_id', at: 'checked_in_at' },
  'forum-posts': { table: 'forum_posts', user: 'author_id', at: 'created_at' },
  orders: { table: 'orders', user: 'user_id', at: 'created_at' },
  'course-completions': { table: 'course_enrollments', user: 'user_id', at: 'completed_at' },
};

/** The half-open timestamp range `[start, end)` of UTC days `from`..`to` (both included). */
export function bounds(from: string, to: string): { start: string; end: string } {
  return { start: `${from}T00:00:00.000Z`, end: `${addDays(to, 1)}T00:00:00.000Z` };
}

/**
 * The bucket key of a timestamp column as SQL: its UTC day (`YYYY-MM-DD`), or the Monday starting its week. SQLite
 * moves back six days and forward to the next Monday; PostgreSQL truncates to the ISO week.
 * @param column the column, already qualified
 * @param interval day or week
 * @param engine the database engine
 */
export function bucketSql(column: string, interval: AnalyticsInterval, engine: Engine): RawBuilder<string> {
  const day = sql<string>`substr(${sql.ref(column)}, 1, 10)`;
  if (interval === 'day') return day;
  return engine === 'postgres'
    ? sql<string>`to_char(date_trunc('week', cast(${day} as timestamp)), 'YYYY-MM-DD')`
    : sql<string>`date(${day}, '-6 days', 'weekday 1')`;
}

/**
 * The activity rows in a range as one `union all` (`user_id`, `at`), each branch filtered on its own indexed
 * timestamp, for a `from (…) as a` subquery.
 * @param from first UTC day
 * @param to last UTC day (included)
 */
export function activityUnion(from: string, to: string): RawBuilder<{ user_id: number; at: string }> {
  const { start, end } = bounds(from, to);
  const branches = ACTIVITY_SOURCES.map(
    (s) =>
      sql`select ${sql.ref(`${s.table}.${s.user}`)} as user_id, ${sql.ref(`${s.table}.${s.at}`)} as at from ${sql.table(s.table)} where ${sql.ref(`${s.table}.${s.at}`)} >= ${start} and ${sql.ref(`${s.table}.${s.at}`)} < ${end} and ${sql.ref(`${s.table}.${s.user}`)} is not null`,
  );
  return sql<{ user_id: number; at: string }>`${sql.join(branches, sql` union all `)}`;
}
