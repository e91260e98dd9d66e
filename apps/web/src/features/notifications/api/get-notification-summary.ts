import { useQuery } from '@tanstack/react-query';
import { useFeatures } from '../../../lib/features';
import { useSession } from '../../../lib/session';
import { listNotifications } from './list-notifications';
import { notificationKeys, SUMMARY_SIZE } from './notification-keys';

/**
 * The header bell's data: the member's latest notifications and their unread count (`GET /api/notifications`, first
 * {@link SUMMARY_SIZE}). Asked for only while signed in with the notifications feature on; the live stream keeps it
 * current, so it is not refetched on a timer.
 */
export function useNotificationSummary() {
  const viewer = useSession().user?.id ?? null;
  const enabled = useFeatures().isEnabled('notifications') && viewer !== null;
  return useQuery({
    queryKey: notificationKeys.summary(viewer),
    queryFn: () => listNotifications({ limit: SUMMARY_SIZE, offset: 0 }),
    enabled,
    staleTime: 60_000,
  });
}

/** The signed-in member's unread notifications (0 while unknown or signed out), for the bell's badge. */
export function useUnreadCount(): number {
  return useNotificationSummary().data?.unread_count ?? 0;
}
