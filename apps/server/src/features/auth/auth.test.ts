import { envelope as envelopeSchema } from '@esdc/core/api';
import { authAnswerSchema, type PublicUser } from '@esdc/core/user';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, envelope, TEST_JWT_SECRET, uniqueSuffix, type TestApp } from '../../test/harness.ts';
import { PUBLIC_USER_KEYS } from '../../test/user-keys.ts';
import { decodeJwt, signJwt, tamperJwt } from '../../test/jwt.ts';

type AuthData = { token: string; user: PublicUser };

/** A valid registration body with unique email and username. */
function registration(overrides: Record<string, unknown> = {}) {
  const s = uniqueSuffix();
  return { name: `Ada ${s}`, username: `ada_${s}`, email: `ada.${s}@example.com`, password: 'secret-1', confirmPassword: 'secret-1', ...overrides };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const profile = (token: string) => t.inject({ method: 'GET', url: '/api/user/profile', headers: t.authHeader(token) });
const profileWith = (authorization: string) => t.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization } });

describe.each(['/api/user/register', '/api/auth/register'])('POST %s', (url) => {
  it('creates the member, signs them in and answers 201 with a token and the user', async () => {
    const body = registration({ github_username: 'octo-ada' });
    const usersBefore = await t.count('users');
    const res = await t.inject({ method: 'POST', url, payload: body });
    expect(res.statusCode).toBe(201);
    const env = envelope<AuthData>(res);
    expect(env.success).toBe(true);
    expect(env.message).toBe('Registration successful');
    expect(env.data.user).toMatchObject({
      name: body.name,
      username: body.username,
      email: body.email,
      role: 'user',
      status: 'active',
      github_username: 'octo-ada',
      points: 0,
      completed_challenges: 0,
      joined_date: t.clock.now().toISOString(),
    });
    expect(env.data.user.id).toBeGreaterThan(0);
    expect(await t.count('users')).toBe(usersBefore + 1);
    expect(res.body).not.toMatch(/password_hash|\$argon2/);
    expect(res.body).not.toContain(body.password);

    const { header, payload } = decodeJwt(env.data.token);
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: body.email, username: body.username, role: 'user', name: body.name, uid: env.data.user.id });
    expect(typeof payload.sid).toBe('string');
    expect(payload.exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + t.config.SESSION_TTL_HOURS * 3600);

    const me = await profile(env.data.token);
    expect(me.statusCode).toBe(200);
    expect(envelope<PublicUser>(me).data.id).toBe(env.data.user.id);
  });

  it('trims and lower-cases the email, also in the token subject', async () => {
    const body = registration();
    const res = await t.inject({ method: 'POST', url, payload: { ...body, email: `  ${body.email.toUpperCase()}  ` } });
    expect(res.statusCode).toBe(201);
    const env = envelope<AuthData>(res);
    expect(env.data.user.email).toBe(body.email);
    expect(decodeJwt(env.data.token).payload.sub).toBe(body.email);
  });

  it("answers 409 'Email already registered' for a taken email in any case, writing nothing", async () => {
    const first = await t.register();
    const users = await t.count('users');
    const sessions = await t.count('sessions');
    const res = await t.inject({ method: 'POST', url, payload: registration({ email: first.email.toUpperCase() }) });
    expect(res.statusCode).toBe(409);
    expect(envelope(res)).toEqual({ success: false, message: 'Email already registered', error: { code: 'EMAIL_TAKEN' } });
    expect(await t.count('users')).toBe(users);
    expect(await t.count('sessions')).toBe(sessions);
  });

  it("answers 409 'Username already taken' for a taken username in another case", async () => {
    const first = await t.register();
    const users = await t.count('users');
    const res = await t.inject({ method: 'POST', url, payload: registration({ username: first.user.username.toUpperCase() }) });
    expect(res.statusCode).toBe(409);
    expect(envelope(res)).toEqual({ success: false, message: 'Username already taken', error: { code: 'USERNAME_TAKEN' } });
    expect(await t.count('users')).toBe(users);
  });

  it("lists both conflicts as 'Validation failed: Email already registered, Username already taken'", async () => {
    const first = await t.register();
    const users = await t.count('users');
    const res = await t.inject({ method: 'POST', url, payload: registration({ email: first.email, username: first.user.username }) });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).message).toBe('Validation failed: Email already registered, Username already taken');
    expect(envelope(res).error).toEqual({
      code: 'CONFLICT',
      details: [
        { path: 'email', message: 'Email already registered', code: 'EMAIL_TAKEN' },
        { path: 'username', message: 'Username already taken', code: 'USERNAME_TAKEN' },
      ],
    });
    expect(await t.count('users')).toBe(users);
  });

  it.each([
    ['a malformed email', { email: 'ada.example.com' }, 'Invalid email format'],
    ['a short username', { username: 'ab' }, 'Username must be at least 3 characters long'],
    ['a short password', { password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters long'],
    ['different passwords', { confirmPassword: 'secret-2' }, 'Passwords do not match'],
    ['a missing name', { name: undefined }, 'Name is required'],
  ])('answers 400 for %s with the spec message, writing nothing', async (_label, overrides, message) => {
    const users = await t.count('users');
    const res = await t.inject({ method: 'POST', url, payload: registration(overrides) });
    expect(res.statusCode).toBe(400);
    const env = envelope(res);
    expect(env.success).toBe(false);
    expect(env.message).toBe(message);
    expect(env.error?.code).toBe('VALIDATION_ERROR');
    expect(env.error?.details?.map((d) => d.message)).toEqual([message]);
    expect(await t.count('users')).toBe(users);
  });

  it("joins several problems as 'Validation failed: ...' in field order", async () => {
    const users = await t.count('users');
    const res = await t.inject({ method: 'POST', url, payload: registration({ username: 'ab', email: 'nope', password: '123', confirmPassword: '123' }) });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe(
      'Validation failed: Username must be at least 3 characters long, Invalid email format, Password must be at least 6 characters long',
    );
    expect(envelope(res).error?.details?.map((d) => d.path)).toEqual(['username', 'email', 'password']);
    expect(await t.count('users')).toBe(users);
  });

  it("says 'Email cannot be empty' first for an empty email", async () => {
    const res = await t.inject({ method: 'POST', url, payload: registration({ email: '' }) });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toMatch(/^(Validation failed: )?Email cannot be empty/);
  });

  // BUG (packages/core/src/email.ts emailSchema): the empty email also fails the format check, so the
  // answer is 'Validation failed: Email cannot be empty, Invalid email format' instead of the spec's message.
  it("answers exactly 'Email cannot be empty' for an empty email (SPEC §5)", async () => {
    const res = await t.inject({ method: 'POST', url, payload: registration({ email: '   ' }) });
    expect(envelope(res).message).toBe('Email cannot be empty');
  });

  it('ignores a role sent in the body: every new member is a user', async () => {
    const res = await t.inject({ method: 'POST', url, payload: registration({ role: 'admin', status: 'active' }) });
    expect(res.statusCode).toBe(201);
    expect(envelope<AuthData>(res).data.user.role).toBe('user');
  });
});

