import { healthDegradedSchema, healthOkSchema, readyNotSchema, readyOkSchema } from '@esdc/core/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

/**
 * `GET /api/health` (SPEC §7 build guide): `{ status: 'ok', database: { engine, ok: true } }`, or 503
 * `{ status: 'degraded', database: { engine, ok: false } }` when the database does not answer. Its own shape, not the
 * success envelope (core health.ts declares both). And `GET /api/ready` (docs/requirements.md §7 Operations): 200
 * `ready` when the database answers and has every migration of this build applied, else 503 `not_ready`; while the
 * server shuts down every route, this one included, answers 503 (Fastify's `return503OnClosing`).
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
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: may this instance take traffic',
        description:
          "Public, never cached. 200 'ready' when the database answers and every migration of this build is applied; 503 'not_ready' otherwise " +
          '(the database is down, or another instance is still migrating it), and while the server shuts down. For load balancers and container health checks.',
        response: { 200: readyOkSchema, 503: readyNotSchema },
      },
    },
    async (_request, reply) => {
      const engine = ctx.database.engine;
      if (!(await ctx.database.ping())) return reply.status(503).send({ status: 'not_ready', database: { engine, ok: false }, migrations: null });
      const migrations = await ctx.migrationState();
      if (migrations.pending > 0) return reply.status(503).send({ status: 'not_ready', database: { engine, ok: true }, migrations });
      return reply.status(200).send({ status: 'ready', database: { engine, ok: true }, migrations });
    },
  );
}
