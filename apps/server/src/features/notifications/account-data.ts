import type { Eraser, ExportSection } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';
import { mentionsAny, REDACTED } from '../../platform/account-data/redact.ts';

/** SPEC §2 Notifications + SPEC §2 Your data: the member's notifications (type, texts, link, read and digest times). */
export const notificationsExport = memberRowsSection({
  table: 'notifications',
  columns: ['type', 'title', 'message', 'link', 'read_at', 'digested_at', 'created_at'],
  orderBy: 'id',
});

/** The member's notification preferences (type and channel). */
export const notificationPreferencesExport = memberRowsSection({ table: 'notification_preferences', columns: ['type', 'channel'], orderBy: 'type' });

/** SPEC §2 Notifications: when the member's last email digest was queued. */
export const notificationDigestExport: ExportSection = {
  key: 'notification_digest',
  tables: ['notification_digests'],
  collect: async (trx, userId) =>
    (await trx.selectFrom('notification_digests').select('last_sent_at').where('user_id', '=', userId).executeTakeFirst()) ?? null,
};

/**
 * SPEC §2 Your data: the member's notifications, preferences and digest bookkeeping go; other members' notifications
 * that name them ('Ada liked "…"') keep what happened with the texts that hold one of their personal values replaced
 * by '[redacted]'.
 */
export const notificationsEraser: Eraser = {
  name: 'notifications',
  erase: async (trx, { userId, personalValues }) => {
    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notification_digests').where('user_id', '=', userId).execute();
    if (personalValues.length === 0) return;
    await trx.updateTable('notifications').set({ message: REDACTED }).where(mentionsAny('message', personalValues)).execute();
    await trx.updateTable('notifications').set({ title: REDACTED }).where(mentionsAny('title', personalValues)).execute();
  },
};
