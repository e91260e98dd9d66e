import { CHAT_MESSAGES, CHAT_SOCKETS_PER_MEMBER } from '@esdc/core/chat';
import type { ChatMessage, ChatRoom } from '@esdc/core/chat-schemas';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { call, memberWith } from '../../test/api.ts';
import { openChatSocket, type ChatSocketClient } from '../../test/chat-socket.ts';
import { createTestApp, envelope, onPostgres, TEST_JWT_SECRET, type Member, type TestApp } from '../../test/harness.ts';

/*
 * The chatroom's socket (docs/chat-socket.md) with a real WebSocket client against a listening app, on SQLite, and on
 * PostgreSQL when TEST_DATABASE_URL is set (there also across two app instances on one database): authentication
 * first, live message, edit and delete frames, typing, presence, resuming with `after`, bad frames.
 */

let t: TestApp;
let base: string;
let admin: string;
const open: ChatSocketClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.adminToken();
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

async function socket(url = base): Promise<ChatSocketClient> {
  const s = await openChatSocket(url);
  open.push(s);
  return s;
}

async function newRoom(app: TestApp = t): Promise<ChatRoom> {
  const res = await call(app, 'POST', '/api/chat/rooms', await app.adminToken(), { name: `Live ${Math.random().toString(36).slice(2, 10)}` });
  expect(res.statusCode, res.body).toBe(201);
  return envelope<ChatRoom>(res).data;
}

async function post(member: Member, roomId: number, text: string, app: TestApp = t): Promise<ChatMessage> {
  const res = await call(app, 'POST', `/api/chat/rooms/${roomId}/messages`, member.token, { text });
  expect(res.statusCode, res.body).toBe(201);
  return envelope<ChatMessage>(res).data;
}

/** A member's socket, signed in and joined to a room (its first presence frame taken). */
async function joined(member: Member, roomId: number, after?: number): Promise<ChatSocketClient> {
  const s = await socket();
  await s.auth(member.token);
  s.send({ type: 'join', room_id: roomId, ...(after !== undefined ? { after } : {}) });
  await s.next('presence', (f) => f.members.some((m) => m.id === member.user.id));
  return s;
}

describe('authentication', () => {
  it('answers ready with the member’s id for a valid token in the first frame', async () => {
    const member = await memberWith(t);
    const s = await socket();
    s.send({ type: 'auth', token: member.token });
    expect(await s.next('ready')).toEqual({ type: 'ready', user_id: member.user.id });
  });

  it('closes a socket whose first frame is not auth, or whose token is wrong, after an error frame', async () => {
    const first = await socket();
    first.send({ type: 'join', room_id: 1 });
    expect(await first.next('error')).toEqual({ type: 'error', message: CHAT_MESSAGES.signInRequired });
    expect((await first.closed).code).toBe(4401);

    const wrong = await socket();
    wrong.send({ type: 'auth', token: 'not-a-token' });
    expect(await wrong.next('error')).toEqual({ type: 'error', message: CHAT_MESSAGES.authFailed });
    expect((await wrong.closed).code).toBe(4401);

    const member = await memberWith(t);
    await call(t, 'POST', '/api/user/logout', member.token);
    const revoked = await socket();
    revoked.send({ type: 'auth', token: member.token });
    expect(await revoked.next('error')).toEqual({ type: 'error', message: CHAT_MESSAGES.authFailed });
    expect((await revoked.closed).code).toBe(4401);
  });

  it('refuses a member’s socket past CHAT_SOCKETS_PER_MEMBER, and takes one again once another closed', async () => {
    const member = await memberWith(t);
    const sockets: ChatSocketClient[] = [];
    for (let i = 0; i < CHAT_SOCKETS_PER_MEMBER; i += 1) {
      const s = await socket();
      await s.auth(member.token);
      sockets.push(s);
    }
    const extra = await socket();
    extra.send({ type: 'auth', token: member.token });
    expect(await extra.next('error')).toEqual({ type: 'error', message: CHAT_MESSAGES.tooManySockets });
    expect((await extra.closed).code).toBe(4429);
    // Another member is not counted against this one.
    await (await socket()).auth((await memberWith(t)).token);
    sockets[0]!.close();
    await sockets[0]!.closed;
    const again = await socket();
    await expect(again.auth(member.token)).resolves.toBeUndefined();
  });

  it('refuses a suspended member (told why) and an account that is not active', async () => {
    const suspended = await memberWith(t, 'user', 'suspended');
    const s = await socket();
    s.send({ type: 'auth', token: suspended.token });
    expect((await s.next('error')).message).toMatch(/suspended/i);
    expect((await s.closed).code).toBe(4401);

    const pending = await memberWith(t, 'user', 'pending');
    const p = await socket();
    p.send({ type: 'auth', token: pending.token });
    expect(await p.next('error')).toEqual({ type: 'error', message: CHAT_MESSAGES.notActive });
    expect((await p.closed).code).toBe(4403);
  });
});

