import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/start-test-server.mjs';
import { createTestApp, type TestApp } from '../test/harness.ts';

/*
 * Redis away (docs/requirements.md §7 Operations): REDIS_URL names a closed port, as when Redis is down. Every rate
 * limit still holds, counted by this instance alone: the route limits of @fastify/rate-limit (here the assistant's
 * CHATBOT_ASKS_PER_MINUTE) as much as the rate-limiter-flexible ones (here a member's writes); nothing answers 5xx.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('with Redis unavailable', () => {
  it('still limits each kind of request, counting in the instance', async () => {
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, CHATBOT_ASKS_PER_MINUTE: '3', MEMBER_WRITES_PER_MINUTE: '2' } });
    const ask = () =>
      t!.inject({
        method: 'POST',
        url: '/api/chatbot/ask',
        remoteAddress: '203.0.113.9',
        payload: { query_message: 'Which challenges are open?' },
      } as InjectOptions);
    const asks = [];
    for (let i = 0; i < 4; i += 1) asks.push((await ask()).statusCode);
    expect(asks).toEqual([200, 200, 200, 429]);

    const member = await t.register();
    const writes = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/projects',
        headers: t.authHeader(member.token),
        payload: { title: `Written without Redis ${i}`, description: 'Counted by the instance.', category: 'IoT' },
      });
      writes.push(res.statusCode);
    }
    expect(writes).toEqual([201, 201, 429]);
  });
});
