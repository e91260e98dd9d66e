import type { Project } from '@esdc/core/project';
import type { ProjectUpdateInput } from '@esdc/core/project-schemas';
import { apiRequest } from '../../../lib/api-client';
import { storeEditedProject } from '../../../lib/projects-api';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * `PUT /api/projects/{id}` (SPEC §5 Edit/delete rights: owner or admin).
 * @throws ApiError
 */
async function updateProject(id: number, input: ProjectUpdateInput): Promise<Project> {
  return (await apiRequest<Project>(`/api/projects/${id}`, { method: 'PUT', body: input })).data;
}

/** Updates a project: the detail entry takes the server's answer (keeping liked_by_me) and lists refresh. */
export function useUpdateProject(id: number) {
  return useApiMutation({ request: (input: ProjectUpdateInput) => updateProject(id, input), refresh: storeEditedProject });
}
