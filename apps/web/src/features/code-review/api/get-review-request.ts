import type { ReviewRequest } from '@esdc/core/code-review-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/**
 * `GET /api/review-requests/{id}` (docs/requirements.md §2 Code review): a request with its checklist and comments.
 * @throws ApiError 404 'Review request not found'
 */
async function getReviewRequest(id: number): Promise<ReviewRequest> {
  return (await apiRequest<ReviewRequest>(`/api/review-requests/${id}`)).data;
}

/** One review request. */
export function useReviewRequest(id: number) {
  return useQuery({ queryKey: reviewKeys.request(id), queryFn: () => getReviewRequest(id), enabled: Number.isInteger(id) && id > 0 });
}
