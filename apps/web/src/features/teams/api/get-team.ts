import type { Team } from '@esdc/core/team-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys, useViewerId } from './team-keys';

/**
 * `GET /api/teams/{id}` (docs/requirements.md §2 Teams): a team with its members, projects, the reader's role and
 * pending invitation.
 * @throws ApiError 404 'Team not found'
 */
async function getTeam(id: number): Promise<Team> {
  return (await apiRequest<Team>(`/api/teams/${id}`)).data;
}

/** One team, for the reader. */
export function useTeam(id: number) {
  const viewer = useViewerId();
  return useQuery({ queryKey: teamKeys.team(viewer, id), queryFn: () => getTeam(id), enabled: Number.isInteger(id) && id > 0 });
}
