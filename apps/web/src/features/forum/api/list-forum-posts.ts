import type { Page } from '@esdc/core/api';
import { FORUM_POST_PAGE_SIZE } from '@esdc/core/forum';
import type { ForumPost } from '@esdc/core/forum-schemas';
import { requestPage, usePageQuery } from '../../../lib/api-page';
import { forumKeys } from './forum-keys';
import { useViewerId } from './viewer';

/**
 * `GET /api/forum/threads/{id}/posts` (SPEC §2 Forum): one page of a thread's replies, oldest first (hidden ones only
 * for moderators, marked `hidden`).
 * @param threadId the thread
 * @param offset the first reply's index
 * @throws ApiError 404 'Thread not found'
 */
function listForumPosts(threadId: number, offset: number): Promise<Page<ForumPost>> {
  return requestPage<ForumPost>(`/api/forum/threads/${threadId}/posts`, { limit: FORUM_POST_PAGE_SIZE, offset });
}

/** One page of a thread's replies. */
export function useForumPosts(threadId: number, offset: number) {
  const viewer = useViewerId();
  return usePageQuery(forumKeys.posts(viewer, threadId, offset), () => listForumPosts(threadId, offset));
}
