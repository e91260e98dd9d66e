import type { DocSummary } from '@esdc/core/docs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { docKeys } from './doc-keys';

/** The sidebar asks for every article at once (the API's largest page). */
const ALL = 100;

/**
 * `GET /api/doc-articles` (SPEC §2 Documentation; docs/decisions/016): the articles for the sidebar in group and
 * position order; `q` keeps those whose title or content contains it.
 * @throws ApiError 400 (a search over 100 characters)
 */
async function listDocs(q: string): Promise<DocSummary[]> {
  return (await apiRequest<DocSummary[]>('/api/doc-articles', { query: { q: q || undefined, limit: ALL } })).data;
}

/**
 * The sidebar's articles for a search text as query options (the page and the server-side render use the same ones).
 * @param q the search text ('' for every article)
 */
export function docListOptions(q: string) {
  return queryOptions({ queryKey: docKeys.list(q), queryFn: () => listDocs(q) });
}

/** The sidebar's articles for a search text (the previous result stays shown while a new search runs). */
export function useDocs(q: string) {
  return useQuery({ ...docListOptions(q), placeholderData: keepPreviousData });
}
