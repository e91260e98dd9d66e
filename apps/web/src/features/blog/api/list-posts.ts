import type { Page } from '@esdc/core/api';
import type { BlogPostSummary } from '@esdc/core/blog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-page';
import { useSession } from '../../../lib/session';
import { blogKeys, type BlogListParams } from './blog-keys';

/**
 * `GET /api/blog/posts` (SPEC §2 Blog): the posts the viewer may see, newest first, searched over title and excerpt,
 * filtered by category or tag, paged.
 * @throws ApiError 400 ('Invalid post category', ...)
 */
function listPosts(params: BlogListParams): Promise<Page<BlogPostSummary>> {
  return requestPage<BlogPostSummary>('/api/blog/posts', params);
}

/**
 * One page of posts as query options (the page and the server-side render use the same ones).
 * @param viewer the signed-in member's id, null for a visitor
 */
export function postListOptions(params: BlogListParams, viewer: number | null) {
  return queryOptions({ queryKey: blogKeys.list(params, viewer), queryFn: () => listPosts(params) });
}

/** One page of posts for the viewer; the previous page stays shown while the next one loads. */
export function usePosts(params: BlogListParams, options: { enabled?: boolean } = {}) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({ ...postListOptions(params, viewer), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
