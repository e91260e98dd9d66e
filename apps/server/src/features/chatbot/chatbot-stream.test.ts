import { CHAT_MESSAGE_EMPTY, CHATBOT_FALLBACK } from '@esdc/core/chatbot';
import type { ChatbotReply } from '@esdc/core/chatbot-schemas';
import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestEvent } from '../../test/events.ts';
import { startFakeLlmServer, type FakeLlmServer } from '../../test/fake-llm-server.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';

/*
 * The streamed reply, `POST /api/chatbot/ask/stream` (SPEC §7 Chatbot; docs/decisions/022): without a language model
 * the grounded reply as one piece; with one (a fake OpenAI-compatible server started here) the model's pieces, and the
 * grounded reply whenever the model fails or drops a cited page. On SQLite, and on PostgreSQL when TEST_DATABASE_URL
 * is set.
 */

let fake: FakeLlmServer;
let plain: TestApp;
let phrased: TestApp;
let member: Member;
let eventPath: string;
beforeAll(async () => {
  fake = await startFakeLlmServer();
  plain = await createTestApp({ env: { CHATBOT_ASKS_PER_MINUTE: '1000' } });
  phrased = await createTestApp({ env: { CHATBOT_ASKS_PER_MINUTE: '1000', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'club-model', LLM_TIMEOUT_MS: '3000' } });
  for (const t of [plain, phrased]) {
    const event = await createTestEvent(t, { body: { title: 'Soldering Workshop', max_participants: 20 }, startInHours: 30 });
    eventPath = `/events/${event.id}`;
  }
  member = await phrased.register({ name: 'Stream Asker' });
});
afterAll(async () => {
  await plain.close();
  await phrased.close();
  await fake.close();
});
beforeEach(() => fake.echo());

/** The stream's events, in order. */
async function askStream(t: TestApp, question: string, token?: string) {
  const res = await call(t, 'POST', '/api/chatbot/ask/stream', token, { query_message: question });
  const events: { event: string; data: unknown }[] = [];
  const parser = createParser({ onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) as unknown }) });
  if (res.headers['content-type']?.toString().startsWith('text/event-stream')) parser.feed(res.body);
  const pieces = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
  const done = events.find((e) => e.event === 'done')?.data as ChatbotReply | undefined;
  return { res, events, pieces, done };
}

describe('POST /api/chatbot/ask/stream', () => {
  it('without a model streams the grounded reply as one piece, then the reply, the same as /api/chatbot/ask', async () => {
    const { res, pieces, done } = await askStream(plain, 'When is the next event?');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const grounded = envelope<ChatbotReply>(await call(plain, 'POST', '/api/chatbot/ask', undefined, { query_message: 'When is the next event?' })).data;
    expect(pieces).toEqual([grounded.response]);
    expect(done).toMatchObject({ response: grounded.response, sources: grounded.sources, answered: true });
    expect(done!.response).toContain(eventPath);
  });

  it("with a model streams the model's pieces, asks it with the facts, and keeps the member's history", async () => {
    const before = fake.requests.length;
    const { pieces, done } = await askStream(phrased, 'When is the next event?', member.token);
    expect(fake.requests.length).toBe(before + 1);
    const request = fake.requests.at(-1)!;
    expect(request.body.model).toBe('club-model');
    expect(request.body.stream).toBe(true);
    expect(JSON.stringify(request.body.messages)).toContain(eventPath);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toContain(eventPath);
    expect(done!.response).toContain(eventPath);
    const history = await phrased.db.selectFrom('chatbot_questions').select(['response']).where('user_id', '=', member.user.id).execute();
    expect(history.map((h) => h.response)).toEqual([done!.response]);
  });

  it('sends the grounded reply when the model drops a cited page or fails, whatever pieces were shown', async () => {
    const grounded = envelope<ChatbotReply>(await call(plain, 'POST', '/api/chatbot/ask', undefined, { query_message: 'When is the next event?' })).data;
    fake.dropPaths();
    const dropped = await askStream(phrased, 'When is the next event?');
    expect(dropped.pieces.join('')).not.toContain(eventPath);
    expect(dropped.done!.response).toContain(eventPath);
    expect(dropped.done!.response.replace(/\/events\/\d+/g, '')).toBe(grounded.response.replace(/\/events\/\d+/g, ''));
    fake.fail(500);
    const failed = await askStream(phrased, 'When is the next event?');
    expect(failed.done!.response).toContain(eventPath);
    expect(failed.done!.answered).toBe(true);
  });

  it('does not ask the model for the fallback', async () => {
    const before = fake.requests.length;
    const { pieces, done } = await askStream(phrased, 'What is the airspeed velocity of an unladen swallow?');
    expect(fake.requests.length).toBe(before);
    expect(done!.answered).toBe(false);
    expect(pieces.join('')).toContain(CHATBOT_FALLBACK);
  });

  it('refuses bad input with the usual JSON envelope before any event, storing nothing', async () => {
    const count = await phrased.count('chatbot_questions');
    const { res, events } = await askStream(phrased, '   ', member.token);
    expect(res.statusCode).toBe(400);
    expect(events).toEqual([]);
    expect(envelope(res).message).toBe(CHAT_MESSAGE_EMPTY);
    expect(await phrased.count('chatbot_questions')).toBe(count);
  });
});
