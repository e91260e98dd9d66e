import { healthDegradedSchema, healthOkSchema } from '@esdc/core/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

/**
 * `GET /api/health` (SPEC §7 build guide): `{ status: 'ok', database: { engine, ok: true } }`, or 503
 * `{ status: 'degraded', database: { engine, ok: false } }` when the database does not answer. Its own shape, not the
 * success envelope (core health.ts declares both).
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        description: "Public, never cached. 200 when the database answers a ping; 503 'degraded' when it does not (the server itself is up).",
        response: { 200: healthOkSchema, 503: healthDegradedSchema },
      },
    },
    async (_request, reply) => {
      const engine = ctx.database.engine;
      if (await ctx.database.ping()) return reply.status(200).send({ status: 'ok', database: { engine, ok: true } });
      return reply.status(503).send({ status: 'degraded', database: { engine, ok: false } });
    },
  );
}
