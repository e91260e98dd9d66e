import { CHAT_MESSAGES } from '@esdc/core/chat';
import { mentionedUsernames } from '@esdc/core/mentions';
import type { ChatMessage, ChatMessageListQuery } from '@esdc/core/chat-schemas';
import { NOTIFICATION_TITLE_MAX } from '@esdc/core/notification';
import { can } from '@esdc/core/permissions';
import { sql } from 'kysely';
import type { Database, Engine } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { publishRealtime } from '../../platform/realtime/realtime-bus.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { renderChatMarkdown } from './chat-markdown.ts';
import { CHAT_CHANNEL, selectMessages, toChatMessage, type ChatBusMessage } from './chat-rows.ts';
import { activeMuteUntil } from './mute-service.ts';
import { visibleRoom } from './room-service.ts';

/*
 * Chat messages (docs/requirements.md §2 Chatroom; SPEC §3 Chat message, §5 Chat): the history, posting with
 * mentions, editing one's own, deleting one's own or (moderators, admins) anyone's. Every change is published on the
 * realtime bus inside its transaction, so every instance's socket hub hears of it once it commits.
 */

/** The actor of a message change: the signed-in member. */
type Actor = Pick<SessionUser, 'id' | 'name' | 'role' | 'status'>;

/**
 * A page of a room's history, oldest first (newest last); deleted messages are never returned.
 * - `before`: the `limit` messages just before that id;
 * - `after`: the first `limit` messages after that id (a client catching up pages on from the last one);
 * - neither: the latest `limit`.
 * @returns the messages and how many the room holds in all
 * @throws AppError 404 'Room not found'
 */
