import type { QueryClient } from '@tanstack/react-query';

/** Filters and paging of `GET /api/jobs` (core `jobListQuerySchema`). */
export interface JobListParams {
  type?: string;
  remote?: string;
  q?: string;
  mine?: 'true';
  limit: number;
  offset: number;
}

/** Query keys of Jobs. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (params: JobListParams) => ['jobs', 'list', params] as const,
  detail: (id: number) => ['jobs', 'detail', id] as const,
  applications: (jobId: number) => ['jobs', 'applications', jobId] as const,
  mine: ['jobs', 'my-applications'] as const,
  savedSearches: ['jobs', 'saved-searches'] as const,
  partners: ['jobs', 'partners'] as const,
};

/** After a posting or an application changed: every list and posting of Jobs. */
export function invalidateJobs(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: jobKeys.all });
}
