import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';

/**
 * Wrong current passwords count per (account, client address), like wrong sign-in passwords
 * (ACCOUNT_RATE_LIMIT_PER_15_MINUTES; docs/decisions/006-sign-in-throttling.md); right ones never count.
 */
describe('PUT /api/users/:id/password rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '3', SIGN_IN_SLOWDOWN_MAX_MS: '0' } });
  });
  afterAll(async () => t.close());

  const attempt = (m: Member, current: string, remoteAddress = '127.0.0.1', next = 'brand-new-pass-1') =>
    t.inject({
      method: 'PUT',
      url: `/api/users/${m.user.id}/password`,
      remoteAddress,
      headers: t.authHeader(m.token),
      payload: { current_password: current, new_password: next, confirm_password: next },
    });

  it('refuses a fourth attempt within 15 minutes with 429, and the password stays unchanged', async () => {
    const m = await t.register();
    for (let i = 0; i < 3; i++) expect((await attempt(m, 'wrong-guess-' + i)).statusCode).toBe(400);
    const refused = await attempt(m, m.password);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).message).toMatch(/^Too many attempts for this account\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.login(m.email, m.password)).toBeTruthy();
  });

  it('counts per address: the member changes it from another address, and right passwords never count', async () => {
    const m = await t.register();
    for (let i = 0; i < 3; i++) expect((await attempt(m, 'wrong-guess-' + i, '10.70.0.1')).statusCode).toBe(400);
    expect((await attempt(m, m.password, '10.70.0.1')).statusCode).toBe(429);
    const changed = await attempt(m, m.password, '10.70.0.2', 'changed-pass-1');
    expect(changed.statusCode, changed.body).toBe(200);
    // Four right changes in a row from one address: never refused.
    let current = 'changed-pass-1';
    for (let i = 0; i < 4; i++) {
      const next = `changed-pass-${i + 2}`;
      expect((await attempt(m, current, '10.70.0.3', next)).statusCode).toBe(200);
      current = next;
    }
  });
});
