import type { DocArticle } from '@esdc/core/docs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { docKeys } from './doc-keys';

/**
 * `GET /api/doc-articles/{slug}`: the article's sanitised HTML; its markdown too for editors.
 * @throws ApiError 404 'Article not found'
 */
async function getDoc(slug: string): Promise<DocArticle> {
  return (await apiRequest<DocArticle>(`/api/doc-articles/${encodeURIComponent(slug)}`)).data;
}

/**
 * One article as query options (the page and the server-side render use the same ones); a 404 is not retried.
 * @param viewer the signed-in member's id, null for a visitor
 */
export function docOptions(slug: string, viewer: number | null) {
  return queryOptions({
    queryKey: docKeys.detail(slug, viewer),
    queryFn: () => getDoc(slug),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/**
 * One article for the viewer; disabled until a slug is known. It stays shown while the viewer's own copy loads (e.g.
 * once a server-rendered page has hydrated and the stored session signs in).
 */
export function useDoc(slug: string | undefined) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    ...docOptions(slug ?? '', viewer),
    enabled: !!slug,
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
}