describe.each(['/api/user/login', '/api/auth/login'])('POST %s', (url) => {
  it("signs in with 'Login successful', a token and the user, opening a session", async () => {
    const member = await t.register();
    const sessions = await t.count('sessions');
    const res = await t.inject({ method: 'POST', url, payload: { email: member.email, password: member.password } });
    expect(res.statusCode).toBe(200);
    const env = envelope<AuthData>(res);
    expect(env.success).toBe(true);
    expect(env.message).toBe('Login successful');
    expect(env.data.user.id).toBe(member.user.id);
    expect(env.data.user.last_active).toBe(t.clock.now().toISOString());
    expect(res.body).not.toMatch(/password_hash|\$argon2/);
    expect(decodeJwt(env.data.token).payload).toMatchObject({ sub: member.email, username: member.user.username, role: 'user', name: member.user.name });
    expect(decodeJwt(env.data.token).payload.sid).not.toBe(decodeJwt(member.token).payload.sid);
    expect(await t.count('sessions')).toBe(sessions + 1);
    expect((await profile(env.data.token)).statusCode).toBe(200);
  });

  it('matches the email trimmed and case-insensitively', async () => {
    const member = await t.register();
    const res = await t.inject({ method: 'POST', url, payload: { email: `  ${member.email.toUpperCase()} `, password: member.password } });
    expect(res.statusCode).toBe(200);
  });

  it("answers 401 'Invalid email or password' for a wrong password and opens no session", async () => {
    const member = await t.register();
    const sessions = await t.count('sessions');
    const res = await t.inject({ method: 'POST', url, payload: { email: member.email, password: 'wrong-password' } });
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toEqual({ success: false, message: 'Invalid email or password', error: { code: 'UNAUTHORIZED' } });
    expect(await t.count('sessions')).toBe(sessions);
  });

  it("answers the same 401 'Invalid email or password' for an unknown email", async () => {
    const res = await t.inject({ method: 'POST', url, payload: { email: 'nobody@example.com', password: 'whatever-1' } });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).message).toBe('Invalid email or password');
  });

  it('answers 403 for a suspended member, with the reason', async () => {
    const member = await t.register();
    await t.db.updateTable('users').set({ status: 'suspended', suspension_reason: 'Spam in the forum' }).where('id', '=', member.user.id).execute();
    const sessions = await t.count('sessions');
    const res = await t.inject({ method: 'POST', url, payload: { email: member.email, password: member.password } });
    expect(res.statusCode).toBe(403);
    expect(envelope(res)).toEqual({ success: false, message: 'Your account has been suspended: Spam in the forum', error: { code: 'FORBIDDEN' } });
    expect(await t.count('sessions')).toBe(sessions);
  });

  it('answers 403 for an inactive member', async () => {
    const member = await t.register();
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', member.user.id).execute();
    const res = await t.inject({ method: 'POST', url, payload: { email: member.email, password: member.password } });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).message).toBe('Your account is inactive. Please contact an admin.');
  });

  it('answers 403 only with the right password: a wrong one on a suspended account is still 401', async () => {
    const member = await t.register();
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', member.user.id).execute();
    const res = await t.inject({ method: 'POST', url, payload: { email: member.email, password: 'wrong-password' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 when email and password are missing', async () => {
    const res = await t.inject({ method: 'POST', url, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Validation failed: Email cannot be empty, Password is required');
  });

  it('signs the seeded admin in with the admin role', async () => {
    const res = await t.inject({ method: 'POST', url, payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(envelope<AuthData>(res).data.token).payload.role).toBe('admin');
  });
});

describe('rate limits', () => {
  let limited: TestApp | undefined;
  afterEach(async () => {
    await limited?.close();
    limited = undefined;
  });

  it('answers 429 to the 4th attempt a minute from one IP when the limit is 3', async () => {
    limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    const attempt = (remoteAddress: string) =>
      limited!.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { email: `x.${uniqueSuffix()}@example.com`, password: 'wrong-pass' } });
    for (let i = 0; i < 3; i++) expect((await attempt('10.1.1.1')).statusCode).toBe(401);
    const fourth = await attempt('10.1.1.1');
    expect(fourth.statusCode).toBe(429);
    const env = envelope(fourth);
    expect(env.success).toBe(false);
    expect(env.error?.code).toBe('RATE_LIMITED');
    expect(env.message).toMatch(/^Too many requests\. Please try again in .+\.$/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected.
    expect((await attempt('10.1.1.2')).statusCode).toBe(401);
  });

  // BUG (features/auth/routes.ts): the per-IP limit is registered per route, so /api/user/login and its alias
  // /api/auth/login each allow AUTH_RATE_LIMIT_PER_MINUTE attempts: alternating paths doubles the budget.
  it('shares the per-IP limit between /api/user/login and its alias /api/auth/login', async () => {
    limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    const attempt = (url: string) =>
      limited!.inject({ method: 'POST', url, remoteAddress: '10.3.0.1', payload: { email: `x.${uniqueSuffix()}@example.com`, password: 'wrong-pass' } });
    for (const url of ['/api/user/login', '/api/auth/login', '/api/user/login']) expect((await attempt(url)).statusCode).toBe(401);
    expect((await attempt('/api/auth/login')).statusCode).toBe(429);
  });
  // Per (account, address) failures, the per-account slowdown and invalid bodies: sign-in-throttle.test.ts.
});

describe('tokens', () => {
  it("answers 401 'No token provided' when signed out", async () => {
    const res = await t.inject({ method: 'GET', url: '/api/user/profile' });
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toEqual({ success: false, message: 'No token provided', error: { code: 'UNAUTHORIZED' } });
  });

  it('accepts a token re-signed with the server secret (control for the forgery tests)', async () => {
    const member = await t.register();
    const resigned = signJwt(decodeJwt(member.token).payload, TEST_JWT_SECRET);
    expect((await profile(resigned)).statusCode).toBe(200);
  });

  it('rejects a token signed with another secret', async () => {
    const member = await t.register();
    const forged = signJwt(decodeJwt(member.token).payload, 'another-secret-another-secret-another-secret!!');
    const res = await profile(forged);
    expect(res.statusCode).toBe(401);
    expect(envelope(res).message).toBe('Invalid token');
  });

  it('rejects a token whose payload was tampered with', async () => {
    const member = await t.register();
    const tampered = tamperJwt(member.token, (p) => ({ ...p, role: 'admin' }));
    expect((await profile(tampered)).statusCode).toBe(401);
  });

  it("rejects an unsigned 'alg: none' token", async () => {
    const member = await t.register();
    const { payload } = decodeJwt(member.token);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
    expect((await profile(unsigned)).statusCode).toBe(401);
  });

  it('rejects a validly signed token whose exp has passed', async () => {
    const member = await t.register();
    const expired = signJwt({ ...decodeJwt(member.token).payload, exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET);
    expect((await profile(expired)).statusCode).toBe(401);
  });

  it('rejects a validly signed token without a session, or with an unknown one', async () => {
    const member = await t.register();
    const { payload } = decodeJwt(member.token);
    const { sid: _sid, ...withoutSid } = payload;
    expect((await profile(signJwt(withoutSid, TEST_JWT_SECRET))).statusCode).toBe(401);
    expect((await profile(signJwt({ ...payload, sid: '00000000-0000-4000-8000-000000000000' }, TEST_JWT_SECRET))).statusCode).toBe(401);
  });

  it.each(['Token abc', 'Bearer', 'Bearer ', 'Bearer not-a-jwt', 'Basic YWRhOnNlY3JldA==', 'Bearer a.b.c'])(
    "rejects the malformed Authorization header %j with 401 'Invalid token'",
    async (authorization) => {
      const res = await profileWith(authorization);
      expect(res.statusCode).toBe(401);
      expect(envelope(res)).toEqual({ success: false, message: 'Invalid token', error: { code: 'UNAUTHORIZED' } });
    },
  );

  it('rejects the token of a member who was suspended or made inactive after signing in', async () => {
    const suspended = await t.register();
    const inactive = await t.register();
    expect((await profile(suspended.token)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.user.id).execute();
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', inactive.user.id).execute();
    expect((await profile(suspended.token)).statusCode).toBe(401);
    expect((await profile(inactive.token)).statusCode).toBe(401);
  });
});

describe('session expiry', () => {
  let short: TestApp | undefined;
  afterEach(async () => {
    await short?.close();
    short = undefined;
  });

  it('expires the session after SESSION_TTL_HOURS on the server clock', async () => {
    short = await createTestApp({ env: { SESSION_TTL_HOURS: '1' } });
    const member = await short.register();
    expect(decodeJwt(member.token).payload.exp).toBe(Math.floor(short.clock.now().getTime() / 1000) + 3600);
    const me = () => short!.inject({ method: 'GET', url: '/api/user/profile', headers: short!.authHeader(member.token) });
    short.clock.advance(59 * 60_000);
    expect((await me()).statusCode).toBe(200);
    short.clock.advance(60_000 + 1);
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(envelope(res).message).toBe('Invalid token');
  });
});

describe.each(['/user/logout', '/api/user/logout', '/api/auth/logout'])('POST %s', (url) => {
  it("revokes this session only: 'Logged out', then the token gets 401", async () => {
    const member = await t.register();
    const other = await t.login(member.email, member.password);
    const res = await t.inject({ method: 'POST', url, headers: t.authHeader(member.token) });
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toEqual({ success: true, data: null, message: 'Logged out' });
    expect((await profile(member.token)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('accepts an empty JSON object as the body', async () => {
    const member = await t.register();
    const res = await t.inject({ method: 'POST', url, headers: t.authHeader(member.token), payload: {} });
    expect(res.statusCode).toBe(200);
    expect((await profile(member.token)).statusCode).toBe(401);
  });

  it('answers 200 when signed out (logout errors are ignored)', async () => {
    const res = await t.inject({ method: 'POST', url });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).message).toBe('Logged out');
  });
});

describe('response contract (answers are serialised through core authAnswerSchema)', () => {
  it('register and login answer exactly the token and the public user, never a password or its hash', async () => {
    const body = registration();
    for (const res of [
      await t.inject({ method: 'POST', url: '/api/auth/register', payload: body }),
      await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } }),
    ]) {
      const env = envelope<AuthData>(res);
      expect(Object.keys(env).sort()).toEqual(['data', 'message', 'success']);
      expect(Object.keys(env.data).sort()).toEqual(['token', 'user']);
      expect(env.data.token.split('.')).toHaveLength(3);
      expect(Object.keys(env.data.user).sort()).toEqual(PUBLIC_USER_KEYS);
      expect(res.body).not.toMatch(/password|argon2|suspension_reason|created_at/);
    }
  });

  it('strips a password hash a handler would send by mistake (the schema, not the handler, decides what leaves)', async () => {
    // The route reads `app` only when it is called, once the app is built.
    const app: TestApp = await createTestApp({
      beforeReady: (instance) => {
        instance
          .withTypeProvider<ZodTypeProvider>()
          .get('/api/test/leaky-sign-in', { schema: { response: { 200: envelopeSchema(authAnswerSchema) } } }, async () => {
            // A whole users row, password hash included, where the public user belongs.
            const row = await app.db.selectFrom('users').selectAll().where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
            const user = { ...row, joined_date: row.created_at, show_email: row.show_email === 1 };
            return { success: true as const, data: { token: 'a.b.c', user, password_hash: row.password_hash } };
          });
      },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test/leaky-sign-in' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('"token":"a.b.c"');
      expect(Object.keys(envelope<AuthData>(res).data.user).sort()).toEqual(PUBLIC_USER_KEYS);
      expect(res.body).not.toMatch(/password|argon2/);
    } finally {
      await app.close();
    }
  });

  it('logout answers data null with its message only', async () => {
    const member = await t.register();
    const res = await t.inject({ method: 'POST', url: '/api/user/logout', headers: t.authHeader(member.token) });
    expect(JSON.parse(res.body)).toStrictEqual({ success: true, data: null, message: 'Logged out' });
  });
});
