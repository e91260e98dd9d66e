import type { Page, Request } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, unique } from './fixtures';

test.describe('app shell, landing and settings', () => {
  test('the landing page shows every section, and Learn More scrolls to About', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Embedded Systems Design Club' })).toBeVisible();
    for (const heading of ['Our Projects', 'Explore Our Platform', 'Our Team', 'Get In Touch']) {
      await expect(page.getByRole('heading', { name: heading })).toBeAttached();
    }
    // Our Projects loads the newest projects from the API and links to the full list.
    await expect(page.locator('#projects a[href^="/projects/"]').first()).toBeVisible();
    await expect(page.locator('#projects').getByRole('link', { name: /view all projects/i })).toBeVisible();
    // Feature tiles link where the spec says; every area is built, so none reads 'Coming soon'.
    for (const href of ['/games', '/users', '/forum', '/roadmap', '/jobs', '/mentorship', '/hackathons', '/workshops']) {
      await expect(page.locator(`#main a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(page.locator('#platform [aria-disabled="true"]')).toHaveCount(0);
    // Analytics is for moderators and admins: no tile for a visitor.
    await expect(page.locator('#main a[href="/analytics"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page.locator('#about')).toBeInViewport();
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('switching a feature off in Settings hides its links and blocks its routes', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoA11yViolations(page);
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link', { name: 'Projects' })).toBeVisible();

    const projectsSwitch = page.getByRole('switch', { name: 'Projects' });
    await expect(projectsSwitch).toHaveAttribute('aria-checked', 'true');
    await projectsSwitch.click();
    await expect(projectsSwitch).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('button', { name: 'Apply & Reload' }).click();
    await page.waitForLoadState('load');

    await expect(mainNav.getByRole('link', { name: 'Projects' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Projects' })).toHaveCount(0);
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'This feature is turned off' })).toBeVisible();
    await page.goto('/my-projects');
    await expect(page.getByRole('heading', { name: 'This feature is turned off' })).toBeVisible();
    await expectNoA11yViolations(page);

    // Reset to Defaults asks first, then turns everything back on.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to reset all settings to default?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset to Defaults' }).click();
    await page.waitForLoadState('load');
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });

  test('unknown paths get a 404 page and later areas a coming-soon page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto('/mentorship');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentorship' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

/**
 * Resolves once no request other than the live notification stream has been in flight for 500 ms: what
 * `waitForLoadState('networkidle')` waits for, which never comes while a signed-in page keeps its stream open.
 */
function trackQuiet(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  const counts = (r: Request) => !r.url().includes('/api/notifications/stream');
  page.on('request', (r) => void (counts(r) && inFlight.add(r)));
  page.on('requestfinished', (r) => void inFlight.delete(r));
  page.on('requestfailed', (r) => void inFlight.delete(r));
  return async () => {
    let quietSince = Date.now();
    while (Date.now() - quietSince < 500) {
      await page.waitForTimeout(100);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  };
}

test('no page scrolls sideways at 360 px, signed in as an admin', async ({ page, request }) => {
  test.slow(); // ten pages, each waited on until its requests settle
  const networkQuiet = trackQuiet(page);
  const admin = await adminSession(request);
  // Long unbroken text in cards (names, emails) must truncate, not widen the page.
  await registerViaApi(request, {
    name: 'Bartholomew-Maximilian Wolfeschlegelsteinhausenbergerdorff',
    email: `${unique('a.very.long.address.that.never.breaks')}@electrical-engineering.example.edu`,
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await signInBrowser(page, admin);
  for (const path of ['/', '/projects', '/challenges', '/leaderboard', '/games', '/games/snake', '/users', '/dashboard', '/admin', '/admin?tab=challenges']) {
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible();
    await networkQuiet();
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll, `${path} is ${scroll - client} px too wide`).toBeLessThanOrEqual(client);
  }
});
