import type { Page } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, scanEveryWay, signInBrowser, test, unique } from './fixtures';

/*
 * Site search (SPEC §2 Search): a seeded blog post is found in the Blogs tab with its match
 * highlighted; the tabs and the category select are the address's category; 'No results found'; a post a member
 * publishes is found at once; the `/` shortcut; and an axe scan of /search in both themes at 360 px and on a desktop.
 */

const SEEDED_TITLE = 'Debouncing buttons the right way';

/** A result card on /search, by its title. */
/** The result card whose link reads exactly `title` (other results may contain the same words, e.g. 'ESP32'). */
const result = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('search', () => {
  test('finds a seeded blog post in the Blogs tab with its match highlighted; tabs and the select set the category; no results; clear', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByText('Search the whole hub')).toBeVisible();

    const box = page.getByRole('searchbox', { name: 'Search for' });
    await box.fill('debouncing buttons');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=debouncing\+buttons$/);
    await expect(result(page, SEEDED_TITLE)).toBeVisible();

    const blogs = page.getByRole('tab', { name: /^Blogs/ });
    await expect(blogs).toContainText(/\d/);
    await blogs.click();
    await expect(page).toHaveURL(/category=blogs/);
    await expect(blogs).toHaveAttribute('aria-selected', 'true');
    const card = result(page, SEEDED_TITLE);
    await expect(card).toBeVisible();
    await expect(card.getByText('Blog', { exact: true })).toBeVisible();
    await expect(card.locator('mark').first()).toHaveText(/debounc/i);
    await expect(page.getByText(/^\d+ results? for "debouncing buttons"/)).toBeVisible();
    // Every card on the Blogs tab is a blog post.
    await expect(page.getByRole('article').getByText(/^(Member|Product|Project|Course|Event|Doc|Resource)$/)).toHaveCount(0);

    // The tabs and the category select are both the address's category.
    await page.getByRole('tab', { name: /^Users/ }).click();
    await expect(page).toHaveURL(/category=users/);
    await expect(page.getByLabel('Category')).toHaveValue('users');
    await page.getByLabel('Category').selectOption('products');
    await expect(page).toHaveURL(/category=products/);
    await expect(page.getByRole('tab', { name: /^Products/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: /^All/ }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(result(page, SEEDED_TITLE)).toBeVisible();
    // Clicking a result opens it.
    await page.getByRole('link', { name: SEEDED_TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_TITLE })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue('debouncing buttons');

    await box.fill('zqxjv nothing matches this');
    await box.press('Enter');
    await expect(page.getByText('No results found', { exact: true })).toBeVisible();
    await expect(page.getByText('Try different keywords or categories')).toBeVisible();
    await expect(page.getByText('0 results for "zqxjv nothing matches this"')).toBeVisible();

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(page.getByText('Search the whole hub')).toBeVisible();
    // Members' pictures come from github.com, which this machine cannot reach.
    expect(consoleErrors.filter((e) => !/github\.com|Failed to load resource/.test(e))).toEqual([]);
  });

  test('finds the seeded ESP32 article in the Docs tab and the ESP32 resources in the Resources tab, and opens them', async ({ page, consoleErrors }) => {
    await page.goto('/search?q=esp32');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const docs = page.getByRole('tab', { name: /^Docs/ });
    await expect(docs).toContainText(/[1-9]/);
    await docs.click();
    await expect(page).toHaveURL(/category=docs/);
    const article = result(page, 'ESP32');
    await expect(article).toBeVisible();
    await expect(article.getByText('Doc', { exact: true })).toBeVisible();
    await expect(page.getByRole('article').getByText(/^(Member|Product|Blog|Project|Course|Event|Resource)$/)).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'ESP32', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/esp32$/);
    await expect(page.getByRole('heading', { level: 2, name: 'ESP32' })).toBeVisible();

    await page.goBack();
    await page.getByRole('tab', { name: /^Resources/ }).click();
    await expect(page).toHaveURL(/category=resources/);
    const resource = result(page, 'Arduino core for the ESP32');
    await expect(resource).toBeVisible();
    await expect(resource.getByText('Resource', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Arduino core for the ESP32' }).click();
    await expect(page).toHaveURL(/\/resources\?category=iot&q=Arduino/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(page.getByText('Arduino core for the ESP32').first()).toBeVisible();
    expect(consoleErrors.filter((e) => !/github\.com|Failed to load resource/.test(e))).toEqual([]);
  });

  test('a post a member writes and publishes is found at once', async ({ page, request }) => {
    const admin = await adminSession(request);
    const writer = await registerViaApi(request);
    const res = await request.put(`/api/admin/blog/writers/${writer.id}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status()).toBe(200);
    const word = unique('Quokkatrack').toLowerCase();
    const title = `Telemetry from ${word} over BLE`;

    await signInBrowser(page, writer);
    await page.goto('/blog/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Write a post' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('Project');
    await page.getByLabel('Content').fill(`A coin cell, a BLE beacon and a phone app: how ${word} logged the temperature of the club fridge for a month.`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search for' }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(result(page, title)).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Blogs/ })).toContainText('1');
    await page.getByRole('tab', { name: /^Blogs/ }).click();
    await expect(result(page, title).locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    await expect(page.getByText(`1 result for "${word}"`)).toBeVisible();
  });

  test('pressing / opens the search with its input focused, but not while typing', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', '/');
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole('searchbox', { name: 'Search for' });
    await expect(box).toBeFocused();
    // Typing in the box types a slash and goes nowhere.
    await page.keyboard.type('esp32/');
    await expect(box).toHaveValue('esp32/');
    await expect(page).toHaveURL(/\/search$/);
    await box.fill('esp32');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=esp32/);
    await expect(page.getByRole('article').first()).toBeVisible();
    // On /search, / keeps the search and focuses the box again.
    await page.getByRole('heading', { level: 1, name: 'Search' }).click();
    await expect(box).not.toBeFocused();
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/search\?q=esp32$/);
    await expect(box).toHaveValue('esp32');

    // In another page's field, / is just a character; with Ctrl it is not the shortcut either.
    await page.goto('/blog');
    const postSearch = page.getByRole('searchbox', { name: 'Search posts' });
    await postSearch.click();
    await page.keyboard.type('a/b');
    await expect(postSearch).toHaveValue('a/b');
    // The blog's own search applies after its debounce (a navigation before it would be undone by it).
    await expect(page).toHaveURL(/\/blog\?q=a%2Fb/);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).click();
    await page.keyboard.press('Control+/');
    await expect(page).toHaveURL(/\/blog/);
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toBeFocused();
  });

  test('the header search link and the mobile menu entry open the search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/projects');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toBeFocused();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toBeFocused();
  });

  test('axe: /search idle, with results and with none, in light and dark, at 360 px and on a desktop', async ({ page }) => {
    test.slow(); // four states, four scans each
    const states: [string, (p: Page) => Promise<void>][] = [
      ['/search', (p) => expect(p.getByText('Search the whole hub')).toBeVisible()],
      ['/search?q=sensor', (p) => expect(p.getByRole('article').first()).toBeVisible()],
      ['/search?q=esp32&category=blogs', (p) => expect(p.getByRole('tab', { name: /^Blogs/ })).toHaveAttribute('aria-selected', 'true')],
      ['/search?q=zqxjv', (p) => expect(p.getByText('No results found', { exact: true })).toBeVisible()],
    ];
    for (const [i, [path, ready]] of states.entries()) {
      // Each state loads once; scanEveryWay switches width and theme in place. That the saved theme is applied as a
      // page loads (before the app runs) only a load can show: the last state loads with 'dark' saved, the others
      // light (nothing saved yet, then the 'light' scanEveryWay saves when it is done).
      const dark = i === states.length - 1;
      if (dark) await page.evaluate(() => localStorage.setItem('esdc:theme', 'dark'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      await ready(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
      await scanEveryWay(page, path);
    }
  });
});
