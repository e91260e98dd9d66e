import type { Page } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, scanEveryWay, signInBrowser, test, unique } from './fixtures';

/*
 * Documentation and resources (SPEC §2 Documentation, Resources): the docs sidebar's real search and
 * collapsible groups, opening articles, an admin editing an article in place; the resources category filter and
 * empty state, a moderator adding a link and a file and a member downloading it; and an axe scan of /docs,
 * /docs/{slug} and /resources in both themes at 360 px and on a desktop.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Documentation' });

test.describe('documentation', () => {
  test('the first article opens at /docs; groups collapse; items open articles; the search filters titles and content', async ({ page, consoleErrors }) => {
    await page.goto('/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Installation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Arduino IDE 2' })).toBeVisible();
    const nav = sidebar(page);
    // Getting Started starts open, the other groups closed.
    await expect(nav.getByRole('button', { name: 'Getting Started' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Quick Start' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Hardware' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'ESP32' })).toBeHidden();
    await nav.getByRole('button', { name: 'Getting Started' }).click();
    await expect(nav.getByRole('link', { name: 'Quick Start' })).toBeHidden();
    await nav.getByRole('button', { name: 'Hardware' }).click();
    await nav.getByRole('link', { name: 'ESP32' }).click();
    await expect(page).toHaveURL(/\/docs\/esp32$/);
    await expect(page.getByRole('heading', { level: 2, name: 'ESP32' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deep sleep' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'ESP32' })).toHaveAttribute('aria-current', 'page');

    // The search finds articles by their content, not only their titles.
    await nav.getByRole('searchbox', { name: 'Search documentation' }).fill('logic analyser');
    await expect(nav.getByRole('link', { name: 'Tools' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Installation' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Getting Started' })).toHaveCount(0);
    await nav.getByRole('searchbox', { name: 'Search documentation' }).fill('no such thing anywhere');
    await expect(nav.getByText('No articles match your search.')).toBeVisible();
    await nav.getByRole('searchbox', { name: 'Search documentation' }).fill('');
    // Back to the groups as they were (Getting Started was closed above).
    await expect(nav.getByRole('button', { name: 'Getting Started' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'ESP32' })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Need Help?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contributing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit this article' })).toHaveCount(0);

    await page.goto('/docs/no-such-article');
    await expect(page.getByText('Article not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Documentation' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Installation' })).toBeVisible();
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  test('on a small screen the sidebar folds behind Contents', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/docs');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Contents' }).click();
    await sidebar(page).getByRole('link', { name: 'Configuration' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Configuration' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
  });

  test('an admin edits an article in place and the change shows to readers', async ({ page, request, browser }) => {
    const admin = await adminSession(request);
    const before = (await (await request.get('/api/doc-articles/libraries', { headers: bearer(admin.token) })).json()) as {
      data: { title: string; content: string };
    };
    const marker = unique('Club pick ');
    await signInBrowser(page, admin);
    try {
      await page.goto('/docs/libraries');
      await expect(page.getByRole('heading', { level: 2, name: 'Libraries', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const content = page.getByRole('textbox', { name: 'Content (markdown)' });
      await expect(content).toHaveValue(/## Libraries we recommend/);
      await content.fill(`${before.data.content}\n\n## ${marker}\n\nUse **U8g2** for OLEDs.\n\n<script>alert(1)</script>\n`);
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('heading', { name: marker })).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Article saved')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: marker })).toBeVisible();

      // A visitor in a fresh browser sees the change, sanitised.
      const reader = await browser.newPage();
      await reader.goto('/docs/libraries');
      await expect(reader.getByRole('heading', { level: 2, name: marker })).toBeVisible();
      expect(await reader.locator('.markdown-prose script').count()).toBe(0);
      await reader.close();
    } finally {
      await request.put('/api/doc-articles/libraries', { headers: bearer(admin.token), data: { content: before.data.content } });
    }
  });
});

test.describe('resources', () => {
  test('category buttons filter through the address; a search with no match shows the empty state', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'KiCad Documentation' })).toBeVisible();
    for (const name of ['all', 'arduino', 'raspberry-pi', 'pcb', 'iot', 'programming'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'pcb', exact: true }).click();
    await expect(page).toHaveURL(/category=pcb/);
    await expect(page.getByRole('button', { name: 'pcb', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'KiCad Documentation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Arduino Documentation' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search resources' }).fill('zzz nothing here');
    await expect(page.getByText('No Resources Found')).toBeVisible();
    await expect(page).toHaveURL(/q=zzz/);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('heading', { name: 'FreeRTOS Documentation' })).toBeVisible();
    await expect(page.getByText(/Showing 1–12 of \d+ resources/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add resource' })).toHaveCount(0);
  });

  test('a moderator adds a link and a file; a member downloads the file', async ({ page, request, browser }) => {
    const admin = await adminSession(request);
    const moderator = await registerViaApi(request);
    expect((await request.put(`/api/admin/users/${moderator.id}`, { headers: bearer(admin.token), data: { role: 'moderator' } })).status()).toBe(200);
    await signInBrowser(page, { ...moderator, role: 'moderator' });
    const linkTitle = unique('Pinout cheat sheet ');
    const fileTitle = unique('Lab notes ');

    await page.goto('/resources');
    await page.getByRole('button', { name: 'Add resource' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add resource' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(linkTitle);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Every pin of the ESP32 DevKit.');
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption('iot');
    await dialog.getByRole('textbox', { name: 'Link' }).fill('not a url');
    await dialog.getByRole('button', { name: 'Add resource' }).click();
    await expect(dialog.getByText('Link must be a valid URL')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Link' }).fill('https://docs.espressif.com/projects/esp-idf/en/stable/esp32/hw-reference/');
    await dialog.getByRole('button', { name: 'Add resource' }).click();
    await expect(page.getByText('Resource added')).toBeVisible();
    await expect(page.getByRole('heading', { name: linkTitle })).toBeVisible();

    await page.getByRole('button', { name: 'Add resource' }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(fileTitle);
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption('programming');
    await dialog.getByRole('radio', { name: 'File' }).check();
    // An executable named .pdf is refused by the server, whatever its name.
    const exe = Buffer.alloc(256);
    exe.write('MZ', 0, 'latin1');
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write('PE\0\0', 0x80, 'latin1');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'datasheet.pdf', mimeType: 'application/pdf', buffer: exe });
    await expect(dialog.getByText(/The file type is not accepted/)).toBeVisible();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'timers.txt', mimeType: 'text/plain', buffer: Buffer.from('Timer1 CTC: OCR1A = 249 for 1 kHz\n') });
    await expect(dialog.getByText(/timers\.txt · 34 B uploaded/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add resource' }).click();
    await expect(page.getByRole('heading', { name: fileTitle })).toBeVisible();

    // A member downloads it.
    const member = await registerViaApi(request);
    const memberPage = await browser.newPage();
    await signInBrowser(memberPage, member);
    await memberPage.goto('/resources?category=programming');
    await expect(memberPage.getByRole('button', { name: 'Add resource' })).toHaveCount(0);
    const card = memberPage.getByRole('listitem').filter({ has: memberPage.getByRole('heading', { name: fileTitle }) });
    await expect(card.getByText('timers.txt · 34 B')).toBeVisible();
    const [download] = await Promise.all([memberPage.waitForEvent('download'), card.getByRole('link', { name: `Download ${fileTitle}` }).click()]);
    expect(download.suggestedFilename()).toBe('timers.txt');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path, 'utf8')).toBe('Timer1 CTC: OCR1A = 249 for 1 kHz\n');
    await memberPage.close();

    // The moderator deletes both again.
    for (const title of [linkTitle, fileTitle]) {
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    }
  });
});

test('axe: /docs, an article and /resources in light and dark, at 360 px and on a desktop', async ({ page, request }) => {
  test.slow(); // three pages, four scans each, and two more states
  const admin = await adminSession(request);
  await signInBrowser(page, admin);
  const pages: [string, string][] = [
    ['/docs', 'Documentation'],
    ['/docs/programming', 'Documentation'],
    ['/resources', 'Resources'],
  ];
  // Each page loads once; scanEveryWay switches width and theme in place.
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path.startsWith('/docs')) await expect(page.locator('article h2').first()).toBeVisible();
    else await expect(page.getByRole('heading', { name: 'KiCad Documentation' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await scanEveryWay(page, path);
  }
  // The editor and the add dialog are checked too, dark at 1280 px. They load with 'dark' saved, which shows what only a
  // load can: the saved theme is applied as the page loads, before the app runs.
  await page.evaluate(() => localStorage.setItem('esdc:theme', 'dark'));
  await page.goto('/docs/ides');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Content (markdown)' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/resources');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await page.getByRole('button', { name: 'Add resource' }).click();
  await expect(page.getByRole('dialog', { name: 'Add resource' })).toBeVisible();
  await expectNoA11yViolations(page);
});
