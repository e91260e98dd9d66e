import type { QueryClient } from '@tanstack/react-query';

/** Paging of `GET /api/jobs` (core `jobsEntryListQuerySchema`). */
export interface JobsEntryListParams {
  limit: number;
  offset: number;
}

/** Query keys of Jobs. */
export const jobsEntryKeys = {
  all: ['jobs'] as const,
  list: (params: JobsEntryListParams) => ['jobs', 'list', params] as const,
};

/** After an entry is posted: every list. */
export function invalidateJobsEntries(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: jobsEntryKeys.all });
}
