import type { Project } from '@esdc/core/project';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { fetchProjects } from '../../../lib/projects-api';
import { planningKeys } from './planning-keys';
import { useViewerId } from './viewer';

/** A team or a project a board can belong to, as 'New Board' offers it. */
export interface OwnerChoice {
  id: number;
  name: string;
}

/**
 * `GET /api/teams?mine=true` (SPEC §2 Teams): the teams the member belongs to. A server without the teams area (404)
 * answers none, so 'New Board' then offers the member's own and project boards only.
 * @throws ApiError for any other failure
 */
async function listMyTeams(): Promise<OwnerChoice[]> {
  try {
    const teams = (await apiRequest<{ id: number; name: string }[]>('/api/teams', { query: { mine: 'true', limit: 100 } })).data;
    return teams.map(({ id, name }) => ({ id, name }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return [];
    throw error;
  }
}

/** The member's teams, for 'New Board' (none while the dialog is closed). */
export function useMyTeams(enabled: boolean) {
  const viewer = useViewerId();
  return useQuery({ queryKey: planningKeys.myTeams(viewer), queryFn: listMyTeams, enabled: enabled && viewer !== null, retry: false });
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
