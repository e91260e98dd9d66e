import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** Responses to requests with a valid session are never stored by a browser or proxy cache (plugins/security.ts). */
describe('Cache-Control on authenticated responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('sends no-store on authenticated JSON: the profile, the admin user list, an error, and a signed-in project list', async () => {
    const member = await t.register();
    const admin = await t.adminToken();
    const profile = await t.inject({ method: 'GET', url: '/api/user/profile', headers: t.authHeader(member.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const users = await t.inject({ method: 'GET', url: '/api/admin/users', headers: t.authHeader(admin) });
    expect(users.statusCode).toBe(200);
    expect(users.headers['cache-control']).toBe('no-store');
    const missing = await t.inject({ method: 'GET', url: '/api/users/999999', headers: t.authHeader(admin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const list = await t.inject({ method: 'GET', url: '/api/projects', headers: t.authHeader(member.token) });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('leaves the anonymous public project list cacheable with its ETag (no-cache, not no-store)', async () => {
    const list = await t.inject({ method: 'GET', url: '/api/projects' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers.etag).toBeTruthy();
    const again = await t.inject({ method: 'GET', url: '/api/projects', headers: { 'if-none-match': String(list.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
