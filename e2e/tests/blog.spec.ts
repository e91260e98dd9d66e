import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, expect, registerViaApi, scanEveryWay, signInBrowser, test, unique } from './fixtures';

/*
 * The blog (SPEC §2 Blog): a writer writes, previews and publishes a post; it shows on /blog, where
 * search and the category filter find it; a reader likes it; a member who is not a writer gets no Write button and a
 * 403 from the API; and an axe scan of every blog page in both themes at 360 px and on a desktop.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Makes a member a writer through the admin API. */
async function makeWriter(request: APIRequestContext, adminToken: string, userId: number) {
  const res = await request.put(`/api/admin/blog/writers/${userId}`, { headers: bearer(adminToken) });
  expect(res.status(), await res.text()).toBe(200);
}

/** Writes a published post through the API; returns its id, slug and title. */
async function createPost(request: APIRequestContext, token: string, status: 'draft' | 'published' = 'published') {
  const title = unique('Reading a BME280 over I2C ');
  const res = await request.post('/api/blog/posts', {
    headers: bearer(token),
    data: {
      title,
      content: 'Wire the sensor to **3.3 V**, then scan the bus.\n\n```c\nWire.begin();\n```\n\nThe address is 0x76 or 0x77.',
      category: 'Tutorial',
      tags: ['I2C', 'Sensors'],
      cover_url: '/images/blog/debounce.svg',
      status,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const json = (await res.json()) as { data: { id: number; slug: string } };
  return { id: json.data.id, slug: json.data.slug, title };
}

/** The card of a post on /blog. */
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('blog', () => {
  test('a writer writes, previews and publishes a post; search and the category filter find it; a reader likes it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const admin = await adminSession(request);
    const writer = await registerViaApi(request);
    await makeWriter(request, admin.token, writer.id);
    const title = unique('LoRa gateway on the library roof ');

    await signInBrowser(page, writer);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.getByRole('link', { name: 'Write a post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Write a post' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Content')
      .fill('## Antenna first\n\nMoving the antenna **outside the box** took us from 300 m to 2 km.\n\n```cpp\nLoRa.setSpreadingFactor(9);\n```\n\nMore soon.');
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByTestId('post-preview');
    await expect(preview.getByRole('heading', { level: 2, name: 'Antenna first' })).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'outside the box' })).toBeVisible();
    await page.getByRole('tab', { name: 'Write' }).click();
    await page.getByLabel('Excerpt').fill('How we got two kilometres of range out of a LoRa gateway.');
    await page.getByLabel('Category').selectOption('Project');
    await page.getByLabel('Tags').fill('LoRa, IoT');
    await page.getByRole('button', { name: 'Publish' }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/blog\/lora-gateway-on-the-library-roof/);
    await expect(page.getByRole('heading', { level: 2, name: 'Antenna first' })).toBeVisible();
    await expect(page.getByText('1 min read')).toBeVisible();
    await expect(page.getByRole('link', { name: '#LoRa' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    const url = page.url();

    // On /blog: the search over title and excerpt, and the category filter.
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('two kilometres of range');
    await expect(card(page, title)).toBeVisible();
    await expect(page).toHaveURL(/q=two/);
    await expect(card(page, title).getByText('How we got two kilometres')).toBeVisible();
    await expect(card(page, title).getByText('#IoT')).toBeVisible();
    await page.getByRole('button', { name: 'Project', exact: true }).click();
    await expect(page).toHaveURL(/category=Project/);
    await expect(card(page, title)).toBeVisible();
    await page.getByRole('button', { name: 'News', exact: true }).click();
    await expect(page.getByText('No posts found matching your criteria.')).toBeVisible();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(card(page, title)).toBeVisible();

    // A reader likes it once; the count is the server's.
    const reader = await registerViaApi(request);
    await page.context().clearCookies();
    const readerPage = await page.context().newPage();
    await readerPage.addInitScript((u) => {
      localStorage.setItem('esdc:auth-token', u.token);
      localStorage.setItem('esdc:user', JSON.stringify({ id: u.id, email: u.email, username: u.username, role: 'user', name: u.name }));
    }, reader);
    await readerPage.goto(url);
    const like = readerPage.getByRole('button', { name: /Like this post/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(readerPage.getByRole('button', { name: /Unlike this post/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(readerPage.getByRole('button', { name: /Unlike this post/ })).toContainText('1');
    await expect(readerPage.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await readerPage.close();
    // Members' pictures come from github.com, which this machine cannot reach.
    expect(consoleErrors.filter((e) => !/github\.com|Failed to load resource/.test(e))).toEqual([]);
  });

  test('a member who is not a writer gets no Write button and a 403 from the API; drafts stay hidden', async ({ page, request }) => {
    const admin = await adminSession(request);
    const member = await registerViaApi(request);
    const draft = await createPost(request, admin.token, 'draft');
    const res = await request.post('/api/blog/posts', {
      headers: bearer(member.token),
      data: { title: 'Not allowed to write', content: 'A member who is not a writer tries to post.', category: 'News' },
    });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('Only admins, moderators and writers may write posts');

    await signInBrowser(page, member);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write a post' })).toHaveCount(0);
    await page.goto('/blog/new');
    await expect(page.getByText('You cannot write posts')).toBeVisible();
    await page.goto(`/blog/${draft.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await request.delete(`/api/blog/posts/${draft.id}`, { headers: bearer(admin.token) });
  });

  test('axe: every blog page in light and dark, at 360 px and on a desktop', async ({ page, request }) => {
    test.slow(); // six pages, four scans each
    const admin = await adminSession(request);
    const post = await createPost(request, admin.token);
    const writer = await registerViaApi(request);
    await makeWriter(request, admin.token, writer.id);
    await signInBrowser(page, admin);
    const pages: [string, string][] = [
      ['/blog', 'Blog'],
      [`/blog/${post.slug}`, post.title],
      ['/blog/new', 'Write a post'],
      [`/blog/${post.slug}/edit`, 'Edit post'],
      ['/blog/no-such-post', 'Post not found'],
      ['/admin?tab=blog', 'Admin Panel'],
    ];
    for (const [i, [path, heading]] of pages.entries()) {
      // Each page loads once; scanEveryWay switches width and theme in place. That the saved theme is applied as a page
      // loads (before the app runs) only a load can show: the last page loads with 'dark' saved, the others light
      // (nothing saved yet, then the 'light' scanEveryWay saves when it is done).
      const dark = i === pages.length - 1;
      if (dark) await page.evaluate(() => localStorage.setItem('esdc:theme', 'dark'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path === '/blog') await expect(page.getByRole('article').first()).toBeVisible();
      if (path.includes('admin')) await expect(page.getByRole('heading', { level: 2, name: 'Writers' })).toBeVisible();
      if (path.endsWith('/edit')) await expect(page.getByLabel('Content')).toHaveValue(/Wire the sensor/);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
      await scanEveryWay(page, path);
    }
    await request.delete(`/api/blog/posts/${post.id}`, { headers: bearer(admin.token) });
  });
});
