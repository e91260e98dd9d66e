import { LEADERBOARD_DEFAULT_LIMIT, type LeaderboardPage, type LeaderboardTimeframe } from '@esdc/core/leaderboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leaderboardKeys } from './leaderboard-keys';

/** Which page of which board to load. */
export interface LeaderboardParams {
  timeframe: LeaderboardTimeframe;
  /** Page size (default 10, the top 10). */
  limit?: number;
  /** 0-based position of the page's first entry. */
  offset?: number;
}

/**
 * `GET /api/leaderboard?timeframe=&limit=&offset=` (SPEC §2 Leaderboard, §3 Leaderboard entry): one
 * ranked page of members with points in the timeframe, the total, and the signed-in member's own standing.
 * @returns the page (`me` is null when signed out)
 * @throws ApiError
 */
async function fetchLeaderboard({ timeframe, limit = LEADERBOARD_DEFAULT_LIMIT, offset = 0 }: LeaderboardParams): Promise<LeaderboardPage> {
  return (await apiRequest<LeaderboardPage>('/api/leaderboard', { query: { timeframe, limit, offset } })).data;
}

/**
 * A page of the board as query options (the page and the server-side render use the same ones).
 * @param viewer the signed-in member's id, 0 when signed out
 */
export function leaderboardOptions({ timeframe, limit = LEADERBOARD_DEFAULT_LIMIT, offset = 0 }: LeaderboardParams, viewer: number) {
  return queryOptions({
    queryKey: leaderboardKeys.page(timeframe, limit, offset, viewer),
    queryFn: () => fetchLeaderboard({ timeframe, limit, offset }),
  });
}

/**
 * A page of the board as a query. While the next page of the same timeframe loads, the previous one stays on
 * screen (`isPlaceholderData`); a new timeframe starts from its loading state, never from another board's rows.
 * @param viewer the signed-in member's id, 0 when signed out
 */
export function useLeaderboard(params: LeaderboardParams, viewer: number) {
  const { timeframe } = params;
  return useQuery({
    ...leaderboardOptions(params, viewer),
    placeholderData: (previous) => (previous?.timeframe === timeframe ? previous : undefined),
  });
}
