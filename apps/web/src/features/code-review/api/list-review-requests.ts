import type { Page } from '@esdc/core/api';
import type { ReviewCounts, ReviewListMeta, ReviewRequestSummary } from '@esdc/core/code-review-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewKeys, useViewerId, type ReviewListParams } from './review-keys';

/** One page of review requests with the club's counters. */
export type ReviewPage = Page<ReviewRequestSummary> & { counts: ReviewCounts };

const NO_COUNTS: ReviewCounts = { open: 0, pending: 0, approved: 0, changes_requested: 0 };

/**
 * `GET /api/review-requests` (docs/requirements.md §2 Code review): a page of requests, newest first, and the counters
 * (requests by state over the whole club).
 * @param params state, mine, paging
 * @throws ApiError 400 for a bad filter
 */
async function listReviewRequests(params: ReviewListParams): Promise<ReviewPage> {
  const result = await apiRequest<ReviewRequestSummary[]>('/api/review-requests', { query: { ...params } });
  const items = result.data ?? [];
  const meta = result.meta as Partial<ReviewListMeta> | undefined;
  return {
    items,
    total: meta?.total ?? items.length,
    limit: meta?.limit ?? params.limit,
    offset: meta?.offset ?? params.offset,
    counts: meta?.counts ?? NO_COUNTS,
  };
}

/** One page of review requests; the previous page stays shown while the next one loads. */
export function useReviewRequests(params: ReviewListParams) {
  const viewer = useViewerId();
  return useQuery({ queryKey: reviewKeys.list(viewer, params), queryFn: () => listReviewRequests(params), placeholderData: keepPreviousData });
}
