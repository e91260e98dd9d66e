import type { BlogPost } from '@esdc/core/blog';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { blogKeys } from './blog-keys';

/**
 * `GET /api/blog/posts/{slug}`: one post with its sanitised HTML (and its markdown for those who may edit it).
 * @throws ApiError 404 'Post not found' (missing, or a draft the viewer may not see)
 */
export async function getPost(slug: string): Promise<BlogPost> {
  return (await apiRequest<BlogPost>(`/api/blog/posts/${encodeURIComponent(slug)}`)).data;
}

/** One post for the viewer; a 404 is not retried. */
export function usePost(slug: string) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    queryKey: blogKeys.post(slug, viewer),
    queryFn: () => getPost(slug),
    enabled: slug.length > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
}
