import type { JobsEntry, JobsEntryCreate } from '@esdc/core/jobs-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateJobsEntries } from './jobs-entry-keys';

/** A posted entry and the server's message ('Entry posted'). */
export interface PostedJobsEntry {
  entry: JobsEntry;
  message?: string;
}

/**
 * `POST /api/jobs` (active members, 'jobs:post'): posts an entry.
 * @param input the title and body, valid by core's `jobsEntryCreateSchema`
 * @returns the entry and the server's message
 * @throws ApiError 400 with the schema's messages, 401, 403
 */
export async function createJobsEntry(input: JobsEntryCreate): Promise<PostedJobsEntry> {
  const result = await apiRequest<JobsEntry>('/api/jobs', { method: 'POST', body: input });
  return { entry: result.data, message: result.message };
}

/** Posts an entry; refreshes the lists. */
export function useCreateJobsEntry() {
  return useApiMutation({ request: createJobsEntry, refresh: (client) => invalidateJobsEntries(client) });
}
