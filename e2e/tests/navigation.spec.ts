import { isBuiltPath } from '@esdc/core/routes';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, registerViaApi, signInBrowser, test } from './fixtures';

/*
 * The header, dock, footer, pop-up and landing tiles never link to an area that is not built yet; such
 * entries read 'Coming soon' without a link, or are left out. The list of built areas is the route table's `built`
 * flag (packages/core/src/routes.ts), the same one the router uses.
 */

/** Every in-app link target on the page (header, open menus, dock, main, footer); external links are left out. */
async function inAppLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.filter((href) => new URL(href).origin === origin).map((href) => new URL(href).pathname + new URL(href).search);
}

/** Fails with the list of links that lead to areas not built yet. */
async function expectOnlyBuiltLinks(page: Page) {
  const links = await inAppLinks(page);
  expect(links.length).toBeGreaterThan(5);
  expect(links.filter((href) => !isBuiltPath(href))).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`at ${width} px no header, dock, footer or landing link points at an area not built yet`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Explore Our Platform' })).toBeAttached();
    // Open the header's menus so their entries are on the page.
    if (width >= 1024) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Workshops')).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    }
    await expectOnlyBuiltLinks(page);

    // Every area is built: navigation links to each one it names.
    const menu = page.getByRole('navigation', { name: width >= 1024 ? 'Main' : 'Mobile' });
    await expect(menu.getByRole('link', { name: /Workshops/ }).first()).toBeVisible();
    await expect(menu.getByText('Coming soon')).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Courses' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Events' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Projects' })).toBeVisible();
    const tiles = page.locator('#platform');
    await expect(tiles.getByRole('link', { name: /Leaderboard/ })).toBeVisible();
    await expect(tiles.getByRole('link', { name: /^Workshops/ })).toBeVisible();
    await expect(tiles.getByRole('link', { name: /^Jobs/ })).toBeVisible();
    await expect(tiles.getByRole('link', { name: /^Forum/ })).toBeVisible();
    await expect(tiles.getByRole('link', { name: /^Shop/ })).toBeVisible();
    await expect(tiles.locator('[aria-disabled="true"]')).toHaveCount(0);
    // Documentation is built: the footer links to it.
    await expect(page.locator('footer').getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs');
    await expect(page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Shop' })).toBeAttached();
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

test('the profile pop-up and My Profile of a signed-in member link only to built areas', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await signInBrowser(page, member);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  const popup = page.getByRole('dialog', { name: 'Profile menu' });
  await expect(popup.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Notifications' })).toBeVisible();
  await expect(popup.getByRole('link', { name: /My Products/ })).toBeVisible();
  await expectOnlyBuiltLinks(page);
  // My Profile's sections of later areas (cart, wishlist, events, courses) show their empty states without links.
  await page.goto('/profile');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expectOnlyBuiltLinks(page);
});

test.describe('with a feature switched off, pages do not link into it', () => {
  /** Switches features off in this browser the way Settings stores them (SPEC §3 Feature settings). */
  const switchOff = (page: Page, settings: Record<string, boolean>) =>
    page.addInitScript((s) => localStorage.setItem('esdc:app-settings', JSON.stringify(s)), settings);

  test('a member profile lists no project cards with Projects off', async ({ page, request }) => {
    const owner = await registerViaApi(request);
    const res = await request.post('/api/projects', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { title: `Weather station ${owner.username}`, description: 'A project made for an end-to-end test.', category: 'IoT' },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto(`/users/${owner.username}`);
    await expect(page.locator('#main a[href^="/projects/"]').first()).toBeVisible();

    await switchOff(page, { projects: false });
    await page.goto(`/users/${owner.username}`);
    await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
    await expect(page.locator('#main a[href^="/projects"], #main a[href="/my-projects"]')).toHaveCount(0);
    await expect(page.getByText(`Weather station ${owner.username}`)).toHaveCount(0);
  });

  test('/challenges shows no Leaderboard button with Leaderboard off', async ({ page }) => {
    await page.goto('/challenges');
    await expect(page.getByRole('link', { name: 'Leaderboard' }).first()).toBeVisible();
    await switchOff(page, { leaderboard: false });
    await page.goto('/challenges');
    await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
    await expect(page.locator('a[href="/leaderboard"]')).toHaveCount(0);
  });
});

test('/dashboard shows a signed-out visitor Login Required, and signing in from there comes back', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Login with GitHub' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${member.username}!` })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
