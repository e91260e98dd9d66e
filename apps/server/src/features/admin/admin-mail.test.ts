import { ACCOUNT_MESSAGES, type MailMessage, type MailSummary } from '@esdc/core/account-schemas';
import type { AuditEntry } from '@esdc/core/admin-user-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startWithAdmin } from '../../test/api.ts';
import { envelope, type TestApp } from '../../test/harness.ts';
import { latestLinkToken } from '../../test/mail.ts';

/*
 * Admin side of SPEC §2 Forgot password, reset password, verify email: send a member a reset link, set a member's
 * password (SPEC §5 admin form rules), and read the outgoing-mail queue (the Mail tab). Who may call them is in
 * authorization-matrix.test.ts.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t?.close());

const lastAudit = async () => envelope<AuditEntry[]>(await call(t, 'GET', '/api/admin/audit-log?limit=1', admin)).data[0]!;

describe('admin password actions', () => {
  it('sends a member a reset link (audited), which the member can use', async () => {
    const member = await t.register();
    const res = await call(t, 'POST', `/api/admin/users/${member.user.id}/password-reset`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).message).toBe(ACCOUNT_MESSAGES.resetLinkSent);
    expect(await lastAudit()).toMatchObject({ action: 'user.password_reset_sent', target_id: member.user.id, details: { email: member.email } });
    // The password is unchanged until the link is used.
    await t.login(member.email, member.password);
    const token = await latestLinkToken(t.db, member.email, 'password-reset');
    const used = await t.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, password: 'from-admin-link', confirmPassword: 'from-admin-link' },
    });
    expect(used.statusCode).toBe(200);
    await t.login(member.email, 'from-admin-link');
  });

  it('sets a password by the admin form rules, signs the member out and voids their reset links', async () => {
    const member = await t.register();
    await t.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: member.email } });
    const token = await latestLinkToken(t.db, member.email, 'password-reset');
    const url = `/api/admin/users/${member.user.id}/password`;

    const short = await call(t, 'PUT', url, admin, { password: 'seven77', confirmPassword: 'seven77' });
    expect(short.statusCode).toBe(400);
    expect(envelope(short).message).toBe('Password must be at least 8 characters long!');
    const mismatch = await call(t, 'PUT', url, admin, { password: 'eight888', confirmPassword: 'eight889' });
    expect(envelope(mismatch).message).toBe('Passwords do not match');
    await t.login(member.email, member.password);

    const res = await call(t, 'PUT', url, admin, { password: 'eight888', confirmPassword: 'eight888' });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).message).toBe(ACCOUNT_MESSAGES.passwordSet);
    expect((await call(t, 'GET', '/api/user/profile', member.token)).statusCode).toBe(401);
    await t.login(member.email, 'eight888');
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'user.password_set', target_id: member.user.id });
    expect(JSON.stringify(audit)).not.toContain('eight888');
    const stale = await t.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, password: 'too-late-1', confirmPassword: 'too-late-1' },
    });
    expect(stale.statusCode).toBe(400);
  });

  it('answers 404 for a user that does not exist, and changes nothing', async () => {
    expect((await call(t, 'POST', '/api/admin/users/999999/password-reset', admin)).statusCode).toBe(404);
    expect((await call(t, 'PUT', '/api/admin/users/999999/password', admin, { password: 'eight888', confirmPassword: 'eight888' })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/mail', () => {
  it('lists the queue newest first, paged, and opens one message with its link', async () => {
    const member = await t.register();
    await t.app.mailDelivery.idle();
    const list = envelope<MailSummary[]>(await call(t, 'GET', '/api/admin/mail?limit=2', admin));
    expect(list.meta).toMatchObject({ limit: 2, offset: 0 });
    expect(list.meta!.total).toBeGreaterThanOrEqual(2);
    expect(list.data).toHaveLength(2);
    expect(list.data[0]).toMatchObject({ to: member.email, kind: 'email-verification', subject: 'Confirm your email address for ESDC Hub' });
    expect(list.data[0]!.id).toBeGreaterThan(list.data[1]!.id);
    expect(list.data[0]).not.toHaveProperty('text');

    const one = await call(t, 'GET', `/api/admin/mail/${list.data[0]!.id}`, admin);
    expect(one.statusCode).toBe(200);
    const message = envelope<MailMessage>(one).data;
    expect(message.status).toBe('sent');
    expect(message.text).toContain(`/verify-email?token=${await latestLinkToken(t.db, member.email, 'email-verification')}`);

    expect((await call(t, 'GET', '/api/admin/mail/999999', admin)).statusCode).toBe(404);
    const bad = await call(t, 'GET', '/api/admin/mail/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).message).toBe('Invalid message id');
  });
});
