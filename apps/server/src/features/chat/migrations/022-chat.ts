import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 022: the chatroom (docs/requirements.md §2 Chatroom, SPEC §3 Chat message).
 * - `chat_rooms`: `name` unique whatever its case (a `lower(name)` index), `description`, `archived` (0/1 on both engines:
 *   an archived room keeps its history and takes no new messages), `position` (the list's
 *   order), `created_at` ISO-8601 UTC.
 * - `chat_messages`: `text` as written and `html` the same rendered and sanitised at save, so reads never render;
 *   `mentions` the mentioned usernames as a JSON array; `author_id` null once the author deleted their account (the
 *   message is the club's content and stays); `edited_at` set by an edit; `deleted_at` set by a deletion (the row
 *   stays for the audit trail and for resuming clients, and is never returned). Read by (room_id, id): the history
 *   pages and the catch-up after a reconnect.
 * - `chat_mutes`: a moderator's mute of a member until `muted_until` (ISO-8601 UTC), with who muted and why; the
 *   latest row of a member decides.
 */
export function migration022(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'chat_rooms')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index chat_rooms_name_idx on chat_rooms (lower(name))`.execute(db);

      await id(db, 'chat_messages')
        .addColumn('room_id', 'integer', (c) => c.notNull().references('chat_rooms.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('mentions', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('edited_at', 'text')
        .addColumn('deleted_at', 'text')
        .execute();
      await db.schema.createIndex('chat_messages_room_idx').on('chat_messages').columns(['room_id', 'id']).execute();
      await db.schema.createIndex('chat_messages_author_idx').on('chat_messages').column('author_id').execute();

      await db.schema
        .createTable('chat_mutes')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('muted_until', 'text', (c) => c.notNull())
        .addColumn('muted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chat_mutes_user_idx').on('chat_mutes').columns(['user_id', 'muted_until']).execute();
    },
  };
}
