import { LEADERBOARD_DEFAULT_LIMIT, type LeaderboardTimeframe } from '@esdc/core/leaderboard';
import type { QueryClient } from '@tanstack/react-query';
import { leaderboardOptions } from '../api/get-leaderboard';
import { parseTimeframe } from '../components/timeframe-text';

/** What /leaderboard shows, read from its query string. */
export interface LeaderboardPageParams {
  timeframe: LeaderboardTimeframe;
  /** 1-based page of the board (?page=). */
  pageNumber: number;
  /** Entries per page. */
  limit: number;
  /** 0-based position of the page's first entry. */
  offset: number;
}

/**
 * Reads /leaderboard's query string (?timeframe=, ?page=); anything unknown falls back to the all-time first page.
 * @param params the URL's search params
 */
export function leaderboardPageParams(params: URLSearchParams): LeaderboardPageParams {
  const timeframe = parseTimeframe(params.get('timeframe'));
  const pageNumber = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const limit = LEADERBOARD_DEFAULT_LIMIT;
  return { timeframe, pageNumber, limit, offset: (pageNumber - 1) * limit };
}

/**
 * The query string that renders the same board, normalised (the server caches rendered pages under it).
 * @param params the URL's search params
 */
export function leaderboardPageUrlParams(params: URLSearchParams): URLSearchParams {
  const { timeframe, pageNumber } = leaderboardPageParams(params);
  const out = new URLSearchParams();
  if (timeframe !== 'all') out.set('timeframe', timeframe);
  if (pageNumber > 1) out.set('page', String(pageNumber));
  return out;
}

/**
 * Loads the board /leaderboard shows first, as a signed-out visitor sees it, for the server-side render
 * (docs/decisions/005). The chart's history is left to the client (its placeholder holds the space).
 * @param client a query client for this one render
 * @param params the URL's search params
 */
export async function prefetchLeaderboardPage(client: QueryClient, params: URLSearchParams): Promise<void> {
  const { timeframe, limit, offset } = leaderboardPageParams(params);
  await client.prefetchQuery(leaderboardOptions({ timeframe, limit, offset }, 0));
}
