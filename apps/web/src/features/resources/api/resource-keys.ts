import type { ResourceCategory } from '@esdc/core/resource';
import type { QueryClient } from '@tanstack/react-query';

/** Filters and paging of `GET /api/resources` (core `resourceListQuerySchema`). */
export interface ResourceListParams {
  category?: ResourceCategory;
  q?: string;
  limit: number;
  offset: number;
}

/** Query keys of the resources library. */
export const resourceKeys = {
  all: ['resources'] as const,
  list: (params: ResourceListParams) => ['resources', 'list', params] as const,
};

/** After a resource is added, edited or deleted: every list. */
export function invalidateResources(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: resourceKeys.all });
}
