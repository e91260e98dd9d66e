import type { Notification } from '@esdc/core/notification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apiCallContext } from '../../../lib/api-client';
import { currentToken, useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { markNotificationRead } from '../api/mark-notification-read';
import { addNotification, applyChange, cachedUnreadCount, notificationKeys, setUnreadCount } from '../api/notification-keys';
import { openNotificationStream } from './notification-stream';

/** The stream's path (contract at /api/docs). */
const STREAM_PATH = '/api/notifications/stream';

/**
 * The live connection of a signed-in member (SPEC §2 Notifications; DESIGN Scaling out: notifications reach browsers
 * over Server-Sent Events): one stream per tab while signed in, closed on sign-out. A `notification` event goes on top
 * of the bell and the list and is announced by a toast (the toaster's polite live region) with 'View' when it has a
 * link; an `unread` event (a change made in another tab) sets the count and refreshes the lists. After a reconnect
 * everything is fetched again, so nothing missed during the drop stays missing. Renders nothing; loaded on demand
 * by the app shell so visitors never download it.
 */
export default function LiveNotifications() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { token, user } = useSession();
  const viewer = user?.id ?? null;

  useEffect(() => {
    if (!token || viewer === null) return undefined;
    const refetchAll = () => void client.invalidateQueries({ queryKey: notificationKeys.viewer(viewer) });

    const open = async (notification: Notification) => {
      try {
        const { unread_count } = await markNotificationRead(notification.id);
        void applyChange(client, viewer, (items) => items.map((n) => (n.id === notification.id ? { ...n, read: true } : n)), unread_count);
      } catch {
        // Opening the link matters more than the read mark; the list shows it unread until the next change.
      }
      if (notification.link) void navigate(notification.link);
    };

    return openNotificationStream({
      url: new URL(STREAM_PATH, window.location.origin),
      getToken: currentToken,
      handlers: {
        onNotification: (notification) => {
          addNotification(client, viewer, notification);
          void notify(notification.title, 'info', {
            description: notification.message,
            action: notification.link ? { label: 'View', onClick: () => void open(notification) } : undefined,
          });
        },
        onUnread: (count) => {
          const before = cachedUnreadCount(client, viewer);
          setUnreadCount(client, viewer, count);
          // Read or deleted elsewhere: the rows' read marks changed too.
          if (before !== undefined && before !== count) void client.invalidateQueries({ queryKey: notificationKeys.lists(viewer) });
        },
        onOpen: (reconnected) => {
          if (reconnected) refetchAll();
        },
        onUnauthorized: () => apiCallContext().onUnauthorized(),
      },
    });
  }, [client, navigate, token, viewer]);

  return null;
}
