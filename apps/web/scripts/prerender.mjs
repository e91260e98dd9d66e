// Build step: renders the public pages listed in src/prerender.tsx to static HTML (docs/decisions/005).
// Runs after `vite build` (client, into dist/) and `vite build --ssr` (into ssr/): writes
// dist/prerendered/<page>.html, which the server sends for those exact paths (every other path gets
// index.html), and dist/prerendered/template.html, into which the server renders pages with their data
// per request using ssr/prerender.js.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const ssrDir = `${web}ssr`;
const { renderPage, PRERENDERED_PATHS, PATHS_WITH_DATA } = await import(`${ssrDir}/prerender.js`);
const template = readFileSync(`${web}dist/index.html`, 'utf8');
const marker = '<div id="root"></div>';
if (!template.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);
// The page is readable before any JS runs, so the app's scripts wait until it has painted (public/boot.js)
// instead of competing with the first paint; the CSS stays render-blocking, as it must.
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
if (!entry) throw new Error('dist/index.html has no module entry script');
const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const prerenderTemplate = template
  .replace(entry[0], `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`)
  .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');

const outDir = `${web}dist/prerendered`;
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const manifest = {};
/**
 * Fails the build when a render is not the whole page as a production build renders it: an error `<template>` (a
 * part React left to the client), a development component stack, a path on this machine or an inline script.
 * @param {string} path the page @param {string} markup its rendered markup @throws {Error} naming what is wrong
 */
function checkMarkup(path, markup) {
  const problems = [
    ['an error template', markup.includes('<template')],
    ['a component stack', markup.includes('data-cstck')],
    ['a file path', markup.includes(web) || markup.includes(process.cwd()) || markup.includes('file://')],
    ['an inline script', /<script(?![^>]*\bsrc=)/.test(markup)],
  ].filter(([, found]) => found);
  if (problems.length > 0) throw new Error(`the prerendered ${path} has ${problems.map(([what]) => what).join(', ')}`);
}
for (const path of PRERENDERED_PATHS) {
  const { html: markup } = await renderPage(path);
  checkMarkup(path, markup);
  const file = path === '/' ? 'index.html' : `${path.slice(1).replace(/\//g, '-')}.html`;
  writeFileSync(`${outDir}/${file}`, prerenderTemplate.replace(marker, `<div id="root">${markup}</div>`));
  manifest[path] = `prerendered/${file}`;
  console.log(`prerendered ${path} -> dist/prerendered/${file} (${(markup.length / 1024).toFixed(1)} KB)`);
}
// The template for pages the server renders per request with their data (apps/server/src/plugins/spa.ts).
writeFileSync(`${outDir}/template.html`, prerenderTemplate);
writeFileSync(`${outDir}/ssr.json`, JSON.stringify(PATHS_WITH_DATA));
writeFileSync(`${outDir}/manifest.json`, JSON.stringify(manifest, null, 2));
