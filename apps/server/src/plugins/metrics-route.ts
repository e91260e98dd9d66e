import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../platform/metrics.ts';

/**
 * `GET /metrics` (docs/requirements.md §7 Operations): the app's metrics in Prometheus' text format, to a scraper that
 * sends `Authorization: Bearer $METRICS_TOKEN`; 401 with any other or no credentials. Without `METRICS_TOKEN` it is
 * off: the site's 404, whatever the request sends. Not in the API's OpenAPI document.
 * @param app the Fastify instance
 * @param metrics the app's metrics
 * @param token METRICS_TOKEN, or undefined
 */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  app.get('/metrics', { schema: { hide: true }, config: { ownAuthorization: true } }, async (request, reply) => {
    if (!expected) return reply.callNotFound();
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').header('cache-control', 'no-store').type('text/plain').send('Unauthorized\n');
    }
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}
