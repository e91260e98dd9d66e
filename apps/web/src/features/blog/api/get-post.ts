import type { BlogPost } from '@esdc/core/blog';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { blogKeys } from './blog-keys';

/**
 * `GET /api/blog/posts/{slug}`: one post with its sanitised HTML (and its markdown for those who may edit it).
 * @throws ApiError 404 'Post not found' (missing, or a draft the viewer may not see)
 */
async function getPost(slug: string): Promise<BlogPost> {
  return (await apiRequest<BlogPost>(`/api/blog/posts/${encodeURIComponent(slug)}`)).data;
}

/**
 * One post as query options (the page and the server-side render use the same ones); a 404 is not retried.
 * @param viewer the signed-in member's id, null for a visitor
 */
function postOptions(slug: string, viewer: number | null) {
  return queryOptions({
    queryKey: blogKeys.post(slug, viewer),
    queryFn: () => getPost(slug),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** One post for the viewer; stays shown while the viewer's own copy loads (e.g. once a server-rendered page has hydrated). */
export function usePost(slug: string) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    ...postOptions(slug, viewer),
    enabled: slug.length > 0,
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
}

/**
 * Loads the post /blog/{slug} shows a visitor, for the server-side render (docs/decisions/005).
 * @param client a query client for this one render
 * @param slug the route's slug parameter (an empty one is not prefetched)
 */
export async function prefetchPostPage(client: QueryClient, slug: string | undefined): Promise<void> {
  if (slug) await client.prefetchQuery(postOptions(slug, null));
}
