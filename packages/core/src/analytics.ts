/*
 * Analytics (SPEC §2 Analytics): the series the page charts and goals measure, the range rules and the UTC-day
 * helpers both sides use. No zod here, so pages that only need a constant do not load it.
 */

/**
 * The series an admin or moderator can chart, export and set goals on (SPEC §2 Analytics): new members, active members
 * and the activity kinds.
 */
export const ANALYTICS_METRICS = [
  'new-members',
  'active-members',
  'projects',
  'solves',
  'event-registrations',
  'check-ins',
  'forum-posts',
  'orders',
  'course-completions',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** Each series' label, as the page and the CSV header name it. */
export const ANALYTICS_METRIC_LABELS: Record<AnalyticsMetric, string> = {
  'new-members': 'New members',
  'active-members': 'Active members',
  projects: 'Projects created',
  solves: 'Challenge solves',
  'event-registrations': 'Event registrations',
  'check-ins': 'Event check-ins',
  'forum-posts': 'Forum posts',
  orders: 'Orders',
  'course-completions': 'Course completions',
};

/** The activity kinds charted together as "activity by kind" (SPEC §2 Analytics). */
export const ANALYTICS_ACTIVITY_METRICS = [
  'projects',
  'solves',
  'event-registrations',
  'check-ins',
  'forum-posts',
  'orders',
  'course-completions',
] as const satisfies readonly AnalyticsMetric[];

/** How a series is bucketed: per UTC day, or per week starting on Monday (UTC). */
export const ANALYTICS_INTERVALS = ['day', 'week'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

/** The longest range the API accepts, in days (from and to included). */
export const ANALYTICS_MAX_RANGE_DAYS = 366;
/** The range the page and the API use when none is given: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_RANGE_DAYS = 30;
/** The preset ranges the page offers, in days. */
export const ANALYTICS_PRESET_DAYS = [7, 30, 90] as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a text is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not).
 * @param value the text
 */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The UTC day `days` after `day` (negative: before).
 * @param day `YYYY-MM-DD`
 * @param days how many days to add
 * @returns `YYYY-MM-DD`
 */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * How many days a range holds, both ends included.
 * @param from `YYYY-MM-DD`
 * @param to `YYYY-MM-DD`
 */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS) + 1;
}

/**
 * The UTC day of a moment.
 * @param now the moment
 * @returns `YYYY-MM-DD`
 */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The range of the last `days` UTC days, today included (the presets and the default).
 * @param now the moment "today" is taken from
 * @param days how many days
 */
export function lastDays(now: Date, days: number): { from: string; to: string } {
  const to = utcDay(now);
  return { from: addDays(to, -(days - 1)), to };
}

/**
 * The Monday (UTC) that starts the week a day falls in: the key of a weekly bucket.
 * @param day `YYYY-MM-DD`
 * @returns `YYYY-MM-DD`
 */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The bucket keys of a range, in order: every day, or the Monday of every week the range touches (the first and last
 * weeks may be partial: only the range's days are counted in them).
 * @param from `YYYY-MM-DD`
 * @param to `YYYY-MM-DD`
 * @param interval day or week
 */
export function bucketKeys(from: string, to: string, interval: AnalyticsInterval): string[] {
  const keys: string[] = [];
  if (interval === 'day') {
    for (let day = from; day <= to; day = addDays(day, 1)) keys.push(day);
  } else {
    for (let day = weekStart(from); day <= to; day = addDays(day, 7)) keys.push(day);
  }
  return keys;
}

/**
 * Growth against the previous period, in whole percent (SPEC §2 Analytics): `round((current − previous) / previous ×
 * 100)`. With no members in the previous period it is 0 when there are none now either, and null (no percentage)
 * otherwise.
 * @param current the count in the range
 * @param previous the count in the period of the same length just before it
 */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}
