import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/harness.ts';

/** Wrong current passwords count against the account's attempt budget (ACCOUNT_RATE_LIMIT_PER_15_MINUTES). */
describe('PUT /api/users/:id/password rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '3' } });
  });
  afterAll(async () => t.close());

  it('refuses a fourth attempt within 15 minutes with 429, and the password stays unchanged', async () => {
    const m = await t.register();
    const attempt = (current: string) =>
      t.inject({
        method: 'PUT',
        url: `/api/users/${m.user.id}/password`,
        headers: t.authHeader(m.token),
        payload: { current_password: current, new_password: 'brand-new-pass-1', confirm_password: 'brand-new-pass-1' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-guess-' + i)).statusCode).toBe(400);
    const refused = await attempt(m.password);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).message).toMatch(/^Too many attempts for this account\. Please try again in \d+ minutes?\.$/);
    expect(await t.login(m.email, m.password)).toBeTruthy();
  });
});
