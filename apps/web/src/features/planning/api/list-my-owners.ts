import type { Project } from '@esdc/core/project';
import { useQuery } from '@tanstack/react-query';
import { TEAM_PAGE_MAX } from '@esdc/core/team';
import { apiRequest } from '../../../lib/api-client';
import { fetchProjects } from '../../../lib/projects-api';
import { planningKeys } from './planning-keys';
import { useViewerId } from './viewer';

/** A team or a project a board can belong to, as 'New Board' offers it. */
export interface OwnerChoice {
  id: number;
  name: string;
}

/**
 * `GET /api/teams?mine=true` (SPEC §2 Teams): the teams the member belongs to (the first {@link TEAM_PAGE_MAX}).
 * @throws ApiError
 */
async function listMyTeams(): Promise<OwnerChoice[]> {
  const teams = (await apiRequest<{ id: number; name: string }[]>('/api/teams', { query: { mine: 'true', limit: TEAM_PAGE_MAX } })).data;
  return teams.map(({ id, name }) => ({ id, name }));
}

/** The member's teams, for 'New Board' (none while the dialog is closed). */
export function useMyTeams(enabled: boolean) {
  const viewer = useViewerId();
  return useQuery({ queryKey: planningKeys.myTeams(viewer), queryFn: listMyTeams, enabled: enabled && viewer !== null });
}

/**
 * `GET /api/projects?user_id={me}` (SPEC §2 Projects): the projects the member owns or contributes to (the first 100).
 * @throws ApiError
 */
async function listMyProjects(viewer: number): Promise<OwnerChoice[]> {
  const page = await fetchProjects({ user_id: viewer, limit: 100 });
  return page.items.map((p: Project) => ({ id: p.id, name: p.title }));
}

/** The member's projects, for 'New Board' (none while the dialog is closed). */
export function useMyProjects(enabled: boolean) {
  const viewer = useViewerId();
  return useQuery({ queryKey: planningKeys.myProjects(viewer), queryFn: () => listMyProjects(viewer!), enabled: enabled && viewer !== null });
}
