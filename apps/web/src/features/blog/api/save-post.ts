import type { BlogPost } from '@esdc/core/blog';
import type { BlogPostCreateInput, BlogPostUpdateInput } from '@esdc/core/blog-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateBlog } from './blog-keys';

/** A saved post and the server's message ('Post created', ...). */
export interface SavedPost {
  post: BlogPost;
  message?: string;
}

/**
 * `POST /api/blog/posts`: writes a post (a draft unless `status: 'published'`).
 * @throws ApiError 400 with the schema's messages, 403 when the viewer may not write
 */
async function createPost(input: BlogPostCreateInput): Promise<SavedPost> {
  const result = await apiRequest<BlogPost>('/api/blog/posts', { method: 'POST', body: input });
  return { post: result.data, message: result.message };
}

/**
 * `PUT /api/blog/posts/{id}`: changes the fields sent.
 * @throws ApiError 400, 403, 404
 */
async function updatePost(id: number, input: BlogPostUpdateInput): Promise<SavedPost> {
  const result = await apiRequest<BlogPost>(`/api/blog/posts/${id}`, { method: 'PUT', body: input });
  return { post: result.data, message: result.message };
}

/** Creates a post; refreshes every blog list. */
export function useCreatePost() {
  return useApiMutation({ request: createPost, refresh: (client) => invalidateBlog(client) });
}

/** Saves an edited post; refreshes the lists and the post. */
export function useUpdatePost(id: number) {
  return useApiMutation({ request: (input: BlogPostUpdateInput) => updatePost(id, input), refresh: (client) => invalidateBlog(client) });
}
