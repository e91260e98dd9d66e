import type { Project, ProjectAction } from '@esdc/core/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProjectLists, projectKeys } from '../../../lib/projects-api';

/**
 * `POST /api/projects/{id}/status` (SPEC §4 Project status): start, complete or archive.
 * @throws ApiError with the spec's refusal ('Can only start draft projects', 'Project is already completed')
 */
export async function changeProjectStatus(id: number, action: ProjectAction): Promise<Project> {
  return (await apiRequest<Project>(`/api/projects/${id}/status`, { method: 'POST', body: { action } })).data;
}

/** Applies a status action; the detail entry takes the server's answer and lists refresh. */
export function useChangeProjectStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ProjectAction) => changeProjectStatus(id, action),
    onSuccess: (project) => {
      client.setQueryData<Project>(projectKeys.detail(id), (old) => ({ ...project, liked_by_me: old?.liked_by_me ?? project.liked_by_me }));
      return invalidateProjectLists(client);
    },
  });
}
