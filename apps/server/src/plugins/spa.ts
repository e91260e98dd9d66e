import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { notFound } from '../lib/app-error.ts';

/**
 * Serves the built web app: hashed assets with a year of caching, and index.html for every other
 * non-API GET (SPA fallback). Unknown /api paths get the 404 envelope.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasWeb = existsSync(join(opts.root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        const policy = path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : path.endsWith('.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        res.header('cache-control', policy);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api') || (request.method !== 'GET' && request.method !== 'HEAD') || !hasWeb) {
      throw notFound('Not found');
    }
    if (url.startsWith('/assets/')) throw notFound('Not found');
    return reply.type('text/html').sendFile('index.html');
  });
});
