import type { SearchCategory } from '@esdc/core/search';
import type { SearchAnswer } from '@esdc/core/search-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** What `/search` asks for: the trimmed query (1–100 characters), the category and the page's first result. */
export interface SearchParams {
  q: string;
  category: SearchCategory;
  limit: number;
  offset: number;
}

/**
 * `GET /api/search` (SPEC §2 Search): the counts per category and one page of the category's
 * results, ranked by relevance, among what the viewer may see.
 * @throws ApiError 400 ('Invalid search category', a query over 100 characters)
 */
async function searchSite(params: SearchParams): Promise<SearchAnswer> {
  return (await apiRequest<SearchAnswer>('/api/search', { query: { ...params } })).data;
}

/**
 * The search page's results (keyed by the viewer: drafts and hidden listings differ). Nothing is asked for a blank
 * query. Changing the tab or the page keeps the last answer of the same query on screen while the next one loads; a
 * new query starts empty ('Searching...').
 */
export function useSearch(params: SearchParams) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    queryKey: ['search', viewer, params] as const,
    queryFn: () => searchSite(params),
    enabled: params.q.length > 0,
    placeholderData: (previous) => (previous?.query === params.q ? previous : undefined),
  });
}
