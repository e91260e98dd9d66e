import type { Notification, NotificationListMeta } from '@esdc/core/notification';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notificationKeys, type NotificationListParams, type NotificationPage } from './notification-keys';

/**
 * `GET /api/notifications` (SPEC §2 Notifications; contract at /api/docs): one page of the signed-in member's
 * notifications, newest first, with their unread count over all of them.
 * @param params paging (`limit` rows from `offset`), and `unread` for unread ones only
 * @returns the page, its total and `unread_count`
 * @throws ApiError 401 when signed out
 */
export async function listNotifications(params: NotificationListParams): Promise<NotificationPage> {
  const { unread, ...paging } = params;
  const result = await apiRequest<Notification[]>('/api/notifications', { query: { ...paging, unread: unread ? 'true' : undefined } });
  const items = result.data ?? [];
  const meta = result.meta as Partial<NotificationListMeta> | undefined;
  return {
    items,
    total: meta?.total ?? items.length,
    limit: meta?.limit ?? params.limit,
    offset: meta?.offset ?? params.offset,
    unread_count: meta?.unread_count ?? items.filter((n) => !n.read).length,
  };
}

/** One page of the member's notifications (the /notifications page); the previous page stays shown while the next loads. */
export function useNotifications(params: NotificationListParams) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    queryKey: notificationKeys.list(viewer, params),
    queryFn: () => listNotifications(params),
    placeholderData: keepPreviousData,
    enabled: viewer !== null,
  });
}
