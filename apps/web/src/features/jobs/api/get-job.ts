import type { Job } from '@esdc/core/jobs-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/**
 * `GET /api/jobs/{id}` (SPEC §2 Jobs): one posting, expired ones too.
 * @throws ApiError 404 'Job not found'
 */
async function getJob(id: number): Promise<Job> {
  return (await apiRequest<Job>(`/api/jobs/${id}`)).data;
}

/** One posting as query options. */
function jobOptions(id: number) {
  return queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => getJob(id) });
}

/** One posting. */
export function useJob(id: number) {
  return useQuery(jobOptions(id));
}
