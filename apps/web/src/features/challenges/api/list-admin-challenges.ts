import type { Page } from '@esdc/core/api';
import type { AdminChallengeListItem, ChallengeCategory, ChallengeDifficulty, ChallengeVisibility } from '@esdc/core/challenge';
import { requestPage, usePageQuery, type PageParams } from '../../../lib/api-page';
import { adminChallengeKeys } from './admin-challenge-keys';

/** Filters and paging of `GET /api/admin/challenges`. */
export interface AdminChallengeListParams extends PageParams {
  q?: string;
  category?: ChallengeCategory | '';
  difficulty?: ChallengeDifficulty | '';
  visibility?: ChallengeVisibility | '';
}

/**
 * `GET /api/admin/challenges` (SPEC §2 Admin panel Challenges tab: the Challenges tab lists challenges with their solve counts): every
 * challenge, hidden ones too, with the answer pattern, submission counts and a plain-text excerpt of the description.
 * @param params filters (empty ones are left out of the URL) and paging
 * @returns one page and the total matching
 * @throws ApiError (403 for non-admins)
 */
function listAdminChallenges(params: AdminChallengeListParams): Promise<Page<AdminChallengeListItem>> {
  return requestPage<AdminChallengeListItem>('/api/admin/challenges', params);
}

/** One page of challenges for the admin tab; the previous page stays on screen while the next one loads. */
export function useAdminChallenges(params: AdminChallengeListParams) {
  return usePageQuery(adminChallengeKeys.list(params), () => listAdminChallenges(params));
}
