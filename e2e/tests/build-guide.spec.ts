import { expect, scanEveryWay, test } from './fixtures';

/*
 * Build guide (SPEC §2 Build guide): the sidebar search filters sections by title or text, Copy says 'Copied!' for
 * 2 seconds, the routes section comes from the route table with its badges, the repository's docs open and render,
 * the section list folds behind a toggle on small screens, and axe finds nothing in both themes at 360 px and 1280 px.
 */

test.describe('build guide', () => {
  test('search, copy, generated routes and the markdown documents', async ({ page, consoleErrors, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The footer's resource links lead to the guide.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Build Guide' }).click();
    await expect(page).toHaveURL(/\/build$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Build Guide' })).toBeVisible();
    for (const title of [
      'Prerequisites',
      'Frontend setup and build',
      'Backend implementation',
      'Troubleshooting',
      'Application routes',
      'Markdown documentation',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    // Prerequisites link to their downloads, editor extensions to their install pages.
    await expect(page.getByRole('link', { name: /Download Node\.js/ })).toHaveAttribute('href', 'https://nodejs.org/en/download');
    await expect(page.getByRole('link', { name: /Install ESLint/ })).toHaveAttribute('href', /dbaeumer\.vscode-eslint/);

    // Copy: the command reaches the clipboard and the button says 'Copied!' for 2 seconds.
    const copy = page.getByRole('button', { name: 'Copy: Install the dependencies' });
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied: Install the dependencies' })).toContainText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install');
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('button', { name: 'Copied: Install the dependencies' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy: Install the dependencies' })).toBeVisible({ timeout: 2_000 });

    // The routes come from the route table, with their feature and Protected badges.
    const routes = page.locator('#routes');
    const events = routes.getByRole('listitem').filter({ has: page.getByRole('link', { name: '/events', exact: true }) });
    await expect(events.getByText('Feature: Events')).toBeVisible();
    const admin = routes.getByRole('listitem').filter({ has: page.getByRole('link', { name: '/admin', exact: true }) });
    await expect(admin.getByText('Protected')).toBeVisible();
    await expect(admin.getByText('Admin', { exact: true })).toBeVisible();

    // A repository document opens and renders its markdown.
    await page.getByRole('button', { name: /Decision 011: Event capacity and waitlist/ }).click();
    await expect(page.locator('#markdown-docs').getByRole('heading', { level: 4 }).first()).toContainText(/capacity/i);

    // The search filters by title or paragraph text.
    const guide = page.getByRole('main');
    const search = page.getByRole('searchbox', { name: 'Search the guide' });
    await search.fill('already in use');
    await expect(guide.getByRole('heading', { level: 2 })).toHaveText(['Troubleshooting']);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveText(['Troubleshooting']);
    await search.fill('profile card demo');
    await expect(guide.getByRole('heading', { level: 2 })).toHaveText(['Application routes']);
    await search.fill('zephyr bootloader');
    await expect(page.getByText('No documentation found matching your search.')).toBeVisible();
    await expect(guide.getByRole('heading', { level: 2 })).toHaveCount(0);
    await search.fill('');
    await expect(guide.getByRole('heading', { level: 2 })).toHaveCount(6);
    expect(consoleErrors).toEqual([]);
  });

  test('the section list folds behind a toggle on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/build');
    const toggle = page.getByRole('button', { name: 'Show sections' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
    await toggle.click();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Troubleshooting' }).click();
    await expect(page).toHaveURL(/#troubleshooting$/);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Troubleshooting' })).toBeInViewport();
  });

  test('axe: light and dark, at 360 px and on a desktop', async ({ page }) => {
    test.slow(); // four scans of the longest page (the route table and every repository document)
    // One load; scanEveryWay switches width and theme in place.
    await page.goto('/build');
    await expect(page.getByRole('heading', { level: 1, name: 'Build Guide' })).toBeVisible();
    await page.getByRole('button', { name: /README/ }).click();
    await expect(page.locator('#markdown-docs .markdown-prose').first()).toBeVisible();
    await scanEveryWay(page, '/build');
  });
});
