import type { Notification } from '@esdc/core/notification';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addNotification, applyChange, notificationKeys, setUnreadCount, type NotificationPage } from './notification-keys';

const viewer = 7;
const make = (id: number, read = false): Notification => ({
  id,
  type: 'announcement',
  title: `Title ${id}`,
  message: `Message ${id}`,
  link: null,
  read,
  time: new Date(Date.UTC(2026, 10, 24, 0, id)).toISOString(),
});
const page = (items: Notification[], offset: number, limit: number, total: number, unread: number): NotificationPage => ({
  items,
  offset,
  limit,
  total,
  unread_count: unread,
});

/** A client holding the bell's summary and the first two pages of the list, as the app would after visiting them. */
function seeded() {
  const client = new QueryClient();
  client.setQueryData(notificationKeys.summary(viewer), page([make(5), make(4, true)], 0, 2, 5, 3));
  client.setQueryData(notificationKeys.list(viewer, { limit: 2, offset: 0 }), page([make(5), make(4, true)], 0, 2, 5, 3));
  client.setQueryData(notificationKeys.list(viewer, { limit: 2, offset: 2 }), page([make(3), make(2)], 2, 2, 5, 3));
  return client;
}
const summaryOf = (client: QueryClient) => client.getQueryData<NotificationPage>(notificationKeys.summary(viewer))!;
const listOf = (client: QueryClient, offset: number) => client.getQueryData<NotificationPage>(notificationKeys.list(viewer, { limit: 2, offset }))!;

describe('notification cache updates', () => {
  it('a new notification goes on top of the bell and the first page, counts as unread once, and later pages go stale', () => {
    const client = seeded();
    addNotification(client, viewer, make(6));
    expect(summaryOf(client).items.map((n) => n.id)).toEqual([6, 5]);
    expect(summaryOf(client).unread_count).toBe(4);
    expect(listOf(client, 0)).toMatchObject({ total: 6, unread_count: 4 });
    expect(listOf(client, 0).items.map((n) => n.id)).toEqual([6, 5]);
    expect(listOf(client, 2).items.map((n) => n.id)).toEqual([3, 2]);
    expect(client.getQueryState(notificationKeys.list(viewer, { limit: 2, offset: 2 }))?.isInvalidated).toBe(true);

    // Delivered again (a reconnect): nothing changes.
    addNotification(client, viewer, make(6));
    expect(summaryOf(client).unread_count).toBe(4);
    expect(listOf(client, 0).total).toBe(6);
  });

  it("another member's cache is never touched", () => {
    const client = seeded();
    addNotification(client, 99, make(6));
    expect(summaryOf(client).unread_count).toBe(3);
  });

  it('a confirmed change applies to every cached page with the unread count the server answered', async () => {
    const client = seeded();
    await applyChange(client, viewer, (items) => items.filter((n) => n.id !== 3), 2);
    expect(listOf(client, 2)).toMatchObject({ total: 4, unread_count: 2 });
    expect(listOf(client, 2).items.map((n) => n.id)).toEqual([2]);
    expect(summaryOf(client)).toMatchObject({ total: 5, unread_count: 2 });

    setUnreadCount(client, viewer, 0);
    expect([summaryOf(client), listOf(client, 0), listOf(client, 2)].map((p) => p.unread_count)).toEqual([0, 0, 0]);
  });
});
