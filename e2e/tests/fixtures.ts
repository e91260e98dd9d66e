import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { expect, test as base, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** A member created for one test. */
export interface TestUser {
  id: number;
  name: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;

/** Unique suffix per test run and call, so parallel tests never collide. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** Registers a member through the API. */
export async function registerViaApi(request: APIRequestContext, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const username = overrides.username ?? unique('u');
  const body = {
    name: overrides.name ?? `Test ${username}`,
    username,
    email: overrides.email ?? `${username}@example.com`,
    password: overrides.password ?? 'secret-pass-1',
    confirmPassword: overrides.password ?? 'secret-pass-1',
  };
  const res = await request.post('/api/user/register', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const json = (await res.json()) as { data: { token: string; user: { id: number } } };
  return { id: json.data.user.id, name: body.name, username, email: body.email, password: body.password, token: json.data.token };
}

/** Puts a session into the browser's storage the way the app stores it (SPEC §3 local storage keys). */
export async function signInBrowser(page: Page, user: { token: string; id: number; email: string; username: string; name: string; role?: string }) {
  await page.addInitScript((u) => {
    localStorage.setItem('esdc:auth-token', u.token);
    localStorage.setItem('esdc:user', JSON.stringify({ id: u.id, email: u.email, username: u.username, role: u.role ?? 'user', name: u.name }));
  }, user);
}

/** Signs the seeded admin in through the API. */
export async function adminSession(request: APIRequestContext) {
  const res = await request.post('/api/user/login', { data: { email: 'admin@esdc.local', password: 'admin-pass-123' } });
  expect(res.ok()).toBe(true);
  const json = (await res.json()) as { data: { token: string; user: { id: number; email: string; username: string; name: string; role: string } } };
  return { token: json.data.token, ...json.data.user };
}

/**
 * The axe rules whose outcome depends on the theme's colours. Everything else axe checks (names, roles, landmarks,
 * headings, structure) is the same markup in both themes, since the dark theme only changes colours.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Fails the test on any axe violation (WCAG 2.1 A/AA rules and best practices) on the current page.
 * @param options.rules only these axe rule ids (say {@link COLOUR_RULES}); every rule of the tags when absent
 */
export async function expectNoA11yViolations(page: Page, options: { rules?: string[] } = {}) {
  // Let finite animations and transitions (toasts fading in, dialogs opening) settle, so contrast is
  // measured on what a person sees, not on a half-transparent frame.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // axe-core runs in the page itself, loaded once per document: the Playwright wrapper's default mode gathers each
  // frame's partial results and finishes them in a new page, about 1 s a scan whatever the page (3–4 s on the
  // admin panel), three times the scan itself. Only violations are gathered in full (axe then skips building a
  // selector for every node that passes); every rule still runs on every node. Frames are not entered: the only one
  // the app shows is a lesson's video player from another site, whose own title axe still checks.
  const analyze = async (): Promise<AxeResults> => {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    return page.evaluate((runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions), {
      runOnly: options.rules ? { type: 'rule', values: options.rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
      iframes: false,
    } satisfies RunOptions);
  };
  let results = await analyze();
  if (results.violations.length > 0) {
    // A toast stack can start collapsing (an older toast fading behind a new one) right as the scan runs; a real
    // violation is still there a moment later, a frame caught mid-transition is not.
    await page.waitForTimeout(1_000);
    results = await analyze();
  }
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits until React has mounted the app (main.tsx sets `data-app-ready` on <html>) and the page's own chunk
 * has replaced the route's loading state (`data-route-loading`). Server-rendered pages (/, /projects) are
 * visible before their JavaScript runs, and a click before that would do nothing; other pages show a
 * loading state first, which an axe scan must not take for the page.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || (document.documentElement.dataset.appReady === 'true' && !document.querySelector('[data-route-loading]')),
  );
}

/**
 * The test's page, whose goto() and reload() return once the app is mounted; and collected console errors so
 * tests can assert there are none.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
});

/**
 * A page of a second browser (its own storage), signed in as `user`: another member, or a second tab of the same one.
 * Its goto() returns once the app and the route's chunk have rendered, as the test's own page.
 * @param browser the test's browser
 * @param user who is signed in
 */
export async function secondPage(browser: Browser, user: Parameters<typeof signInBrowser>[1]): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await signInBrowser(other, user);
  const goto = other.goto.bind(other);
  other.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForApp(other);
    return response;
  };
  return other;
}

/**
 * Switches the page's theme in place (as the header's toggle does), without a reload.
 * @param theme 'light' or 'dark'
 */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => {
    localStorage.setItem('esdc:theme', t);
    document.documentElement.classList.toggle('dark', t === 'dark');
  }, theme);
}

/**
 * Axe at 1280 px and 360 px, light and dark, on the page as it is (one page load for four scans), and nothing scrolls
 * sideways; leaves the page light at 1280 px. The light theme gets every rule at both widths (the markup differs
 * between widths: the menu, cards for tables); the dark theme, which changes only colours, gets the colour rules
 * ({@link COLOUR_RULES}) at both widths, a third of a full scan's time (every other rule's outcome is the light scan's:
 * no element of the app is shown or hidden by the theme, only coloured).
 * @param what the page's name in a failure's message
 */
export async function scanEveryWay(page: Page, what: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      // Layouts driven by media-query listeners settle a frame after the resize, so the check polls briefly.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
          message: `${what} at ${width}px scrolls sideways`,
          timeout: 2_000,
        })
        .toBeLessThanOrEqual(0);
      await expectNoA11yViolations(page, theme === 'dark' ? { rules: COLOUR_RULES } : {});
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
}

export { expect };

/**
 * Loads each page once with the dark theme saved, checks its h1 and that it loaded dark, runs `ready` for what the
 * page must show before a scan, then {@link scanEveryWay}. Leaves the last page open.
 * @param pages [path, the h1's name] of each page
 * @param ready the page's own checks, given its path (say a list or a dialog's trigger)
 */
export async function scanPagesEveryWay(
  page: Page,
  pages: [string, RegExp | string][],
  ready: (path: string) => Promise<void> = async () => {},
): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('esdc:theme', 'dark'));
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await ready(path);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), `${path} loads dark`).toBe(true);
    await scanEveryWay(page, path);
  }
}
