import { adminSession, expect, registerViaApi, scanEveryWay, signInBrowser, test } from './fixtures';

/*
 * The club's site-wide switches (SPEC §3 Feature settings; §6 Admin): an admin switches Blog off in /admin's Features
 * tab; a visitor's header, footer and landing then have no Blog link, /blog says it is switched off (also rendered by
 * the server), `/api/blog/posts` answers 404 FEATURE_DISABLED, and a member's Settings shows Blog off and disabled with
 * the reason; switched on again, all is back. The switch is the whole site's: this spec runs alone, after every other
 * (playwright.config.ts, project 'site-wide'), and turns Blog back on whatever happens.
 */

test.describe.configure({ mode: 'serial' });

test('an admin switches Blog off for everyone, and on again', async ({ page, browser, request, consoleErrors }) => {
  test.slow(); // the admin tab scanned four ways, then a visitor's and a member's pages
  const admin = await adminSession(request);
  const bearer = { authorization: `Bearer ${admin.token}` };
  try {
    await signInBrowser(page, { ...admin, role: 'admin' });
    await page.goto('/admin?tab=features');
    const blog = page.getByRole('switch', { name: 'Blog' });
    await expect(blog).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('region', { name: 'Content' }).getByRole('switch')).toHaveCount(4);
    await scanEveryWay(page, 'the admin Features tab');

    await blog.click();
    await expect(page.getByText('Blog switched off')).toBeVisible();
    await expect(blog).toHaveAttribute('aria-checked', 'false');
    // The admin's own header drops the link at once.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toHaveCount(0);

    // A visitor, in a browser of their own.
    const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await visitorContext.newPage();
    try {
      await visitor.goto('/');
      await visitor.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      await expect(visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' })).toBeVisible();
      await expect(visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toHaveCount(0);
      await expect(visitor.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Blog' })).toHaveCount(0);
      await expect(visitor.locator('a[href="/blog"]')).toHaveCount(0);

      // The server renders /blog with the club's switches: the page says Blog is off before any script runs.
      const rendered = await request.get('/blog');
      expect(await rendered.text()).toContain('Blog is switched off for the club right now.');
      await visitor.goto('/blog');
      await visitor.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      await expect(visitor.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(visitor.getByText('Blog is switched off for the club right now.')).toBeVisible();

      const api = await request.get('/api/blog/posts');
      expect(api.status()).toBe(404);
      expect(await api.json()).toEqual({ success: false, message: 'Blog is switched off', error: { code: 'FEATURE_DISABLED' } });
    } finally {
      await visitorContext.close();
    }

    // A member's Settings: Blog shows off, cannot be switched, and says why.
    const member = await registerViaApi(request);
    const memberContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const memberPage = await memberContext.newPage();
    try {
      await signInBrowser(memberPage, member);
      await memberPage.goto('/settings');
      await memberPage.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      const own = memberPage.getByRole('switch', { name: 'Blog' });
      await expect(own).toHaveAttribute('aria-checked', 'false');
      await expect(own).toBeDisabled();
      await expect(memberPage.getByText("Switched off by the club's admins")).toBeVisible();
    } finally {
      await memberContext.close();
    }

    // On again: the admin's switch, the visitor's link and the API are back.
    await blog.click();
    await expect(page.getByText('Blog switched on')).toBeVisible();
    await expect(blog).toHaveAttribute('aria-checked', 'true');
    expect((await request.get('/api/blog/posts')).status()).toBe(200);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toBeVisible();
    expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
  } finally {
    // Whatever failed above, the next run's specs find Blog on.
    await request.put('/api/admin/features/blog', { headers: bearer, data: { enabled: true } });
  }
});
