import { adminSession, expect, expectNoA11yViolations, registerViaApi, test } from './fixtures';

/*
 * A member whose account an admin suspends is told why on the sign-in page (SPEC §8 Login failure): when their open
 * session is ended, and when they try to sign in again.
 */
test('a suspended member is told why, when their session ends and when they sign in', async ({ page, request, consoleErrors }) => {
  const member = await registerViaApi(request);
  // Signed in once (signInBrowser's init script would sign in again on every page, past the session's end).
  await page.goto('/');
  await page.evaluate((u) => {
    localStorage.setItem('esdc:auth-token', u.token);
    localStorage.setItem('esdc:user', JSON.stringify({ id: u.id, email: u.email, username: u.username, role: 'user', name: u.name }));
  }, member);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const admin = await adminSession(request);
  const suspend = await request.put(`/api/admin/users/${member.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { status: 'suspended', suspension_reason: 'Spamming the forum' },
  });
  expect(suspend.ok(), await suspend.text()).toBe(true);

  // The next call with the revoked session ends it and lands on /login, saying why.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Your account has been suspended: Spamming the forum');
  await expectNoA11yViolations(page);

  // Said once: a later visit to /login starts clean; signing in again gives the same reason.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your account has been suspended: Spamming the forum');
  expect(consoleErrors.filter((e) => !/status of (401|403)/.test(e))).toEqual([]);
});
