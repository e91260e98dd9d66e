import type { ForumPost, ForumPostInput, ForumReportCreate } from '@esdc/core/forum-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateForum } from './forum-keys';

/** A changed post (or none, for a deletion) and the server's message. */
interface ForumPostOutcome {
  post: ForumPost | null;
  message?: string;
}

async function send(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<ForumPostOutcome> {
  const result = await apiRequest<ForumPost | null>(path, body === undefined ? { method } : { method, body });
  return { post: result.data ?? null, message: result.message };
}

/**
 * `POST /api/forum/threads/{id}/posts` (SPEC §2 Forum; 'forum:post'): a reply ('Reply posted').
 * @throws ApiError 400, 403 'This thread is locked' or 'Only active members may post', 429 'Too many posts, slow down'
 */
function replyToThread({ threadId, input }: { threadId: number; input: ForumPostInput }): Promise<ForumPostOutcome> {
  return send(`/api/forum/threads/${threadId}/posts`, 'POST', input);
}

/** Posts a reply; refreshes the forum. */
export function useReplyToThread() {
  return useApiMutation({ request: replyToThread, refresh: (client) => invalidateForum(client) });
}

/**
 * `PUT /api/forum/posts/{id}`: edits one's own post (the previous text is kept; 'Post updated').
 * @throws ApiError 403 'You can only edit your own posts'
 */
function editForumPost({ id, input }: { id: number; input: ForumPostInput }): Promise<ForumPostOutcome> {
  return send(`/api/forum/posts/${id}`, 'PUT', input);
}

/** Edits a post; refreshes the forum. */
export function useEditForumPost() {
  return useApiMutation({ request: editForumPost, refresh: (client) => invalidateForum(client) });
}

/**
 * `DELETE /api/forum/posts/{id}`: deletes a reply (one's own, or any for moderators; 'Post deleted').
 * @throws ApiError 403 'You can only delete your own posts', 409 'Delete the thread to delete its opening post'
 */
function deleteForumPost(id: number): Promise<ForumPostOutcome> {
  return send(`/api/forum/posts/${id}`, 'DELETE');
}

/** Deletes a post; refreshes the forum. */
export function useDeleteForumPost() {
  return useApiMutation({ request: deleteForumPost, refresh: (client) => invalidateForum(client) });
}

/**
 * `POST` or `DELETE /api/forum/posts/{id}/like`: likes a post (once, not one's own) or takes the like back.
 * @throws ApiError 401, 403, 404
 */
function likeForumPost({ id, like }: { id: number; like: boolean }): Promise<ForumPostOutcome> {
  return send(`/api/forum/posts/${id}/like`, like ? 'POST' : 'DELETE');
}

/** Likes or unlikes a post; refreshes the forum. */
export function useLikeForumPost() {
  return useApiMutation({ request: likeForumPost, refresh: (client) => invalidateForum(client) });
}

/**
 * `POST` or `DELETE /api/forum/posts/{id}/accept`: marks a reply as the Q&A thread's answer ('Marked as the answer')
 * or clears the mark.
 * @throws ApiError 403 'Only the asker or a moderator can mark the answer', 409 'Answers can only be marked in Q&A
 *   categories', 'The question itself cannot be its answer', 'A hidden reply cannot be the answer'
 */
function acceptForumPost({ id, accept }: { id: number; accept: boolean }): Promise<ForumPostOutcome> {
  return send(`/api/forum/posts/${id}/accept`, accept ? 'POST' : 'DELETE');
}

/** Marks or clears the answer; refreshes the forum. */
export function useAcceptForumPost() {
  return useApiMutation({ request: acceptForumPost, refresh: (client) => invalidateForum(client) });
}

/**
 * `POST /api/forum/posts/{id}/report`: reports a post with a reason ('Report sent').
 * @throws ApiError 400 'Reason is required', 409 'You have already reported this post', 403 'You cannot report your
 *   own post'
 */
function reportForumPost({ id, input }: { id: number; input: ForumReportCreate }): Promise<ForumPostOutcome> {
  return send(`/api/forum/posts/${id}/report`, 'POST', input);
}

/** Reports a post; refreshes the report queue. */
export function useReportForumPost() {
  return useApiMutation({ request: reportForumPost, refresh: (client) => invalidateForum(client) });
}

/**
 * `POST /api/forum/posts/{id}/hide` or `/restore` (moderators, 'forum:moderate'): hides a post from everyone else, or
 * restores it (which resolves its reports).
 * @throws ApiError 403, 404 'Post not found'
 */
function setForumPostHidden({ id, hidden }: { id: number; hidden: boolean }): Promise<ForumPostOutcome> {
  return send(`/api/forum/posts/${id}/${hidden ? 'hide' : 'restore'}`, 'POST');
}

/** Hides or restores a post; refreshes the forum and the report queue. */
export function useSetForumPostHidden() {
  return useApiMutation({ request: setForumPostHidden, refresh: (client) => invalidateForum(client) });
}
