import { ACCOUNT_MESSAGES } from '@esdc/core/account-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, envelope, type TestApp } from '../../test/harness.ts';
import { latestLinkToken } from '../../test/mail.ts';

/*
 * Forgot password and reset (SPEC §2 Forgot password, reset password, verify email), on SQLite and on PostgreSQL
 * (TEST_DATABASE_URL): one answer for known and unknown addresses, tokens single use and 60 minutes, older links void,
 * sessions revoked, rate limits per address and per client address.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const forgot = (email: string, app = t, ip?: string) =>
  app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email }, ...(ip ? { remoteAddress: ip } : {}) });
const reset = (token: string, password = 'brand-new-pass', confirmPassword = password) =>
  t.inject({ method: 'POST', url: '/api/user/reset-password', payload: { token, password, confirmPassword } });
const resetMails = (to: string) => t.db.selectFrom('outgoing_mail').selectAll().where('to_address', '=', to).where('kind', '=', 'password-reset').execute();

describe('POST /api/user/forgot-password', () => {
  it('answers the same status and body for an address with and without an account; mails only the account', async () => {
    const member = await t.register();
    const known = await forgot(member.email.toUpperCase());
    const unknown = await forgot(`nobody.${member.user.id}@test.local`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(envelope(known)).toEqual({ success: true, data: null, message: ACCOUNT_MESSAGES.resetRequested });
    expect(await resetMails(member.email)).toHaveLength(1);
    expect(await resetMails(`nobody.${member.user.id}@test.local`)).toHaveLength(0);
    const mail = (await resetMails(member.email))[0]!;
    expect(mail.subject).toBe('Reset your ESDC Hub password');
    expect(mail.text_body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=/);
    // Only the hash is stored.
    const token = await latestLinkToken(t.db, member.email, 'password-reset');
    const stored = await t.db
      .selectFrom('account_tokens')
      .select('token_hash')
      .where('user_id', '=', member.user.id)
      .where('purpose', '=', 'password-reset')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(token);
  });

  it('refuses an empty address with 400 naming the field', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Email cannot be empty');
  });
});

describe('POST /api/user/reset-password', () => {
  it('sets the new password once, signs the member out everywhere and marks the address verified', async () => {
    const member = await t.register();
    const second = await t.login(member.email, member.password);
    await forgot(member.email);
    const token = await latestLinkToken(t.db, member.email, 'password-reset');

    const res = await reset(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).message).toBe(ACCOUNT_MESSAGES.passwordReset);
    for (const old of [member.token, second]) expect((await call(t, 'GET', '/api/user/profile', old)).statusCode).toBe(401);
    await expect(t.login(member.email, member.password)).rejects.toThrow(/401/);
    const fresh = await t.login(member.email, 'brand-new-pass');
    expect(envelope<{ email_verified_at: string | null }>(await call(t, 'GET', '/api/user/profile', fresh)).data.email_verified_at).not.toBeNull();

    // Used: refused, and nothing changes.
    const again = await reset(token, 'another-pass-1');
    expect(again.statusCode).toBe(400);
    expect(envelope(again)).toMatchObject({ success: false, message: ACCOUNT_MESSAGES.invalidLink, error: { code: 'INVALID_TOKEN' } });
    await t.login(member.email, 'brand-new-pass');
  });

  it('refuses an expired link (after 60 minutes) and an unknown one with the same answer', async () => {
    const member = await t.register();
    await forgot(member.email);
    const token = await latestLinkToken(t.db, member.email, 'password-reset');
    t.clock.advance(60 * 60_000);
    const expired = await reset(token);
    const unknown = await reset('A'.repeat(43));
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toBe(unknown.body);
    await t.login(member.email, member.password);
  });

  it('works up to the last second of its 60 minutes', async () => {
    const member = await t.register();
    await forgot(member.email);
    const token = await latestLinkToken(t.db, member.email, 'password-reset');
    t.clock.advance(60 * 60_000 - 1000);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('a newer link voids the older one', async () => {
    const member = await t.register();
    await forgot(member.email);
    const first = await latestLinkToken(t.db, member.email, 'password-reset');
    await forgot(member.email);
    const second = await latestLinkToken(t.db, member.email, 'password-reset');
    expect(second).not.toBe(first);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('refuses a short or unconfirmed password by the member rule, leaving the link usable', async () => {
    const member = await t.register();
    await forgot(member.email);
    const token = await latestLinkToken(t.db, member.email, 'password-reset');
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(envelope(short).message).toBe('Password must be at least 6 characters long');
    const mismatch = await reset(token, 'long-enough-1', 'long-enough-2');
    expect(envelope(mismatch).message).toBe('Passwords do not match');
    expect((await reset(token, '123456')).statusCode).toBe(200);
  });

  it('refuses a malformed token with 400 and changes nothing', async () => {
    for (const token of ['', 'has spaces', 'x'.repeat(500), 'bad/char']) {
      const res = await reset(token);
      expect(res.statusCode, token).toBe(400);
    }
  });

  it('of two uses of one link at once, exactly one succeeds', async () => {
    const member = await t.register();
    await forgot(member.email);
    const token = await latestLinkToken(t.db, member.email, 'password-reset');
    const answers = await Promise.all([reset(token, 'first-pass-1'), reset(token, 'second-pass-2')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const won = answers[0]!.statusCode === 200 ? 'first-pass-1' : 'second-pass-2';
    await t.login(member.email, won);
  });
});

describe('rate limits', () => {
  it('counts requests per email address (known or not, the same 429) and per client address', async () => {
    const limited = await createTestApp({ env: { ACCOUNT_MAIL_PER_HOUR: '2', AUTH_RATE_LIMIT_PER_MINUTE: '5' } });
    try {
      const member = await limited.register();
      const unknown = `ghost.${member.user.id}@test.local`;
      for (const email of [member.email, unknown]) {
        expect((await forgot(email, limited, '10.0.0.1')).statusCode).toBe(200);
        expect((await forgot(email, limited, '10.0.0.2')).statusCode).toBe(200);
      }
      const knownRefused = await forgot(member.email, limited, '10.0.0.3');
      const unknownRefused = await forgot(unknown, limited, '10.0.0.3');
      expect(knownRefused.statusCode).toBe(429);
      expect(unknownRefused.statusCode).toBe(429);
      expect(envelope(knownRefused).message).toBe(envelope(unknownRefused).message);
      expect(knownRefused.headers['retry-after']).toBeDefined();
      // Two messages for the account, however often it was asked.
      expect(
        await limited.db.selectFrom('outgoing_mail').select('id').where('to_address', '=', member.email).where('kind', '=', 'password-reset').execute(),
      ).toHaveLength(2);

      // Per client address: five requests a minute over all addresses asked for.
      for (let i = 0; i < 5; i += 1) expect((await forgot(`spray${i}@test.local`, limited, '10.0.0.9')).statusCode).toBe(200);
      const refused = await forgot('spray-last@test.local', limited, '10.0.0.9');
      expect(refused.statusCode).toBe(429);
      expect(envelope(refused).error?.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
