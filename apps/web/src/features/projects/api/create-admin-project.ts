import type { Project } from '@esdc/core/project';
import type { AdminProjectCreateInput } from '@esdc/core/project-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAfterProjectChange } from './admin-project-refresh';

/** `POST /api/admin/projects` body (SPEC §5 Admin create-project form, §7: user_id plus project fields; core adminProjectCreateSchema). */
export type AdminProjectCreate = AdminProjectCreateInput;

/**
 * `POST /api/admin/projects`: creates a project owned by `user_id`.
 * @throws ApiError ('User ID is required', validation messages)
 */
async function createAdminProject(input: AdminProjectCreate): Promise<{ project: Project; message?: string }> {
  const result = await apiRequest<Project>('/api/admin/projects', { method: 'POST', body: input });
  return { project: result.data, message: result.message };
}

/** Creates a project, then refreshes stats, project lists and the audit log. */
export function useCreateAdminProject() {
  return useApiMutation({ request: createAdminProject, refresh: invalidateAfterProjectChange });
}
