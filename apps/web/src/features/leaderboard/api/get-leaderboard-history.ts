import { LEADERBOARD_CHART_MEMBERS, type LeaderboardHistory, type LeaderboardTimeframe } from '@esdc/core/leaderboard';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leaderboardKeys } from './leaderboard-keys';

/**
 * `GET /api/leaderboard/history?timeframe=&limit=5` (SPEC §2 Leaderboard: a chart of
 * the top members' points over time): each top member's points after every change, oldest first.
 * @throws ApiError
 */
async function fetchLeaderboardHistory(timeframe: LeaderboardTimeframe): Promise<LeaderboardHistory> {
  return (await apiRequest<LeaderboardHistory>('/api/leaderboard/history', { query: { timeframe, limit: LEADERBOARD_CHART_MEMBERS } })).data;
}

/** The points-over-time data of a timeframe as a query (public). */
export function useLeaderboardHistory(timeframe: LeaderboardTimeframe) {
  return useQuery({ queryKey: leaderboardKeys.history(timeframe), queryFn: () => fetchLeaderboardHistory(timeframe) });
}
