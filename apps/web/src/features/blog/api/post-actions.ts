import type { BlogLikeResult, BlogPost } from '@esdc/core/blog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateBlog } from './blog-keys';

/**
 * `POST /api/blog/posts/{id}/publish` or `/unpublish`: publishes a draft, or moves a post back to drafts.
 * @throws ApiError 403, 404
 */
async function setPostPublished(id: number, publish: boolean): Promise<{ post: BlogPost; message?: string }> {
  const result = await apiRequest<BlogPost>(`/api/blog/posts/${id}/${publish ? 'publish' : 'unpublish'}`, { method: 'POST' });
  return { post: result.data, message: result.message };
}

/**
 * `DELETE /api/blog/posts/{id}`: deletes a post with its likes and views.
 * @throws ApiError 403, 404
 */
async function deletePost(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<null>(`/api/blog/posts/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/**
 * `PUT` or `DELETE /api/blog/posts/{id}/like`: likes or unlikes a post (once per member).
 * @throws ApiError 401, 403, 404
 */
async function setPostLike(id: number, like: boolean): Promise<BlogLikeResult> {
  return (await apiRequest<BlogLikeResult>(`/api/blog/posts/${id}/like`, { method: like ? 'PUT' : 'DELETE' })).data;
}

/**
 * `POST /api/blog/posts/{id}/views`: counts the reader's view (once per viewer per hour, decided by the server).
 * @throws ApiError 404
 */
async function countPostView(id: number): Promise<{ views: number; counted: boolean }> {
  return (await apiRequest<{ views: number; counted: boolean }>(`/api/blog/posts/${id}/views`, { method: 'POST' })).data;
}

/** Publishes or unpublishes a post; refreshes the blog. */
export function useSetPostPublished() {
  return useApiMutation({
    request: ({ id, publish }: { id: number; publish: boolean }) => setPostPublished(id, publish),
    refresh: (client) => invalidateBlog(client),
  });
}

/** Deletes a post; refreshes the blog. */
export function useDeletePost() {
  return useApiMutation({ request: deletePost, refresh: (client) => invalidateBlog(client) });
}

/** Likes or unlikes a post; refreshes the blog (counts and `liked`). */
export function useSetPostLike() {
  return useApiMutation({ request: ({ id, like }: { id: number; like: boolean }) => setPostLike(id, like), refresh: (client) => invalidateBlog(client) });
}

/**
 * Counts one view when a post page has opened (once per post while it stays open, also under StrictMode's double
 * effects), and writes the server's count into the cached post. A failure is not shown: the count is a statistic.
 * @param post the loaded post (nothing is sent before it loads, or for a missing one)
 */
export function useCountPostView(post: { id: number; slug: string } | undefined): void {
  const client = useQueryClient();
  const sentFor = useRef<number | null>(null);
  const id = post?.id;
  const slug = post?.slug;
  useEffect(() => {
    if (id === undefined || slug === undefined || sentFor.current === id) return;
    sentFor.current = id;
    countPostView(id).then(
      (result) =>
        client.setQueriesData<BlogPost>({ queryKey: ['blog', 'post', slug] }, (old) => (old && old.id === id ? { ...old, views: result.views } : old)),
      () => undefined,
    );
  }, [client, id, slug]);
}
