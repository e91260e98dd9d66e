/*
 * The leaderboard (SPEC §2 Leaderboard, §3 Leaderboard entry):
 * computed from the points ledger. 'all' ranks members by their points; 'monthly' and 'weekly' by the points
 * they earned in the current calendar month / ISO week (UTC), so a week's board starts empty every Monday.
 * Ties go to whoever reached the score first.
 */

/** The timeframe buttons, in the order shown (SPEC §2 Leaderboard). */
export const LEADERBOARD_TIMEFRAMES = ['all', 'monthly', 'weekly'] as const;
export type LeaderboardTimeframe = (typeof LEADERBOARD_TIMEFRAMES)[number];

/** Default page size: the top 10 (SPEC §9 "Leaderboard default top 10"). */
export const LEADERBOARD_DEFAULT_LIMIT = 10;
/** Largest page. */
export const LEADERBOARD_MAX_LIMIT = 100;
/** How many of the top members the points-over-time chart draws. */
export const LEADERBOARD_CHART_MEMBERS = 5;

export type { LeaderboardEntry, LeaderboardHistory, LeaderboardPage, LeaderboardSeries, LeaderboardStanding } from './leaderboard-schemas.ts';

/**
 * Start of the timeframe that contains `now` (UTC): Monday 00:00 for 'weekly', the 1st 00:00 for 'monthly'.
 * @param timeframe the board's timeframe
 * @param now the current time
 * @returns the start, or null for 'all'
 */
export function timeframeStart(timeframe: LeaderboardTimeframe, now: Date): Date | null {
  if (timeframe === 'all') return null;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (timeframe === 'monthly') return new Date(Date.UTC(y, m, 1));
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(y, m, now.getUTCDate() - daysSinceMonday));
}

/**
 * The key of the calendar period a moment falls in, as stored with period totals: 'week:YYYY-MM-DD'
 * (that week's Monday) or 'month:YYYY-MM'.
 * @param timeframe 'weekly' or 'monthly'
 * @param at the moment
 */
export function periodKey(timeframe: Exclude<LeaderboardTimeframe, 'all'>, at: Date): string {
  const start = timeframeStart(timeframe, at)!;
  return timeframe === 'weekly' ? `week:${start.toISOString().slice(0, 10)}` : `month:${start.toISOString().slice(0, 7)}`;
}

/**
 * Percentile rank of a place on the board: the share of ranked members at or below it, rounded
 * (rank 1 of 200 → 100, rank 200 of 200 → 1; at least 1).
 * @param rank 1-based rank
 * @param total members on the board (≥ rank)
 */
export function percentileOf(rank: number, total: number): number {
  if (total <= 0 || rank < 1) return 0;
  return Math.max(1, Math.round(((total - rank + 1) / total) * 100));
}
