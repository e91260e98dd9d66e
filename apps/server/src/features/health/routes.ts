import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** `GET /api/health` (SPEC §7 build guide): `{ status: 'ok', database: { engine, ok } }`; 503 when the database does not answer. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', { schema: { tags: ['health'], summary: 'Liveness and database check' } }, async (_request, reply) => {
    const dbOk = await ctx.database.ping();
    return reply.status(dbOk ? 200 : 503).send({ status: dbOk ? 'ok' : 'degraded', database: { engine: ctx.database.engine, ok: dbOk } });
  });
}
