import type { Notification } from '@esdc/core/notification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiCallContext, apiRequest } from '../../../lib/api-client';
import { currentToken, useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useNotificationSummary, useUnreadCount } from '../api/get-notification-summary';
import { markNotificationRead } from '../api/mark-notification-read';
import { addNotification, applyChange, cachedUnreadCount, notificationKeys, setUnreadCount } from '../api/notification-keys';
import { BellLink } from '../components/bell-link';
import { openNotificationStream } from './notification-stream';

/** The stream's path (contract at /api/docs). */
const STREAM_PATH = '/api/notifications/stream';

/*
 * What a signed-in member's pages load on demand, in one chunk (scripts/check-bundle.mjs keeps the initial JavaScript
 * small): the live stream and the header bell's count.
 */

/** The header bell of a signed-in member, with their unread count (kept live by the stream). */
export function CountedBell({ className }: { className: string }) {
  return <BellLink count={useUnreadCount()} className={className} />;
}

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
  // The stream starts once the bell's first answer came back, so a token the server no longer accepts ends in the API
  // client's one 401 handling rather than also in a stream (a 401 clears the cache, and with it this).
  const ready = useNotificationSummary().data !== undefined;

  useEffect(() => {
    if (!token || viewer === null || !ready) return undefined;
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

    const close = openNotificationStream({
      url: new URL(STREAM_PATH, window.location.origin),
      getToken: currentToken,
      handlers: {
        onNotification: (notification) => {
          addNotification(client, viewer, notification);
          // What it tells about changed: the cached data of its link's area ('/events/12' → ['events'],
          // '/shop-cart?tab=orders' → ['shop-cart']) is fetched
          // again, so an open page shows the promotion or the cancellation without a reload.
          const area = notification.link?.split(/[/?#]/)[1];
          if (area) void client.invalidateQueries({ queryKey: [area] });
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
          // Marks the page while the stream is open (end-to-end tests wait for it before acting elsewhere).
          document.documentElement.dataset.notificationsLive = 'open';
          if (reconnected) refetchAll();
        },
        onDrop: () => delete document.documentElement.dataset.notificationsLive,
        // The stream tells only the status: ask the API, whose 401 says why (a suspension) and ends the session itself.
        onUnauthorized: () =>
          void apiRequest('/api/user/profile').then(
            () => apiCallContext().onUnauthorized(),
            (error: unknown) => {
              if (!(error instanceof ApiError && error.status === 401)) apiCallContext().onUnauthorized();
            },
          ),
      },
    });
    return () => {
      close();
      delete document.documentElement.dataset.notificationsLive;
    };
  }, [client, navigate, ready, token, viewer]);

  return null;
}
