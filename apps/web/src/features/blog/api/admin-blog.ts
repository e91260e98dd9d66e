import type { Page } from '@esdc/core/api';
import type { BlogPost, BlogPostSummary, BlogWriter } from '@esdc/core/blog';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestPage, usePageQuery, type PageParams } from '../../../lib/api-page';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminKeys } from '../../../lib/admin-keys';

/** Query keys of the admin Blog tab (under `['admin']`, so every admin change refreshes them too). */
const adminBlogKeys = {
  posts: (params: object) => ['admin', 'blog', 'posts', params] as const,
  writers: (params: object) => ['admin', 'blog', 'writers', params] as const,
};

/** After a blog change in the panel: the admin lists and audit log, and every public blog list and post (`['blog']`). */
function invalidateAfterBlogChange(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: adminKeys.all }), client.invalidateQueries({ queryKey: ['blog'] })]);
}

/** Filters and paging of the admin Blog tab's posts. */
export interface AdminPostListParams extends PageParams {
  q?: string;
  status: 'all' | 'published' | 'draft';
}

/**
 * `GET /api/blog/posts?status=…` for the panel (an admin sees every draft too).
 * @throws ApiError
 */
function listAdminPosts(params: AdminPostListParams): Promise<Page<BlogPostSummary>> {
  return requestPage<BlogPostSummary>('/api/blog/posts', params);
}

/** One page of posts; the previous page stays on screen while the next one loads. */
export function useAdminPosts(params: AdminPostListParams) {
  return usePageQuery(adminBlogKeys.posts(params), () => listAdminPosts(params));
}

/**
 * `POST /api/blog/posts/{id}/publish` or `/unpublish` from the panel.
 * @throws ApiError 403, 404
 */
async function setAdminPostPublished({ id, publish }: { id: number; publish: boolean }): Promise<{ message?: string }> {
  const result = await apiRequest<BlogPost>(`/api/blog/posts/${id}/${publish ? 'publish' : 'unpublish'}`, { method: 'POST' });
  return { message: result.message };
}

/** Publishes or unpublishes posts from the panel. */
export function useSetAdminPostPublished() {
  return useApiMutation({ request: setAdminPostPublished, refresh: invalidateAfterBlogChange });
}

/**
 * `DELETE /api/blog/posts/{id}` from the panel.
 * @throws ApiError 403, 404
 */
async function deleteAdminPost(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<null>(`/api/blog/posts/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Deletes posts from the panel. */
export function useDeleteAdminPost() {
  return useApiMutation({ request: deleteAdminPost, refresh: invalidateAfterBlogChange });
}

/**
 * `GET /api/admin/blog/writers`: the members an admin made writers.
 * @throws ApiError 403
 */
function listWriters(params: PageParams): Promise<Page<BlogWriter>> {
  return requestPage<BlogWriter>('/api/admin/blog/writers', params);
}

/** One page of writers. */
export function useWriters(params: PageParams) {
  return usePageQuery(adminBlogKeys.writers(params), () => listWriters(params));
}

/**
 * `PUT` or `DELETE /api/admin/blog/writers/{user_id}`: makes a member a writer, or stops them being one.
 * @throws ApiError 403, 404
 */
async function setWriter({ userId, writer }: { userId: number; writer: boolean }): Promise<{ message?: string }> {
  const result = await apiRequest<null>(`/api/admin/blog/writers/${userId}`, { method: writer ? 'PUT' : 'DELETE' });
  return { message: result.message };
}

/** Adds or removes writers from the panel. */
export function useSetWriter() {
  return useApiMutation({ request: setWriter, refresh: invalidateAfterBlogChange });
}
