import type { AnalyticsInterval } from '@esdc/core/analytics';
import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../../db/client.ts';

/*
 * The SQL the analytics are computed with (SPEC §2 Analytics). What counts as activity and where each counted series
 * comes from is defined once, by the triggers of migration 038 (`TRACKED` in migrations/038-analytics-daily.ts): they
 * keep `analytics_daily_counts` (rows of a series per UTC day), `analytics_member_days` and `analytics_member_weeks` (the
 * members active on a UTC day, in a week) as members act, so a range reads per-day totals rather than every action in it. Days are `YYYY-MM-DD` text on
 * both engines, so a range of days is a string range over the tables' primary keys.
 */

/**
 * The bucket key of a day column as SQL: the day itself (`YYYY-MM-DD`), or the Monday starting its week. SQLite moves
 * back six days and forward to the next Monday; PostgreSQL truncates to the ISO week.
 * @param column the `YYYY-MM-DD` column, already qualified
 * @param interval day or week
 * @param engine the database engine
 */
export function bucketSql(column: string, interval: AnalyticsInterval, engine: Engine): RawBuilder<string> {
  const day = sql<string>`${sql.ref(column)}`;
  if (interval === 'day') return day;
  return engine === 'postgres'
    ? sql<string>`to_char(date_trunc('week', cast(${day} as timestamp)), 'YYYY-MM-DD')`
    : sql<string>`date(${day}, '-6 days', 'weekday 1')`;
}

/**
 * Whether the member `u` (a `users as u` row) was active on a day of `from`..`to` (both included), as an SQL condition:
 * one probe of the (member, day) index per member, so counting a range's active members costs the same however many
 * actions it holds.
 * @param from first UTC day
 * @param to last UTC day (included)
 */
export function activeIn(from: string, to: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from analytics_member_days as d where d.user_id = u.id and d.day >= ${from} and d.day <= ${to})`;
}
