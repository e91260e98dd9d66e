import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';

/*
 * The assistant's rate limit (SPEC §7 Server behaviour: 429 'Too many requests. Please try again in {time}.' with
 * Retry-After): CHATBOT_ASKS_PER_MINUTE questions a minute per client address, and per member whatever their address.
 * The test app allows 3.
 */

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await createTestApp({ env: { CHATBOT_ASKS_PER_MINUTE: '3' } });
  member = await t.register();
});
afterAll(() => t.close());

const ask = (remoteAddress: string, token?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/chatbot/ask',
    remoteAddress,
    headers: token ? t.authHeader(token) : {},
    payload: { query_message: 'Which challenges are open?' },
  } as InjectOptions);

describe('the chatbot rate limit', () => {
  it('refuses a client address past the limit with 429 and Retry-After, whoever asks', async () => {
    for (let i = 0; i < 3; i += 1) expect((await ask('203.0.113.7')).statusCode).toBe(200);
    const refused = await ask('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(envelope(refused)).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    expect(envelope(refused).message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    // Another address still asks.
    expect((await ask('203.0.113.8')).statusCode).toBe(200);
  });

  it('refuses a member past the limit from any address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await ask(`198.51.100.${i + 1}`, member.token)).statusCode).toBe(200);
    const refused = await ask('198.51.100.99', member.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Nothing of the refused question was kept.
    expect(await t.db.selectFrom('chatbot_questions').select('id').where('user_id', '=', member.user.id).execute()).toHaveLength(3);
  });

  it('of 10 questions a member asks at once, exactly 3 are answered and kept; 7 are refused with 429', async () => {
    const asker = await t.register();
    const all = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(`192.0.2.${i + 1}`, asker.token)));
    expect(all.map((r) => r.statusCode).sort((a, b) => a - b)).toEqual([200, 200, 200, ...Array(7).fill(429)]);
    expect(await t.db.selectFrom('chatbot_questions').select('id').where('user_id', '=', asker.user.id).execute()).toHaveLength(3);
  });
});
