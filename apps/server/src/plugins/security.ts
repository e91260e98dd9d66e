import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers (helmet with a CSP for the SPA: our own scripts only) and CORS (off unless CORS_ORIGIN is set).
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
  if (opts.corsOrigin) {
    await app.register(cors, { origin: opts.corsOrigin.split(',').map((o) => o.trim()), credentials: false });
  }
});
