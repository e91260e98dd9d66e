import { readFile } from 'node:fs/promises';
import { expect, expectNoA11yViolations, registerViaApi, test } from './fixtures';

/*
 * Your account, your data: a member downloads their data as one JSON file from My Profile, then deletes
 * their account (password re-entered, projects kept under 'Former member'), is signed out and cannot sign in again.
 */
test.describe('Your data', () => {
  test('a member downloads their data, deletes their account keeping a project, is signed out and cannot sign in again', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const user = await registerViaApi(request);
    const created = await request.post('/api/projects', {
      headers: { authorization: `Bearer ${user.token}` },
      data: {
        title: `Kept project ${user.username}`,
        description: 'A weather station on an ESP32 that reports every minute.',
        category: 'IoT',
        status: 'in_progress',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const projectId = ((await created.json()) as { data: { id: number } }).data.id;

    // Sign in through the form (a stored session would be put back on every navigation).
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section).toBeVisible();
    await expectNoA11yViolations(page);

    // Download my data: one JSON file named after the member and the date, holding their profile and project.
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^esdc-hub-export-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      user_id: number;
      sections: { profile: { email: string; username: string }; projects: Array<{ id: number }>; sessions: unknown[] };
    };
    expect(file.user_id).toBe(user.id);
    expect(file.sections.profile).toMatchObject({ email: user.email, username: user.username });
    expect(file.sections.projects.map((p) => p.id)).toEqual([projectId]);
    expect(file.sections.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(file)).not.toMatch(/password_hash|argon2/);
    await expect(page.getByText('Your data has been downloaded')).toBeVisible();

    // Delete account: the dialog explains, asks for the choice and the password.
    await section.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('signs you out everywhere')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Choose whether to delete or keep your projects')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await expectNoA11yViolations(page);

    await dialog.getByRole('radio', { name: /Keep my projects/ }).check();
    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Password is incorrect')).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();

    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    // Signed out, a toast, and back on the home page.
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('esdc:auth-token'))).toBeNull();
    await expectNoA11yViolations(page);

    // The old token is refused, and the password no longer signs in.
    expect((await request.get('/api/user/profile', { headers: { authorization: `Bearer ${user.token}` } })).status()).toBe(401);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);

    // The kept project stays, under 'Former member'.
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Kept project ${user.username}` })).toBeVisible();
    await expect(page.getByText('Former member')).toBeVisible();
    expect(consoleErrors.filter((e) => !/github\.com|Failed to load resource/.test(e))).toEqual([]);
  });
});
