import type { MentorApplicationItem } from '@esdc/core/mentorship-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-keys';
import { apiRequest } from '../../../lib/api-client';
import { requestPage } from '../../../lib/api-page';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateMentorship, mentorshipKeys } from './mentorship-keys';

/** `GET /api/admin/mentor-applications` (admins): the pending applications, oldest first. */
export function useMentorApplications(page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: [...mentorshipKeys.applications, page],
    queryFn: () => requestPage<MentorApplicationItem>('/api/admin/mentor-applications', page),
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /api/mentor-applications/{id}/approve` or `/reject` (admins).
 * @returns the server's message
 * @throws ApiError 409 'This application has already been decided'
 */
async function decide({ id, decision }: { id: number; decision: 'approve' | 'reject' }): Promise<string | undefined> {
  return (await apiRequest<MentorApplicationItem>(`/api/mentor-applications/${id}/${decision}`, { method: 'POST' })).message;
}

/** Approves or rejects an application; refreshes the tab, the mentors, the panel's audit log. */
export function useDecideApplication() {
  return useApiMutation({
    request: decide,
    refresh: (client) => Promise.all([invalidateMentorship(client), client.invalidateQueries({ queryKey: adminKeys.all })]),
  });
}
