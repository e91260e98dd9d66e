import { ACTIVE, ADMIN, RESOURCE_MANAGERS, memberOf, other, t, type AuthorizationCases, type Expect, type Role } from '../../test/authorization-matrix-kit.ts';
import { uniqueSuffix } from '../../test/harness.ts';

/**
 * Who may call the chatroom's routes (docs/requirements.md §2 Chatroom), for the authorization matrix
 * (apps/server/src/authorization-matrix.test.ts): active members read and post, and edit their own messages;
 * moderators and admins delete anyone's and mute; admins manage rooms. The socket's own authentication is its first
 * frame (chat-socket.test.ts); a plain request to it is told to upgrade (426), and a refused token is still refused.
 */

/** A fresh room inserted directly (so renaming it affects no other case). */
async function insertRoom(): Promise<number> {
  const row = await t.db
    .insertInto('chat_rooms')
    .values({ name: `Matrix ${uniqueSuffix()}`, description: '', archived: 0, position: 99, created_at: t.clock.now().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A message by `authorId` in a fresh room. */
async function insertMessage(authorId: number): Promise<number> {
  const roomId = await insertRoom();
  const row = await t.db
    .insertInto('chat_messages')
    .values({
      room_id: roomId,
      author_id: authorId,
      text: 'Matrix message',
      html: '<p>Matrix message</p>',
      mentions: '[]',
      created_at: t.clock.now().toISOString(),
      edited_at: null,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const ownerOf = (role: Role) => memberOf(role)?.user.id ?? other.user.id;
/** A plain GET of the socket: 426 for anyone; a refused token is still refused. */
const UPGRADE: Expect = { anonymous: 426, user: 426, moderator: 426, pendingAdmin: 426, suspendedAdmin: 401, admin: 426 };

export const authorizationCases: AuthorizationCases = {
  'GET /api/chat/rooms': { expect: ACTIVE(200), send: () => ({ url: '/api/chat/rooms' }) },
  'POST /api/chat/rooms': { expect: ADMIN(201), send: () => ({ url: '/api/chat/rooms', payload: { name: `Room ${uniqueSuffix()}`, description: 'Matrix' } }) },
  'PUT /api/chat/rooms/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/chat/rooms/${await insertRoom()}`, payload: { description: 'Changed' } }) },
  'GET /api/chat/rooms/:id/messages': { expect: ACTIVE(200), send: async () => ({ url: `/api/chat/rooms/${await insertRoom()}/messages` }) },
  'POST /api/chat/rooms/:id/messages': {
    expect: ACTIVE(201),
    send: async () => ({ url: `/api/chat/rooms/${await insertRoom()}/messages`, payload: { text: 'Hello from the matrix' } }),
  },
  'PUT /api/chat/messages/:id': {
    label: "one's own",
    expect: ACTIVE(200),
    send: async (role) => ({ url: `/api/chat/messages/${await insertMessage(ownerOf(role))}`, payload: { text: 'Edited by the matrix' } }),
  },
  'DELETE /api/chat/messages/:id': [
    { label: "one's own", expect: ACTIVE(200), send: async (role) => ({ url: `/api/chat/messages/${await insertMessage(ownerOf(role))}` }) },
    { label: "someone else's", expect: RESOURCE_MANAGERS(200), send: async () => ({ url: `/api/chat/messages/${await insertMessage(other.user.id)}` }) },
  ],
  'POST /api/chat/mutes': { expect: RESOURCE_MANAGERS(201), send: () => ({ url: '/api/chat/mutes', payload: { user_id: other.user.id, minutes: 5 } }) },
  'GET /api/chat/socket': { expect: UPGRADE, send: () => ({ url: '/api/chat/socket' }) },
};
