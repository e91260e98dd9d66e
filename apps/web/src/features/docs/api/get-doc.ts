import type { DocArticle } from '@esdc/core/docs';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { docKeys } from './doc-keys';

/**
 * `GET /api/doc-articles/{slug}`: the article's sanitised HTML; its markdown too for editors.
 * @throws ApiError 404 'Article not found'
 */
export async function getDoc(slug: string): Promise<DocArticle> {
  return (await apiRequest<DocArticle>(`/api/doc-articles/${encodeURIComponent(slug)}`)).data;
}

/** One article for the viewer; disabled until a slug is known. */
export function useDoc(slug: string | undefined) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    queryKey: docKeys.detail(slug ?? '', viewer),
    queryFn: () => getDoc(slug!),
    enabled: !!slug,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
