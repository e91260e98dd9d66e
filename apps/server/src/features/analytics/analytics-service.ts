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
import { activeIn, bucketSql } from './analytics-sql.ts';
import { listGoalsOverlapping } from './goal-service.ts';

/*
 * Analytics (SPEC §2 Analytics): the summary cards and the series, aggregated in SQL over the per-day totals the
 * triggers of migration 038 keep (analytics-sql.ts), on both engines. Ranges are UTC days, both ends included; the
 * routes have validated them.
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
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from users as u where ${activeIn(range.from, range.to)}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }
  const { rows } = await sql<{
    n: number | string | null;
  }>`select sum(c.n) as n from analytics_daily_counts as c where c.metric = ${metric} and c.day >= ${range.from} and c.day <= ${range.to}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Active members per day: each row of `analytics_member_days` is one member on one day. */
async function activeByDay(db: Db, range: DayRange): Promise<{ bucket: string; n: number | string }[]> {
  const { rows } = await sql<{
    bucket: string;
    n: number | string;
  }>`select d.day as bucket, count(*) as n from analytics_member_days as d where d.day >= ${range.from} and d.day <= ${range.to} group by d.day`.execute(db);
  return rows;
}

/**
 * Active members per week (Monday to Sunday, UTC): a whole week inside the range is counted from
 * `analytics_member_weeks` (a row per member and week); the range's cut first and last weeks count only the range's days,
 * from `analytics_member_days`.
 */
async function activeByWeek(db: Db, range: DayRange): Promise<{ bucket: string; n: number | string }[]> {
  const weeks = bucketKeys(range.from, range.to, 'week');
  const whole = weeks.filter((w) => w >= range.from && addDays(w, 6) <= range.to);
  const cut = weeks.filter((w) => !whole.includes(w));
  const rows: { bucket: string; n: number | string }[] = [];
  if (whole.length > 0) {
    const first = whole[0]!;
    const last = whole[whole.length - 1]!;
    rows.push(
      ...(
        await sql<{
          bucket: string;
          n: number | string;
        }>`select w.week as bucket, count(*) as n from analytics_member_weeks as w where w.week >= ${first} and w.week <= ${last} group by w.week`.execute(db)
      ).rows,
    );
  }
  for (const week of cut) {
    const from = week < range.from ? range.from : week;
    const to = addDays(week, 6) > range.to ? range.to : addDays(week, 6);
    const { rows: counted } = await sql<{
      n: number | string;
    }>`select count(distinct d.user_id) as n from analytics_member_days as d where d.day >= ${from} and d.day <= ${to}`.execute(db);
    rows.push({ bucket: week, n: counted[0]?.n ?? 0 });
  }
  return rows;
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
    rows = interval === 'day' ? await activeByDay(db, range) : await activeByWeek(db, range);
  } else {
    const bucket = bucketSql('c.day', interval, engine);
    rows = (
      await sql<{
        bucket: string;
        n: number | string;
      }>`select ${bucket} as bucket, sum(c.n) as n from analytics_daily_counts as c where c.metric = ${metric} and c.day >= ${range.from} and c.day <= ${range.to} group by ${bucket}`.execute(
        db,
      )
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
  const end = `${addDays(range.to, 1)}T00:00:00.000Z`;
  const [current, before, active, accounts, goals] = await Promise.all([
    metricTotal(db, 'new-members', range),
    metricTotal(db, 'new-members', previous),
    // Active members, and those of them whose account is active, in one pass over the activity.
    sql<{
      active: number | string;
      engaged: number | string | null;
    }>`select count(*) as active, sum(case when u.status = 'active' and u.deleted_at is null then 1 else 0 end) as engaged from users as u where ${activeIn(range.from, range.to)}`.execute(
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
