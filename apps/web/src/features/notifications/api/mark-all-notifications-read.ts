import type { NotificationStreamUnread } from '@esdc/core/notification';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { applyChange } from './notification-keys';

/** What 'Mark all as read' answers: the unread count (0) and the server's message. */
export interface MarkAllReadOutcome extends NotificationStreamUnread {
  message?: string;
}

/**
 * `POST /api/notifications/read-all` (SPEC §2 Notifications 'Mark all as read').
 * @returns the unread count afterwards (0) and the server's message ('All notifications marked as read')
 * @throws ApiError
 */
async function markAllNotificationsRead(): Promise<MarkAllReadOutcome> {
  const result = await apiRequest<NotificationStreamUnread>('/api/notifications/read-all', { method: 'POST' });
  return { ...result.data, message: result.message };
}

/** Marks every notification of the member read. */
export function useMarkAllNotificationsRead() {
  const viewer = useSession().user?.id ?? null;
  return useApiMutation({
    request: (_: void) => markAllNotificationsRead(),
    refresh: (client, { unread_count }) => applyChange(client, viewer, (items) => items.map((n) => (n.read ? n : { ...n, read: true })), unread_count),
  });
}
