import type { LeaderboardTimeframe } from '@esdc/core/leaderboard';

/**
 * Query keys of the leaderboard (SPEC §2 Leaderboard). Everything lives under
 * `['leaderboard']`, so whatever changes points (a solved challenge, an admin adjustment) can refresh the
 * whole board with one `invalidateQueries({ queryKey: ['leaderboard'] })`.
 */
export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  /** One page of the board; `viewer` (user id, 0 signed out) because `me` depends on who asks. */
  page: (timeframe: LeaderboardTimeframe, limit: number, offset: number, viewer: number) => ['leaderboard', 'page', timeframe, limit, offset, viewer] as const,
  history: (timeframe: LeaderboardTimeframe) => ['leaderboard', 'history', timeframe] as const,
};
