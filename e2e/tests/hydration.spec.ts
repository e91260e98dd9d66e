import type { Page, Route } from '@playwright/test';
import { expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, waitForApp } from './fixtures';

/*
 * A click, a tap or a key on a server-rendered page is never lost. The page is hydrated (React keeps
 * the server's nodes and replays events that arrive while it hydrates); buttons clicked before the app's JavaScript
 * arrived are kept by public/theme-init.js and clicked again once it has; "Learn More" is a real link.
 */

/** Holds every request for the app's JavaScript modules until `release()` is called. */
async function holdAppScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    /** How many module requests are waiting. */
    count: () => held.length,
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test('a click on the theme toggle before the app has loaded takes effect once it has', async ({ page, consoleErrors }) => {
  const scripts = await holdAppScripts(page);
  // The frame's own goto: the fixture's page.goto waits for the app, which is exactly what is held back here.
  await page.mainFrame().goto('/', { waitUntil: 'domcontentloaded' });
  const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
  await expect(toggle).toBeVisible();
  await expect.poll(scripts.count).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();

  await toggle.click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  await scripts.release();
  await waitForApp(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('esdc:theme'))).toBe('dark');
  expect(consoleErrors).toEqual([]);
});

test('"Learn More" scrolls to About before the app has loaded, and still does after', async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await page.mainFrame().goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page.locator('#about')).toBeInViewport();
  await scripts.release();
  await waitForApp(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page.locator('#about')).toBeInViewport();
  await expect(page.locator('#about')).toBeFocused();
});

test('the server-rendered page is adopted, not replaced, and a signed-in member gets their header without a hydration error', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow(); // nineteen pages, each loaded twice over (held, then hydrated)
  const member = await registerViaApi(request);
  await signInBrowser(page, member);
  const post = (await (await request.get('/api/blog/posts?limit=1')).json()) as { data: { slug: string }[] };
  for (const path of [
    '/',
    '/projects',
    '/projects/1',
    '/leaderboard',
    '/challenges',
    '/games',
    '/events',
    '/events/1',
    '/products',
    '/product/1',
    '/lms',
    '/courses',
    '/lms/1',
    '/courses/1',
    '/blog',
    `/blog/${post.data[0]!.slug}`,
    '/docs',
    '/docs/installation',
    '/resources',
  ]) {
    const scripts = await holdAppScripts(page);
    await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
    // Tag a node the server sent: hydration keeps it, a fresh client render would drop the tag.
    await page.evaluate(() => document.querySelector('#main h1')!.setAttribute('data-from-server', ''));
    await scripts.release();
    await waitForApp(page);
    await expect(page.locator('#main h1[data-from-server]'), path).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await page.unroute(/\/assets\/.*\.js$/);
  }
  // The demo members' avatars are on github.com, which this machine cannot reach; anything else is a failure.
  expect(consoleErrors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('the courses, blog, documentation and resources pages are adopted by a visitor without a hydration error, and pass axe', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow(); // seven pages with an axe scan each
  const post = (await (await request.get('/api/blog/posts?limit=1')).json()) as { data: { slug: string }[] };
  for (const path of ['/lms', '/courses/1', '/blog', `/blog/${post.data[0]!.slug}`, '/docs', '/docs/installation', '/resources']) {
    const scripts = await holdAppScripts(page);
    await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
    // The content is on screen before any of the app's JavaScript has run.
    await expect(page.locator('#main h1'), path).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.appReady), path).toBeUndefined();
    await page.evaluate(() => document.querySelector('#main h1')!.setAttribute('data-from-server', ''));
    await scripts.release();
    await waitForApp(page);
    await expect(page.locator('#main h1[data-from-server]'), path).toHaveCount(1);
    await expectNoA11yViolations(page);
    await page.unroute(/\/assets\/.*\.js$/);
  }
  expect(consoleErrors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('a category chosen on /resources before the app has loaded is applied once it has', async ({ page, consoleErrors }) => {
  const scripts = await holdAppScripts(page);
  await page.mainFrame().goto('/resources', { waitUntil: 'domcontentloaded' });
  const category = page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'iot', exact: true });
  await expect(category).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(scripts.count).toBeGreaterThan(0);
  await category.click();
  await scripts.release();
  await waitForApp(page);
  await expect(page).toHaveURL(/[?&]category=iot\b/);
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  expect(consoleErrors).toEqual([]);
});

test.describe('a reader in a time zone far from the server', () => {
  // The seeded dates are taken at the server's start (this hour, UTC): a zone 11 hours behind puts them on the day
  // before before 10:00 UTC, and one 14 hours ahead on the day after from then on, so the dates shown differ by a day.
  const zone = new Date().getUTCHours() < 10 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
  test.use({ timezoneId: zone });

  test('gets the dates of posts, articles and reviews in their own zone, without a hydration error', async ({ page, request, consoleErrors }) => {
    test.slow(); // four pages, each loaded twice over (held, then hydrated)
    const post = (await (await request.get('/api/blog/posts?limit=1')).json()) as { data: { slug: string; published_at: string }[] };
    const { slug, published_at: published } = post.data[0]!;
    const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: zone }).format(new Date(published));
    for (const path of ['/blog', `/blog/${slug}`, '/docs', '/lms/1']) {
      const scripts = await holdAppScripts(page);
      await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => document.querySelector('#main h1')!.setAttribute('data-from-server', ''));
      await scripts.release();
      await waitForApp(page);
      await expect(page.locator('#main h1[data-from-server]'), path).toHaveCount(1);
      await page.unroute(/\/assets\/.*\.js$/);
    }
    await page.goto(`/blog/${slug}`);
    await expect(page.locator('#main article header time')).toHaveText(local);
    expect(consoleErrors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });
});
