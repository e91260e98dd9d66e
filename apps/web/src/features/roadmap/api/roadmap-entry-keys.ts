import type { QueryClient } from '@tanstack/react-query';

/** Paging of `GET /api/roadmap` (core `roadmapEntryListQuerySchema`). */
export interface RoadmapEntryListParams {
  limit: number;
  offset: number;
}

/** Query keys of Roadmap. */
export const roadmapEntryKeys = {
  all: ['roadmap'] as const,
  list: (params: RoadmapEntryListParams) => ['roadmap', 'list', params] as const,
};

/** After an entry is posted: every list. */
export function invalidateRoadmapEntries(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: roadmapEntryKeys.all });
}
