import type { BlogCategory } from '@esdc/core/blog';
import type { QueryClient } from '@tanstack/react-query';

/** Filters and paging of `GET /api/blog/posts` (core `blogListQuerySchema`). */
export interface BlogListParams {
  q?: string;
  category?: BlogCategory;
  tag?: string;
  author?: number;
  status?: 'published' | 'draft' | 'all';
  limit: number;
  offset: number;
}

/**
 * Query keys of the blog. Lists and posts are keyed by the viewer: drafts, `liked`, `can_edit` and the markdown
 * depend on who looks.
 */
export const blogKeys = {
  all: ['blog'] as const,
  list: (params: BlogListParams, viewer: number | null) => ['blog', 'list', viewer, params] as const,
  post: (slug: string, viewer: number | null) => ['blog', 'post', slug, viewer] as const,
  access: (viewer: number | null) => ['blog', 'access', viewer] as const,
};

/**
 * After a change to a post: every blog list and post, and the admin panel (`['admin']`).
 * @param client the app's query client
 * @returns a promise that settles once the active queries have refetched
 */
export function invalidateBlog(client: QueryClient): Promise<unknown> {
  return Promise.all([blogKeys.all, ['admin']].map((queryKey) => client.invalidateQueries({ queryKey })));
}
