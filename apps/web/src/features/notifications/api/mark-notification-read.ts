import type { NotificationStreamUnread } from '@esdc/core/notification';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { applyChange } from './notification-keys';

/**
 * `POST /api/notifications/{id}/read` (SPEC §2 Notifications: a click marks it read): idempotent.
 * @param id the notification's id
 * @returns the member's unread count afterwards
 * @throws ApiError 404 'Notification not found' (missing, or another member's)
 */
export async function markNotificationRead(id: number): Promise<NotificationStreamUnread> {
  return (await apiRequest<NotificationStreamUnread>(`/api/notifications/${id}/read`, { method: 'POST' })).data;
}

/** Marks one notification read; the bell and the list follow at once. */
export function useMarkNotificationRead() {
  const viewer = useSession().user?.id ?? null;
  return useApiMutation({
    request: markNotificationRead,
    refresh: (client, { unread_count }, id: number) =>
      applyChange(client, viewer, (items) => items.map((n) => (n.id === id ? { ...n, read: true } : n)), unread_count),
  });
}
