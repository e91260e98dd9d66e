import type { ForumLinkKind, ForumSort } from '@esdc/core/forum';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-keys';

/** The filters and paging of `GET /api/forum/threads` (core `forumThreadListQuerySchema`). */
export interface ForumThreadListParams {
  category_id?: number;
  sort?: ForumSort;
  solved?: 'true' | 'false';
  link_kind?: ForumLinkKind;
  link_id?: number;
  q?: string;
  limit: number;
  offset: number;
}

/**
 * Query keys of the forum (SPEC §2 Forum). Keyed by the viewer: what a list or a thread shows depends on who reads
 * it ('New' counts, likes, hidden posts for moderators), so signing in as someone else never shows cached answers of
 * the previous viewer. The admin tabs' queries live under the panel's `['admin']` prefix.
 */
export const forumKeys = {
  all: ['forum'] as const,
  categories: (viewer: number | null) => ['forum', viewer, 'categories'] as const,
  threads: (viewer: number | null, params: ForumThreadListParams) => ['forum', viewer, 'threads', params] as const,
  thread: (viewer: number | null, id: number) => ['forum', viewer, 'thread', id] as const,
  posts: (viewer: number | null, threadId: number, offset: number) => ['forum', viewer, 'posts', threadId, offset] as const,
  edits: (viewer: number | null, postId: number) => ['forum', viewer, 'edits', postId] as const,
  adminCategories: ['admin', 'forum-categories'] as const,
  reports: (params: { limit: number; offset: number }) => ['admin', 'forum-reports', params] as const,
};

/**
 * After any forum change: every forum query (lists, counts, threads, replies) and the admin panel's (its report
 * queue, categories, stats and audit log).
 * @param client the app's query client
 */
export function invalidateForum(client: QueryClient): Promise<unknown> {
  return Promise.all([forumKeys.all, adminKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })));
}
