import type { Project } from '@esdc/core/project';
import type { ProjectUpdateInput } from '@esdc/core/project-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProjectLists, projectKeys } from '../../../lib/projects-api';

/**
 * `PUT /api/projects/{id}` (SPEC §5 Edit/delete rights: owner or admin).
 * @throws ApiError
 */
export async function updateProject(id: number, input: ProjectUpdateInput): Promise<Project> {
  return (await apiRequest<Project>(`/api/projects/${id}`, { method: 'PUT', body: input })).data;
}

/** Updates a project: the detail entry takes the server's answer (keeping liked_by_me) and lists refresh. */
export function useUpdateProject(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectUpdateInput) => updateProject(id, input),
    onSuccess: (project) => {
      client.setQueryData<Project>(projectKeys.detail(id), (old) => ({ ...project, liked_by_me: old?.liked_by_me ?? project.liked_by_me }));
      return invalidateProjectLists(client);
    },
  });
}
