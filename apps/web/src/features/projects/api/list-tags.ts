import type { Tag } from '@esdc/core/project';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /api/tags`: tags with their project counts.
 * @throws ApiError
 */
async function listTags(): Promise<Tag[]> {
  return (await apiRequest<Tag[]>('/api/tags')).data ?? [];
}

/** All tags, as a query (shared by the hook and the server-side render's prefetch). */
export const tagsOptions = queryOptions({ queryKey: ['tags'], queryFn: listTags, staleTime: 5 * 60_000 });

/** All tags (for the tag filter on /projects). */
export function useTags() {
  return useQuery(tagsOptions);
}
