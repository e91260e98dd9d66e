import { CHAT_DEFAULT_ROOMS, CHAT_MESSAGES, CHAT_MESSAGES_PER_MINUTE } from '@esdc/core/chat';
import type { ChatMessage, ChatRoom } from '@esdc/core/chat-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith } from '../../test/api.ts';
import { countRows, createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';

/*
 * The chatroom's REST API (docs/requirements.md §2 Chatroom) through app.inject, on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set: rooms, history paging, posting, editing and deleting with their refusals (exact messages,
 * nothing changed), mutes, mentions, sanitising, the rate limit and the member's data.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const messageOf = (res: Res) => envelope(res).message;

/** A fresh room made by the admin. */
async function newRoom(name = `Room ${Math.random().toString(36).slice(2, 10)}`): Promise<ChatRoom> {
  const res = await call(t, 'POST', '/api/chat/rooms', admin, { name, description: 'For a test' });
  expect(res.statusCode, res.body).toBe(201);
  return data<ChatRoom>(res);
}

async function post(member: Member | string, roomId: number, text: string): Promise<ChatMessage> {
  const res = await call(t, 'POST', `/api/chat/rooms/${roomId}/messages`, typeof member === 'string' ? member : member.token, { text });
  expect(res.statusCode, res.body).toBe(201);
  return data<ChatMessage>(res);
}

const texts = (res: Res) => data<ChatMessage[]>(res).map((m) => m.text);

describe('rooms', () => {
  it('a fresh install has the five default rooms, in order', async () => {
    const member = await memberWith(t);
    const res = await call(t, 'GET', '/api/chat/rooms', member.token);
    expect(res.statusCode).toBe(200);
    const rooms = data<ChatRoom[]>(res);
    expect(rooms.slice(0, 5).map((r) => ({ name: r.name, description: r.description, archived: r.archived }))).toEqual(
      CHAT_DEFAULT_ROOMS.map((r) => ({ name: r.name, description: r.description, archived: false })),
    );
  });

  it('admins add, rename and archive rooms; a taken name (any case) is 409 and changes nothing; members see no archived room', async () => {
    const member = await memberWith(t);
    const room = await newRoom('Solder Talk');
    const before = await countRows(t.db, 'chat_rooms');
    const dup = await call(t, 'POST', '/api/chat/rooms', admin, { name: 'solder talk' });
    expect(dup.statusCode).toBe(409);
    expect(messageOf(dup)).toBe(CHAT_MESSAGES.roomNameTaken);
    const rename = await call(t, 'PUT', `/api/chat/rooms/${room.id}`, admin, { name: 'GENERAL' });
    expect(rename.statusCode).toBe(409);
    expect(messageOf(rename)).toBe(CHAT_MESSAGES.roomNameTaken);
    expect(await countRows(t.db, 'chat_rooms')).toBe(before);
    const refused = await call(t, 'POST', '/api/chat/rooms', member.token, { name: 'Mine' });
    expect(refused.statusCode).toBe(403);

    const archived = await call(t, 'PUT', `/api/chat/rooms/${room.id}`, admin, { name: 'Solder Corner', archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(data<ChatRoom>(archived)).toMatchObject({ name: 'Solder Corner', archived: true });
    expect(data<ChatRoom[]>(await call(t, 'GET', '/api/chat/rooms', member.token)).some((r) => r.id === room.id)).toBe(false);
    const adminList = data<ChatRoom[]>(await call(t, 'GET', '/api/chat/rooms', admin));
    expect(adminList.at(-1)).toMatchObject({ id: room.id, archived: true });
    const history = await call(t, 'GET', `/api/chat/rooms/${room.id}/messages`, member.token);
    expect(history.statusCode).toBe(404);
    expect(messageOf(history)).toBe(CHAT_MESSAGES.roomNotFound);
    const posted = await call(t, 'POST', `/api/chat/rooms/${room.id}/messages`, admin, { text: 'Anyone?' });
    expect(posted.statusCode).toBe(403);
    expect(messageOf(posted)).toBe(CHAT_MESSAGES.roomArchived);

    expect((await call(t, 'PUT', `/api/chat/rooms/${room.id}`, admin, { archived: false })).statusCode).toBe(200);
    expect(data<ChatRoom[]>(await call(t, 'GET', '/api/chat/rooms', member.token)).some((r) => r.id === room.id)).toBe(true);
    const missing = await call(t, 'PUT', '/api/chat/rooms/999999', admin, { description: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(CHAT_MESSAGES.roomNotFound);
  });
});

describe('history', () => {
  it('pages with before, after and limit, oldest first, never returning a deleted message', async () => {
    const member = await memberWith(t);
    const room = await newRoom();
    const posted: ChatMessage[] = [];
    for (const text of ['one', 'two', 'three', 'four', 'five', 'six']) posted.push(await post(member, room.id, text));
    const ids = posted.map((m) => m.id);
    expect((await call(t, 'DELETE', `/api/chat/messages/${ids[5]}`, member.token)).statusCode).toBe(200);

    const latest = await call(t, 'GET', `/api/chat/rooms/${room.id}/messages`, member.token);
    expect(texts(latest)).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(envelope(latest).meta).toEqual({ total: 5, limit: 50, offset: 0 });
    expect(texts(await call(t, 'GET', `/api/chat/rooms/${room.id}/messages?limit=2`, member.token))).toEqual(['four', 'five']);
    expect(texts(await call(t, 'GET', `/api/chat/rooms/${room.id}/messages?before=${ids[3]}&limit=2`, member.token))).toEqual(['two', 'three']);
    expect(texts(await call(t, 'GET', `/api/chat/rooms/${room.id}/messages?after=${ids[1]}&limit=2`, member.token))).toEqual(['three', 'four']);
    expect(texts(await call(t, 'GET', `/api/chat/rooms/${room.id}/messages?after=${ids[3]}`, member.token))).toEqual(['five']);
    expect(texts(await call(t, 'GET', `/api/chat/rooms/${room.id}/messages?after=${ids[4]}`, member.token))).toEqual([]);

    const bad = await call(t, 'GET', `/api/chat/rooms/${room.id}/messages?limit=101`, member.token);
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Invalid limit');
    const missing = await call(t, 'GET', '/api/chat/rooms/999999/messages', member.token);
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(CHAT_MESSAGES.roomNotFound);
    const rooms = data<ChatRoom[]>(await call(t, 'GET', '/api/chat/rooms', member.token));
    expect(rooms.find((r) => r.id === room.id)?.last_message_id).toBe(ids[4]);
  });
});

describe('posting, editing, deleting', () => {
  it('posts a message with its author, and refuses bad input with the spec’s words, storing nothing', async () => {
    const member = await memberWith(t);
    const room = await newRoom();
    const message = await post(member, room.id, '  Hello **club**  ');
    expect(message).toMatchObject({
      room_id: room.id,
      text: 'Hello **club**',
      html: '<p>Hello <strong>club</strong></p>',
      author: { id: member.user.id, username: member.user.username, name: member.user.name, role: 'user' },
      mentions: [],
      created_at: t.clock.now().toISOString(),
      edited_at: null,
    });
    const before = await countRows(t.db, 'chat_messages');
    for (const [payload, text] of [
      [{ text: '   ' }, 'Message cannot be empty'],
      [{}, 'Message cannot be empty'],
      [{ text: 'x'.repeat(1001) }, 'Message is too long (max 1000 characters)'],
    ] as const) {
      const res = await call(t, 'POST', `/api/chat/rooms/${room.id}/messages`, member.token, payload);
      expect(res.statusCode, text).toBe(400);
      expect(messageOf(res)).toBe(text);
    }
    expect(await countRows(t.db, 'chat_messages')).toBe(before);
  });

  it('refuses visitors (401), suspended members (401) and accounts that are not active (403)', async () => {
    const room = await newRoom();
    const before = await countRows(t.db, 'chat_messages');
    expect((await call(t, 'POST', `/api/chat/rooms/${room.id}/messages`, undefined, { text: 'hi' })).statusCode).toBe(401);
    const suspended = await memberWith(t, 'user', 'suspended');
    const refused = await call(t, 'POST', `/api/chat/rooms/${room.id}/messages`, suspended.token, { text: 'hi' });
    expect(refused.statusCode).toBe(401);
    expect(envelope(refused).error?.code).toBe('ACCOUNT_SUSPENDED');
    const pending = await memberWith(t, 'user', 'pending');
    const notActive = await call(t, 'POST', `/api/chat/rooms/${room.id}/messages`, pending.token, { text: 'hi' });
    expect(notActive.statusCode).toBe(403);
    expect(messageOf(notActive)).toBe(CHAT_MESSAGES.notActive);
    expect(await countRows(t.db, 'chat_messages')).toBe(before);
  });

  it('edits only one’s own message (edited_at set); deletes one’s own, and moderators any (audited); others get 403 and nothing changes', async () => {
    const author = await memberWith(t);
    const stranger = await memberWith(t);
    const moderator = await memberWith(t, 'moderator');
    const room = await newRoom();
    const message = await post(author, room.id, 'First draft');

    const notYours = await call(t, 'PUT', `/api/chat/messages/${message.id}`, stranger.token, { text: 'Hijacked' });
    expect(notYours.statusCode).toBe(403);
    expect(messageOf(notYours)).toBe(CHAT_MESSAGES.notYourMessage);
    const modEdit = await call(t, 'PUT', `/api/chat/messages/${message.id}`, moderator.token, { text: 'Moderated' });
    expect(modEdit.statusCode).toBe(403);
    const empty = await call(t, 'PUT', `/api/chat/messages/${message.id}`, author.token, { text: '' });
    expect(messageOf(empty)).toBe('Message cannot be empty');
    expect(await t.db.selectFrom('chat_messages').select(['text', 'edited_at']).where('id', '=', message.id).executeTakeFirst()).toEqual({
      text: 'First draft',
      edited_at: null,
    });

    t.clock.advance(60_000);
    const edited = await call(t, 'PUT', `/api/chat/messages/${message.id}`, author.token, { text: 'Second *draft*' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(data<ChatMessage>(edited)).toMatchObject({ text: 'Second *draft*', html: '<p>Second <em>draft</em></p>', edited_at: t.clock.now().toISOString() });

    const mayNot = await call(t, 'DELETE', `/api/chat/messages/${message.id}`, stranger.token);
    expect(mayNot.statusCode).toBe(403);
    expect(messageOf(mayNot)).toBe(CHAT_MESSAGES.mayNotDelete);
    expect((await t.db.selectFrom('chat_messages').select('deleted_at').where('id', '=', message.id).executeTakeFirstOrThrow()).deleted_at).toBeNull();

    const own = await post(author, room.id, 'Mine to remove');
    expect((await call(t, 'DELETE', `/api/chat/messages/${own.id}`, author.token)).statusCode).toBe(200);
    const auditBefore = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'chat.message_deleted').execute();
    const removed = await call(t, 'DELETE', `/api/chat/messages/${message.id}`, moderator.token);
    expect(removed.statusCode, removed.body).toBe(200);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'chat.message_deleted').orderBy('id', 'desc').execute();
    expect(audit.length).toBe(auditBefore.length + 1);
    expect(audit[0]).toMatchObject({ actor_id: moderator.user.id, target_type: 'chat_room', target_id: room.id });
    expect(JSON.parse(audit[0]!.details)).toEqual({ message_id: message.id, author_id: author.user.id, text: 'Second *draft*' });

    for (const [method, payload] of [
      ['PUT', { text: 'Again' }],
      ['DELETE', undefined],
    ] as const) {
      const gone = await call(t, method, `/api/chat/messages/${message.id}`, author.token, payload);
      expect(gone.statusCode).toBe(404);
      expect(messageOf(gone)).toBe(CHAT_MESSAGES.messageNotFound);
    }
  });
});

describe('mutes', () => {
  it('a moderator mutes a member (audited), whose posts are refused until then; staff cannot be muted; members cannot mute', async () => {
    const member = await memberWith(t);
    const moderator = await memberWith(t, 'moderator');
    const room = await newRoom();
    const res = await call(t, 'POST', '/api/chat/mutes', moderator.token, { user_id: member.user.id, minutes: 10 });
    expect(res.statusCode, res.body).toBe(201);
    const until = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    expect(envelope(res)).toMatchObject({ message: CHAT_MESSAGES.memberMuted, data: { user_id: member.user.id, muted_until: until } });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'chat.member_muted')
      .where('target_id', '=', member.user.id)
      .executeTakeFirst();
    expect(audit).toMatchObject({ actor_id: moderator.user.id, target_type: 'user' });

    const before = await countRows(t.db, 'chat_messages');
    const refused = await call(t, 'POST', `/api/chat/rooms/${room.id}/messages`, member.token, { text: 'Let me speak' });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(`${CHAT_MESSAGES.muted} until ${until}`);
    expect(envelope(refused).error?.details).toEqual([{ path: 'muted_until', message: until }]);
    expect(await countRows(t.db, 'chat_messages')).toBe(before);

    t.clock.advance(10 * 60_000 + 1000);
    await post(member, room.id, 'Back again');

    const admin2 = await memberWith(t, 'admin');
    for (const staff of [moderator, admin2]) {
      const staffRes = await call(t, 'POST', '/api/chat/mutes', admin, { user_id: staff.user.id, minutes: 5 });
      expect(staffRes.statusCode).toBe(403);
      expect(messageOf(staffRes)).toBe(CHAT_MESSAGES.cannotMuteStaff);
    }
    const byMember = await call(t, 'POST', '/api/chat/mutes', member.token, { user_id: moderator.user.id, minutes: 5 });
    expect(byMember.statusCode).toBe(403);
    const unknown = await call(t, 'POST', '/api/chat/mutes', moderator.token, { user_id: 999999, minutes: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe('User not found');
    const tooLong = await call(t, 'POST', '/api/chat/mutes', moderator.token, { user_id: member.user.id, minutes: 10081 });
    expect(tooLong.statusCode).toBe(400);
    expect(messageOf(tooLong)).toBe('Minutes must be between 1 and 10080');
  });
});

describe('mentions', () => {
  it('notifies each mentioned active member other than the author, once, linking to the room', async () => {
    const author = await memberWith(t);
    const alice = await memberWith(t);
    const bob = await memberWith(t);
    const pending = await memberWith(t, 'user', 'pending');
    const bystander = await memberWith(t);
    const room = await newRoom();
    const text = `Hi @${alice.user.username} and @${bob.user.username.toUpperCase()}, @${alice.user.username} again; me @${author.user.username}, @${pending.user.username}, @nobody_here_xyz`;
    const message = await post(author, room.id, text);
    expect(message.mentions).toEqual([alice.user.username, bob.user.username, author.user.username, pending.user.username].map((u) => u.toLowerCase()));
    const notes = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'type', 'link', 'title'])
      .where('user_id', 'in', [author.user.id, alice.user.id, bob.user.id, pending.user.id, bystander.user.id])
      .orderBy('user_id')
      .execute();
    expect(notes).toEqual(
      [alice, bob].map((m) => ({
        user_id: m.user.id,
        type: 'chat_mention',
        link: `/chatroom?room=${room.id}`,
        title: `${author.user.name} mentioned you in ${room.name}`,
      })),
    );
  });
});

describe('sanitising', () => {
  it('renders markdown-lite and neutralises scripts, javascript: links, images, headings and raw HTML', async () => {
    const member = await memberWith(t);
    const room = await newRoom();
    const cases: [string, string][] = [
      ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
      ['[click](javascript:alert(1))', '<p><a>click</a></p>'],
      ['![cat](https://example.com/cat.png)', '<p>!<a href="https://example.com/cat.png" rel="noopener noreferrer nofollow" target="_blank">cat</a></p>'],
      ['# Big', '<p># Big</p>'],
      ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
      ['**b** *i* `c`', '<p><strong>b</strong> <em>i</em> <code>c</code></p>'],
      ['[site](https://example.com)', '<p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a></p>'],
      ['```\n<b>x</b>\n```', '<pre><code>&lt;b&gt;x&lt;/b&gt;\n</code></pre>'],
    ];
    for (const [text, html] of cases) {
      const message = await post(member, room.id, text);
      expect(message.html, text).toBe(html);
      expect(message.html).not.toMatch(/<script|<img|<h1|javascript:/i);
    }
  });
});

describe('rate limit', () => {
  it(`refuses a member's message beyond ${CHAT_MESSAGES_PER_MINUTE} a minute with 429 and Retry-After, storing nothing`, async () => {
    const member = await memberWith(t);
    const room = await newRoom();
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i += 1) await post(member, room.id, `Message ${i}`);
    const before = await countRows(t.db, 'chat_messages');
    const res = await call(t, 'POST', `/api/chat/rooms/${room.id}/messages`, member.token, { text: 'One too many' });
    expect(res.statusCode).toBe(429);
    expect(messageOf(res)).toBe(CHAT_MESSAGES.rateLimited);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(t.db, 'chat_messages')).toBe(before);
    // Another member is not affected.
    await post(await memberWith(t), room.id, 'I can still talk');
  });
});

describe('account data', () => {
  it("exports the member's messages and mutes; on deletion the messages stay without an author and the mutes go", async () => {
    const member = await memberWith(t);
    const moderator = await memberWith(t, 'moderator');
    const room = await newRoom();
    const message = await post(member, room.id, 'Remember me');
    expect((await call(t, 'POST', '/api/chat/mutes', moderator.token, { user_id: member.user.id, minutes: 1 })).statusCode).toBe(201);
    const exported = data<{ sections: Record<string, { id?: number; muted_until?: string }[]> }>(await call(t, 'GET', '/api/user/export', member.token));
    expect(exported.sections['chat_messages']!.map((m) => m.id)).toEqual([message.id]);
    expect(exported.sections['chat_mutes']).toHaveLength(1);
    const res = await call(t, 'DELETE', '/api/user/account', member.token, { password: member.password, projects: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.selectFrom('chat_messages').select(['text', 'author_id']).where('id', '=', message.id).executeTakeFirst()).toEqual({
      text: 'Remember me',
      author_id: null,
    });
    expect(await t.db.selectFrom('chat_mutes').select('user_id').where('user_id', '=', member.user.id).execute()).toEqual([]);
    const history = data<ChatMessage[]>(await call(t, 'GET', `/api/chat/rooms/${room.id}/messages`, moderator.token));
    expect(history.find((m) => m.id === message.id)?.author).toBeNull();
  });
});
