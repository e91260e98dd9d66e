import type { Page } from '@esdc/core/api';
import type { RoadmapEntry } from '@esdc/core/roadmap-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-page';
import { roadmapEntryKeys, type RoadmapEntryListParams } from './roadmap-entry-keys';

/**
 * `GET /api/roadmap` (SPEC §2 Static pages): one page of entries, newest first.
 * @param params the page asked for
 * @returns the page with the total
 * @throws ApiError 400 ('Invalid limit', 'Invalid offset')
 */
export function listRoadmapEntries(params: RoadmapEntryListParams): Promise<Page<RoadmapEntry>> {
  return requestPage<RoadmapEntry>('/api/roadmap', { ...params });
}

/** One page of entries as query options. */
export function roadmapEntryListOptions(params: RoadmapEntryListParams) {
  return queryOptions({ queryKey: roadmapEntryKeys.list(params), queryFn: () => listRoadmapEntries(params) });
}

/** One page of entries; the previous page stays shown while the next one loads. */
export function useRoadmapEntries(params: RoadmapEntryListParams) {
  return useQuery({ ...roadmapEntryListOptions(params), placeholderData: keepPreviousData });
}
