import type { FastifyInstance } from 'fastify';
import { matchRoute } from '@esdc/core/routes';
import { LRUCache } from 'lru-cache';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What the web build's server-side entry (apps/web/src/prerender.tsx, built to apps/web/ssr/) exports. */
interface SsrModule {
  renderPage(url: string, options: { origin?: string; signal?: AbortSignal }): Promise<{ html: string; state: unknown }>;
  /** The URL that renders the same page (only the query parameters the page reads); absent: the URL itself. */
  canonicalUrl?(url: string): string;
}

/** Longest a page render (its data and markup) may take before the build-time copy is sent instead, in ms. */
const RENDER_TIMEOUT_MS = 1500;
/** Rendered pages kept at most (one per canonical URL; the least recently used goes first). */
const MAX_CACHED_PAGES = 100;
/**
 * Renders under way at most. Beyond it (many different URLs missing the cache at once, e.g. a crawl of random
 * `?tag=` values) the build-time copy is sent instead, so rendering cannot take the event loop from the API.
 */
const MAX_RENDERS_IN_FLIGHT = 2;

/** A rendered page, whole (UTF-8) and compressed once for the clients that accept it (about 8× smaller). */
interface RenderedDocument {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** A content coding of a {@link RenderedDocument}. */
export type PageEncoding = keyof RenderedDocument;

/**
 * Picks the smallest coding a request accepts: brotli, then gzip, else none.
 * @param acceptEncoding the request's Accept-Encoding header (e.g. 'gzip, deflate, br'; a coding with q=0 is refused)
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((x) => x.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Renders public pages per request with their first data (docs/decisions/005): the web build's SSR entry
 * loads the page's data from this server's own API, renders it into the build's template and hands the query
 * cache to the client in a JSON data block. Anything that fails falls back to the build-time copy.
 */
export interface PageRenderer {
  /** Whether `path` is rendered per request (its route's pattern is listed in the build's prerendered/ssr.json). */
  handles(path: string): boolean;
  /** The route patterns rendered per request, e.g. '/projects/:id'. */
  readonly paths: readonly string[];
  /**
   * Renders `url` (path + query), or takes it from the cache: a page is rendered once per canonical URL and data
   * version, and requests that miss together share that one render.
   * @returns the whole HTML document, or null when it cannot be rendered now (not listening yet, error, timeout,
   *   too many renders under way)
   */
  render(url: string): Promise<RenderedDocument | null>;
}

/** What {@link loadPageRenderer} needs besides the web root. */
export interface PageRendererOptions {
  /**
   * The version of the data the rendered pages show at a time in ms (ProjectCache.version): a cached page is
   * served while it is unchanged. Without it every request renders.
   */
  dataVersion?: (nowMs: number) => string;
}

/** A rendered page, or its render under way, for one canonical URL. */
interface PageEntry {
  version: string;
  page: Promise<RenderedDocument | null>;
}

/**
 * Finds the SSR entry, its template and its list of pages next to the web root (`<root>/../ssr/prerender.js`,
 * `<root>/prerendered/template.html`, `<root>/prerendered/ssr.json`). The entry itself (React's server
 * renderer and the pages) is loaded on the first render, so start-up and an API-only process stay lean.
 * @returns the renderer, or null when the build has no SSR entry (then build-time copies are served)
 */
export function loadPageRenderer(app: FastifyInstance, root: string, options: PageRendererOptions = {}): PageRenderer | null {
  const entry = join(root, '..', 'ssr', 'prerender.js');
  const templateFile = join(root, 'prerendered', 'template.html');
  const listFile = join(root, 'prerendered', 'ssr.json');
  if (!existsSync(entry) || !existsSync(templateFile) || !existsSync(listFile)) return null;
  const paths = new Set(JSON.parse(readFileSync(listFile, 'utf8')) as string[]);
  let loading: Promise<SsrModule> | undefined;
  const ssr = () => (loading ??= import(pathToFileURL(entry).href) as Promise<SsrModule>);
  const template = readFileSync(templateFile, 'utf8');
  const marker = '<div id="root"></div>';
  /** Canonical URL → its page, the least recently used evicted first. */
  const cache = new LRUCache<string, PageEntry>({ max: MAX_CACHED_PAGES });
  let inFlight = 0;

  let own: string | undefined;
  /** This server's own address, for the page's API calls (found once it is listening). */
  const origin = (): string | null => {
    if (own) return own;
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return null;
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return (own = `http://${host}:${address.port}`);
  };

  /** Renders one page into the template; null (logged) when it fails or takes too long. */
  async function renderDocument(module: SsrModule, url: string, apiOrigin: string): Promise<RenderedDocument | null> {
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    inFlight += 1;
    try {
      const page = await Promise.race([
        module.renderPage(url, { origin: apiOrigin, signal: abort.signal }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            const error = new Error(`rendering ${url} took over ${RENDER_TIMEOUT_MS} ms`);
            abort.abort(error);
            reject(error);
          }, RENDER_TIMEOUT_MS);
        }),
      ]);
      // A JSON data block is never executed (the CSP allows no inline script); '<' is escaped so no text can end it.
      const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
      const identity = Buffer.from(
        template.replace(marker, `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">${state}</script>`),
      );
      // Compressed once per render, off the event loop (zlib's thread pool), at levels that take a few ms.
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(identity, { level: 9 }),
        brotliAsync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      ]);
      return { identity, gzip: gzipped, br: brotli };
    } catch (error) {
      app.log.warn({ err: error, url }, 'server-side rendering failed; sending the prerendered page');
      return null;
    } finally {
      clearTimeout(timer);
      inFlight -= 1;
    }
  }

  return {
    handles: (path) => {
      const pattern = matchRoute(path)?.route.path;
      return pattern !== undefined && paths.has(pattern);
    },
    paths: [...paths],
    async render(url) {
      const apiOrigin = origin();
      if (!apiOrigin) return null;
      let module: SsrModule;
      try {
        // Loading the entry (once) is not counted against the render's time limit.
        module = await ssr();
      } catch (error) {
        app.log.warn({ err: error, url }, 'loading the server-side renderer failed; sending the prerendered page');
        return null;
      }
      const key = module.canonicalUrl?.(url) ?? url;
      // The version is read before the render starts: a write during the render leaves the page already stale.
      const version = options.dataVersion?.(Date.now());
      const cached = cache.get(key);
      if (version !== undefined && cached?.version === version) return cached.page;
      if (inFlight >= MAX_RENDERS_IN_FLIGHT) return null;
      const page = renderDocument(module, key, apiOrigin);
      if (version === undefined) return page;
      const fresh: PageEntry = { version, page };
      cache.set(key, fresh);
      // A page that could not be rendered is not kept: the next request tries again.
      void page.then((html) => {
        if (html === null && cache.peek(key) === fresh) cache.delete(key);
      });
      return page;
    },
  };
}
