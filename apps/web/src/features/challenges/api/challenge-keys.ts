import type { ChallengeCategory, ChallengeDifficulty } from '@esdc/core/challenge';
import type { QueryClient } from '@tanstack/react-query';

/** Filters and paging of `GET /api/challenges` (SPEC §2 Challenges; core `challengeListQuerySchema`). */
export interface ChallengeListParams {
  q?: string;
  category?: ChallengeCategory;
  difficulty?: ChallengeDifficulty;
  status?: 'all' | 'solved' | 'unsolved';
  limit: number;
  offset: number;
}

/**
 * Query keys of the challenge data. Lists and details are keyed by the viewer as well, so signing in or out
 * never shows another viewer's solved marks. The admin panel invalidates the `['challenges']` prefix after
 * its changes.
 */
export const challengeKeys = {
  all: ['challenges'] as const,
  lists: ['challenges', 'list'] as const,
  list: (params: ChallengeListParams, viewer: number | null) => ['challenges', 'list', viewer, params] as const,
  detail: (id: number, viewer: number | null) => ['challenges', 'detail', id, viewer] as const,
};

/**
 * After a member's answer was accepted: every challenge list and detail (solved marks, solve counts), the
 * member's profile and stats (points, challenges completed, rank: `['user', 'profile']`, `['members']`), the
 * leaderboard (`['leaderboard']` prefix) and the admin panel (`['admin']`: solves, submissions, total points).
 * @param client the app's query client
 * @returns a promise that settles once the active queries have refetched
 */
export function invalidateAfterSolve(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [challengeKeys.all, ['user', 'profile'], ['members'], ['leaderboard'], ['admin']].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
