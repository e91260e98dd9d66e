import { LEADERBOARD_TIMEFRAMES, type LeaderboardTimeframe } from '@esdc/core/leaderboard';

/** The timeframe buttons' labels (SPEC §2 Leaderboard: all, monthly, weekly). */
export const TIMEFRAME_LABELS: Record<LeaderboardTimeframe, string> = { all: 'All Time', monthly: 'Monthly', weekly: 'Weekly' };

/** Headings of the board per timeframe. */
export const TIMEFRAME_HEADINGS: Record<LeaderboardTimeframe, string> = {
  all: 'All-time ranking',
  monthly: 'This month’s ranking',
  weekly: 'This week’s ranking',
};

/** The timeframe as words inside a sentence ('' for all time): "No points yet this week". */
export const TIMEFRAME_PERIOD: Record<LeaderboardTimeframe, string> = { all: '', monthly: 'this month', weekly: 'this week' };

/**
 * Reads `?timeframe=` (SPEC §2 Leaderboard: the selection lives in the URL).
 * @param value the query parameter, if any
 * @returns a known timeframe; 'all' for a missing or unknown value
 */
export function parseTimeframe(value: string | null): LeaderboardTimeframe {
  return (LEADERBOARD_TIMEFRAMES as readonly string[]).includes(value ?? '') ? (value as LeaderboardTimeframe) : 'all';
}

/** "No points yet this week" / "this month" / "No points yet": the empty board's title. */
export function noPointsYet(timeframe: LeaderboardTimeframe): string {
  return `No points yet${TIMEFRAME_PERIOD[timeframe] ? ` ${TIMEFRAME_PERIOD[timeframe]}` : ''}`;
}
