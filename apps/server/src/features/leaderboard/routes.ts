import { envelope } from '@esdc/core/api';
import { LEADERBOARD_CHART_MEMBERS, LEADERBOARD_DEFAULT_LIMIT, LEADERBOARD_MAX_LIMIT, LEADERBOARD_TIMEFRAMES } from '@esdc/core/leaderboard';
import { leaderboardHistorySchema, leaderboardPageSchema } from '@esdc/core/leaderboard-schemas';
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

/** The rules of both boards (each route's description in /api/docs). */
const BOARD_RULES =
  "Timeframes: 'all' ranks by total points; 'monthly' / 'weekly' by the points earned in the current calendar month / ISO week (UTC, from Monday 00:00), " +
  'so those boards start empty each month / week (docs/decisions/004-leaderboard.md). On the board: active members with more than 0 points in the timeframe, ' +
  "most points first, then whoever reached that score first, then id; ranks are unique. 400 'Invalid timeframe', 'Invalid limit', 'Invalid offset'.";

/**
 * Leaderboard API (SPEC §2 Leaderboard; the contract: /api/docs): the board of a timeframe with the viewer's own standing, and the top
 * members' points over time. Public; a signed-in viewer also gets `me`.
 */
export async function leaderboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/leaderboard',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['leaderboard'],
        summary: 'The leaderboard of a timeframe (all, monthly, weekly), paged, with your own standing',
        description: `Public; a signed-in viewer also gets \`me\`. ${BOARD_RULES}`,
        querystring: boardQuery,
        response: { 200: envelope(leaderboardPageSchema) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await getLeaderboard(ctx.db, { ...q, viewerId: request.user?.id ?? null, now: ctx.clock() });
      reply.header('cache-control', request.user ? 'private, no-cache' : 'no-cache');
      return ok(page);
    },
  );

  r.get(
    '/api/leaderboard/history',
    {
      schema: {
        tags: ['leaderboard'],
        summary: "The top members' points over the timeframe",
        description: `Public. The top \`limit\` members of the board (1–${HISTORY_MAX_MEMBERS}, default ${LEADERBOARD_CHART_MEMBERS}), in board order. ${BOARD_RULES}`,
        querystring: historyQuery,
        response: { 200: envelope(leaderboardHistorySchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(await getLeaderboardHistory(ctx.db, { ...request.query, now: ctx.clock() }));
    },
  );
}
