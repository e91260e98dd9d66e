import type { Page } from '@esdc/core/api';
import type { ChallengeListItem, ChallengeListMeta } from '@esdc/core/challenge';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { challengeKeys, type ChallengeListParams } from './challenge-keys';

/**
 * One page of challenges with the server's counts: `total` matching the filters, and `solved`, how many of all the
 * challenges the viewer can see they have solved (0 when signed out).
 */
export type ChallengePage = Page<ChallengeListItem> & Pick<ChallengeListMeta, 'solved'>;

/**
 * `GET /api/challenges` (SPEC §2 Challenges): the challenges the viewer may see (public ones when signed out, members-only
 * ones too when signed in), filtered and paged; ordered by points (by solve date, newest first, with status=solved).
 * @param params filters and paging (an 'all' status is left out of the URL)
 * @returns the page, its total and the viewer's solved count (meta.solved)
 * @throws ApiError
 */
async function listChallenges(params: ChallengeListParams): Promise<ChallengePage> {
  const { status, ...rest } = params;
  const result = await apiRequest<ChallengeListItem[]>('/api/challenges', { query: { ...rest, status: status === 'all' ? undefined : status } });
  const items = result.data ?? [];
  const meta = result.meta as Partial<ChallengeListMeta> | undefined;
  return {
    items,
    total: meta?.total ?? items.length,
    limit: meta?.limit ?? params.limit,
    offset: meta?.offset ?? params.offset,
    solved: meta?.solved ?? items.filter((c) => c.solved).length,
  };
}

/**
 * One page of challenges as query options (the page and the server-side render use the same ones).
 * @param viewer the signed-in member's id, null for a visitor
 */
export function challengeListOptions(params: ChallengeListParams, viewer: number | null) {
  return queryOptions({ queryKey: challengeKeys.list(params, viewer), queryFn: () => listChallenges(params) });
}

/** One page of challenges for the signed-in viewer (or a visitor); the previous page stays shown while the next loads. */
export function useChallenges(params: ChallengeListParams, options: { enabled?: boolean } = {}) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    ...challengeListOptions(params, viewer),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
