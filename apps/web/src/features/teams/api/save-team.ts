import type { Team, TeamCreate, TeamUpdate } from '@esdc/core/team-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateTeams } from './team-keys';

/** A saved team and the server's message. */
interface SavedTeam {
  team: Team;
  message?: string;
}

/**
 * `POST /api/teams` (no id; 'Create Team') or `PUT /api/teams/{id}` (the lead or an admin: edit, or `lead_id` to hand
 * over the lead); only the fields sent change.
 * @throws ApiError 400 with the schema's messages, 409 'A team with this name already exists', 403 'Only the team lead can do this'
 */
async function saveTeam({ id, body }: { id?: number; body: TeamCreate | TeamUpdate }): Promise<SavedTeam> {
  const result = await apiRequest<Team>(id === undefined ? '/api/teams' : `/api/teams/${id}`, { method: id === undefined ? 'POST' : 'PUT', body });
  return { team: result.data, message: result.message };
}

/** Creates or edits a team; refreshes the teams. */
export function useSaveTeam() {
  return useApiMutation({ request: saveTeam, refresh: (client) => invalidateTeams(client) });
}

/**
 * `DELETE /api/teams/{id}` (the lead or an admin).
 * @throws ApiError 403 'Only the team lead can do this'
 */
async function deleteTeam(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<{ id: number }>(`/api/teams/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Deletes a team. */
export function useDeleteTeam() {
  return useApiMutation({ request: deleteTeam, refresh: (client) => invalidateTeams(client) });
}

/**
 * `DELETE /api/teams/{id}/members/{userId}`: the lead removes a member, or a member leaves (their own id).
 * @throws ApiError 409 'The team lead cannot leave: hand over the lead first, or delete the team'
 */
async function removeMember({ teamId, userId }: { teamId: number; userId: number }): Promise<{ message?: string }> {
  const result = await apiRequest<{ id: number }>(`/api/teams/${teamId}/members/${userId}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Removes a member from a team, or leaves it. */
export function useRemoveMember() {
  return useApiMutation({ request: removeMember, refresh: (client) => invalidateTeams(client) });
}

/**
 * `POST /api/teams/{id}/projects` {project_id} or `DELETE /api/teams/{id}/projects/{projectId}` (the lead or an admin).
 * @throws ApiError 400 'Only projects owned by or contributed to by a team member can be added', 409 'This project is already on the team'
 */
async function setTeamProject({ teamId, projectId, add }: { teamId: number; projectId: number; add: boolean }): Promise<{ message?: string }> {
  const result = add
    ? await apiRequest<Team>(`/api/teams/${teamId}/projects`, { method: 'POST', body: { project_id: projectId } })
    : await apiRequest<Team>(`/api/teams/${teamId}/projects/${projectId}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Adds a project to a team or takes it off. */
export function useSetTeamProject() {
  return useApiMutation({ request: setTeamProject, refresh: (client) => invalidateTeams(client) });
}
