import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { matchRoute, type RouteMatch } from '@esdc/core/routes';
import { notFound } from '../lib/app-error.ts';
import { loadPageRenderer, preferredEncoding, type PageEncoding, type PageRendererOptions } from './page-renderer.ts';

/**
 * Reads the build's list of prerendered pages (apps/web/scripts/prerender.mjs): path → file under the web root.
 * @returns an empty map when the build has none
 */
function readPrerendered(root: string): Map<string, string> {
  const file = join(root, 'prerendered', 'manifest.json');
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/** A page file of the build kept in memory: its bytes in each coding, and a strong ETag. */
type MemoryPage = Record<PageEncoding, Buffer> & { etag: string };

/**
 * Reads a page file of the build (index.html, a prerendered page) once, with the .br/.gz siblings the build wrote
 * (apps/web/scripts/precompress.mjs), compressing it here when a sibling is missing.
 * @param root the web build
 * @param file the page's path under it
 */
function loadMemoryPage(root: string, file: string): MemoryPage {
  const path = join(root, file);
  const identity = readFileSync(path);
  const sibling = (ext: string, make: () => Buffer) => (existsSync(`${path}${ext}`) ? readFileSync(`${path}${ext}`) : make());
  return {
    identity,
    br: sibling('.br', () => brotliCompressSync(identity)),
    gzip: sibling('.gz', () => gzipSync(identity)),
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
  };
}

/** Options of {@link spaPlugin}. */
export interface SpaOptions extends PageRendererOptions {
  /** The web build (apps/web/dist). */
  root: string;
  /**
   * Whether the thing a detail page shows exists (a project, a challenge, a member); absent: every matched path
   * is a page. Resolves false to answer 404.
   */
  pageExists?: (match: RouteMatch) => Promise<boolean>;
}

/**
 * Serves the built web app: hashed assets with a year of caching, Brotli- or gzip-precompressed when the client
 * accepts it; public pages rendered per request with
 * their data where the build can (./page-renderer.ts; brotli or gzip when the client accepts it), else their
 * build-time copies, for their exact paths
 * (docs/decisions/005); and index.html for every other non-API GET (SPA fallback).
 * Unknown /api paths get the 404 envelope.
 * @param opts.root the web build (apps/web/dist)
 * @param opts.dataVersion the version of the data rendered pages show (ProjectCache.version): a rendered page is
 *   served from memory while it holds
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: SpaOptions) => {
  const hasWeb = existsSync(join(opts.root, 'index.html'));
  const prerendered = hasWeb ? readPrerendered(opts.root) : new Map<string, string>();
  const renderer = hasWeb ? loadPageRenderer(app, opts.root, { dataVersion: opts.dataVersion }) : null;
  // index.html and the prerendered pages, served from memory: a bounded set, read once (a deploy restarts the server).
  const pages = new Map<string, MemoryPage>();
  const pageFile = (file: string): MemoryPage => {
    let page = pages.get(file);
    if (!page) {
      page = loadMemoryPage(opts.root, file);
      pages.set(file, page);
    }
    return page;
  };
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz siblings of every text file (apps/web/scripts/precompress.mjs): clients that
      // accept them get them (with Vary: Accept-Encoding), the rest the plain file. Also for sendFile below.
      preCompressed: true,
      setHeaders: (res, sent) => {
        const path = sent.replace(/\.(br|gz)$/, ''); // a precompressed sibling is cached as its file
        const policy = path.includes('/assets/') ? 'public, max-age=31536000, immutable' : path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600';
        res.header('cache-control', policy);
      },
    });
  }
  /** Answers a page: rendered with its data where the renderer can, else its build-time copy or index.html. */
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const path = withoutTrailingSlashes(url.split('?')[0]!);
    // Soft 404s are refused: a path no page serves, or a detail page of something that does not exist, gets the app
    // (which shows its not-found page) with status 404.
    const match = matchRoute(path);
    const found = match !== undefined && (await (opts.pageExists?.(match) ?? true));
    if (found && renderer?.handles(path)) {
      const page = await renderer.render(url);
      if (page) {
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply.send(page[encoding]);
      }
    }
    const file = pageFile(prerendered.get(path) ?? 'index.html');
    reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', file.etag);
    if (found && request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(file[encoding]);
  };
  // The server-rendered pages have routes of their own: a matched route costs less than the not-found path
  // (the landing page at ≥ 80% of /api/health's throughput). Other paths fall through below.
  if (hasWeb) {
    for (const path of new Set([...prerendered.keys(), ...(renderer?.paths ?? [])])) {
      app.get(path, { schema: { hide: true } }, servePage);
    }
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api') || (request.method !== 'GET' && request.method !== 'HEAD') || !hasWeb) {
      throw notFound('Not found');
    }
    if (url.startsWith('/assets/')) throw notFound('Not found');
    return servePage(request, reply);
  });
});

/**
 * A path without its trailing slashes ('/projects/' → '/projects'; '/' stays '/'). A loop, not `/(.)\/+$/`,
 * which backtracks quadratically on a run of slashes (15,000 of them blocked the event loop for 0.3 s).
 * @param path the URL's path
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47 /* '/' */) end -= 1;
  return path.slice(0, end);
}
