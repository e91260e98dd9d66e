import type { Notification } from '@esdc/core/notification';
import type { NotificationsTable } from '../../db/schema.ts';

/** The columns every notification read selects (the member's own rows; `user_id` for routing streams). */
export const NOTIFICATION_COLUMNS = ['id', 'user_id', 'type', 'title', 'message', 'link', 'read_at', 'created_at'] as const;

/** A notification row as read with {@link NOTIFICATION_COLUMNS}. */
export type NotificationRow = Pick<NotificationsTable, 'user_id' | 'type' | 'title' | 'message' | 'link' | 'read_at' | 'created_at'> & { id: number };

/**
 * A stored row as its member sees it (SPEC §3 Notification).
 * @returns the API shape: `read` from `read_at`, `time` from `created_at`
 */
export function toNotification(row: NotificationRow): Notification {
  return { id: row.id, type: row.type, title: row.title, message: row.message, link: row.link, read: row.read_at !== null, time: row.created_at };
}
