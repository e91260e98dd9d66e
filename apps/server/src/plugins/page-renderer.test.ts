import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

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
