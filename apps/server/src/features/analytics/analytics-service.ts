import {
  ANALYTICS_DEFAULT_RANGE_DAYS,
  addDays,
  bucketKeys,
  growthPercent,
  lastDays,
  rangeDays,
  type AnalyticsInterval,
  type AnalyticsMetric,
} from '@esdc/core/analytics';
import type { AnalyticsSeries, AnalyticsSummary } from '@esdc/core/analytics-schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/db.ts';
import { engineOf } from '../../db/row-lock.ts';
import { COUNT_SOURCES, activityUnion, bounds, bucketSql } from './analytics-sql.ts';
import { listGoalsOverlapping } from './goal-service.ts';

/*
 * Analytics (SPEC §2 Analytics): the summary cards and the series, aggregated in SQL (GROUP BY over the indexed
 * timestamps) on both engines. Ranges are UTC days, both ends included; the routes have validated them.
 */

/** A resolved range: UTC days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The range a request asks for: both days as given; a lone `from` or `to` keeps the default length
 * ({@link ANALYTICS_DEFAULT_RANGE_DAYS} days); neither gives the last 30 days up to today (UTC).
 * @param query the validated `from` and `to`
 * @param now the clock's time
 */
export function resolveRange(query: { from?: string | undefined; to?: string | undefined }, now: Date): DayRange {
  const span = ANALYTICS_DEFAULT_RANGE_DAYS - 1;
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  if (query.from !== undefined) return { from: query.from, to: addDays(query.from, span) };
  if (query.to !== undefined) return { from: addDays(query.to, -span), to: query.to };
  return lastDays(now, ANALYTICS_DEFAULT_RANGE_DAYS);
}

const withDays = (r: DayRange) => ({ ...r, days: rangeDays(r.from, r.to) });

/**
 * A metric's value over a whole range: the number of rows for a counted series, the number of distinct members for
 * active members (SPEC §2 Analytics). Goals are measured with it.
 * @param db the database
 * @param metric the series
 * @param range UTC days, both included
 */
export async function metricTotal(db: Db, metric: AnalyticsMetric, range: DayRange): Promise<number> {
  if (metric === 'active-members') {
    const { rows } = await sql<{ n: number | string }>`select count(distinct a.user_id) as n from (${activityUnion(range.from, range.to)}) as a`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }
  const s = COUNT_SOURCES[metric];
  const { start, end } = bounds(range.from, range.to);
  const at = sql.ref(`${s.table}.${s.at}`);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(s.table)} where ${at} >= ${start} and ${at} < ${end}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * One series over a range, one value per day or week, every bucket present (zeros included), and its total.
 * @param db the database
 * @param metric the series
 * @param range UTC days, both included
 * @param interval day, or week (Monday to Sunday, UTC; the first and last weeks count only the range's days)
 */
export async function series(db: Db, metric: AnalyticsMetric, range: DayRange, interval: AnalyticsInterval): Promise<AnalyticsSeries> {
  const engine = engineOf(db);
  let rows: { bucket: string; n: number | string }[];
  if (metric === 'active-members') {
    const bucket = bucketSql('a.at', interval, engine);
    rows = (
      await sql<{
        bucket: string;
        n: number | string;
      }>`select ${bucket} as bucket, count(distinct a.user_id) as n from (${activityUnion(range.from, range.to)}) as a group by ${bucket}`.execute(db)
    ).rows;
  } else {
    const s = COUNT_SOURCES[metric];
    const { start, end } = bounds(range.from, range.to);
    const at = sql.ref(`${s.table}.${s.at}`);
    const bucket = bucketSql(`${s.table}.${s.at}`, interval, engine);
    rows = (
      await sql<{
        bucket: string;
        n: number | string;
      }>`select ${bucket} as bucket, count(*) as n from ${sql.table(s.table)} where ${at} >= ${start} and ${at} < ${end} group by ${bucket}`.execute(db)
    ).rows;
  }
  const counts = new Map(rows.map((r) => [r.bucket, Number(r.n)]));
  const points = bucketKeys(range.from, range.to, interval).map((bucket) => ({ bucket, value: counts.get(bucket) ?? 0 }));
  const total = metric === 'active-members' ? await metricTotal(db, metric, range) : points.reduce((sum, p) => sum + p.value, 0);
  return { metric, interval, range: withDays(range), points, total };
}

/**
 * The four cards of /analytics over a range (SPEC §2 Analytics): member growth against the previous period of the same
 * length, active members, engagement, and the goals whose period overlaps the range.
 * @param db the database
 * @param range UTC days, both included
 */
export async function summary(db: Db, range: DayRange): Promise<AnalyticsSummary> {
  const days = rangeDays(range.from, range.to);
  const previous = { from: addDays(range.from, -days), to: addDays(range.from, -1) };
  const { end } = bounds(range.from, range.to);
  const [current, before, active, accounts, goals] = await Promise.all([
    metricTotal(db, 'new-members', range),
    metricTotal(db, 'new-members', previous),
    // Active members, and those of them whose account is active, in one pass over the activity.
    sql<{
      active: number | string;
      engaged: number | string | null;
    }>`select count(*) as active, sum(case when u.status = 'active' and u.deleted_at is null then 1 else 0 end) as engaged from (select distinct a.user_id from (${activityUnion(range.from, range.to)}) as a) as m left join users as u on u.id = m.user_id`.execute(
      db,
    ),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'active')
      .where('deleted_at', 'is', null)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow(),
    listGoalsOverlapping(db, range),
  ]);
  const activeCount = Number(active.rows[0]?.active ?? 0);
  const engagedCount = Number(active.rows[0]?.engaged ?? 0);
  const accountCount = Number(accounts.n);
  return {
    range: withDays(range),
    previous: withDays(previous),
    members: { new: current, previous: before, growth_percent: growthPercent(current, before) },
    active: { count: activeCount, accounts: accountCount, engagement_percent: accountCount === 0 ? 0 : Math.round((engagedCount / accountCount) * 100) },
    goals: { completed: goals.filter((g) => g.completed).length, total: goals.length, items: goals },
  };
}
