import type { Project } from '@esdc/core/project';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/projects-api';

/**
 * `GET /api/projects/{id}` (SPEC §2 Project detail): one project with liked_by_me. Reading it does not
 * count a view (the page counts one with `POST /api/projects/{id}/views`, count-project-view.ts), so it may be refetched freely.
 * @throws ApiError (404 'Project not found')
 */
async function getProject(id: number): Promise<Project> {
  return (await apiRequest<Project>(`/api/projects/${id}`)).data;
}

/** One project as query options (the page and the server-side render use the same ones). */
function projectOptions(id: number) {
  return queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id) });
}

/** One project as a query; disabled for an invalid id. */
export function useProject(id: number) {
  return useQuery({ ...projectOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/**
 * Loads the project /projects/{id} shows, for the server-side render (docs/decisions/005).
 * @param client a query client for this one render
 * @param id the route's id parameter (a page for an invalid id is not prefetched)
 */
export async function prefetchProjectPage(client: QueryClient, id: string | undefined): Promise<void> {
  const n = Number(id);
  if (Number.isInteger(n) && n > 0) await client.prefetchQuery(projectOptions(n));
}
