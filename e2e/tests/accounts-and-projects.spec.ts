import { expect, expectNoA11yViolations, registerViaApi, test, unique } from './fixtures';

test.describe('accounts and projects', () => {
  test('a newcomer registers, creates a project, finds it, likes it, signs out and still sees the like', async ({ page, consoleErrors }) => {
    test.slow(); // a long journey with five axe scans
    const username = unique('nadia');
    const title = `Soil probe ${username}`;
    const tag = `tag-${username}`.toLowerCase();

    // Register: taken to /profile.
    await page.goto('/register');
    await expectNoA11yViolations(page);
    await page.getByLabel('Full Name').fill('Nadia Newcomer');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email Address').fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(`@${username}`).first()).toBeVisible();
    await expectNoA11yViolations(page);

    // Create a project with two technologies and a contributor.
    await page.goto('/my-projects');
    await page.getByRole('button', { name: 'Add New Project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('A capacitive soil moisture probe that reports over MQTT every minute.');
    await dialog.getByLabel('Category').selectOption('IoT');
    await dialog.getByLabel('Technologies').fill('ESP32, Zephyr');
    await dialog.getByLabel('Tags').fill(tag);
    // A member who keeps their email hidden is found by their whole address (SPEC §2 Community Members).
    await dialog.getByRole('combobox', { name: 'Contributors' }).fill('priya@esdc.club');
    await dialog.getByRole('option', { name: /priya@esdc\.club/ }).click();
    await expect(dialog.getByRole('list', { name: 'Selected contributors' })).toContainText('priya@esdc.club');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(dialog.getByText('Project created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

    // Find it on /projects and by its tag.
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto(`/projects?tag=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.locator('#main a[href^="/projects/"]').filter({ hasText: /Soil probe|Details|Code/ })).not.toHaveCount(0);

    // Open it: technologies, tag and contributor are there.
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    const projectUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('ESP32');
    await expect(page.getByRole('main')).toContainText('Zephyr');
    await expect(page.getByRole('main')).toContainText('Priya Raman');
    await expectNoA11yViolations(page);

    // Like it.
    const like = page.getByRole('button', { name: /^Like/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toContainText('0');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1');

    // Sign out from the profile pop-up (scrolling up brings the hidden header back).
    await page.mouse.wheel(0, -5000);
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

    // Signed out, the like count is still 1.
    await page.goto(projectUrl);
    const likeAfter = page.getByRole('button', { name: /^Like/ });
    await expect(likeAfter).toContainText('1');
    await expect(likeAfter).toHaveAttribute('aria-pressed', 'false');
    expect(consoleErrors.filter((e) => !/github\.com|Failed to load resource/.test(e))).toEqual([]);
  });

  test('a wrong password shows the server message, and typing clears it', async ({ page, request }) => {
    const user = await registerViaApi(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expectNoA11yViolations(page);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await expect(page.getByText('Invalid email or password')).toBeHidden();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a signed-out visit to /my-projects goes to /login', async ({ page }) => {
    await page.goto('/my-projects');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test("an empty sign-in shows the spec's messages: 'Email cannot be empty', 'Password is required'", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email cannot be empty')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the register form shows the spec messages and writes nothing', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Full Name').fill('Sam Short');
    await page.getByLabel('Username', { exact: true }).fill('ab');
    await page.getByLabel('Email Address').fill('sam@example.com');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm Password', { exact: true }).fill('54321');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Username must be at least 3 characters long')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('community projects and a project detail show their content', async ({ page }) => {
    await page.goto('/community-projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Projects' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Smart Greenhouse Monitor', exact: true }).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Smart Greenhouse Monitor', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Greenhouse Monitor' })).toBeVisible();
    await page.getByRole('button', { name: 'Who Liked' }).click();
    await expect(page.getByRole('dialog')).toContainText('Arjun Mehta');
    await expectNoA11yViolations(page);
  });
});
