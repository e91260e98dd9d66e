import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/projects-api';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAfterProjectChange } from './admin-project-refresh';

/**
 * `DELETE /api/admin/projects/{id}` (SPEC §8 Delete project).
 * @throws ApiError
 */
async function deleteAdminProject(id: number): Promise<void> {
  await apiRequest<null>(`/api/admin/projects/${id}`, { method: 'DELETE' });
}

/** Deletes a project, forgets its detail entry, then refreshes stats, every project list and the audit log. */
export function useDeleteAdminProject() {
  return useApiMutation({
    request: deleteAdminProject,
    refresh: (client, _result, id) => {
      client.removeQueries({ queryKey: projectKeys.detail(id) });
      return invalidateAfterProjectChange(client);
    },
  });
}
