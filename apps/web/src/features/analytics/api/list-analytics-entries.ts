import type { Page } from '@esdc/core/api';
import type { AnalyticsEntry } from '@esdc/core/analytics-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-page';
import { analyticsEntryKeys, type AnalyticsEntryListParams } from './analytics-entry-keys';

/**
 * `GET /api/analytics` (SPEC §2 Static pages): one page of entries, newest first.
 * @param params the page asked for
 * @returns the page with the total
 * @throws ApiError 400 ('Invalid limit', 'Invalid offset')
 */
export function listAnalyticsEntries(params: AnalyticsEntryListParams): Promise<Page<AnalyticsEntry>> {
  return requestPage<AnalyticsEntry>('/api/analytics', { ...params });
}

/** One page of entries as query options. */
export function analyticsEntryListOptions(params: AnalyticsEntryListParams) {
  return queryOptions({ queryKey: analyticsEntryKeys.list(params), queryFn: () => listAnalyticsEntries(params) });
}

/** One page of entries; the previous page stays shown while the next one loads. */
export function useAnalyticsEntries(params: AnalyticsEntryListParams) {
  return useQuery({ ...analyticsEntryListOptions(params), placeholderData: keepPreviousData });
}
