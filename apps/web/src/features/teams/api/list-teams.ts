import type { Page } from '@esdc/core/api';
import type { TeamSummary } from '@esdc/core/team-schemas';
import { requestPage, usePageQuery } from '../../../lib/api-page';
import { teamKeys, useViewerId, type TeamListParams } from './team-keys';

/**
 * `GET /api/teams` (docs/requirements.md §2 Teams): one page of teams with their member counts, leads and the
 * reader's role.
 * @param params search, focus area, the reader's teams only, paging
 * @throws ApiError 400 for a bad filter
 */
function listTeams(params: TeamListParams): Promise<Page<TeamSummary>> {
  return requestPage<TeamSummary>('/api/teams', { ...params });
}

/** One page of teams; the previous page stays shown while the next one loads. */
export function useTeams(params: TeamListParams) {
  const viewer = useViewerId();
  return usePageQuery(teamKeys.list(viewer, params), () => listTeams(params));
}
