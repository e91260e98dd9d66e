import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers (helmet with a CSP for the SPA: our own scripts only), CORS (off unless CORS_ORIGIN is set),
 * and `Cache-Control: no-store` on every response to a request with a valid session (`request.user`, set by the
 * auth plugin), so no browser or proxy cache keeps a member's data; anonymous responses keep the caching their
 * routes chose (the public project list's ETag and no-cache).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { corsOrigin?: string }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.user) reply.header('cache-control', 'no-store');
    return payload;
  });
  if (opts.corsOrigin) {
    await app.register(cors, { origin: opts.corsOrigin.split(',').map((o) => o.trim()), credentials: false });
  }
});
