import type { ReviewMineFilter, ReviewState } from '@esdc/core/code-review';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';

/** The filters and paging of `GET /api/review-requests` (core `reviewListQuerySchema`). */
export interface ReviewListParams {
  q?: string;
  state?: ReviewState;
  mine?: ReviewMineFilter;
  limit: number;
  offset: number;
}

/** Query keys of code review (docs/requirements.md §2 Code review), keyed by the reader (the 'mine' filters). */
export const reviewKeys = {
  all: ['review-requests'] as const,
  list: (viewer: number | null, params: ReviewListParams) => ['review-requests', viewer, 'list', params] as const,
  request: (id: number) => ['review-requests', 'request', id] as const,
  myProjects: (viewer: number | null) => ['review-requests', viewer, 'my-projects'] as const,
};

/**
 * After any change to a request: the lists (their counters) and the request pages.
 * @param client the app's query client
 */
export function invalidateReviews(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: reviewKeys.all });
}

/** The signed-in reader's id, or null for a visitor. */
export function useViewerId(): number | null {
  return useSession().user?.id ?? null;
}
