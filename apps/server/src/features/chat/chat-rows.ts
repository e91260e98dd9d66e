import type { ChatMessage, ChatRoom } from '@esdc/core/chat-schemas';
import type { Db } from '../../db/db.ts';

/** The realtime channel of the chatroom's changes (docs/decisions/012; docs/chat-socket.md). */
export const CHAT_CHANNEL = 'chat';

/**
 * A message on {@link CHAT_CHANNEL}: message `id` of room `room_id` was posted, edited or deleted. Ids only: every
 * instance's hub reads the row itself.
 */
export interface ChatBusMessage {
  kind: 'posted' | 'edited' | 'deleted';
  room_id: number;
  id: number;
}

/** The stored room as the API shows it, with its newest message id. */
export function toChatRoom(row: {
  id: number;
  name: string;
  description: string;
  archived: number;
  position: number;
  last_message_id: number | null;
}): ChatRoom {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    archived: row.archived === 1,
    position: row.position,
    last_message_id: row.last_message_id === null ? null : Number(row.last_message_id),
  };
}

/**
 * The query of messages with their authors (not yet filtered: callers add the room, the ids and `deleted_at is null`).
 * @param db the database or a transaction
 */
export function selectMessages(db: Db) {
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .select([
      'm.id',
      'm.room_id',
      'm.text',
      'm.html',
      'm.mentions',
      'm.created_at',
      'm.edited_at',
      'u.id as author_id',
      'u.name as author_name',
      'u.username as author_username',
      'u.role as author_role',
      'u.avatar_url as author_avatar_url',
    ]);
}

/** One row of {@link selectMessages}. */
export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

/** The stored mentions (a JSON array of usernames); an unreadable value reads as none. */
function parseMentions(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** A row of {@link selectMessages} as the API and the socket show it (SPEC §3 Chat message). */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    room_id: row.room_id,
    text: row.text,
    html: row.html,
    author:
      row.author_id === null
        ? null
        : {
            id: row.author_id,
            name: row.author_name ?? '',
            username: row.author_username ?? '',
            role: row.author_role ?? 'user',
            avatar_url: row.author_avatar_url ?? null,
          },
    mentions: parseMentions(row.mentions),
    created_at: row.created_at,
    edited_at: row.edited_at,
  };
}
