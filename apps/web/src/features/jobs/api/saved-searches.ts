import type { JobSavedSearch, JobSavedSearchInput } from '@esdc/core/jobs-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { jobKeys } from './job-keys';

/** `GET /api/my/job-searches` (SPEC §2 Jobs): the member's saved searches, newest first. */
export function useSavedSearches(enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.savedSearches,
    queryFn: async () => (await apiRequest<JobSavedSearch[]>('/api/my/job-searches')).data,
    enabled,
  });
}

/**
 * `POST /api/my/job-searches`: saves the list's filters; the member is notified of matching new postings.
 * @returns the saved search and the server's message ('Search saved')
 * @throws ApiError 400, 409 ('You have already saved this search', 'You can keep at most 10 saved searches')
 */
async function saveSearch(body: JobSavedSearchInput): Promise<{ search: JobSavedSearch; message?: string }> {
  const result = await apiRequest<JobSavedSearch>('/api/my/job-searches', { method: 'POST', body });
  return { search: result.data, message: result.message };
}

/** Saves a search; refreshes the saved searches. */
export function useSaveSearch() {
  return useApiMutation({ request: saveSearch, refresh: (client) => client.invalidateQueries({ queryKey: jobKeys.savedSearches }) });
}

/**
 * `DELETE /api/my/job-searches/{id}`: deletes one of the member's saved searches.
 * @returns the server's message ('Saved search deleted')
 * @throws ApiError 404 'Saved search not found'
 */
async function deleteSavedSearch(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<{ id: number }>(`/api/my/job-searches/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Deletes a saved search; refreshes the saved searches. */
export function useDeleteSavedSearch() {
  return useApiMutation({ request: deleteSavedSearch, refresh: (client) => client.invalidateQueries({ queryKey: jobKeys.savedSearches }) });
}
