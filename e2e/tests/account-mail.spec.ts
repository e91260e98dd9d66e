import type { APIRequestContext } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, unique } from './fixtures';

/*
 * Mail, password reset and email verification in Chromium. The server runs without SMTP_URL, so every
 * message goes to the dev outbox, where the admin Mail tab (and its API) shows its link.
 */

type MailRow = { id: number; kind: string; to: string; subject: string };

/** The path and query of the newest link of a kind mailed to an address, read from the dev outbox as an admin. */
async function latestLink(request: APIRequestContext, to: string, kind: 'password-reset' | 'email-verification'): Promise<string> {
  const admin = await adminSession(request);
  const auth = { headers: { authorization: `Bearer ${admin.token}` } };
  const list = (await (await request.get('/api/admin/mail?limit=100', auth)).json()) as { data: MailRow[] };
  const row = list.data.find((m) => m.to === to && m.kind === kind);
  expect(row, `a ${kind} message to ${to}`).toBeTruthy();
  const message = (await (await request.get(`/api/admin/mail/${row!.id}`, auth)).json()) as { data: { text: string } };
  const link = /https?:\/\/\S+/.exec(message.data.text)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('forgot password: link from the dev outbox, new password, sign in with it', async ({ page, request, consoleErrors }) => {
  const member = await registerViaApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists for that address' })).toBeVisible();
  await expectNoA11yViolations(page);

  const link = await latestLink(request, member.email, 'password-reset');
  expect(link).toMatch(/^\/reset-password\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoA11yViolations(page);
  // The member rule: at least 6, matching.
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-pass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();
  await expectNoA11yViolations(page);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('another-pass-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('another-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});

test('an unverified member sees the banner, resends the link, and the link verifies them', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await signInBrowser(page, member);
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText('Please verify your email address');
  await expect(banner).toContainText(member.email);
  await expectNoA11yViolations(page);

  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('We have sent a new verification link to your email address.')).toBeVisible();

  const link = await latestLink(request, member.email, 'email-verification');
  expect(link).toMatch(/^\/verify-email\?token=/);
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified.' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Go to My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);

  // Used once: opening it again says so.
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('admin: verified badge, send a reset link and set a password from the edit dialog, read the Mail tab', async ({ page, request }) => {
  test.slow(); // the admin panel, a dialog and the Mail tab, with an axe scan at each step
  const name = `Mia ${unique('m')}`;
  const member = await registerViaApi(request, { name });
  const admin = await adminSession(request);
  await signInBrowser(page, admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await page.locator('#admin-users-search').fill(member.username);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row.getByText('Email unverified')).toBeVisible();

  await page
    .getByRole('button', { name: `Edit ${name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Email unverified')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`Password reset link sent to ${member.email}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Set password' }).click();
  await dialog.getByLabel('New password', { exact: true }).fill('seven77');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('seven77');
  await dialog.getByRole('button', { name: 'Set Password' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters long!')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('set-by-admin-8');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('set-by-admin-8');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const login = await request.post('/api/user/login', { data: { email: member.email, password: 'set-by-admin-8' } });
  expect(login.ok()).toBe(true);

  await page.getByRole('tab', { name: 'Mail' }).click();
  await expect(page).toHaveURL(/tab=mail/);
  const mailRow = page.getByRole('row').filter({ hasText: member.email }).filter({ hasText: 'Reset your ESDC Hub password' });
  await expect(mailRow).toBeVisible();
  await expectNoA11yViolations(page);
  await mailRow.getByRole('button', { name: /^Open the message/ }).click();
  const message = page.getByRole('dialog', { name: 'Reset your ESDC Hub password' });
  await expect(message.getByRole('link', { name: /\/reset-password\?token=/ })).toBeVisible();
  await expect(message.getByLabel('Message text')).toContainText('Reset your password:');
  await expectNoA11yViolations(page);
});
