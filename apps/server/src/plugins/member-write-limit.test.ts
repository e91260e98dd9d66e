import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../test/harness.ts';

/** One per-member budget for authenticated writes under /api (MEMBER_WRITES_PER_MINUTE; admins ADMIN_WRITES_PER_MINUTE). */
describe('per-member write limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MEMBER_WRITES_PER_MINUTE: '3', ADMIN_WRITES_PER_MINUTE: '5' } });
  });
  afterAll(async () => t.close());

  const createProject = (token: string, title = 'Smart Greenhouse Monitor') =>
    t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: t.authHeader(token),
      payload: { title, description: 'ESP32 nodes measure soil moisture and publish over MQTT every minute.', category: 'IoT' },
    });

  it('answers 429 with Retry-After to the 4th project creation of a member in a minute; another member is unaffected', async () => {
    const [a, b] = [await t.register(), await t.register()];
    for (let i = 0; i < 3; i++) expect((await createProject(a.token, `Project ${i}`)).statusCode).toBe(201);
    const projects = await t.count('projects');
    const refused = await createProject(a.token, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused)).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    expect(envelope(refused).message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await t.count('projects')).toBe(projects);

    // Any other write of A is refused too (likes, profile edits), and a second session of A shares the budget.
    const like = await t.inject({ method: 'POST', url: '/api/projects/1/like', headers: t.authHeader(a.token) });
    expect(like.statusCode).toBe(429);
    const edit = await t.inject({ method: 'PUT', url: `/api/users/${a.user.id}`, headers: t.authHeader(a.token), payload: { bio: 'hello' } });
    expect(edit.statusCode).toBe(429);
    const secondSession = await t.login(a.email, a.password);
    expect((await createProject(secondSession, 'From my phone')).statusCode).toBe(429);
    // Reads are not writes, and neither is counting a page view (its own once-an-hour rule).
    expect((await t.inject({ method: 'GET', url: '/api/user/profile', headers: t.authHeader(a.token) })).statusCode).toBe(200);
    const [first] = envelope<{ id: number }[]>(await t.inject({ method: 'GET', url: `/api/projects?user_id=${a.user.id}` })).data;
    expect((await t.inject({ method: 'POST', url: `/api/projects/${first!.id}/views`, headers: t.authHeader(a.token) })).statusCode).toBe(200);

    expect((await createProject(b.token, 'B is fine')).statusCode).toBe(201);
  });

  it('counts a write whose body fails validation', async () => {
    const m = await t.register();
    for (let i = 0; i < 3; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/projects', headers: t.authHeader(m.token), payload: { title: 'x'.repeat(40_000) } });
      expect(res.statusCode).toBe(400);
    }
    expect((await createProject(m.token)).statusCode).toBe(429);
  });

  it('gives an admin the larger admin budget', async () => {
    const admin = await t.adminToken();
    for (let i = 0; i < 5; i++) expect((await createProject(admin, `Admin project ${i}`)).statusCode).toBe(201);
    const refused = await createProject(admin, 'Admin one too many');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not count anonymous requests or sign-ins (they have their own per-address budget)', async () => {
    const m = await t.register();
    for (let i = 0; i < 5; i++)
      expect((await t.inject({ method: 'POST', url: '/api/user/login', payload: { email: m.email, password: m.password } })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/projects', payload: {} })).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await createProject(m.token, `Still mine ${i}`)).statusCode).toBe(201);
  });
});
