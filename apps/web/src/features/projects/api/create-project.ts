import type { Project } from '@esdc/core/project';
import type { ProjectCreateInput } from '@esdc/core/project-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateProjectLists } from '../../../lib/projects-api';

/**
 * `POST /api/projects` (SPEC §2 Create Project modal, §7): the signed-in user is the creator.
 * @returns the project and the server's message ('Project created successfully!')
 * @throws ApiError
 */
async function createProject(input: ProjectCreateInput): Promise<{ project: Project; message?: string }> {
  const result = await apiRequest<Project>('/api/projects', { method: 'POST', body: input });
  return { project: result.data, message: result.message };
}

/** Creates a project and refreshes every project list (the card is added to My Projects). */
export function useCreateProject() {
  return useApiMutation({ request: createProject, refresh: invalidateProjectLists });
}
