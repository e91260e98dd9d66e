import { Redis } from 'ioredis';
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { accountDelayMs, FIRST_ACCOUNT_DELAY_MS } from '../../plugins/sign-in-throttle.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, envelope, uniqueSuffix, type TestApp } from '../../test/harness.ts';

/**
 * Sign-in throttling (docs/decisions/006-sign-in-throttling.md): wrong passwords count per (account, address);
 * the account's total only slows attempts down; successes count nowhere; every login or register request counts
 * against its address's per-minute budget, valid or not.
 */

const TOO_MANY_FOR_ACCOUNT = 'Too many attempts for this account. Please try again in 15 minutes.';

let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

/** A test app with the given limits; the per-account delay is off unless a test sets it. */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ env: { SIGN_IN_SLOWDOWN_MAX_MS: '0', ...env } });
  apps.push(t);
  return t;
}

const signIn = (t: TestApp, remoteAddress: string, email: string, password: string, url = '/api/user/login') =>
  t.inject({ method: 'POST', url, remoteAddress, payload: { email, password } });

describe('failures per (account, address)', () => {
  it('10 wrong passwords for the admin from address A: A gets 429, the right password from B signs in', async () => {
    const t = await appWith({ ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '10' });
    for (let i = 0; i < 10; i++) expect((await signIn(t, '10.20.0.1', ADMIN_EMAIL, `wrong-${i}`)).statusCode).toBe(401);
    // The 11th and 12th, even with the right password and the email in capitals, are refused from A.
    expect((await signIn(t, '10.20.0.1', ADMIN_EMAIL, 'wrong-again')).statusCode).toBe(429);
    const sessions = await t.count('sessions');
    const refused = await signIn(t, '10.20.0.1', ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused)).toEqual({ success: false, message: TOO_MANY_FOR_ACCOUNT, error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await t.count('sessions')).toBe(sessions);
    // The alias path shares the pair's count.
    expect((await signIn(t, '10.20.0.1', ADMIN_EMAIL, ADMIN_PASSWORD, '/api/auth/login')).statusCode).toBe(429);

    const fromB = await signIn(t, '10.20.0.2', ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(fromB.statusCode).toBe(200);
    expect(envelope<{ user: { role: string } }>(fromB).data.user.role).toBe('admin');
    expect(await t.count('sessions')).toBe(sessions + 1);
    // B may still fail a few times itself without being refused.
    expect((await signIn(t, '10.20.0.2', ADMIN_EMAIL, 'typo')).statusCode).toBe(401);
  });

  it('an attacking address cannot lock many accounts for their owners, only for itself', async () => {
    const t = await appWith({ ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '3' });
    const victims = await Promise.all([t.register(), t.register(), t.register(), t.register(), t.register()]);
    const attacker = '203.0.113.66';
    for (const v of victims) {
      for (let i = 0; i < 3; i++) expect((await signIn(t, attacker, v.email, `guess-${i}`)).statusCode).toBe(401);
      expect((await signIn(t, attacker, v.email, 'guess-x')).statusCode).toBe(429);
    }
    for (const [i, v] of victims.entries()) {
      expect((await signIn(t, `198.51.100.${10 + i}`, v.email, v.password)).statusCode, v.email).toBe(200);
    }
    // Nor does it lock the admin, whom it never tried.
    expect((await signIn(t, '198.51.100.99', ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('groups an IPv6 client by its /64, so rotating addresses inside it does not buy more guesses', async () => {
    const t = await appWith({ ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '2' });
    expect((await signIn(t, '2001:db8:1:2::1', ADMIN_EMAIL, 'wrong-1')).statusCode).toBe(401);
    expect((await signIn(t, '2001:db8:1:2:ffff::9', ADMIN_EMAIL, 'wrong-2')).statusCode).toBe(401);
    expect((await signIn(t, '2001:0db8:0001:0002:abcd:0:0:7', ADMIN_EMAIL, 'wrong-3')).statusCode).toBe(429);
    expect((await signIn(t, '2001:db8:1:3::1', ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('never counts a success: 30 sign-ins in a row, and failures interleaved with successes, are never refused', async () => {
    const t = await appWith({ ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '3' });
    const m = await t.register();
    for (let i = 0; i < 30; i++) expect((await signIn(t, '10.30.0.1', m.email, m.password)).statusCode, `sign-in ${i + 1}`).toBe(200);
    // A success clears the pair's failures: fail, fail, succeed, fail, fail, succeed... never passes the limit of 3.
    for (let round = 0; round < 3; round++) {
      expect((await signIn(t, '10.30.0.1', m.email, 'typo-1')).statusCode).toBe(401);
      expect((await signIn(t, '10.30.0.1', m.email, 'typo-2')).statusCode).toBe(401);
      expect((await signIn(t, '10.30.0.1', m.email, m.password)).statusCode).toBe(200);
    }
  });

  it('does not count a suspended account signing in with the right password as a failure', async () => {
    const t = await appWith({ ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '2' });
    const m = await t.register();
    await t.db.updateTable('users').set({ status: 'suspended', suspension_reason: 'testing' }).where('id', '=', m.user.id).execute();
    for (let i = 0; i < 4; i++) expect((await signIn(t, '10.40.0.1', m.email, m.password)).statusCode).toBe(403);
  });
});

describe('per-account slowdown', () => {
  it('grows from the first delay, doubling, up to the cap; none before the free failures or when off', () => {
    expect([0, 1, 2].map((n) => accountDelayMs(n, 3, 2000))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 50].map((n) => accountDelayMs(n, 3, 2000))).toEqual([
      FIRST_ACCOUNT_DELAY_MS,
      FIRST_ACCOUNT_DELAY_MS * 2,
      FIRST_ACCOUNT_DELAY_MS * 4,
      2000,
      2000,
      2000,
    ]);
    expect(accountDelayMs(100, 3, 0)).toBe(0);
  });

  it('delays attempts on an account after failures from several addresses, and the owner still signs in', async () => {
    const t = await appWith({ ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '2', SIGN_IN_SLOWDOWN_MAX_MS: '300' });
    const m = await t.register();
    // Two failures from A and one from C: no pair is past its limit of 2, the account has 3 failures.
    expect((await signIn(t, '10.50.0.1', m.email, 'wrong-1')).statusCode).toBe(401);
    expect((await signIn(t, '10.50.0.1', m.email, 'wrong-2')).statusCode).toBe(401);
    expect((await signIn(t, '10.50.0.3', m.email, 'wrong-3')).statusCode).toBe(401);
    const started = performance.now();
    const owner = await signIn(t, '10.50.0.2', m.email, m.password);
    const elapsed = performance.now() - started;
    expect(owner.statusCode).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(290); // accountDelayMs(3, 2, 300) = 300 ms was waited
  });
});

describe('per-address budget of login and register', () => {
  const hugeEmail = `${'a'.repeat(40 * 1024)}@example.com`;

  it.each([
    ['a 40 KB email', { email: hugeEmail, password: 'whatever-1' }],
    ['a missing password', { email: 'someone@example.com' }],
    ['an empty body', undefined],
  ] as [string, Record<string, string> | undefined][])(
    'counts login requests with %s: N invalid requests, then 429 even for a valid one',
    async (_label, payload) => {
      const t = await appWith({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
      for (let i = 0; i < 3; i++) {
        const res = await t.inject({ method: 'POST', url: i % 2 ? '/api/auth/login' : '/api/user/login', remoteAddress: '10.60.0.1', payload });
        expect(res.statusCode, res.body).toBe(400);
      }
      const refused = await signIn(t, '10.60.0.1', ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(envelope(refused)).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
      expect(envelope(refused).message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The body of a refused request is not even validated: a huge one gets 429 too.
      expect((await t.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '10.60.0.1', payload: { email: hugeEmail } })).statusCode).toBe(429);
      expect((await signIn(t, '10.60.0.2', ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
    },
  );

  it('counts register requests the same way, separately from login, and no longer per account', async () => {
    const t = await appWith({ AUTH_RATE_LIMIT_PER_MINUTE: '3', ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '1' });
    const register = (remoteAddress: string, payload: Record<string, string>) =>
      t.inject({ method: 'POST', url: '/api/user/register', remoteAddress, payload });
    const s = uniqueSuffix();
    const body = { name: `Reg ${s}`, username: `reg_${s}`, email: `reg.${s}@example.com`, password: 'secret-12', confirmPassword: 'secret-12' };
    expect((await register('10.61.0.1', { ...body, email: hugeEmail })).statusCode).toBe(400);
    expect((await register('10.61.0.1', {})).statusCode).toBe(400);
    // The same email twice from one address: a conflict, not an account limit.
    expect((await register('10.61.0.1', body)).statusCode).toBe(201);
    expect((await register('10.61.0.1', body)).statusCode).toBe(429);
    expect((await register('10.61.0.2', body)).statusCode).toBe(409);
    // Login has its own budget.
    expect((await signIn(t, '10.61.0.1', body.email, body.password)).statusCode).toBe(200);
  });
});

/**
 * The Redis store: counters shared by instances. Uses TEST_REDIS_URL, else a Redis on 127.0.0.1:6379; skipped when
 * none answers. Addresses are random per run, so parallel runs on one Redis do not meet.
 */
describe('with REDIS_URL', () => {
  const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

  it('keeps the (account, address) failures in Redis, so a second instance refuses the same pair', async (ctx) => {
    const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    try {
      await probe.connect();
      await probe.ping();
    } catch {
      probe.disconnect();
      ctx.skip(`no Redis at ${redisUrl}`);
      return;
    }
    try {
      const env = { REDIS_URL: redisUrl, ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '3', AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
      const first = await appWith(env);
      const second = await appWith(env);
      const a = `10.${randomInt(70, 250)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
      const b = `10.${randomInt(70, 250)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
      const pairKey = `esdc-rlf:password-fail-pair:sign-in:${ADMIN_EMAIL}|${a}`;

      for (let i = 0; i < 3; i++) expect((await signIn(first, a, ADMIN_EMAIL, `wrong-${i}`)).statusCode).toBe(401);
      expect(Number(await probe.get(pairKey))).toBe(3);
      const refused = await signIn(second, a, ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(envelope(refused).message).toBe(TOO_MANY_FOR_ACCOUNT);
      expect((await signIn(second, b, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
      // A success clears its own pair in Redis.
      expect(await probe.exists(`esdc-rlf:password-fail-pair:sign-in:${ADMIN_EMAIL}|${b}`)).toBe(0);
      await probe.del(pairKey, `esdc-rlf:login-ip:${a}`, `esdc-rlf:login-ip:${b}`);
    } finally {
      await probe.quit();
    }
  });
});
