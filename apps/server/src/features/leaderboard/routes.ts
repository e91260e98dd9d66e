import { LEADERBOARD_CHART_MEMBERS, LEADERBOARD_DEFAULT_LIMIT, LEADERBOARD_MAX_LIMIT, LEADERBOARD_TIMEFRAMES } from '@esdc/core/leaderboard';
import { pageQueryShape } from '@esdc/core/input';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { getLeaderboard, getLeaderboardHistory, HISTORY_MAX_MEMBERS } from './leaderboard-service.ts';

const timeframe = z.enum(LEADERBOARD_TIMEFRAMES, { error: 'Invalid timeframe' }).default('all');

const boardQuery = z.object({
  timeframe,
  ...pageQueryShape({ defaultLimit: LEADERBOARD_DEFAULT_LIMIT, maxLimit: LEADERBOARD_MAX_LIMIT }),
});

const historyQuery = z.object({
  timeframe,
  limit: pageQueryShape({ defaultLimit: LEADERBOARD_CHART_MEMBERS, maxLimit: HISTORY_MAX_MEMBERS }).limit,
});

/**
 * Leaderboard API (SPEC §2 Leaderboard;
 * docs/api/leaderboard-and-games.md): the board of a timeframe with the viewer's own standing, and the top
 * members' points over time. Public; a signed-in viewer also gets `me`.
 */
export async function leaderboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/leaderboard',
    { schema: { tags: ['leaderboard'], summary: 'The leaderboard of a timeframe (all, monthly, weekly), paged, with your own standing', querystring: boardQuery } },
    async (request, reply) => {
      const q = request.query;
      const page = await getLeaderboard(ctx.db, { ...q, viewerId: request.user?.id ?? null, now: ctx.clock() });
      reply.header('cache-control', request.user ? 'private, no-cache' : 'no-cache');
      return ok(page);
    },
  );

  r.get(
    '/api/leaderboard/history',
    { schema: { tags: ['leaderboard'], summary: "The top members' points over the timeframe", querystring: historyQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(await getLeaderboardHistory(ctx.db, { ...request.query, now: ctx.clock() }));
    },
  );
}
