import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from './test/harness.ts';

/*
 * Bounded, canonical input through the HTTP API (SPEC §5 Bounded input): NUL bytes,
 * ids beyond the column range, numbers that are not plain decimals, invisible names, huge emails, one message per
 * field in the spec's words. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (where NUL and big ids used
 * to answer 500).
 */

let t: TestApp;
let admin: string;
let member: { token: string; user: { id: number } };
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await t.adminToken();
  member = await t.register();
});
afterAll(async () => t?.close());

/** A fingerprint of what a refused request must not change. */
async function state() {
  return Promise.all([t.count('users'), t.count('projects'), t.count('challenges'), t.count('points_ledger'), t.count('audit_log')]);
}

describe('NUL bytes never reach the database', () => {
  it.each([
    ['GET', '/api/projects?q=%00', undefined],
    ['GET', '/api/projects?tag=a%00b', undefined],
    ['GET', '/api/users?q=%00', undefined],
    ['GET', '/api/challenges?q=a%00', undefined],
    ['GET', '/api/users/by-username/a%00b', undefined],
    ['POST', '/api/user/login', { email: 'a\u0000@b.co', password: 'whatever' }],
    ['POST', '/api/user/login', { email: 'a@b.co', password: 'pass\u0000word' }],
    ['POST', '/api/user/register', { name: 'Nul\u0000Name', username: 'nulname', email: 'nul@example.com', password: 'secret-1', confirmPassword: 'secret-1' }],
  ] as const)('%s %s answers 400 and changes nothing', async (method, url, payload) => {
    const before = await state();
    const res = await t.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toMatch(/contains invalid characters$/);
    expect(await state()).toEqual(before);
  });

  it('refuses NUL in a project a member creates', async () => {
    const before = await state();
    const res = await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: t.authHeader(member.token),
      payload: { title: 'Nul title\u0000', description: 'A description that is long enough.', category: 'IoT' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Title contains invalid characters');
    expect(await state()).toEqual(before);
  });
});

describe('ids are plain decimal digits within the column range', () => {
  it.each(['2147483648', '9007199254740993', '99999999999999999999999'])('GET /api/projects/%s answers 404', async (id) => {
    const res = await t.inject({ method: 'GET', url: `/api/projects/${id}` });
    expect(res.statusCode).toBe(404);
    expect(envelope(res)).toEqual({ success: false, message: 'Project not found', error: { code: 'NOT_FOUND' } });
  });

  it('answers 404 for a user or challenge id beyond the range too', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/challenges/2147483648' })).statusCode).toBe(404);
    const res = await t.inject({ method: 'GET', url: '/api/admin/users/2147483648', headers: t.authHeader(admin) });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).message).toBe('User not found');
  });

  it.each(['1e3', '0x10', '1.0', '-1', '%201', '0b1'])('DELETE /api/admin/projects/%s is refused and deletes nothing', async (id) => {
    const before = await state();
    const res = await t.inject({ method: 'DELETE', url: `/api/admin/projects/${id}`, headers: t.authHeader(admin) });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Invalid project id');
    expect(await state()).toEqual(before);
  });

  it('refuses user_id: true when an admin creates a project (booleans are not numbers)', async () => {
    const before = await state();
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/projects',
      headers: t.authHeader(admin),
      payload: { title: 'Owned by true', description: 'A description that is long enough.', category: 'IoT', user_id: true },
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('User ID is required');
    expect(await state()).toEqual(before);
  });

  it('refuses points: true and points: "0x10" for a challenge', async () => {
    const base = { title: 'Boolean points', description: 'What is the answer here?', category: 'Embedded C', difficulty: 'Easy', answer: '42' };
    for (const points of [true, '0x10', '1e2']) {
      const before = await state();
      const res = await t.inject({ method: 'POST', url: '/api/admin/challenges', headers: t.authHeader(admin), payload: { ...base, points } });
      expect(res.statusCode, String(points)).toBe(400);
      expect(envelope(res).error?.details).toContainEqual({ path: 'points', message: 'Points must be a number' });
      expect(await state()).toEqual(before);
    }
  });

  it.each(['limit=1e1', 'limit=0x10', 'offset=-1', 'offset=2147483648', 'limit=true'])('GET /api/projects?%s answers 400', async (query) => {
    const res = await t.inject({ method: 'GET', url: `/api/projects?${query}` });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toMatch(/^Invalid (limit|offset)$/);
  });
});

