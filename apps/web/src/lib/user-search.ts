import type { UserSearchResult } from '@esdc/core/user';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * `GET /api/users/search?q=` (SPEC §3 Contributor search result: id, name, email; signed in), used by the
 * Create Project modal's contributor search and the admin's project-owner search.
 * @throws ApiError
 */
async function searchUsers(q: string): Promise<UserSearchResult[]> {
  return (await apiRequest<UserSearchResult[]>('/api/users/search', { query: { q } })).data ?? [];
}

/** Member search; an empty query asks nothing (SPEC §2: empty query clears results). */
export function useUserSearch(q: string) {
  const query = q.trim();
  return useQuery({ queryKey: ['users', 'search', query], queryFn: () => searchUsers(query), enabled: query.length > 0, staleTime: 60_000 });
}
