import type { ForumPostEdit } from '@esdc/core/forum-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';
import { useViewerId } from './viewer';

/**
 * `GET /api/forum/posts/{id}/edits` (SPEC §2 Forum: edits keep the previous text): the post's earlier bodies, newest
 * first, each with its editor and time.
 * @throws ApiError 404 'Post not found'
 */
async function listForumPostEdits(postId: number): Promise<ForumPostEdit[]> {
  return (await apiRequest<ForumPostEdit[]>(`/api/forum/posts/${postId}/edits`)).data ?? [];
}

/** A post's edit history, loaded while `enabled` (its dialog is open). */
export function useForumPostEdits(postId: number, enabled: boolean) {
  const viewer = useViewerId();
  return useQuery({ queryKey: forumKeys.edits(viewer, postId), queryFn: () => listForumPostEdits(postId), enabled });
}