describe('live frames', () => {
  it('a message posted through the API reaches another member’s joined socket, then its edit and its deletion', async () => {
    const room = await newRoom();
    const reader = await memberWith(t);
    const writer = await memberWith(t);
    const s = await joined(reader, room.id);
    const message = await post(writer, room.id, 'Hello **live**');
    const got = await s.next('message');
    expect(got).toEqual({ type: 'message', room_id: room.id, message });

    const edited = await call(t, 'PUT', `/api/chat/messages/${message.id}`, writer.token, { text: 'Hello again' });
    expect(edited.statusCode).toBe(200);
    expect(await s.next('message_edited')).toMatchObject({ room_id: room.id, id: message.id, message: { text: 'Hello again', html: '<p>Hello again</p>' } });
    expect((await call(t, 'DELETE', `/api/chat/messages/${message.id}`, writer.token)).statusCode).toBe(200);
    expect(await s.next('message_deleted')).toEqual({ type: 'message_deleted', room_id: room.id, id: message.id });
  });

  it('sends nothing of a room the socket has not joined, or has left', async () => {
    const [room, other] = [await newRoom(), await newRoom()];
    const [member, watcher] = [await memberWith(t), await memberWith(t)];
    const s = await joined(member, room.id);
    const w = await joined(watcher, room.id);
    await s.next('presence', (f) => f.members.length === 2);
    await post(member, other.id, 'Elsewhere');
    s.send({ type: 'leave', room_id: room.id });
    // Answered only once the leave is handled.
    s.send({ type: 'typing', room_id: room.id });
    expect(await s.next('error')).toEqual({ type: 'error', room_id: room.id, message: CHAT_MESSAGES.notJoined });
    const gone = await post(member, room.id, 'After leaving');
    // The hub has sent it (to the watcher) before the socket joins again.
    await w.next('message', (f) => f.message.id === gone.id);
    s.send({ type: 'join', room_id: room.id });
    await s.next('presence');
    const last = await post(member, room.id, 'Back');
    expect((await s.next('message')).message.id).toBe(last.id);
    expect(s.frames.filter((f) => f.type === 'message')).toHaveLength(1);
  });

  it('passes typing on to the others in the room (once per throttle window), and presence on join, leave and disconnect', async () => {
    const room = await newRoom();
    const [ada, bo] = [await memberWith(t), await memberWith(t)];
    const a = await joined(ada, room.id);
    const b = await socket();
    await b.auth(bo.token);
    b.send({ type: 'join', room_id: room.id });
    const both = [ada.user.id, bo.user.id].sort((x, y) => x - y);
    for (const s of [a, b]) expect((await s.next('presence', (f) => f.members.length === 2)).members.map((m) => m.id)).toEqual(both);

    b.send({ type: 'typing', room_id: room.id });
    b.send({ type: 'typing', room_id: room.id });
    // A frame the server answers, so both typing frames have been handled before the next step.
    b.send({ type: 'typing', room_id: 999999 });
    expect(await b.next('error')).toEqual({ type: 'error', room_id: 999999, message: CHAT_MESSAGES.notJoined });
    expect(await a.next('typing')).toEqual({ type: 'typing', room_id: room.id, user: { id: bo.user.id, name: bo.user.name, username: bo.user.username } });
    const marker = await post(ada, room.id, 'marker');
    await a.next('message', (f) => f.message.id === marker.id);
    expect(a.frames.filter((f) => f.type === 'typing')).toHaveLength(1);
    expect(b.frames.filter((f) => f.type === 'typing')).toHaveLength(0);

    b.close();
    expect((await a.next('presence', (f) => f.members.length === 1)).members.map((m) => m.id)).toEqual([ada.user.id]);
  });

  it('tells a muted member their typing is refused', async () => {
    const room = await newRoom();
    const member = await memberWith(t);
    const moderator = await memberWith(t, 'moderator');
    const s = await joined(member, room.id);
    const muted = await call(t, 'POST', '/api/chat/mutes', moderator.token, { user_id: member.user.id, minutes: 5 });
    const until = envelope<{ muted_until: string }>(muted).data.muted_until;
    s.send({ type: 'typing', room_id: room.id });
    expect(await s.next('error')).toEqual({ type: 'error', room_id: room.id, message: `${CHAT_MESSAGES.muted} until ${until}` });
  });
});

