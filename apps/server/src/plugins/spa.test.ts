import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestEvent } from '../test/events.ts';
import { createTestApp, envelope, type TestApp } from '../test/harness.ts';
import { insertLearningCourse } from '../test/learning-courses.ts';
import { withoutTrailingSlashes } from './spa.ts';

let t: TestApp | undefined;
let webDir: string | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  if (webDir) rmSync(webDir, { recursive: true, force: true });
  webDir = undefined;
});

/** An app serving a tiny built web app (`addFiles` writes more into it before the app starts). */
async function withWeb(addFiles?: (dir: string) => void): Promise<TestApp> {
  webDir = mkdtempSync(join(tmpdir(), 'esdc-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>ESDC Hub</title><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.info("hi")');
  mkdirSync(join(webDir, 'prerendered'));
  writeFileSync(join(webDir, 'prerendered', 'index.html'), '<!doctype html><div id="root"><h1>Home, prerendered</h1></div>');
  writeFileSync(join(webDir, 'prerendered', 'projects.html'), '<!doctype html><div id="root"><h1>Projects, prerendered</h1></div>');
  writeFileSync(join(webDir, 'prerendered', 'manifest.json'), JSON.stringify({ '/': 'prerendered/index.html', '/projects': 'prerendered/projects.html' }));
  addFiles?.(webDir);
  return createTestApp({ env: { WEB_DIST: webDir } });
}

/** Writes a file and the .br/.gz siblings the build's precompress step writes. */
function writePrecompressed(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

describe('precompressed build files', () => {
  it('sends the Brotli or gzip sibling of an asset, index.html and a prerendered page to clients that accept it, and the plain file to the rest', async () => {
    const script = 'console.info("precompressed");'.repeat(50);
    t = await withWeb((dir) => {
      writePrecompressed(join(dir, 'assets', 'big-abc123.js'), script);
      writePrecompressed(join(dir, 'index.html'), '<!doctype html><title>ESDC Hub</title><div id="root"></div>');
      writePrecompressed(join(dir, 'prerendered', 'index.html'), '<!doctype html><div id="root"><h1>Home, prerendered</h1></div>');
    });
    const br = await t.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const fallback = await t.inject({ method: 'GET', url: '/leaderboard', headers: { 'accept-encoding': 'br' } });
    expect(fallback.headers['content-encoding']).toBe('br');
    expect(fallback.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(fallback.rawPayload).toString()).toContain('<div id="root"></div>');
    const home = await t.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(home.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(home.rawPayload).toString()).toContain('Home, prerendered');
  });
});

describe('pages from memory', () => {
  it('serves index.html and the prerendered pages from memory with a strong ETag, and 304 when it matches', async () => {
    t = await withWeb();
    const first = await t.inject({ method: 'GET', url: '/' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Read once: a change on disk does not show until the server restarts (a deploy restarts it).
    writeFileSync(join(webDir!, 'prerendered', 'index.html'), '<!doctype html><h1>changed on disk</h1>');
    const again = await t.inject({ method: 'GET', url: '/' });
    expect(again.body).toContain('Home, prerendered');
    const notModified = await t.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const other = await t.inject({ method: 'GET', url: '/leaderboard', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    // A path no page serves is still 404 with the app, whatever the ETag.
    const missing = await t.inject({ method: 'GET', url: '/no-such-page', headers: { 'if-none-match': other.headers.etag as string } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('SPA fallback', () => {
  it('serves index.html for app routes', async () => {
    t = await withWeb();
    const res = await t.inject({ method: 'GET', url: '/leaderboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
  });

  // BUG (plugins/spa.ts): the fallback sets 'cache-control: no-cache', but sendFile's setHeaders then
  // overwrites it with 'public, max-age=3600', so browsers keep a stale index.html for an hour after a deploy.
  it('serves the fallback index.html with cache-control no-cache', async () => {
    t = await withWeb();
    const res = await t.inject({ method: 'GET', url: '/projects/12' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the prerendered page for its exact path (query and trailing slash ignored), with no-cache', async () => {
    t = await withWeb();
    const home = await t.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Home, prerendered');
    expect(home.headers['cache-control']).toBe('no-cache');
    for (const url of ['/projects', '/projects/', '/projects?tag=IoT']) {
      expect((await t.inject({ method: 'GET', url })).body, url).toContain('Projects, prerendered');
    }
    const detail = await t.inject({ method: 'GET', url: '/projects/12' });
    expect(detail.body).toContain('<div id="root"></div>');
  });

  it('serves hashed assets with a year of caching, and 404 for a missing asset', async () => {
    t = await withWeb();
    const asset = await t.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).error?.code).toBe('NOT_FOUND');
  });

  it('never answers an unknown /api path with the page', async () => {
    t = await withWeb();
    const res = await t.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(envelope(res)).toEqual({ success: false, message: 'Not found', error: { code: 'NOT_FOUND' } });
  });

  it('answers 404 to app routes when no web build exists', async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'GET', url: '/projects' });
    expect(res.statusCode).toBe(404);
  });
});

describe('not-found pages answer 404 (no soft 404s)', () => {
  it('answers 404 with the app for a path no page serves, and 200 for the pages of the route table', async () => {
    t = await withWeb();
    for (const url of ['/nope', '/projects/1/edit', '/games/chess', '/assets-but-not']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
    }
    for (const url of ['/login', '/games/snake', '/leaderboard', '/courses', '/users']) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('answers 404 for a missing project, challenge or member, and 200 when they exist', async () => {
    t = await withWeb();
    const member = await t.register();
    const created = await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: t.authHeader(member.token),
      payload: { title: 'Exists for real', description: 'A project that really exists here.', category: 'IoT' },
    });
    const projectId = envelope<{ id: number }>(created).data.id;
    expect((await t.inject({ method: 'GET', url: `/projects/${projectId}` })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/users/${member.user.username}` })).statusCode).toBe(200);
    for (const url of [`/projects/${projectId + 1000}`, '/projects/abc', '/projects/99999999999', '/challenges/424242', '/users/nobody-here']) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('answers 404 for a missing or hidden shop product, and 200 for a listed one', async () => {
    t = await withWeb();
    const admin = t.authHeader(await t.adminToken());
    const body = { name: 'Page board', description: 'A product whose page must exist.', category: 'Hardware', price_cents: 100, stock: 1 };
    const listed = envelope<{ id: number }>(await t.inject({ method: 'POST', url: '/api/products', headers: admin, payload: body })).data.id;
    const hidden = envelope<{ id: number }>(await t.inject({ method: 'POST', url: '/api/products', headers: admin, payload: { ...body, hidden: true } })).data
      .id;
    for (const url of [`/product/${listed}`, `/shop/product/${listed}`]) expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    for (const url of [`/product/${hidden}`, `/shop/product/${listed + 1000}`, '/product/abc']) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('answers 404 for a blog post that is missing or a draft, and 200 for a published one', async () => {
    const app = (t = await withWeb());
    const admin = await app.adminToken();
    const write = async (title: string, status: string) =>
      envelope<{ slug: string }>(
        await app.inject({
          method: 'POST',
          url: '/api/blog/posts',
          headers: app.authHeader(admin),
          payload: { title, content: 'A post that really exists on this blog.', category: 'News', status },
        }),
      ).data.slug;
    const published = await write('Published for real', 'published');
    const draft = await write('Still a draft here', 'draft');
    expect((await t.inject({ method: 'GET', url: `/blog/${published}` })).statusCode).toBe(200);
    for (const url of [`/blog/${draft}`, '/blog/no-such-post']) expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/blog/new' })).statusCode).toBe(200);
  });

  it('answers 404 for a course that is missing or unpublished, under /lms and /courses, and 200 for a published one', async () => {
    const app = (t = await withWeb());
    const admin = app.authHeader(await app.adminToken());
    const write = async (title: string, published: boolean) =>
      envelope<{ id: number }>(
        await app.inject({
          method: 'POST',
          url: '/api/courses',
          headers: admin,
          payload: { title, description: 'A course whose page must exist or not.', duration: '2 weeks', level: 'Beginner', category: 'Arduino', published },
        }),
      ).data.id;
    const published = await write('Published course here', true);
    const draft = await write('Unpublished course here', false);
    for (const url of [`/lms/${published}`, `/courses/${published}`]) expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    for (const url of [`/lms/${draft}`, `/courses/${draft}`, `/lms/${published + 1000}`, '/lms/99999', '/courses/abc', '/lms/99999999999']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    for (const url of ['/lms', '/courses', '/lms/new']) expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });
});

describe('every page with an id or a slug checks that its thing exists', () => {
  it('answers 404 for a missing or draft event and its pages, and 200 for a published one', async () => {
    t = await withWeb();
    const published = await createTestEvent(t);
    const draft = await createTestEvent(t, { publish: false });
    for (const url of [`/events/${published.id}`, `/events/${published.id}/edit`, `/events/${draft.id}/edit`, `/events/${draft.id}/check-in`]) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    for (const url of [`/events/${draft.id}`, '/events/99999', '/events/99999/edit', '/events/99999/check-in', '/events/abc']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers 404 for a missing certificate, lesson, exam, product editor or post editor, and 200 when they exist', async () => {
    t = await withWeb();
    const member = await t.register();
    const course = await insertLearningCourse(
      t.db,
      { exams: [{ kind: 'exam', questions: [{ kind: 'short', prompt: 'Volts?', accepted: ['5'] }] }] },
      t.clock.now().toISOString(),
    );
    await t.db
      .insertInto('certificates')
      .values({
        code: 'ESDC-AB23-CD45',
        course_id: course.id,
        user_id: member.user.id,
        holder_name: member.user.name,
        course_title: 'Learning test course',
        course_level: 'Beginner',
        instructor_name: null,
        issued_at: t.clock.now().toISOString(),
      })
      .execute();
    const admin = t.authHeader(await t.adminToken());
    const product = envelope<{ id: number }>(
      await t.inject({
        method: 'POST',
        url: '/api/products',
        headers: admin,
        payload: {
          name: 'Editor board',
          description: 'A hidden product its editor still opens.',
          category: 'Hardware',
          price_cents: 100,
          stock: 1,
          hidden: true,
        },
      }),
    ).data.id;
    const post = envelope<{ slug: string }>(
      await t.inject({
        method: 'POST',
        url: '/api/blog/posts',
        headers: admin,
        payload: { title: 'A draft to edit', content: 'A draft whose editor page exists.', category: 'News', status: 'draft' },
      }),
    ).data.slug;
    const exists = [
      '/certificates/ESDC-AB23-CD45',
      '/certificates/esdc-ab23-cd45',
      `/lms/${course.id}/lessons/${course.lessons[0]}`,
      `/lms/${course.id}/exams/${course.exams[0]!.id}`,
      `/lms/${course.id}/edit`,
      `/my-products/${product}/edit`,
      `/blog/${post}/edit`,
    ];
    for (const url of exists) expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    const missing = [
      '/certificates/ESDC-XXXX-XXXX',
      '/certificates/ESDC-2222-3333',
      `/lms/${course.id}/lessons/99999`,
      `/lms/${course.id + 1}/lessons/${course.lessons[0]}`,
      `/lms/${course.id}/exams/99999`,
      '/lms/99999/edit',
      '/my-products/99999/edit',
      '/blog/no-such-post/edit',
    ];
    for (const url of missing) expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe('withoutTrailingSlashes', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(withoutTrailingSlashes('/projects/')).toBe('/projects');
    expect(withoutTrailingSlashes('/projects///')).toBe('/projects');
    expect(withoutTrailingSlashes('/')).toBe('/');
    expect(withoutTrailingSlashes('///')).toBe('/');
    expect(withoutTrailingSlashes('/a/b')).toBe('/a/b');
  });

  it('handles a long run of slashes in one pass (the old pattern backtracked on it)', () => {
    expect(withoutTrailingSlashes(`/${'/'.repeat(200_000)}x`)).toBe(`/${'/'.repeat(200_000)}x`);
  });
});
