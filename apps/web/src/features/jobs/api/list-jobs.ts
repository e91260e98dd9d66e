import type { Page } from '@esdc/core/api';
import type { Job } from '@esdc/core/jobs-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys, type JobListParams } from './job-keys';

/** One page of postings, and whether the viewer may post jobs. */
interface JobPage extends Page<Job> {
  canPost: boolean;
}

/**
 * `GET /api/jobs` (SPEC §2 Jobs): one page of open postings, nearest deadline first, or the viewer's own (`mine`).
 * @param params filters and paging
 * @returns the page with the total and `canPost`
 * @throws ApiError 400 (a bad filter)
 */
async function listJobs(params: JobListParams): Promise<JobPage> {
  const result = await apiRequest<Job[]>('/api/jobs', { query: { ...params } });
  const meta = result.meta as (typeof result.meta & { can_post?: boolean }) | undefined;
  const items = result.data ?? [];
  return {
    items,
    total: meta?.total ?? items.length,
    limit: meta?.limit ?? params.limit,
    offset: meta?.offset ?? params.offset,
    canPost: meta?.can_post ?? false,
  };
}

/** One page of postings as query options. */
function jobListOptions(params: JobListParams) {
  return queryOptions({ queryKey: jobKeys.list(params), queryFn: () => listJobs(params) });
}

/** One page of postings; the previous page stays shown while the next one loads. */
export function useJobs(params: JobListParams) {
  return useQuery({ ...jobListOptions(params), placeholderData: keepPreviousData });
}
