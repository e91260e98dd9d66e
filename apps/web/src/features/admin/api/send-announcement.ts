import type { AnnouncementResult } from '@esdc/core/notification';
import type { AnnouncementInput } from '@esdc/core/notification-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminKeys } from '../../../lib/admin-keys';

/** What sending answers: how many members received it and the server's message. */
interface AnnouncementOutcome extends AnnouncementResult {
  message?: string;
}

/**
 * `POST /api/admin/announcements` (SPEC §2 Notifications: admin announcements to everyone or to a role; contract at
 * /api/docs): a notification of type 'announcement' to every active member of the audience.
 * @param input title, message, optional in-app link, audience ('all' or a role)
 * @returns the number of recipients and the server's message ('Announcement sent to N members')
 * @throws ApiError 400 with per-field details, 403 for non-admins
 */
async function sendAnnouncement(input: AnnouncementInput): Promise<AnnouncementOutcome> {
  const result = await apiRequest<AnnouncementResult>('/api/admin/announcements', { method: 'POST', body: input });
  return { ...result.data, message: result.message };
}

/**
 * Sends an announcement; the audit log gains an entry, and the admin's own notifications (`['notifications']`, named
 * here because features do not import each other) may have one more.
 */
export function useSendAnnouncement() {
  return useApiMutation({
    request: sendAnnouncement,
    refresh: (client) => Promise.all([client.invalidateQueries({ queryKey: adminKeys.audit }), client.invalidateQueries({ queryKey: ['notifications'] })]),
  });
}
