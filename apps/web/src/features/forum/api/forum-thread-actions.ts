import type { ForumThread } from '@esdc/core/forum-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateForum } from './forum-keys';

/** A thread's moderation switches: each a `POST /api/forum/threads/{id}/{action}`. */
export type ForumThreadToggle = 'lock' | 'unlock' | 'pin' | 'unpin';

/** A changed thread (or none once deleted or merged) and the server's message. */
interface ForumThreadOutcome {
  thread: ForumThread | null;
  message?: string;
}

async function send(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<ForumThreadOutcome> {
  const result = await apiRequest<ForumThread | null>(path, body === undefined ? { method } : { method, body });
  return { thread: result.data ?? null, message: result.message };
}

/**
 * `POST /api/forum/threads/{id}/lock|unlock|pin|unpin` (moderators, 'forum:moderate'; SPEC §2 Forum Moderation).
 * @throws ApiError 403, 404 'Thread not found'
 */
function toggleForumThread({ id, action }: { id: number; action: ForumThreadToggle }): Promise<ForumThreadOutcome> {
  return send(`/api/forum/threads/${id}/${action}`, 'POST');
}

/** Locks, unlocks, pins or unpins a thread; refreshes the forum. */
export function useToggleForumThread() {
  return useApiMutation({ request: toggleForumThread, refresh: (client) => invalidateForum(client) });
}

/**
 * `POST /api/forum/threads/{id}/move` (moderators): moves a thread to another category.
 * @throws ApiError 403, 404 'Category not found'
 */
function moveForumThread({ id, categoryId }: { id: number; categoryId: number }): Promise<ForumThreadOutcome> {
  return send(`/api/forum/threads/${id}/move`, 'POST', { category_id: categoryId });
}

/** Moves a thread; refreshes the forum. */
export function useMoveForumThread() {
  return useApiMutation({ request: moveForumThread, refresh: (client) => invalidateForum(client) });
}

/**
 * `POST /api/forum/threads/{id}/merge` (moderators): every reply moves into the target thread, and this one is gone.
 * @throws ApiError 400 'A thread cannot be merged into itself', 403, 404 'Thread not found'
 */
function mergeForumThread({ id, intoThreadId }: { id: number; intoThreadId: number }): Promise<ForumThreadOutcome> {
  return send(`/api/forum/threads/${id}/merge`, 'POST', { into_thread_id: intoThreadId });
}

/** Merges a thread into another; refreshes the forum. */
export function useMergeForumThread() {
  return useApiMutation({ request: mergeForumThread, refresh: (client) => invalidateForum(client) });
}

/**
 * `DELETE /api/forum/threads/{id}`: deletes a thread with its posts (its author, or a moderator).
 * @throws ApiError 403, 404 'Thread not found'
 */
function deleteForumThread(id: number): Promise<ForumThreadOutcome> {
  return send(`/api/forum/threads/${id}`, 'DELETE');
}

/** Deletes a thread; refreshes the forum. */
export function useDeleteForumThread() {
  return useApiMutation({ request: deleteForumThread, refresh: (client) => invalidateForum(client) });
}

/**
 * `POST` or `DELETE /api/forum/threads/{id}/subscription`: 'Subscribe' / 'Unsubscribe' ('You will be notified of
 * new replies', 'You will no longer be notified of new replies').
 * @throws ApiError 401, 404 'Thread not found'
 */
function setForumSubscription({ id, subscribe }: { id: number; subscribe: boolean }): Promise<ForumThreadOutcome> {
  return send(`/api/forum/threads/${id}/subscription`, subscribe ? 'POST' : 'DELETE');
}

/** Subscribes to or unsubscribes from a thread; refreshes it. */
export function useSetForumSubscription() {
  return useApiMutation({ request: setForumSubscription, refresh: (client) => invalidateForum(client) });
}
