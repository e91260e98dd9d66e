import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../test/harness.ts';
import { ADMIN_USAGE, runAdminCommand } from './admin-command.ts';

/* The operator's command `npm run admin -- reset-password EMAIL` (SPEC §2 Forgot password, reset password, verify email), on SQLite and PostgreSQL. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('npm run admin -- reset-password EMAIL', () => {
  it('prints a working one-time reset link for the sole admin, mailing nothing', async () => {
    const mailBefore = await t.count('outgoing_mail');
    const result = await runAdminCommand(['reset-password', ADMIN_EMAIL.toUpperCase()], t.database, { publicUrl: 'https://hub.example.org' }, t.clock.now());
    expect(result.code).toBe(0);
    expect(result.err).toEqual([]);
    const link = result.out[1]!;
    expect(link).toMatch(/^https:\/\/hub\.example\.org\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(await t.count('outgoing_mail')).toBe(mailBefore);
    const token = new URL(link).searchParams.get('token')!;
    const body = { token, password: 'recovered-admin', confirmPassword: 'recovered-admin' };
    expect((await t.inject({ method: 'POST', url: '/api/user/reset-password', payload: body })).statusCode).toBe(200);
    await t.login(ADMIN_EMAIL, 'recovered-admin');
    expect((await t.inject({ method: 'POST', url: '/api/user/reset-password', payload: body })).statusCode).toBe(400);
  });

  it('exits 1 with a clear message for an unknown email, and 2 with the usage for anything else', async () => {
    const tokensBefore = await t.count('account_tokens');
    const unknown = await runAdminCommand(['reset-password', 'nobody@test.local'], t.database, { publicUrl: 'http://localhost:3000' }, t.clock.now());
    expect(unknown).toEqual({ code: 1, out: [], err: ['No account has the email nobody@test.local. Nothing was changed.'] });
    for (const args of [[], ['reset-password'], ['delete-everything', 'a@b.c'], ['reset-password', 'a@b.c', 'extra']]) {
      expect(await runAdminCommand(args, t.database, { publicUrl: 'http://localhost:3000' }, t.clock.now())).toEqual({ code: 2, out: [], err: [ADMIN_USAGE] });
    }
    expect(await t.count('account_tokens')).toBe(tokensBefore);
  });
});
