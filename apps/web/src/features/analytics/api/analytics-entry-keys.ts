import type { QueryClient } from '@tanstack/react-query';

/** Paging of `GET /api/analytics` (core `analyticsEntryListQuerySchema`). */
export interface AnalyticsEntryListParams {
  limit: number;
  offset: number;
}

/** Query keys of Analytics. */
export const analyticsEntryKeys = {
  all: ['analytics'] as const,
  list: (params: AnalyticsEntryListParams) => ['analytics', 'list', params] as const,
};

/** After an entry is posted: every list. */
export function invalidateAnalyticsEntries(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: analyticsEntryKeys.all });
}
