import type { UserSearchResult } from '@esdc/core/user';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * `GET /api/users/search?q=` (SPEC §3 Contributor search result: id, name, email), used to pick a new
 * project's owner in the admin create-project form.
 * @throws ApiError
 */
export async function searchOwners(q: string): Promise<UserSearchResult[]> {
  return (await apiRequest<UserSearchResult[]>('/api/users/search', { query: { q } })).data ?? [];
}

/** Owner search; an empty query asks nothing. */
export function useOwnerSearch(q: string) {
  const query = q.trim();
  return useQuery({ queryKey: adminKeys.ownerSearch(query), queryFn: () => searchOwners(query), enabled: query.length > 0, staleTime: 30_000 });
}
