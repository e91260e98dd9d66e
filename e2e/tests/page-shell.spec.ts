import type { Page } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, waitForApp } from './fixtures';

/*
 * The shared layout at a phone's and a desktop's width (SPEC §2 Shared header, Side dock, Admin panel; DESIGN Look and
 * feel: content never sits under the dock, nothing wraps awkwardly): the email-verification banner above the landing
 * hero, the header of a signed-in member from the first paint, the dock's toggle clear of the content, one page
 * container for every page, and the admin panel's tabs and stat cards.
 */

const WIDTHS = [390, 1280] as const;

/** A viewport of `width` with a phone's or a laptop's height. */
async function useWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
}

/** The rectangles of the visible leaves of #main (text, images, controls), in viewport coordinates. */
async function mainContentRects(page: Page) {
  return page.locator('#main').evaluate((main) => {
    const rects: { left: number; top: number; right: number; bottom: number; what: string }[] = [];
    for (const el of Array.from(main.querySelectorAll<HTMLElement>('*'))) {
      const leaf = el.children.length === 0 || /^(IMG|SVG|PICTURE|BUTTON|A|INPUT|SELECT|TEXTAREA|H1|H2|H3|P|DT|DD)$/i.test(el.tagName);
      if (!leaf || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      rects.push({ left: r.left, top: r.top, right: r.right, bottom: r.bottom, what: `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 30)}` });
    }
    return rects;
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('the verification banner sits above the landing hero: Resend and Dismiss can be clicked, and it is compact', async ({ page, request }) => {
      const member = await registerViaApi(request);
      await signInBrowser(page, member);
      await useWidth(page, width);
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Email verification' });
      await expect(banner).toContainText('Please verify your email address');
      // One line and its actions on a phone: far less than a fifth of the first screen.
      const box = (await banner.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(width < 768 ? 72 : 96);
      // Nothing else is painted over the banner's controls (a click at their centre reaches them).
      await expectNoA11yViolations(page);
      await banner.getByRole('button', { name: 'Resend' }).click({ timeout: 5_000 });
      await expect(page.getByText('We have sent a new verification link to your email address.')).toBeVisible();
      await banner.getByRole('button', { name: 'Dismiss the email verification notice' }).click({ timeout: 5_000 });
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Embedded Systems Design Club' })).toBeVisible();
    });

    test('a signed-in member never sees "Sign in" in the header of a server-rendered page, from the first paint on', async ({ page, request }) => {
      test.setTimeout(90_000);
      const member = await registerViaApi(request);
      await signInBrowser(page, member);
      await useWidth(page, width);
      // Before every frame, note whether the header shows a 'Sign in' link.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __signInSeen: string[] }).__signInSeen = seen;
        const sample = () => {
          for (const link of Array.from(document.querySelectorAll('header a'))) {
            if (link.textContent?.trim() === 'Sign in' && link.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
              seen.push(location.pathname);
          }
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      // The app's JavaScript arrives late, as on a slow connection: the server's HTML is on screen meanwhile.
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      for (const path of ['/', '/projects', '/projects/1', '/events', '/events/1', '/products', '/product/1', '/leaderboard', '/challenges', '/games']) {
        await page.mainFrame().goto(path, { waitUntil: 'commit' });
        await waitForApp(page);
        await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { __signInSeen: string[] }).__signInSeen), path).toEqual([]);
      }
      await expectNoA11yViolations(page);
    });

    test('a visitor sees "Sign in" in the header of a server-rendered page before the app has loaded', async ({ page }) => {
      await useWidth(page, width);
      await page.route(/\/assets\/.*\.js$/, () => undefined);
      await page.mainFrame().goto('/', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('header').getByRole('link', { name: 'Sign in' })).toBeVisible();
    });

    test('every page starts its content at the same place', async ({ page, request }) => {
      const member = await registerViaApi(request);
      await signInBrowser(page, member);
      await useWidth(page, width);
      const starts: Record<string, number> = {};
      for (const path of [
        '/users',
        '/search',
        '/docs',
        '/build',
        '/events/1',
        '/product/1',
        '/cart',
        '/dashboard',
        '/settings',
        '/certifications',
        '/projects',
      ]) {
        await page.goto(path);
        const h1 = page.locator('#main h1').first();
        await expect(h1).toBeVisible();
        // Where the page's column starts its content: the content box of the block of #main that holds the h1.
        starts[path] = await h1.evaluate((heading) => {
          let block = heading as HTMLElement;
          while (block.parentElement && block.parentElement.id !== 'main') block = block.parentElement;
          const style = getComputedStyle(block);
          return Math.round(block.getBoundingClientRect().left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth));
        });
        expect((await h1.boundingBox())!.x, path).toBeGreaterThanOrEqual(starts[path]);
      }
      const first = Object.values(starts)[0];
      expect(starts).toEqual(Object.fromEntries(Object.keys(starts).map((path) => [path, first])));
      const banner = page.getByRole('region', { name: 'Email verification' });
      expect(Math.round((await banner.boundingBox())!.x)).toBe(first);
      // 16 px from the edge on a phone; on a desktop clear of the dock, 24 px inside the header's width.
      expect(first).toBe(width < 768 ? 16 : 88);
    });

    test('the admin panel lays out its stat cards and tabs in balanced rows', async ({ page, request }) => {
      const admin = await adminSession(request);
      await signInBrowser(page, admin);
      await useWidth(page, width);
      await page.goto('/admin?tab=blog');
      const stats = page.getByRole('region', { name: 'Overview' });
      await expect(stats.getByText('Total Points')).toBeVisible();
      const rows = (tops: number[]) => [...tops.reduce((m, t) => m.set(Math.round(t), (m.get(Math.round(t)) ?? 0) + 1), new Map<number, number>()).values()];

      const cardTops = await stats.locator('dl > div').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().top));
      const cardRows = rows(cardTops);
      expect(new Set(cardRows).size, `cards per row: ${cardRows.join(' + ')}`).toBe(1);

      const list = page.getByRole('tablist', { name: 'Admin sections' });
      const tabs = list.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const tabCount = await tabs.count();
      expect(tabCount).toBeGreaterThanOrEqual(11);
      const tabTops = await tabs.evaluateAll((all) => all.map((t) => t.getBoundingClientRect().top));
      const tabRows = rows(tabTops);
      if (width < 768) {
        // One row that scrolls sideways (the page itself does not), with the chosen tab scrolled into view.
        expect(tabRows).toEqual([tabCount]);
        const { scroll, client } = await list.evaluate((l) => ({ scroll: l.scrollWidth, client: l.clientWidth }));
        expect(scroll).toBeGreaterThan(client);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const blog = (await page.getByRole('tab', { name: 'Blog' }).boundingBox())!;
        const box = (await list.boundingBox())!;
        expect(blog.x).toBeGreaterThanOrEqual(box.x);
        expect(blog.x + blog.width).toBeLessThanOrEqual(box.x + box.width);
      } else {
        expect(Math.min(...tabRows), `tabs per row: ${tabRows.join(' + ')}`).toBeGreaterThan(1);
        expect(Math.max(...tabRows) - Math.min(...tabRows)).toBeLessThanOrEqual(1);
      }
      await expect(page.getByRole('tab', { name: 'Blog' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('tab', { name: 'Users' }).click();
      await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
      await expectNoA11yViolations(page);
    });
  });
}

test('at 390 px the dock toggle covers no content once the dock has hidden, and brings the dock back', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await signInBrowser(page, member);
  await useWidth(page, 390);
  for (const path of ['/product/1', '/dashboard', '/events']) {
    await page.goto(path);
    const toggle = page.getByRole('button', { name: 'Show navigation dock' });
    await expect(toggle).toBeVisible({ timeout: 6_000 });
    await expect(page.getByRole('navigation', { name: 'Dock' })).toBeHidden();
    const t = (await toggle.boundingBox())!;
    const covered = (await mainContentRects(page)).filter((r) => r.left < t.x + t.width && r.right > t.x && r.top < t.y + t.height && r.bottom > t.y);
    expect(
      covered.map((r) => r.what),
      path,
    ).toEqual([]);
  }
  await page.getByRole('button', { name: 'Show navigation dock' }).click();
  await expect(page.getByRole('navigation', { name: 'Dock' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expectNoA11yViolations(page);
  // With the toggle, a member's header still fits at 360 px: the menu button stays inside the pill.
  await useWidth(page, 360);
  const pill = (await page.locator('header > div').boundingBox())!;
  const menu = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
  expect(menu.x + menu.width).toBeLessThanOrEqual(pill.x + pill.width);
});
