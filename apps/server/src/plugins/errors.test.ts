import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../test/harness.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const INTERNAL = { success: false, message: 'Internal server error', error: { code: 'INTERNAL_ERROR' } };

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api/projects/1/nothing-here'],
    ['DELETE', '/api/users'],
  ] as const)('%s %s answers the 404 envelope', async (method, url) => {
    t = await createTestApp();
    const res = await t.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(envelope(res)).toEqual({ success: false, message: 'Not found', error: { code: 'NOT_FOUND' } });
  });
});

describe('unexpected errors', () => {
  it("answers 500 'Internal server error' without the error's message or stack", async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test/boom', { schema: { hide: true } }, async () => {
          throw new Error('secret detail: connection string postgres://user:pw@db');
        });
      },
    });
    const res = await t.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(envelope(res)).toEqual(INTERNAL);
    expect(res.body).not.toMatch(/secret|postgres|stack|at .*\.ts/);
  });

  it('answers 500 when the database is gone, revealing nothing', async () => {
    t = await createTestApp();
    const member = await t.register();
    await t.database.close();
    for (const req of [
      { method: 'GET' as const, url: '/api/projects' },
      { method: 'POST' as const, url: '/api/user/login', payload: { email: member.email, password: member.password } },
    ]) {
      const res = await t.inject(req);
      expect(res.statusCode, req.url).toBe(500);
      expect(envelope(res)).toEqual(INTERNAL);
    }
  });

  it('keeps a thrown 4xx framework error as a 4xx envelope', async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test/teapot', { schema: { hide: true } }, async () => {
          throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
        });
      },
    });
    const res = await t.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(res.statusCode).toBe(418);
    expect(envelope(res)).toEqual({ success: false, message: 'I am a teapot', error: { code: 'VALIDATION_ERROR' } });
  });
});

describe('request bodies', () => {
  it('answers 413 to a body over 128 KiB, writing nothing', async () => {
    t = await createTestApp();
    const users = await t.count('users');
    const name = 'x'.repeat(128 * 1024 + 10);
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name, username: 'biggie', email: 'big@example.com', password: 'secret-1', confirmPassword: 'secret-1' }),
    });
    expect(res.statusCode).toBe(413);
    expect(envelope(res)).toEqual({ success: false, message: 'Request body is too large', error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await t.count('users')).toBe(users);
  });

  it('accepts a body just under 128 KiB up to validation', async () => {
    t = await createTestApp();
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'p', padding: 'x'.repeat(1024 * 120) }),
    });
    expect(res.statusCode).toBe(401);
  });

  it("answers 400 'Invalid request body' to malformed JSON", async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.co",' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({ success: false, message: 'Invalid request body', error: { code: 'VALIDATION_ERROR' } });
  });

  it("answers 415 'Unsupported content type' to a body that is not JSON", async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' });
    expect(res.statusCode).toBe(415);
    expect(envelope(res)).toEqual({ success: false, message: 'Unsupported content type', error: { code: 'VALIDATION_ERROR' } });
  });

  it('lists every invalid field in details with its path', async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'POST', url: '/api/user/login', payload: { email: 5, password: '' } });
    expect(res.statusCode).toBe(400);
    const env = envelope(res);
    expect(env.error?.code).toBe('VALIDATION_ERROR');
    expect(env.error?.details).toEqual([
      { path: 'email', message: 'Email must be text' },
      { path: 'password', message: 'Password is required' },
    ]);
    expect(env.message).toBe('Validation failed: Email must be text, Password is required');
  });
});
