import type { Project } from '@esdc/core/project';
import { apiRequest } from '../../../lib/api-client';
import { storeEditedProject, useProjects } from '../../../lib/projects-api';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** How many of the member's projects the dialog offers (the API's largest page). */
const PROJECTS_MAX = 100;

/** The projects the member owns (the projects they contribute to are not theirs to change). */
export function useOwnProjects(userId: number | null) {
  const list = useProjects(userId === null ? {} : { user_id: userId, limit: PROJECTS_MAX, offset: 0 });
  return { ...list, owned: list.data?.items.filter((p) => p.user_id === userId) ?? [] };
}

/**
 * Sets a repository as a project's GitHub link through the projects API (`PUT /api/projects/{id}` with
 * `github_link`; the owner or an admin).
 * @throws ApiError 403 'Only the owner or an admin can edit this project', 404
 */
export function useAttachRepository() {
  return useApiMutation({
    request: ({ projectId, url }: { projectId: number; url: string }) =>
      apiRequest<Project>(`/api/projects/${projectId}`, { method: 'PUT', body: { github_link: url } }),
    refresh: (client, answer) => storeEditedProject(client, answer.data),
  });
}
