import type { JobPartner } from '@esdc/core/jobs-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestPage } from '../../../lib/api-page';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { jobKeys } from './job-keys';

/** `GET /api/admin/jobs/partners` (admins): the members who may post jobs besides admins and moderators. */
export function useJobPartners(page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: [...jobKeys.partners, page],
    queryFn: () => requestPage<JobPartner>('/api/admin/jobs/partners', page),
    placeholderData: keepPreviousData,
  });
}

/**
 * `PUT` (add) or `DELETE` (remove) `/api/admin/jobs/partners/{id}` (admins).
 * @returns the server's message
 * @throws ApiError 404
 */
async function setJobPartner({ userId, partner }: { userId: number; partner: boolean }): Promise<string | undefined> {
  return (await apiRequest<unknown>(`/api/admin/jobs/partners/${userId}`, { method: partner ? 'PUT' : 'DELETE' })).message;
}

/** Adds or removes a job partner; refreshes the list. */
export function useSetJobPartner() {
  return useApiMutation({ request: setJobPartner, refresh: (client) => client.invalidateQueries({ queryKey: jobKeys.partners }) });
}
