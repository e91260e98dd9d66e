import { enqueueWebhookPosts } from '../integrations/public.ts';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  type AnnouncementResult,
  type Notification,
  type NotificationPreferences,
} from '@esdc/core/notification';
import type { Announcement, NotificationListQuery, NotificationPreferencesUpdate } from '@esdc/core/notification-schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/client.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { NOTIFICATION_COLUMNS, toNotification } from '../../platform/notifications/notification-rows.ts';
import { notifyAudience, publishUnreadChanged } from '../../platform/notifications/notify.ts';
import type { Db } from '../../db/db.ts';

/**
 * A member's unread notifications.
 * @returns the count (0 when none)
 */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A page of the member's own notifications, newest first (SPEC §2 Notifications), with their unread count.
 * @param query `unread`: unread ones only; `limit`, `offset`
 * @returns items, total matching, and the unread count over all of the member's notifications
 */
export async function listNotifications(
  db: Kysely<DB>,
  userId: number,
  query: NotificationListQuery,
): Promise<{ items: Notification[]; total: number; unread: number }> {
  let base = db.selectFrom('notifications').where('user_id', '=', userId);
  if (query.unread) base = base.where('read_at', 'is', null);
  const [rows, total, unread] = await Promise.all([
    base.select(NOTIFICATION_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    unreadCount(db, userId),
  ]);
  return { items: rows.map(toNotification), total: Number(total.n), unread };
}

/**
 * Marks one of the member's notifications read (already read: unchanged, still 200).
 * @returns the member's unread count after it
 * @throws 404 'Notification not found' when it does not exist or is someone else's
 */
export async function markRead(database: Database, userId: number, id: number, now: Date): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('notifications').select(['id', 'read_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
    if (row.read_at === null) {
      await trx.updateTable('notifications').set({ read_at: now.toISOString() }).where('id', '=', id).where('read_at', 'is', null).execute();
      await publishUnreadChanged(trx, database.engine, userId);
    }
    return unreadCount(trx, userId);
  });
}

/**
 * Marks every unread notification of the member read.
 * @returns the unread count after it (0)
 */
export async function markAllRead(database: Database, userId: number, now: Date): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('notifications')
      .set({ read_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) await publishUnreadChanged(trx, database.engine, userId);
    return unreadCount(trx, userId);
  });
}

/**
 * Deletes one of the member's notifications.
 * @returns the member's unread count after it
 * @throws 404 'Notification not found' when it does not exist or is someone else's
 */
export async function deleteNotification(database: Database, userId: number, id: number): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).returning('read_at').executeTakeFirst();
    if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
    if (row.read_at === null) await publishUnreadChanged(trx, database.engine, userId);
    return unreadCount(trx, userId);
  });
}

/**
 * The member's channel for every type ('in_app' where they never chose).
 * @returns `{ preferences: { <type>: channel } }` with every type
 */
export async function getPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const rows = await db.selectFrom('notification_preferences').select(['type', 'channel']).where('user_id', '=', userId).execute();
  const chosen = new Map(rows.map((r) => [r.type, r.channel]));
  return {
    preferences: Object.fromEntries(
      NOTIFICATION_TYPES.map((t) => [t, chosen.get(t) ?? DEFAULT_NOTIFICATION_CHANNEL]),
    ) as NotificationPreferences['preferences'],
  };
}

/**
 * Changes the channels of the types named (others keep theirs); 'in_app' removes the stored choice.
 * @returns every type's channel after the change
 */
export async function updatePreferences(database: Database, userId: number, update: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
  return database.db.transaction().execute(async (trx) => {
    for (const [type, channel] of Object.entries(update.preferences) as [
      keyof NotificationPreferences['preferences'],
      NotificationPreferences['preferences'][keyof NotificationPreferences['preferences']],
    ][]) {
      await trx.deleteFrom('notification_preferences').where('user_id', '=', userId).where('type', '=', type).execute();
      if (channel !== DEFAULT_NOTIFICATION_CHANNEL) await trx.insertInto('notification_preferences').values({ user_id: userId, type, channel }).execute();
    }
    return getPreferences(trx, userId);
  });
}

/**
 * Sends an admin announcement (SPEC §2 Notifications) to every active member of the audience, in one transaction
 * with its audit entry ('announcement.sent': audience, title, recipients).
 * @returns how many members received it
 */
export async function sendAnnouncement(database: Database, adminId: number, input: Announcement, now: Date): Promise<AnnouncementResult> {
  return database.db.transaction().execute(async (trx) => {
    const recipients = await notifyAudience(
      trx,
      database.engine,
      { audience: input.audience, title: input.title, message: input.message, link: input.link ?? null },
      now,
    );
    await recordAudit(trx, {
      actorId: adminId,
      action: 'announcement.sent',
      targetType: 'announcement',
      targetId: null,
      details: { audience: input.audience, title: input.title, recipients },
      now,
    });
    // Only what every member is told goes to the club's Slack and Discord (SPEC §2 Integrations).
    if (input.audience === 'all') await enqueueWebhookPosts(trx, 'announcements', { text: `${input.title}\n${input.message}`, link: input.link ?? null }, now);
    return { recipients };
  });
}
