import { periodKey, timeframeStart } from '@esdc/core/leaderboard';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Moments around a test's "now", for putting points in this week, an earlier week of this month, or last month. */
export interface TestCalendar {
  /** A Wednesday 12:00 UTC whose ISO week and the week before both lie in its month. */
  now: string;
  weekStart: Date;
  monthStart: Date;
  /** `days` days and `hours` hours after this week's Monday 00:00 (ISO). */
  thisWeek(days: number, hours?: number): string;
  /** The same in the week before (still this month). */
  lastWeek(days: number, hours?: number): string;
  /** `days` days before this month began. */
  lastMonth(days: number): string;
  weekKey: string;
  monthKey: string;
}

/**
 * A calendar for leaderboard tests (test helper). Its "now" is the first Wednesday noon (UTC) at or after the
 * real time whose week's Monday falls on the 9th–26th: so the week, the week before it and the Wednesday are
 * all in one month. It is never in the past, because the harness's tokens carry a real-time expiry
 * (clock time + session length): a fixed date would make the tests fail once it is a week old.
 * @param from the real time (default: now)
 */
export function testCalendar(from: Date = new Date()): TestCalendar {
  let day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 12));
  for (;;) {
    const monday = timeframeStart('weekly', day)!;
    if (day.getUTCDay() === 3 && day >= from && monday.getUTCDate() >= 9 && monday.getUTCDate() <= 26) break;
    day = new Date(day.getTime() + DAY);
  }
  const weekStart = timeframeStart('weekly', day)!;
  const monthStart = timeframeStart('monthly', day)!;
  const at = (base: Date, days: number, hours: number) => new Date(base.getTime() + days * DAY + hours * HOUR).toISOString();
  return {
    now: day.toISOString(),
    weekStart,
    monthStart,
    thisWeek: (days, hours = 12) => at(weekStart, days, hours),
    lastWeek: (days, hours = 12) => at(weekStart, days - 7, hours),
    lastMonth: (days) => at(monthStart, -days, 0),
    weekKey: periodKey('weekly', day),
    monthKey: periodKey('monthly', day),
  };
}