describe('names are measured after removing invisible characters', () => {
  it.each([
    ['name', '\u200B\u200B\u200B\u200B', 'Name is required'],
    ['name', 'a\u200B\u200Bb', 'Name must be at least 3 characters long'],
    ['name', '\u0000\u0000\u0000', 'Name contains invalid characters'],
    ['username', '\u200B\u200Babc', 'Username may only contain letters, numbers, dots, dashes and underscores'],
  ])('register with %s %j answers %j', async (field, value, message) => {
    const before = await state();
    const body = {
      name: 'Visible Name',
      username: 'visible_user',
      email: 'visible@example.com',
      password: 'secret-1',
      confirmPassword: 'secret-1',
      [field]: value,
    };
    const res = await t.inject({ method: 'POST', url: '/api/user/register', payload: body });
    if (field === 'username' && res.statusCode === 201) {
      // Stripped to 'abc': canonical, which is fine as long as no invisible character was stored.
      expect(envelope<{ user: { username: string } }>(res).data.user.username).toBe('abc');
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe(message);
    expect(await state()).toEqual(before);
  });

  it('stores names in their canonical form (NFC, no format characters)', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: `/api/users/${member.user.id}`,
      headers: t.authHeader(member.token),
      payload: { name: '\u200BJose\u0301 Garci\u0301a\uFEFF' },
    });
    expect(res.statusCode).toBe(200);
    expect(envelope<{ name: string }>(res).data.name).toBe('José García');
  });
});

describe('emails are bounded and checked in linear time', () => {
  it('refuses a 40 KB email at registration with one message', async () => {
    const before = await state();
    const email = `${'a'.repeat(40_000)}@${'b.'.repeat(100)}com`;
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Long Mail', username: 'longmail', email, password: 'secret-1', confirmPassword: 'secret-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Email must be at most 254 characters long');
    expect(await state()).toEqual(before);
  });

  it('refuses a huge contributor email on a project', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: t.authHeader(member.token),
      payload: { title: 'Long contributor', description: 'A description that is long enough.', category: 'IoT', contributors: [`${'.'.repeat(60_000)}@x`] },
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Email must be at most 254 characters long');
  });
});

describe('messages name the field, one per field', () => {
  it("answers 'Name must be text' alone for name: ['a'] (not 'Name is required, Name must be at least 3 …')", async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: ['a'], username: 'arrayname', email: 'array@example.com', password: 'secret-1', confirmPassword: 'secret-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Name must be text');
    expect(envelope(res).error?.details).toEqual([{ path: 'name', message: 'Name must be text' }]);
  });

  it.each([
    ['POST', '/api/user/login', { email: 5, password: 5 }],
    ['POST', '/api/user/register', { name: 1, username: 2, email: 3, password: 4, confirmPassword: 5, github_username: 6 }],
    [
      'POST',
      '/api/projects',
      { title: 1, description: [], category: {}, status: 5, tags: 'x', technologies: [1], contributors: 'a', cost: '5', github_link: 5 },
    ],
    ['PUT', '/api/users/{me}', { bio: 5, location: [], blog: 1, avatar_url: {} }],
    ['POST', '/api/projects/1/status', { action: 7 }],
    ['POST', '/api/games/snake/scores', { score: '1', duration_ms: true, moves: 'x' }],
  ] as const)("%s %s: no validator's built-in text, each message names its field", async (method, url, payload) => {
    const res = await t.inject({ method, url: url.replace('{me}', String(member.user.id)), headers: t.authHeader(member.token), payload });
    expect(res.statusCode).toBe(400);
    const body = envelope(res);
    expect(body.message).not.toMatch(/Invalid input|expected \w+, received/);
    const paths = (body.error?.details ?? []).map((d) => d.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const detail of body.error?.details ?? []) expect(detail.message, detail.path).not.toMatch(/Invalid input|received/);
  });

  it('answers 400 to a body that is not an object, naming it', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '"hello"' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Request body must be a JSON object');
  });

  it('answers 414 to an over-long path segment without echoing the URL', async () => {
    const segment = 'z'.repeat(20_000);
    const res = await t.inject({ method: 'GET', url: `/api/projects/${segment}` });
    expect(res.statusCode).toBe(414);
    expect(envelope(res)).toEqual({ success: false, message: 'URL is too long', error: { code: 'VALIDATION_ERROR' } });
    expect(res.body).not.toContain('zzzz');
  });
});