export async function listMessages(db: Db, roomId: number, query: ChatMessageListQuery, viewer: Actor): Promise<{ items: ChatMessage[]; total: number }> {
  await visibleRoom(db, roomId, viewer);
  let rows = selectMessages(db).where('m.room_id', '=', roomId).where('m.deleted_at', 'is', null);
  if (query.before !== undefined) rows = rows.where('m.id', '<', query.before);
  if (query.after !== undefined) rows = rows.where('m.id', '>', query.after);
  const oldestFirst = query.after !== undefined;
  const [found, count] = await Promise.all([
    rows
      .orderBy('m.id', oldestFirst ? 'asc' : 'desc')
      .limit(query.limit)
      .execute(),
    db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('room_id', '=', roomId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const ordered = oldestFirst ? found : found.reverse();
  return { items: ordered.map(toChatMessage), total: Number(count.n) };
}

/**
 * Messages of a room after an id, oldest first (the socket's catch-up on `join` with `after`).
 * @param limit at most this many
 */
export async function messagesAfter(db: Db, roomId: number, afterId: number, limit: number): Promise<ChatMessage[]> {
  const rows = await selectMessages(db)
    .where('m.room_id', '=', roomId)
    .where('m.id', '>', afterId)
    .where('m.deleted_at', 'is', null)
    .orderBy('m.id')
    .limit(limit)
    .execute();
  return rows.map(toChatMessage);
}

/**
 * One message that is not deleted, or undefined.
 * @param db the database or a transaction
 */
export async function findMessage(db: Db, id: number): Promise<ChatMessage | undefined> {
  const row = await selectMessages(db).where('m.id', '=', id).where('m.deleted_at', 'is', null).executeTakeFirst();
  return row ? toChatMessage(row) : undefined;
}

/** @throws AppError 403 'You are muted in the chatroom until …' (with `muted_until` in the details) while muted */
async function assertNotMuted(db: Db, userId: number, now: Date): Promise<void> {
  const until = await activeMuteUntil(db, userId, now);
  if (until) throw new AppError(403, 'FORBIDDEN', `${CHAT_MESSAGES.muted} until ${until}`, [{ path: 'muted_until', message: until }]);
}

/** The mentioned usernames that are members (not deleted), lower-cased, with their ids and whether they are active. */
async function mentionedMembers(db: Db, text: string): Promise<{ id: number; username: string; status: string }[]> {
  const names = mentionedUsernames(text);
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'status'])
    .where(sql<string>`lower(username)`, 'in', names)
    .where('deleted_at', 'is', null)
    .execute();
  const byName = new Map(rows.map((r) => [r.username.toLowerCase(), r]));
  return names.flatMap((n) => {
    const row = byName.get(n);
    return row ? [{ id: row.id, username: n, status: row.status }] : [];
  });
}

async function publish(trx: Db, engine: Engine, message: ChatBusMessage): Promise<void> {
  await publishRealtime(trx, engine, CHAT_CHANNEL, message);
}

/**
 * Posts a message (docs/requirements.md §2 Chatroom): stores the text with its sanitised HTML and its mentions,
 * notifies each mentioned active member other than the author ('chat_mention', linking to `/chatroom?room=<id>`),
 * and publishes it, all in one transaction. The per-member rate limit is the route's.
 * @param text the validated text (SPEC §5 Chat)
 * @param now the action's time
 * @returns the stored message
 * @throws AppError 404 'Room not found'; 403 'This room is archived'; 403 'You are muted in the chatroom until …'
 */
export async function postMessage(database: Database, actor: Actor, roomId: number, text: string, now: Date): Promise<ChatMessage> {
  return database.db.transaction().execute(async (trx) => {
    const room = await visibleRoom(trx, roomId, actor);
    if (room.archived) throw forbidden(CHAT_MESSAGES.roomArchived);
    await assertNotMuted(trx, actor.id, now);
    const mentioned = await mentionedMembers(trx, text);
    const row = await trx
      .insertInto('chat_messages')
      .values({
        room_id: roomId,
        author_id: actor.id,
        text,
        html: renderChatMarkdown(text),
        mentions: JSON.stringify(mentioned.map((m) => m.username)),
        created_at: now.toISOString(),
        edited_at: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recipients = mentioned.filter((m) => m.id !== actor.id && m.status === 'active').map((m) => m.id);
    await notify(
      trx,
      database.engine,
      {
        userIds: recipients,
        type: 'chat_mention',
        title: `${actor.name} mentioned you in ${room.name}`.slice(0, NOTIFICATION_TITLE_MAX),
        message: text,
        link: `/chatroom?room=${roomId}`,
      },
      now,
    );
    await publish(trx, database.engine, { kind: 'posted', room_id: roomId, id: row.id });
    return (await findMessage(trx, row.id))!;
  });
}

/**
 * A message not deleted, in a room the actor may see (archived rooms only for those who see them).
 * @returns the message's row (id, room, author, text) and its room
 * @throws AppError 404 'Message not found' otherwise, whatever the reason, so a hidden room's messages are not probed
 */
async function liveMessage(trx: Db, messageId: number, actor: Actor) {
  const message = await trx
    .selectFrom('chat_messages')
    .select(['id', 'room_id', 'author_id', 'text'])
    .where('id', '=', messageId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!message) throw notFound(CHAT_MESSAGES.messageNotFound);
  const room = await visibleRoom(trx, message.room_id, actor).catch(() => undefined);
  if (!room) throw notFound(CHAT_MESSAGES.messageNotFound);
  return { message, room };
}

/**
 * Edits one's own message: new text, HTML and mentions, `edited_at` set. An edit notifies no one.
 * @returns the message after the edit
 * @throws AppError 404 'Message not found'; 403 'You can only edit your own messages'; 403 'This room is archived';
 *   403 'You are muted in the chatroom until …'
 */
export async function editMessage(database: Database, actor: Actor, messageId: number, text: string, now: Date): Promise<ChatMessage> {
  return database.db.transaction().execute(async (trx) => {
    const { message, room } = await liveMessage(trx, messageId, actor);
    if (message.author_id !== actor.id) throw forbidden(CHAT_MESSAGES.notYourMessage);
    if (room.archived) throw forbidden(CHAT_MESSAGES.roomArchived);
    await assertNotMuted(trx, actor.id, now);
    const mentioned = await mentionedMembers(trx, text);
    // Only while it is not deleted: a deletion that committed since the read above wins (PostgreSQL reads committed rows).
    const edited = await trx
      .updateTable('chat_messages')
      .set({ text, html: renderChatMarkdown(text), mentions: JSON.stringify(mentioned.map((m) => m.username)), edited_at: now.toISOString() })
      .where('id', '=', messageId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(edited.numUpdatedRows) === 0) throw notFound(CHAT_MESSAGES.messageNotFound);
    await publish(trx, database.engine, { kind: 'edited', room_id: message.room_id, id: messageId });
    return (await findMessage(trx, messageId))!;
  });
}

/**
 * Deletes a message: its author, or a moderator or admin ('chat:moderate') any message; a moderator's deletion of
 * someone else's message is recorded in the audit log ('chat.message_deleted', with the text). The row stays with
 * `deleted_at` set and is never returned again.
 * @throws AppError 404 'Message not found'; 403 'You can only delete your own messages'
 */
export async function deleteMessage(database: Database, actor: Actor, messageId: number, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const { message } = await liveMessage(trx, messageId, actor);
    const own = message.author_id === actor.id;
    if (!own && !can(actor, 'chat:moderate')) throw forbidden(CHAT_MESSAGES.mayNotDelete);
    // Once: of simultaneous deletions only the one that marks the row goes on (and is audited); the rest are 404.
    const deleted = await trx
      .updateTable('chat_messages')
      .set({ deleted_at: now.toISOString() })
      .where('id', '=', messageId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(deleted.numUpdatedRows) === 0) throw notFound(CHAT_MESSAGES.messageNotFound);
    if (!own) {
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'chat.message_deleted',
        targetType: 'chat_room',
        targetId: message.room_id,
        details: { message_id: message.id, author_id: message.author_id, text: message.text },
        now,
      });
    }
    await publish(trx, database.engine, { kind: 'deleted', room_id: message.room_id, id: messageId });
  });
}
