import { CHAT_MESSAGES, CHAT_MESSAGES_PER_MINUTE } from '@esdc/core/chat';
import type { ChatMessage, ChatRoom } from '@esdc/core/chat-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith } from '../../test/api.ts';
import { countRows, createTestApp, envelope, type TestApp } from '../../test/harness.ts';

/*
 * The chatroom's rules under simultaneous requests (docs/requirements.md §2 Chatroom), on SQLite, and on PostgreSQL
 * when TEST_DATABASE_URL is set: the rate limit, a room name, a deletion and a mute each hold when 20 or more
 * requests arrive at once.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof call>>;
const statuses = (all: Res[]) => all.map((r) => r.statusCode).sort((a, b) => a - b);

async function newRoom(): Promise<ChatRoom> {
  const res = await call(t, 'POST', '/api/chat/rooms', admin, { name: `Race ${Math.random().toString(36).slice(2, 10)}` });
  expect(res.statusCode, res.body).toBe(201);
  return envelope<ChatRoom>(res).data;
}

describe('the chatroom under simultaneous requests', () => {
  it(`of ${CHAT_MESSAGES_PER_MINUTE + 5} messages sent at once by one member, exactly ${CHAT_MESSAGES_PER_MINUTE} are kept and 5 refused with 429`, async () => {
    const member = await memberWith(t);
    const room = await newRoom();
    const all = await Promise.all(
      Array.from({ length: CHAT_MESSAGES_PER_MINUTE + 5 }, (_, i) =>
        call(t, 'POST', `/api/chat/rooms/${room.id}/messages`, member.token, { text: `Burst ${i}` }),
      ),
    );
    expect(statuses(all)).toEqual([...Array(CHAT_MESSAGES_PER_MINUTE).fill(201), ...Array(5).fill(429)]);
    for (const refused of all.filter((r) => r.statusCode === 429)) expect(envelope(refused).message).toBe(CHAT_MESSAGES.rateLimited);
    const kept = await t.db.selectFrom('chat_messages').select('id').where('room_id', '=', room.id).execute();
    expect(kept).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
  });

  it("creates one room from 20 simultaneous creations with one name: the rest 'A room with this name already exists'", async () => {
    const before = await countRows(t.db, 'chat_rooms');
    const name = `Same ${Math.random().toString(36).slice(2, 8)}`;
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => call(t, 'POST', '/api/chat/rooms', admin, { name: i % 2 ? name : name.toUpperCase() })));
    expect(statuses(all)).toEqual([201, ...Array(19).fill(409)]);
    for (const refused of all.filter((r) => r.statusCode === 409)) expect(envelope(refused).message).toBe(CHAT_MESSAGES.roomNameTaken);
    expect(await countRows(t.db, 'chat_rooms')).toBe(before + 1);
  });

  it('deletes a message once: 20 simultaneous deletions by a moderator give one success, 404 for the rest, one audit entry', async () => {
    const member = await memberWith(t);
    const moderator = await memberWith(t, 'moderator');
    const room = await newRoom();
    const posted = await call(t, 'POST', `/api/chat/rooms/${room.id}/messages`, member.token, { text: 'Delete me' });
    const message = envelope<ChatMessage>(posted).data;
    const all = await Promise.all(Array.from({ length: 20 }, () => call(t, 'DELETE', `/api/chat/messages/${message.id}`, moderator.token)));
    expect(statuses(all)).toEqual([200, ...Array(19).fill(404)]);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'chat.message_deleted')
      .where('actor_id', '=', moderator.user.id)
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('20 simultaneous mutes of one member are each recorded, and the mute in force ends at the latest time asked', async () => {
    const member = await memberWith(t);
    const moderator = await memberWith(t, 'moderator');
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(t, 'POST', '/api/chat/mutes', moderator.token, { user_id: member.user.id, minutes: i + 1 })),
    );
    expect(all.every((r) => r.statusCode === 201)).toBe(true);
    const mutes = await t.db.selectFrom('chat_mutes').select('muted_until').where('user_id', '=', member.user.id).execute();
    expect(mutes).toHaveLength(20);
    const latest = mutes
      .map((m) => m.muted_until)
      .sort()
      .at(-1)!;
    const answered = all.map((r) => envelope<{ muted_until: string }>(r).data.muted_until).sort();
    expect(latest).toBe(answered.at(-1));
    const room = await newRoom();
    const refused = await call(t, 'POST', `/api/chat/rooms/${room.id}/messages`, member.token, { text: 'Still muted?' });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe(`${CHAT_MESSAGES.muted} until ${latest}`);
  });
});
