import { sql } from 'kysely';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { projectCreateSchema } from '@esdc/core/project-schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProject } from '../features/projects/project-service.ts';
import { createTestApp, uniqueSuffix, type TestApp } from '../test/harness.ts';

/*
 * Pages rendered per request with their data (plugins/page-renderer.ts, docs/decisions/005), against a stand-in
 * SSR entry that really calls the API at the origin it is given, as the web build's entry does.
 */

let t: TestApp | undefined;
let dir: string | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const TEMPLATE = '<!doctype html><title>ESDC Hub</title><script defer src="/boot.js"></script><div id="root"></div>';

/** A web build with a template, an SSR list of ['/projects'] and the given SSR entry source. */
async function withSsr(entrySource: string): Promise<TestApp> {
  dir = mkdtempSync(join(tmpdir(), 'esdc-ssr-'));
  const web = join(dir, 'dist');
  mkdirSync(join(web, 'prerendered'), { recursive: true });
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(web, 'prerendered', 'projects.html'), '<!doctype html><div id="root"><p>Build-time copy</p></div>');
  writeFileSync(join(web, 'prerendered', 'manifest.json'), JSON.stringify({ '/projects': 'prerendered/projects.html' }));
  writeFileSync(join(web, 'prerendered', 'template.html'), TEMPLATE);
  writeFileSync(join(web, 'prerendered', 'ssr.json'), JSON.stringify(['/projects']));
  writeFileSync(join(dir, 'ssr', 'prerender.js'), entrySource);
  const app = await createTestApp({ env: { WEB_DIST: web } });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const FETCHING_ENTRY = `
export async function renderPage(url, { origin }) {
  const res = await fetch(origin + '/api/health');
  const health = await res.json();
  return { html: '<p>Rendered ' + url + ' on ' + health.database.engine + '</p>', state: { note: '</script><script>alert(1)</script>' } };
}`;

