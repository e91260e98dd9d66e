import type { Project } from '@esdc/core/project';
import type { ProjectCreateInput } from '@esdc/core/project-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProjectLists } from '../../../lib/projects-api';

/**
 * `POST /api/projects` (SPEC §2 Create Project modal, §7): the signed-in user is the creator.
 * @returns the project and the server's message ('Project created successfully!')
 * @throws ApiError
 */
export async function createProject(input: ProjectCreateInput): Promise<{ project: Project; message?: string }> {
  const result = await apiRequest<Project>('/api/projects', { method: 'POST', body: input });
  return { project: result.data, message: result.message };
}

/** Creates a project and refreshes every project list (the card is added to My Projects). */
export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => invalidateProjectLists(client) });
}
