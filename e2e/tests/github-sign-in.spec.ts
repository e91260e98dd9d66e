import { startGitHubTestProvider } from '../../scripts/github-test-provider.mjs';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { expect, expectNoA11yViolations, signInBrowser, test, unique } from './fixtures';

/*
 * Sign in with GitHub in Chromium: a server of its own, started with GITHUB_* pointing at a local
 * stand-in for GitHub (oauth2-mock-server for the OAuth pages, a fake of GitHub's /user and /user/emails). The pages
 * are opened at http://localhost:PORT, the server's default PUBLIC_URL, so GitHub's redirect comes back to the same
 * origin (and its state cookie).
 */

type Provider = Awaited<ReturnType<typeof startGitHubTestProvider>>;
type Server = Awaited<ReturnType<typeof startTestServer>>;

let github: Provider;
let server: Server;
let origin: string;
let nextId = 5000;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  github = await startGitHubTestProvider();
  server = await startTestServer({ env: github.env, quiet: true });
  origin = `http://localhost:${server.port}`;
});
test.afterAll(async () => {
  await server?.stop();
  await github?.stop();
});

/** The GitHub account the next round trip proves. */
function gitHubAccount() {
  const login = unique('octo-')
    .replace(/[^A-Za-z0-9-]/g, '')
    .slice(0, 30);
  github.account = { id: nextId++, login, name: `Octo ${login}`, emails: [{ email: `${login}@example.com`, primary: true, verified: true }] };
  return github.account;
}

test('without a GitHub OAuth app the GitHub buttons are not shown', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with GitHub' })).toHaveCount(0);
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up with GitHub' })).toHaveCount(0);
});

test('a visitor signs up with GitHub, sees the verified GitHub username, and cannot unlink without a password', async ({ page, consoleErrors }) => {
  const gh = gitHubAccount();
  await page.goto(`${origin}/register`);
  await expect(page.getByRole('link', { name: 'Sign up with GitHub' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(`${origin}/login`);
  await page.getByRole('link', { name: 'Sign in with GitHub' }).click();
  await expect(page).toHaveURL(`${origin}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const section = page.getByRole('region', { name: 'GitHub' });
  await expect(section.getByText(`@${gh.login}`)).toBeVisible();
  await expect(section.getByText('Verified')).toBeVisible();
  const details = page.getByRole('table', { name: 'Account Details' });
  await expect(details.getByRole('row', { name: /GitHub/ })).toContainText(gh.login);
  await expect(details.getByRole('row', { name: /GitHub/ })).toContainText('Verified');
  await expect(details.getByRole('row', { name: /Email/ })).toContainText(gh.emails[0]?.email ?? '');
  await expectNoA11yViolations(page);

  await section.getByRole('button', { name: 'Unlink GitHub' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(section.getByRole('alert')).toContainText('Set a password before unlinking GitHub');
  await expect(section.getByText(`@${gh.login}`)).toBeVisible();

  // Signed out, the same GitHub account signs the same member in again.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${origin}/login`);
  await page.getByRole('link', { name: 'Sign in with GitHub' }).click();
  await expect(page).toHaveURL(`${origin}/profile`);
  await expect(page.getByRole('region', { name: 'GitHub' }).getByText(`@${gh.login}`)).toBeVisible();
  // The avatar drawn from github.com cannot load offline, and the refused unlink answered 409 (shown above).
  expect(consoleErrors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED') && !/status of 409/.test(e))).toEqual([]);
});

test('a member links GitHub from their profile, the GitHub username is locked while linked, then unlinks it', async ({ page, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: origin });
  const username = unique('gl');
  const body = { name: `Linker ${username}`, username, email: `${username}@example.com`, password: 'secret-pass-1', confirmPassword: 'secret-pass-1' };
  const res = await api.post('/api/user/register', { data: body });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { token: string; user: { id: number } } };
  await api.dispose();
  await signInBrowser(page, { token: data.token, id: data.user.id, email: body.email, username, name: body.name });
  const gh = gitHubAccount();

  await page.goto(`${origin}/profile`);
  const section = page.getByRole('region', { name: 'GitHub' });
  await section.getByRole('button', { name: 'Link GitHub' }).click();
  await expect(page).toHaveURL(`${origin}/profile`);
  await expect(page.getByText('GitHub account linked')).toBeVisible();
  await expect(section.getByText(`@${gh.login}`)).toBeVisible();
  await expect(section.getByText('Verified')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const field = page.getByLabel('GitHub Username');
  await expect(field).toHaveValue(gh.login);
  await expect(field).toHaveAttribute('readonly', '');
  await expect(page.getByText('From your linked GitHub account.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The public profile shows the GitHub username as verified too.
  await page.goto(`${origin}/users/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: body.name })).toBeVisible();
  await expect(page.getByRole('link', { name: `github.com/${gh.login}` })).toBeVisible();
  await expect(page.getByText('Verified')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(`${origin}/profile`);
  await section.getByRole('button', { name: 'Unlink GitHub' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('GitHub account unlinked')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Link GitHub' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Account Details' }).getByRole('row', { name: /GitHub/ })).not.toContainText('Verified');
});

test('a GitHub round trip this browser did not start is refused with a message', async ({ page }) => {
  await page.goto(`${origin}/api/auth/github/callback?state=not-ours&code=whatever`);
  await expect(page).toHaveURL(`${origin}/login`);
  await expect(page.getByRole('alert')).toHaveText('This GitHub sign-in was not started here or has expired. Please try again.');
  await expectNoA11yViolations(page);
});
