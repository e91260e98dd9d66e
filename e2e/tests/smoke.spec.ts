import { expect, test } from './fixtures';

test('the server answers health and serves the app for any path', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: { engine: 'sqlite', ok: true } });
  const res = await page.goto('/some/deep/link');
  expect(res?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('/ and /projects arrive prerendered, readable before any JavaScript runs, and the app then takes over', async ({ browser, request }) => {
  for (const [path, text] of [
    ['/', 'We design, solder, flash and ship embedded systems together'],
    ['/projects', 'Hardware, firmware and software built by'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(text);
    expect(html, `${path} has no inline scripts (the CSP forbids them)`).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    // With JavaScript off, the prerendered page is still there.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible();
    await context.close();
  }
  const deep = await (await request.get('/projects/1')).text();
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
  await page.getByRole('button', { name: 'Learn More' }).click();
  await expect(page.locator('#about')).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});
