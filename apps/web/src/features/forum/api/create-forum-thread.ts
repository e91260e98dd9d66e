import type { ForumThread, ForumThreadCreate } from '@esdc/core/forum-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateForum } from './forum-keys';

/** A started thread and the server's message ('Discussion started'). */
interface StartedForumThread {
  thread: ForumThread;
  message?: string;
}

/**
 * `POST /api/forum/threads` ('New Discussion'; active members, 'forum:post').
 * @param input category, title, body and the optional linked page, valid by core's `forumThreadCreateSchema`
 * @throws ApiError 400 with the schema's messages, 403 'Only active members may post' or 'This category is
 *   archived', 404 'Category not found', 429 'Too many posts, slow down'
 */
async function createForumThread(input: ForumThreadCreate): Promise<StartedForumThread> {
  const result = await apiRequest<ForumThread>('/api/forum/threads', { method: 'POST', body: input });
  return { thread: result.data, message: result.message };
}

/** Starts a thread; refreshes the forum. */
export function useCreateForumThread() {
  return useApiMutation({ request: createForumThread, refresh: (client) => invalidateForum(client) });
}
