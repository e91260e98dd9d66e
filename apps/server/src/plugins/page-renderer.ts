import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the web build's server-side entry (apps/web/src/prerender.tsx, built to apps/web/ssr/) exports. */
interface SsrModule {
  renderPage(url: string, options: { origin?: string }): Promise<{ html: string; state: unknown }>;
}

/** Longest a page render (its data and markup) may take before the build-time copy is sent instead, in ms. */
const RENDER_TIMEOUT_MS = 1500;

/**
 * Renders public pages per request with their first data (docs/decisions/005): the web build's SSR entry
 * loads the page's data from this server's own API, renders it into the build's template and hands the query
 * cache to the client in a JSON data block. Anything that fails falls back to the build-time copy.
 */
export interface PageRenderer {
  /** Whether `path` is rendered per request (the build lists these in prerendered/ssr.json). */
  handles(path: string): boolean;
  /**
   * Renders `url` (path + query).
   * @returns the whole HTML document, or null when it cannot be rendered now (not listening yet, error, timeout)
   */
  render(url: string): Promise<string | null>;
}

/**
 * Finds the SSR entry, its template and its list of pages next to the web root (`<root>/../ssr/prerender.js`,
 * `<root>/prerendered/template.html`, `<root>/prerendered/ssr.json`). The entry itself (React's server
 * renderer and the pages) is loaded on the first render, so start-up and an API-only process stay lean.
 * @returns the renderer, or null when the build has no SSR entry (then build-time copies are served)
 */
export function loadPageRenderer(app: FastifyInstance, root: string): PageRenderer | null {
  const entry = join(root, '..', 'ssr', 'prerender.js');
  const templateFile = join(root, 'prerendered', 'template.html');
  const listFile = join(root, 'prerendered', 'ssr.json');
  if (!existsSync(entry) || !existsSync(templateFile) || !existsSync(listFile)) return null;
  const paths = new Set(JSON.parse(readFileSync(listFile, 'utf8')) as string[]);
  let loading: Promise<SsrModule> | undefined;
  const ssr = () => (loading ??= import(pathToFileURL(entry).href) as Promise<SsrModule>);
  const template = readFileSync(templateFile, 'utf8');
  const marker = '<div id="root"></div>';

  /** This server's own address, for the page's API calls. */
  const origin = (): string | null => {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return null;
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };

  return {
    handles: (path) => paths.has(path),
    async render(url) {
      const own = origin();
      if (!own) return null;
      let timer: NodeJS.Timeout | undefined;
      try {
        // Loading the entry (once) is not counted against the render's time limit.
        const module = await ssr();
        const page = await Promise.race([
          module.renderPage(url, { origin: own }),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`rendering ${url} took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
          }),
        ]);
        // A JSON data block is never executed (the CSP allows no inline script); '<' is escaped so no text can end it.
        const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
        return template.replace(marker, `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">${state}</script>`);
      } catch (error) {
        app.log.warn({ err: error, url }, 'server-side rendering failed; sending the prerendered page');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
