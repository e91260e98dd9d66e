import type { ReviewDecision } from '@esdc/core/code-review';
import type { ReviewCommentCreate, ReviewRequest, ReviewRequestCreate } from '@esdc/core/code-review-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateReviews, reviewKeys } from './review-keys';

/** A request as a write answered it, and the server's message. */
export interface SavedReview {
  request: ReviewRequest;
  message?: string;
}

async function post(path: string, body?: unknown): Promise<SavedReview> {
  const result = await apiRequest<ReviewRequest>(path, { method: 'POST', ...(body === undefined ? {} : { body }) });
  return { request: result.data, message: result.message };
}

/** Stores the request the write answered and refreshes the lists. */
function refresh(client: QueryClient, saved: SavedReview) {
  client.setQueryData(reviewKeys.request(saved.request.id), saved.request);
  return invalidateReviews(client);
}

/**
 * `POST /api/review-requests` ('Request Review').
 * @throws ApiError 400 with the schema's messages; 403 'You can only link a project you own or contribute to'
 */
export function useRequestReview() {
  return useApiMutation({ request: (body: ReviewRequestCreate) => post('/api/review-requests', body), refresh });
}

/**
 * `POST /api/review-requests/{id}/claim` ('Claim').
 * @throws ApiError 403 'You cannot review your own request'; 409 'This review request has already been claimed'
 */
export function useClaimReview() {
  return useApiMutation({ request: (id: number) => post(`/api/review-requests/${id}/claim`), refresh });
}

/**
 * `POST /api/review-requests/{id}/comments` (a comment, or a reply with `parent_id`).
 * @throws ApiError 400 'Comment is required'; 404 'Comment not found'
 */
export function useCommentOnReview() {
  return useApiMutation({ request: ({ id, body }: { id: number; body: ReviewCommentCreate }) => post(`/api/review-requests/${id}/comments`, body), refresh });
}

/**
 * `POST /api/review-requests/{id}/decision` ('Approve', 'Request changes'; the claiming reviewer).
 * @throws ApiError 403 'Only the reviewer who claimed this request can decide'; 409 'This review request is not under review'
 */
export function useDecideReview() {
  return useApiMutation({
    request: ({ id, decision }: { id: number; decision: ReviewDecision }) => post(`/api/review-requests/${id}/decision`, { decision }),
    refresh,
  });
}

/**
 * `POST /api/review-requests/{id}/reopen` ('Reopen'; the requester, after changes were requested).
 * @throws ApiError 403 'Only the member who requested this review can reopen it'
 */
export function useReopenReview() {
  return useApiMutation({ request: (id: number) => post(`/api/review-requests/${id}/reopen`), refresh });
}

/**
 * `POST /api/review-requests/{id}/release` ('Release claim'; moderators and admins): a request in review is open again.
 * @throws ApiError 409 'This review request is not under review'
 */
export function useReleaseReview() {
  return useApiMutation({ request: (id: number) => post(`/api/review-requests/${id}/release`), refresh });
}
