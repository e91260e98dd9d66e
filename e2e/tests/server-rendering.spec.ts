import { expect, test } from './fixtures';

/*
 * docs/decisions/005-prerendered-public-pages.md: the server-rendered pages are a production render of the whole page (docs/decisions/005), and no page
 * trips the CSP (apps/server/src/plugins/security.ts: script-src 'self', so no eval).
 */

test('/ and /projects are rendered whole, by a production build, with nothing about the server in them', async ({ request }) => {
  for (const [path, texts] of [
    // The landing page's sections below the fold are a lazy chunk: they used to be left out (renderToString cannot wait).
    ['/', ['Explore Our Platform', 'Our Team', 'Get In Touch']],
    ['/projects', ['Hardware, firmware and software built by']],
    ['/games', ['Snake', 'Tetris', 'Simon Says']],
  ] as const) {
    const html = await (await request.get(path)).text();
    for (const text of texts) expect(html, `${path} has "${text}"`).toContain(text);
    // A server render that gave up leaves a <template> with the error, and a development build its component stack.
    expect(html, `${path} has no error template`).not.toContain('<template');
    expect(html, `${path} has no component stack`).not.toContain('data-cstck');
    expect(html, `${path} has no React error`).not.toMatch(/data-(msg|dgst|stck)=/);
    // No server file path: not the checkout, not node_modules, no file: URL.
    expect(html, `${path} has no file path`).not.toContain(process.cwd());
    expect(html, `${path} has no file path`).not.toMatch(/file:\/\/|node_modules|\/work\//);
  }
});

test('/, /login and /register load without a CSP violation or console error', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    // Submitting the empty form runs the form's schema (zod builds and parses it).
    if (path !== '/') {
      await page.locator('main form button[type="submit"]').click();
      await expect(page.locator('main form [aria-invalid="true"]').first()).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), `${path}: CSP violations`).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});

test('the public pages with data arrive rendered with it: a project, the leaderboard, the challenges', async ({ request }) => {
  const project = (await (await request.get('/api/projects/1')).json()) as { data: { title: string } };
  const board = (await (await request.get('/api/leaderboard')).json()) as { data: { entries: { name: string }[] } };
  const challenges = (await (await request.get('/api/challenges?limit=12')).json()) as { data: { title: string }[] };
  const expected: [string, string][] = [
    ['/projects/1', project.data.title],
    ['/leaderboard', board.data.entries[0]!.name],
    ['/challenges', challenges.data[0]!.title],
  ];
  for (const [path, text] of expected) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-state"'));
    // Escaped as React writes text (an apostrophe in a name becomes &#x27;).
    const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    expect(root, `${path} shows "${text}" in its markup`).toContain(escaped);
    expect(html, `${path} hands its data to the app`).toContain('<script type="application/json" id="ssr-state">');
  }
  // A project that does not exist is a real 404, not a rendered error page.
  expect((await request.get('/projects/999999')).status()).toBe(404);
});

test('the courses, blog, documentation and resources pages arrive rendered with their data, and a missing one is a 404', async ({ request }) => {
  const first = async <T>(path: string) => ((await (await request.get(path)).json()) as { data: T }).data;
  const course = (await first<{ id: number; title: string }[]>('/api/courses?limit=12'))[0]!;
  const post = (await first<{ slug: string; title: string }[]>('/api/blog/posts?limit=9'))[0]!;
  const docs = await first<{ slug: string; title: string }[]>('/api/doc-articles?limit=100');
  const resource = (await first<{ title: string }[]>('/api/resources?limit=12'))[0]!;
  const courseTitle = (await first<{ title: string }>(`/api/courses/${course.id}`)).title;
  const expected: [string, string[]][] = [
    ['/lms', ['Courses', course.title]],
    ['/courses', ['Courses', course.title]],
    [`/lms/${course.id}`, [courseTitle]],
    [`/courses/${course.id}`, [courseTitle]],
    ['/blog', ['Blog', post.title]],
    [`/blog/${post.slug}`, [post.title]],
    // /docs shows the first article of the sidebar; an article's page shows that one.
    ['/docs', ['Documentation', docs[0]!.title, docs[1]!.title]],
    [`/docs/${docs[1]!.slug}`, ['Documentation', docs[1]!.title]],
    ['/resources', ['Resources', resource.title]],
  ];
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
  for (const [path, texts] of expected) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-state"'));
    for (const text of texts) expect(root, `${path} shows "${text}" in its markup`).toContain(escape(text));
    expect(root, `${path} has its heading`).toMatch(/<h1[^>]*>/);
    expect(root, `${path} shows no loading state`).not.toMatch(/Loading (posts|article|course|resources)\.\.\./);
    expect(html, `${path} hands its data to the app`).toContain('<script type="application/json" id="ssr-state">');
    expect(html, `${path} has no error template`).not.toContain('<template');
  }
  // A post, course or article that does not exist is a real 404 (the app then shows the page's not-found state).
  for (const path of ['/blog/no-such-slug', '/lms/99999', '/courses/99999', '/docs/no-such-article']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a missing post, course or article answers 404 and shows its not-found page', async ({ page, consoleErrors }) => {
  for (const [path, text] of [
    ['/blog/no-such-slug', 'Post not found'],
    ['/lms/99999', 'Course not found'],
    ['/docs/no-such-article', 'Article not found'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(text).first(), path).toBeVisible();
  }
  // The app's own requests for the missing items are 404s too; nothing else may fail.
  expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
});

test("a server-rendered course page still counts the reader's view: the page asks for the course once it has mounted", async ({ page }) => {
  // GET /api/courses/{id} is what counts a view (once per reader per hour); the data the page arrived with was the server's.
  const asked = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/courses/2');
  const response = await page.goto('/lms/2');
  expect(await response?.text()).toContain('id="ssr-state"');
  await asked;
});
