import type { Page } from '@esdc/core/api';
import type { JobsEntry } from '@esdc/core/jobs-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-page';
import { jobsEntryKeys, type JobsEntryListParams } from './jobs-entry-keys';

/**
 * `GET /api/jobs` (SPEC §2 Planning, Mentorship, Hackathons, Workshops, Jobs, Forum): one page of entries, newest
 * first.
 * @param params the page asked for
 * @returns the page with the total
 * @throws ApiError 400 ('Invalid limit', 'Invalid offset')
 */
export function listJobsEntries(params: JobsEntryListParams): Promise<Page<JobsEntry>> {
  return requestPage<JobsEntry>('/api/jobs', { ...params });
}

/** One page of entries as query options. */
export function jobsEntryListOptions(params: JobsEntryListParams) {
  return queryOptions({ queryKey: jobsEntryKeys.list(params), queryFn: () => listJobsEntries(params) });
}

/** One page of entries; the previous page stays shown while the next one loads. */
export function useJobsEntries(params: JobsEntryListParams) {
  return useQuery({ ...jobsEntryListOptions(params), placeholderData: keepPreviousData });
}