describe('resume', () => {
  it('a socket that joins with `after` gets every message it missed once, in order, then the live ones', async () => {
    const room = await newRoom();
    const [reader, writer] = [await memberWith(t), await memberWith(t)];
    const first = await joined(reader, room.id);
    const seen = await post(writer, room.id, 'seen');
    await first.next('message', (f) => f.message.id === seen.id);
    first.close();
    await first.closed;

    const missed: number[] = [];
    for (const text of ['missed 1', 'missed 2', 'missed 3']) missed.push((await post(writer, room.id, text)).id);
    const again = await joined(reader, room.id, seen.id);
    const live = await post(writer, room.id, 'live');
    await again.next('message', (f) => f.message.id === live.id);
    const ids = again.frames.flatMap((f) => (f.type === 'message' ? [f.message.id] : []));
    expect(ids).toEqual([...missed, live.id]);
  });

  it('posts racing with the catch-up arrive once each, in order', async () => {
    const room = await newRoom();
    const [reader, writer] = [await memberWith(t), await memberWith(t)];
    const posted: number[] = [];
    for (let i = 0; i < 5; i += 1) posted.push((await post(writer, room.id, `before ${i}`)).id);
    const s = await socket();
    await s.auth(reader.token);
    s.send({ type: 'join', room_id: room.id, after: 0 });
    // Posted while the catch-up may still be running.
    for (let i = 0; i < 5; i += 1) posted.push((await post(writer, room.id, `during ${i}`)).id);
    await s.next('message', (f) => f.message.id === posted.at(-1));
    const ids = s.frames.flatMap((f) => (f.type === 'message' ? [f.message.id] : []));
    expect(ids).toEqual(posted);
  });
});

describe('bad frames', () => {
  it('answers invalid JSON and unknown frames with an error and keeps the socket; an unknown room is refused', async () => {
    const member = await memberWith(t);
    const s = await socket();
    await s.auth(member.token);
    s.send('{not json');
    expect(await s.next('error')).toEqual({ type: 'error', message: CHAT_MESSAGES.invalidFrame });
    s.send({ type: 'shout', room_id: 1 });
    expect(await s.next('error')).toEqual({ type: 'error', message: CHAT_MESSAGES.invalidFrame });
    s.send({ type: 'join', room_id: 999999 });
    expect(await s.next('error')).toEqual({ type: 'error', room_id: 999999, message: CHAT_MESSAGES.roomNotFound });
    const room = await newRoom();
    s.send({ type: 'join', room_id: room.id });
    expect((await s.next('presence')).room_id).toBe(room.id);
  });

  it('closes a socket after too many bad frames, and on a frame bigger than 8 KB', async () => {
    const member = await memberWith(t);
    const noisy = await socket();
    await noisy.auth(member.token);
    for (let i = 0; i < 11; i += 1) noisy.send('nope');
    expect((await noisy.closed).code).toBe(1008);

    const big = await socket();
    await big.auth(member.token);
    big.send({ type: 'typing', room_id: 1, padding: 'x'.repeat(9000) });
    expect((await big.closed).code).toBe(1009);
  });

  it('keeps archived rooms from members', async () => {
    const room = await newRoom();
    await call(t, 'PUT', `/api/chat/rooms/${room.id}`, admin, { archived: true });
    const member = await memberWith(t);
    const s = await socket();
    await s.auth(member.token);
    s.send({ type: 'join', room_id: room.id });
    expect(await s.next('error')).toEqual({ type: 'error', room_id: room.id, message: CHAT_MESSAGES.roomNotFound });
  });
});

describe.skipIf(!onPostgres)('across two instances (PostgreSQL)', () => {
  let bDatabase: Database;
  let b: FastifyInstance;
  let bUrl: string;

  beforeAll(async () => {
    bDatabase = openDatabase({ url: t.database.url, schema: t.database.schema, poolSize: 4 });
    b = await buildApp({ config: t.config, database: bDatabase, jwtSecret: TEST_JWT_SECRET, clock: () => t.clock.now(), logger: { level: 'silent' } });
    await b.listen({ port: 0, host: '127.0.0.1' });
    bUrl = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
  });

  it('a message posted on instance A reaches a socket on instance B, and so do its edit and deletion', async () => {
    const room = await newRoom();
    const [reader, writer] = [await memberWith(t), await memberWith(t)];
    const s = await socket(bUrl);
    await s.auth(reader.token);
    s.send({ type: 'join', room_id: room.id });
    await s.next('presence');
    const message = await post(writer, room.id, 'From A');
    expect((await s.next('message')).message).toEqual(message);
    await call(t, 'PUT', `/api/chat/messages/${message.id}`, writer.token, { text: 'Edited on A' });
    expect((await s.next('message_edited')).message.text).toBe('Edited on A');
    await call(t, 'DELETE', `/api/chat/messages/${message.id}`, writer.token);
    expect((await s.next('message_deleted')).id).toBe(message.id);
  });
});