describe('pages rendered per request', () => {
  it('renders the page with data from its own API into the template, with the state in a JSON block that cannot close early', async () => {
    t = await withSsr(FETCHING_ENTRY);
    const res = await t.inject({ method: 'GET', url: '/projects?tag=iot' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<div id="root"><p>Rendered /projects?tag=iot on ${t.database.engine === 'postgres' ? 'postgres' : 'sqlite'}</p></div>`);
    expect(res.body).toContain('<script type="application/json" id="ssr-state">{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
    expect(res.body).toContain('<script defer src="/boot.js">');
  });

  it('falls back to the build-time copy when rendering fails', async () => {
    t = await withSsr('export async function renderPage() { throw new Error("boom"); }');
    const res = await t.inject({ method: 'GET', url: '/projects' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Build-time copy');
  });

  it('renders only the listed paths', async () => {
    t = await withSsr(FETCHING_ENTRY);
    const res = await t.inject({ method: 'GET', url: '/projects/3' });
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
  });
});

/*
 * docs/decisions/005-prerendered-public-pages.md: a rendered page is kept per canonical URL and data version (ProjectCache.version), so /projects costs
 * about what a cached JSON read does. The stand-in entry numbers its renders and lists the projects the API gave it.
 */
const COUNTING_ENTRY = `
let renders = 0;
export function canonicalUrl(url) {
  const u = new URL(url, 'http://localhost');
  const tag = u.searchParams.get('tag')?.trim();
  return u.pathname.replace(/(.)\\/+$/, '$1') + (tag ? '?tag=' + encodeURIComponent(tag) : '');
}
export async function renderPage(url, { origin }) {
  const n = ++renders;
  const res = await fetch(origin + '/api/projects' + new URL(url, 'http://localhost').search);
  const { data } = await res.json();
  return { html: '<p>render ' + n + ' of ' + url + ': ' + data.map((p) => p.title).join(', ') + '</p>', state: null };
}`;

/** The render number in a page from {@link COUNTING_ENTRY}. */
const renderNumber = (body: string) => Number(/render (\d+) of/.exec(body)?.[1]);

describe('rendered pages are cached per data version', () => {
  // The data version also turns over every 10 s of the clock: Date is held still (mid-window) so no test straddles
  // a turn by chance, and moved on where a test wants the turn.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:01Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves the second request for a page, and any URL rendering the same page, from the cache', async () => {
    t = await withSsr(COUNTING_ENTRY);
    const first = await t.inject({ method: 'GET', url: '/projects?tag=iot' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(renderNumber(first.body)).toBe(1);
    for (const url of ['/projects?tag=iot', '/projects/?tag=%20iot&utm_source=x']) {
      const again = await t.inject({ method: 'GET', url });
      expect(again.body, url).toBe(first.body);
    }
    // Another page (another filter) is a render of its own, then cached too.
    expect(renderNumber((await t.inject({ method: 'GET', url: '/projects' })).body)).toBe(2);
    expect(renderNumber((await t.inject({ method: 'GET', url: '/projects' })).body)).toBe(2);
  });

  it('shares one render between requests that miss together', async () => {
    t = await withSsr(COUNTING_ENTRY);
    const pages = await Promise.all(Array.from({ length: 8 }, () => t!.inject({ method: 'GET', url: '/projects' })));
    expect(pages.map((p) => renderNumber(p.body))).toEqual(Array(8).fill(1));
  });

  it('shows a project created through the API on the next /projects', async () => {
    t = await withSsr(COUNTING_ENTRY);
    const title = `Cache probe ${uniqueSuffix()}`;
    const before = await t.inject({ method: 'GET', url: '/projects' });
    expect(before.body).not.toContain(title);
    const member = await t.register();
    const created = await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: t.authHeader(member.token),
      payload: { title, description: 'A project that must show on the rendered list at once.', category: 'IoT' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await t.inject({ method: 'GET', url: '/projects' });
    expect(after.body).toContain(title);
    expect(renderNumber(after.body)).toBe(2);
  });

  it("renders again once an admin switches a feature, with the club's switches as they are now (SPEC §3 Feature settings)", async () => {
    t = await withSsr(`
let renders = 0;
export async function renderPage(url, { origin }) {
  const n = ++renders;
  const { data } = await (await fetch(origin + '/api/features')).json();
  return { html: '<p>render ' + n + ' of ' + url + ': projects ' + (data.features.projects ? 'on' : 'off') + '</p>', state: null };
}`);
    const admin = t.authHeader(await t.adminToken());
    const first = await t.inject({ method: 'GET', url: '/projects' });
    expect(first.body).toContain('render 1 of /projects: projects on');
    expect(renderNumber((await t.inject({ method: 'GET', url: '/projects' })).body)).toBe(1);
    const off = await t.inject({ method: 'PUT', url: '/api/admin/features/projects', headers: admin, payload: { enabled: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/projects' })).body).toContain('render 2 of /projects: projects off');
    await t.inject({ method: 'PUT', url: '/api/admin/features/projects', headers: admin, payload: { enabled: true } });
    expect((await t.inject({ method: 'GET', url: '/projects' })).body).toContain('render 3 of /projects: projects on');
  });

  it('renders again after a product or an event changes (the shop and events pages are rendered too)', async () => {
    t = await withSsr(COUNTING_ENTRY);
    const admin = t.authHeader(await t.adminToken());
    expect(renderNumber((await t.inject({ method: 'GET', url: '/projects' })).body)).toBe(1);
    const product = await t.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin,
      payload: { name: 'Render probe', description: 'A product that must change the rendered pages.', category: 'Hardware', price_cents: 100, stock: 1 },
    });
    expect(product.statusCode, product.body).toBe(201);
    expect(renderNumber((await t.inject({ method: 'GET', url: '/projects' })).body)).toBe(2);
    const start = new Date(Date.now() + 86_400_000);
    const event = await t.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: {
        title: 'Render probe event',
        description: 'An event that must change the rendered pages.',
        category: 'Workshop',
        start_date: start.toISOString(),
        end_date: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(event.statusCode, event.body).toBe(201);
    expect(renderNumber((await t.inject({ method: 'GET', url: '/projects' })).body)).toBe(3);
  });

  it('renders again after a course, a blog post, a documentation article or a resource changes (their pages are rendered too)', async () => {
    t = await withSsr(COUNTING_ENTRY);
    const admin = t.authHeader(await t.adminToken());
    let renders = 1;
    expect(renderNumber((await t.inject({ method: 'GET', url: '/projects' })).body)).toBe(renders);
    const writes = [
      {
        url: '/api/courses',
        payload: {
          title: 'Render probe course',
          description: 'A course that must change the rendered pages.',
          duration: '1 week',
          level: 'Beginner',
          category: 'Arduino',
          published: true,
        },
      },
      {
        url: '/api/blog/posts',
        payload: { title: 'Render probe post', content: 'A post that must change the rendered pages.', category: 'News', status: 'published' },
      },
      {
        url: '/api/doc-articles',
        payload: { slug: `render-probe-${uniqueSuffix()}`, group: 'Hardware', title: 'Render probe article', content: 'Changes the pages.' },
      },
      { url: '/api/resources', payload: { title: 'Render probe resource', category: 'iot', url: 'https://example.com/render-probe' } },
    ];
    for (const { url, payload } of writes) {
      const created = await t.inject({ method: 'POST', url, headers: admin, payload });
      expect(created.statusCode, created.body).toBe(201);
      renders += 1;
      expect(renderNumber((await t.inject({ method: 'GET', url: '/projects' })).body), url).toBe(renders);
    }
  });

  it("shows another instance's write within 10 s (the data version turns over with the clock)", async () => {
    t = await withSsr(COUNTING_ENTRY);
    const member = await t.register();
    const project = await createProject(
      t.db,
      member.user.id,
      projectCreateSchema.parse({ title: 'Here first', description: 'Written by this instance.', category: 'IoT' }),
      new Date(),
      member.user,
    );
    await t.inject({ method: 'GET', url: '/projects' });
    // Renamed in the shared database by another instance: this one's write observer never sees it (raw SQL stands
    // in for the other process).
    const title = `Elsewhere ${uniqueSuffix()}`;
    await sql`update projects set title = ${title} where id = ${project.id}`.execute(t.db);
    expect((await t.inject({ method: 'GET', url: '/projects' })).body).not.toContain(title);
    vi.setSystemTime(new Date('2026-11-23T12:00:10Z'));
    expect((await t.inject({ method: 'GET', url: '/projects' })).body).toContain(title);
  });

  it('sends the page brotli- or gzip-compressed to clients that accept it', async () => {
    t = await withSsr(COUNTING_ENTRY);
    const plain = await t.inject({ method: 'GET', url: '/projects' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.inject({ method: 'GET', url: '/projects', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(decode(res.rawPayload).toString('utf8'), accept).toBe(plain.body);
    }
    expect(
      (await t.inject({ method: 'GET', url: '/projects', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('does not keep a failed render', async () => {
    t = await withSsr(`
let calls = 0;
export async function renderPage(url) {
  if (++calls === 1) throw new Error('first render fails');
  return { html: '<p>render ' + calls + ' of ' + url + '</p>', state: null };
}`);
    expect((await t.inject({ method: 'GET', url: '/projects' })).body).toContain('Build-time copy');
    expect(renderNumber((await t.inject({ method: 'GET', url: '/projects' })).body)).toBe(2);
    expect(renderNumber((await t.inject({ method: 'GET', url: '/projects' })).body)).toBe(2);
  });

  it('keeps at most 100 pages, dropping the least recently used', async () => {
    t = await withSsr(COUNTING_ENTRY);
    for (let i = 0; i <= 100; i += 1) await t.inject({ method: 'GET', url: `/projects?tag=t${i}` });
    // t0 was the least recently used when t100 came in; t100 is still there.
    expect(renderNumber((await t.inject({ method: 'GET', url: '/projects?tag=t100' })).body)).toBe(101);
    expect(renderNumber((await t.inject({ method: 'GET', url: '/projects?tag=t0' })).body)).toBe(102);
  });

  it('sends the build-time copy instead of starting more than 2 renders at once', async () => {
    t = await withSsr(COUNTING_ENTRY);
    const pages = await Promise.all(Array.from({ length: 5 }, (_, i) => t!.inject({ method: 'GET', url: `/projects?tag=c${i}` })));
    expect(pages.filter((p) => p.body.includes('render '))).toHaveLength(2);
    expect(pages.filter((p) => p.body.includes('Build-time copy'))).toHaveLength(3);
  });
});
