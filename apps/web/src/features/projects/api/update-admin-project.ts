import type { Project } from '@esdc/core/project';
import type { ProjectUpdateInput } from '@esdc/core/project-schemas';
import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/projects-api';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAfterProjectChange } from './admin-project-refresh';

/**
 * `PUT /api/admin/projects/{id}` (SPEC §7): any subset of the project fields.
 * @throws ApiError with the server's refusal
 */
async function updateAdminProject(id: number, input: ProjectUpdateInput): Promise<{ project: Project; message?: string }> {
  const result = await apiRequest<Project>(`/api/admin/projects/${id}`, { method: 'PUT', body: input });
  return { project: result.data, message: result.message };
}

/** Updates a project, then refreshes stats, every project list and the audit log. */
export function useUpdateAdminProject() {
  return useApiMutation({
    request: ({ id, input }: { id: number; input: ProjectUpdateInput }) => updateAdminProject(id, input),
    refresh: (client, _result, { id }) => {
      client.removeQueries({ queryKey: projectKeys.detail(id) });
      return invalidateAfterProjectChange(client);
    },
  });
}
