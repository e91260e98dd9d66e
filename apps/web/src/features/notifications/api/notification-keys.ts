import type { Notification } from '@esdc/core/notification';
import type { Page } from '@esdc/core/api';
import type { QueryClient } from '@tanstack/react-query';

/** Paging of `GET /api/notifications` (core `notificationListQuerySchema`). */
export interface NotificationListParams {
  limit: number;
  offset: number;
  /** Unread ones only. */
  unread?: boolean;
}

/** One page of a member's notifications, newest first, with their unread count over all of them. */
export type NotificationPage = Page<Notification> & { unread_count: number };

/**
 * Query keys of the notification data, all keyed by the viewer (a member sees only their own; signing in as someone
 * else never shows the previous member's). The header bell reads `summary` (the latest few and the unread count),
 * the page reads `list`; the live stream and every change update both.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  viewer: (viewer: number | null) => ['notifications', viewer] as const,
  summary: (viewer: number | null) => ['notifications', viewer, 'summary'] as const,
  lists: (viewer: number | null) => ['notifications', viewer, 'list'] as const,
  list: (viewer: number | null, params: NotificationListParams) => ['notifications', viewer, 'list', params] as const,
  preferences: (viewer: number | null) => ['notifications', viewer, 'preferences'] as const,
};

/** The latest notifications the bell's summary keeps. */
export const SUMMARY_SIZE = 5;

/** Every cached page of the viewer's notifications (the summary and the lists). */
function cachedPages(client: QueryClient, viewer: number | null) {
  return [
    ...client.getQueriesData<NotificationPage>({ queryKey: notificationKeys.summary(viewer) }),
    ...client.getQueriesData<NotificationPage>({ queryKey: notificationKeys.lists(viewer) }),
  ];
}

/**
 * Sets the viewer's unread count wherever it is cached (the bell and every page of the list).
 * @param count the unread count the server answered
 */
export function setUnreadCount(client: QueryClient, viewer: number | null, count: number): void {
  for (const [key, page] of cachedPages(client, viewer)) {
    if (page && page.unread_count !== count) client.setQueryData<NotificationPage>(key, { ...page, unread_count: count });
  }
}

/** The cached unread count of the viewer, or undefined before the bell's summary has loaded. */
export function cachedUnreadCount(client: QueryClient, viewer: number | null): number | undefined {
  return client.getQueryData<NotificationPage>(notificationKeys.summary(viewer))?.unread_count;
}

/**
 * A new notification arrived (the live stream): it goes on top of the bell's summary and of the first page of every
 * list (a later page shifts, so it is fetched again); the unread count grows by one when it is unread.
 * A notification already cached (delivered twice, e.g. across a reconnect) changes nothing.
 * @param notification the new notification
 */
export function addNotification(client: QueryClient, viewer: number | null, notification: Notification): void {
  const known = cachedPages(client, viewer).some(([, page]) => page?.items.some((n) => n.id === notification.id));
  if (known) return;
  const extra = notification.read ? 0 : 1;
  const summary = client.getQueryData<NotificationPage>(notificationKeys.summary(viewer));
  if (summary) {
    client.setQueryData<NotificationPage>(notificationKeys.summary(viewer), {
      ...summary,
      items: [notification, ...summary.items].slice(0, summary.limit || SUMMARY_SIZE),
      total: summary.total + 1,
      unread_count: summary.unread_count + extra,
    });
  }
  for (const [key, page] of client.getQueriesData<NotificationPage>({ queryKey: notificationKeys.lists(viewer) })) {
    if (!page) continue;
    const params = key[3] as NotificationListParams | undefined;
    if (page.offset === 0 && !(params?.unread && notification.read)) {
      client.setQueryData<NotificationPage>(key, {
        ...page,
        items: [notification, ...page.items].slice(0, page.limit),
        total: page.total + 1,
        unread_count: page.unread_count + extra,
      });
    } else {
      client.setQueryData<NotificationPage>(key, { ...page, unread_count: page.unread_count + extra });
      void client.invalidateQueries({ queryKey: key, exact: true });
    }
  }
}

/**
 * After a change the server confirmed: applies it to every cached page at once (`change` maps the items), sets the
 * unread count it answered, then fetches the lists and the summary again (another page may now hold other rows).
 * @param change maps one page's items to the changed items
 * @param unreadCount the unread count the server answered
 */
export function applyChange(
  client: QueryClient,
  viewer: number | null,
  change: (items: Notification[]) => Notification[],
  unreadCount: number,
): Promise<unknown> {
  for (const [key, page] of cachedPages(client, viewer)) {
    if (!page) continue;
    const items = change(page.items);
    const removed = page.items.length - items.length;
    client.setQueryData<NotificationPage>(key, { ...page, items, total: Math.max(0, page.total - removed), unread_count: unreadCount });
  }
  return client.invalidateQueries({ queryKey: notificationKeys.viewer(viewer), predicate: (q) => q.queryKey[2] !== 'preferences' });
}
