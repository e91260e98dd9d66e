import type { Page } from '@esdc/core/api';
import type { Project } from '@esdc/core/project';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProjectLists, projectKeys } from '../../../lib/projects-api';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * `DELETE /api/projects/{id}` (SPEC §8 Delete project; owner or admin).
 * @throws ApiError
 */
async function deleteProject(id: number): Promise<void> {
  await apiRequest<null>(`/api/projects/${id}`, { method: 'DELETE' });
}

/**
 * Drops a deleted project from every cached list at once (so no stale card shows while lists refetch).
 */
function removeProjectFromLists(client: QueryClient, id: number): void {
  const drop = (page: Page<Project>): Page<Project> => {
    const items = page.items.filter((p) => p.id !== id);
    return items.length === page.items.length ? page : { ...page, items, total: Math.max(0, page.total - 1) };
  };
  client.setQueriesData<Page<Project>>({ queryKey: projectKeys.lists }, (old) => (old ? drop(old) : old));
  client.setQueriesData<InfiniteData<Page<Project>>>({ queryKey: projectKeys.pages }, (old) => (old ? { ...old, pages: old.pages.map(drop) } : old));
}

/** Deletes a project, forgets its detail entry and refreshes the lists. */
export function useDeleteProject(id: number) {
  return useApiMutation({
    request: () => deleteProject(id),
    refresh: (client) => {
      client.removeQueries({ queryKey: projectKeys.detail(id) });
      client.removeQueries({ queryKey: projectKeys.likes(id) });
      removeProjectFromLists(client, id);
      return invalidateProjectLists(client);
    },
  });
}
