import type { ForumThread } from '@esdc/core/forum-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';
import { useViewerId } from './viewer';

/**
 * `GET /api/forum/threads/{id}` (SPEC §2 Forum): a thread with its opening post, its answer (Q&A) and the reader's
 * subscription; opening it marks it read for a signed-in reader.
 * @throws ApiError 404 'Thread not found'
 */
async function getForumThread(id: number): Promise<ForumThread> {
  return (await apiRequest<ForumThread>(`/api/forum/threads/${id}`)).data;
}

/** One thread, for the reader. */
export function useForumThread(id: number) {
  const viewer = useViewerId();
  return useQuery({ queryKey: forumKeys.thread(viewer, id), queryFn: () => getForumThread(id), enabled: Number.isInteger(id) && id > 0 });
}
