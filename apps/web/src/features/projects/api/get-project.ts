import type { Project } from '@esdc/core/project';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/projects-api';

/**
 * `GET /api/projects/{id}` (SPEC §2 Project detail): one project with liked_by_me. Reading it does not
 * count a view (the page counts one with `POST /api/projects/{id}/views`, count-project-view.ts), so it may be refetched freely.
 * @throws ApiError (404 'Project not found')
 */
export async function getProject(id: number): Promise<Project> {
  return (await apiRequest<Project>(`/api/projects/${id}`)).data;
}

/** One project as a query; disabled for an invalid id. */
export function useProject(id: number) {
  return useQuery({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id), enabled: Number.isInteger(id) && id > 0 });
}
