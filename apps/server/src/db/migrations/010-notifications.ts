import type { Kysely } from 'kysely';
import type { Engine } from '../client.ts';

/**
 * 010: notifications (SPEC §2 Notifications, §3 Notification; docs/decisions/012-realtime-notifications.md).
 * - `notifications`: one row per member and notification, created in the transaction of the action it tells
 *   about; `read_at` null while unread; `digested_at` set once the row went out in an email digest. Indexed for a
 *   member's newest first (`user_id, created_at, id`) and for the unread count (`user_id, read_at`).
 * - `notification_preferences`: a member's channel per type ('in_app' | 'email' | 'off'); a type without a row
 *   is 'in_app'. Primary key (user_id, type).
 * - `notification_digests`: when a member's last email digest was queued (at most one a day).
 * Every row goes with its member.
 */
export function migration010(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'notifications')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('read_at', 'text')
        .addColumn('digested_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notifications_user_newest_idx').on('notifications').columns(['user_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('notifications_user_unread_idx').on('notifications').columns(['user_id', 'read_at']).execute();

      await db.schema
        .createTable('notification_preferences')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'type'])
        .execute();

      await db.schema
        .createTable('notification_digests')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('last_sent_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
