import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIdOf } from './app.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

/*
 * Every answer carries its request's id in `x-request-id` (docs/requirements.md §7 Operations), the id its log lines
 * carry: the caller's own when it is a plain token, else a fresh UUID.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('x-request-id', () => {
  it('answers every request with a fresh id, different each time', async () => {
    const a = await t.inject({ method: 'GET', url: '/api/health' });
    const b = await t.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("keeps the caller's plain id, also on refusals and unknown paths", async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/user/profile', 401],
      ['/api/no-such-route', 404],
    ] as const) {
      const res = await t.inject({ method: 'GET', url, headers: { 'x-request-id': 'lb-7f3a.42:1' } });
      expect(res.statusCode).toBe(status);
      expect(res.headers['x-request-id']).toBe('lb-7f3a.42:1');
    }
  });

  it('replaces an id that is not a plain token (spaces, quotes, over 128 characters) with its own', () => {
    expect(requestIdOf('ok_id-1')).toBe('ok_id-1');
    for (const bad of ['two words', 'a"b', 'x'.repeat(129), '', undefined, ['a', 'b']]) expect(requestIdOf(bad)).toMatch(UUID);
  });
});
