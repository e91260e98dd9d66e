import type { FastifyInstance } from 'fastify';

/**
 * The benchmark's ceiling (bench/api): a precomputed JSON body of `bytes` bytes served through the same
 * plugins and hooks as every API route. Registered only when BENCH_STATIC_BYTES is set.
 */
export function benchRoutes(app: FastifyInstance, bytes: number): void {
  const filler = 'x'.repeat(Math.max(0, bytes - 40));
  const body = JSON.stringify({ success: true, data: { filler } });
  app.get('/api/_bench/static', { schema: { hide: true } }, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
