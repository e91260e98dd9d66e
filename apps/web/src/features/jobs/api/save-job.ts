import type { Job, JobInputFields } from '@esdc/core/jobs-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateJobs } from './job-keys';

/** A saved posting and the server's message. */
interface SavedJob {
  job: Job;
  message?: string;
}

/**
 * `POST /api/jobs` or, with an id, `PUT /api/jobs/{id}` (SPEC §2 Jobs).
 * @throws ApiError 400 with the schema's messages, 403, 404
 */
async function saveJob({ id, input }: { id?: number; input: JobInputFields }): Promise<SavedJob> {
  const result = await apiRequest<Job>(id ? `/api/jobs/${id}` : '/api/jobs', { method: id ? 'PUT' : 'POST', body: input });
  return { job: result.data, message: result.message };
}

/** Posts or edits a posting; refreshes Jobs. */
export function useSaveJob() {
  return useApiMutation({ request: saveJob, refresh: (client) => invalidateJobs(client) });
}

/**
 * `DELETE /api/jobs/{id}` (SPEC §2 Jobs): the posting with its applications.
 * @returns the server's message
 * @throws ApiError 403, 404
 */
async function deleteJob(id: number): Promise<string | undefined> {
  return (await apiRequest<unknown>(`/api/jobs/${id}`, { method: 'DELETE' })).message;
}

/** Deletes a posting; refreshes Jobs. */
export function useDeleteJob() {
  return useApiMutation({ request: deleteJob, refresh: (client) => invalidateJobs(client) });
}
