import type { NotificationPreferences } from '@esdc/core/notification';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notificationKeys } from './notification-keys';

/**
 * `GET /api/notifications/preferences`: the member's channel for every notification type (in the app, email digest, off).
 * @throws ApiError 401 when signed out
 */
async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return (await apiRequest<NotificationPreferences>('/api/notifications/preferences')).data;
}

/** The member's notification preferences. */
export function useNotificationPreferences() {
  const viewer = useSession().user?.id ?? null;
  return useQuery({ queryKey: notificationKeys.preferences(viewer), queryFn: getNotificationPreferences, enabled: viewer !== null });
}
