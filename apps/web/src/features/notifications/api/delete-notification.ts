import type { NotificationStreamUnread } from '@esdc/core/notification';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { applyChange } from './notification-keys';

/** What a delete answers: the unread count afterwards and the server's message. */
interface DeleteNotificationOutcome extends NotificationStreamUnread {
  message?: string;
}

/**
 * `DELETE /api/notifications/{id}` (SPEC §2 Notifications: per-item delete).
 * @param id the notification's id
 * @returns the member's unread count afterwards and the server's message ('Notification deleted')
 * @throws ApiError 404 'Notification not found' (missing, or another member's)
 */
async function deleteNotification(id: number): Promise<DeleteNotificationOutcome> {
  const result = await apiRequest<NotificationStreamUnread>(`/api/notifications/${id}`, { method: 'DELETE' });
  return { ...result.data, message: result.message };
}

/** Deletes one notification; it leaves the bell and the list at once. */
export function useDeleteNotification() {
  const viewer = useSession().user?.id ?? null;
  return useApiMutation({
    request: deleteNotification,
    refresh: (client, { unread_count }, id: number) => applyChange(client, viewer, (items) => items.filter((n) => n.id !== id), unread_count),
  });
}
