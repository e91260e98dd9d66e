import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Helmet's headers that only mean something on a document (a page, or an answer a browser could be made to open as
 * one): a script, a style sheet, a font or a raster image is never rendered as a document, so they are dropped from
 * those answers, about 600 bytes each on some forty requests of a first visit. `nosniff`, the cross-origin resource
 * policy and HSTS stay on everything; SVG, HTML and JSON keep the whole set.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Whether an answer of this content type is a subresource that is never rendered as a document (see above). */
function isSubresource(contentType: unknown): boolean {
  const type = String(contentType ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type === 'image/svg+xml') return false;
  return type === 'text/css' || type === 'text/javascript' || type === 'application/javascript' || type.startsWith('font/') || type.startsWith('image/');
}

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
        // blob: for the preview of an image being uploaded, shown before the server has it.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        // blob: for the camera check-in's QR decoder, which qr-scanner runs as a worker built from a blob.
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // A lesson's video (SPEC §2 Courses and course detail): the privacy-enhanced YouTube player and Vimeo's player
        // without tracking.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.user) reply.header('cache-control', 'no-store');
    if (isSubresource(reply.getHeader('content-type'))) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });
  if (opts.corsOrigin) {
    await app.register(cors, { origin: opts.corsOrigin.split(',').map((o) => o.trim()), credentials: false });
  }
});
