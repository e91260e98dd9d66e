import type { Project, ProjectAction } from '@esdc/core/project';
import { apiRequest } from '../../../lib/api-client';
import { storeEditedProject } from '../../../lib/projects-api';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * `POST /api/projects/{id}/status` (SPEC §4 Project status): start, complete or archive.
 * @throws ApiError with the spec's refusal ('Can only start draft projects', 'Project is already completed')
 */
async function changeProjectStatus(id: number, action: ProjectAction): Promise<Project> {
  return (await apiRequest<Project>(`/api/projects/${id}/status`, { method: 'POST', body: { action } })).data;
}

/** Applies a status action; the detail entry takes the server's answer and lists refresh. */
export function useChangeProjectStatus(id: number) {
  return useApiMutation({ request: (action: ProjectAction) => changeProjectStatus(id, action), refresh: storeEditedProject });
}
