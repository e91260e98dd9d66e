import { expect, test } from './fixtures';

test('the server answers health, serves the app for its pages, and a path no page serves with 404 and the not-found page', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: { engine: 'sqlite', ok: true } });
  const deep = await page.goto('/games/snake');
  expect(deep?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Snake' })).toBeVisible();
  const res = await page.goto('/some/deep/link');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('/some/deep/link');
});

test('/ and /projects arrive rendered, readable before any JavaScript runs, /projects with its projects', async ({ browser, request }) => {
  for (const [path, text] of [
    ['/', 'We design, solder, flash and ship embedded systems together'],
    ['/projects', 'Hardware, firmware and software built by'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(text);
    // The CSP forbids inline scripts; a JSON data block is never executed.
    expect(html, `${path} has no inline scripts`).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/);
    // With JavaScript off, the prerendered page is still there.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    await context.close();
  }
  // /projects is rendered per request with its first page of projects, and hands that data to the app.
  const projects = await (await request.get('/projects')).text();
  expect(projects).toContain('<script type="application/json" id="ssr-state">');
  expect(projects.match(/<a[^>]+href="\/projects\/\d+"/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
  // A page only a member sees is left to the app.
  const deep = await (await request.get('/my-projects')).text();
  expect(deep).toContain('<div id="root"></div>');
});

test('a prerendered page hands over to the app without errors or layout shift', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  // The title has typed itself out (its cursor then pulses): every shift of the hand-over and the typing is counted.
  await expect(page.locator('#hero-title .animate-pulse')).toBeAttached({ timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page.locator('#about')).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});

test('/projects hands its rendered projects to the app without fetching them again', async ({ page, consoleErrors }) => {
  const listCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/projects') listCalls.push(r.url());
  });
  await page.goto('/projects');
  await expect(page.locator('main li a[href^="/projects/"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /load more/i })).toBeVisible();
  expect(listCalls).toEqual([]);
  await page.getByRole('button', { name: /load more/i }).click();
  await expect.poll(() => listCalls.length).toBe(1);
  expect(consoleErrors).toEqual([]);
});
