import { ACCOUNT_MESSAGES } from '@esdc/core/account-schemas';
import type { PublicUser } from '@esdc/core/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { ADMIN_EMAIL, createTestApp, envelope, type TestApp } from '../../test/harness.ts';
import { latestLinkToken } from '../../test/mail.ts';

/*
 * Email verification (SPEC §2 Forgot password, reset password, verify email), on SQLite and PostgreSQL: registrations
 * start unverified with a link queued; the link verifies once, within 48 hours; Resend voids the older link; the seeded
 * admin counts as verified.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const verify = (token: string) => t.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token } });
const profile = async (token: string) => envelope<PublicUser>(await call(t, 'GET', '/api/user/profile', token)).data;

describe('email verification', () => {
  it('a new member is unverified, can sign in, and the queued link verifies them once', async () => {
    const member = await t.register();
    expect(member.user.email_verified_at).toBeNull();
    await t.login(member.email, member.password);
    const token = await latestLinkToken(t.db, member.email, 'email-verification');
    // No session needed: the link may be opened on another device.
    const res = await verify(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).message).toBe(ACCOUNT_MESSAGES.emailVerified);
    expect((await profile(member.token)).email_verified_at).toBe(t.clock.now().toISOString());
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(envelope(again).error?.code).toBe('INVALID_TOKEN');
  });

  it('the seeded admin counts as verified', async () => {
    const admin = await profile(await t.adminToken());
    expect(admin.email).toBe(ADMIN_EMAIL);
    expect(admin.email_verified_at).not.toBeNull();
  });

  it('a link expires after 48 hours; a reset link does not verify through this route', async () => {
    const member = await t.register();
    const token = await latestLinkToken(t.db, member.email, 'email-verification');
    await t.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: member.email } });
    const resetToken = await latestLinkToken(t.db, member.email, 'password-reset');
    expect((await verify(resetToken)).statusCode).toBe(400);
    t.clock.advance(48 * 3_600_000);
    expect((await verify(token)).statusCode).toBe(400);
    expect((await profile(member.token)).email_verified_at).toBeNull();
  });

  it('Resend queues a new link and voids the older one; refused once verified, and signed out', async () => {
    const member = await t.register();
    const first = await latestLinkToken(t.db, member.email, 'email-verification');
    const res = await call(t, 'POST', '/api/user/resend-verification', member.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).message).toBe(ACCOUNT_MESSAGES.verificationSent);
    const second = await latestLinkToken(t.db, member.email, 'email-verification');
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    const done = await call(t, 'POST', '/api/user/resend-verification', member.token);
    expect(done.statusCode).toBe(400);
    expect(envelope(done).message).toBe(ACCOUNT_MESSAGES.alreadyVerified);
    expect((await call(t, 'POST', '/api/user/resend-verification')).statusCode).toBe(401);
  });

  it('Resend is limited per member', async () => {
    const limited = await createTestApp({ env: { ACCOUNT_MAIL_PER_HOUR: '2' } });
    try {
      const member = await limited.register();
      const send = () => limited.inject({ method: 'POST', url: '/api/user/resend-verification', headers: limited.authHeader(member.token) });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('an admin changing a member’s email makes it unverified and mails the new address', async () => {
    const member = await t.register();
    await verify(await latestLinkToken(t.db, member.email, 'email-verification'));
    const newEmail = `moved.${member.user.id}@test.local`;
    const res = await call(t, 'PUT', `/api/admin/users/${member.user.id}`, await t.adminToken(), { email: newEmail });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope<PublicUser>(res).data.email_verified_at).toBeNull();
    expect((await verify(await latestLinkToken(t.db, newEmail, 'email-verification'))).statusCode).toBe(200);
  });
});
