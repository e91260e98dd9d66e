import { checkScorePlausibility } from '@esdc/core/games/plausibility';
import { pageQueryShape, textSchema } from '@esdc/core/input';
import { envelope } from '@esdc/core/api';
import { GAME_IDS, GAME_TOP_SCORES, gameScoreEntrySchema, gameScoreSubmissionSchema, savedGameScoreSchema, type GameId } from '@esdc/core/games/score';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { tooManyRequests } from '../../plugins/rate-limiters.ts';
import { listTopScores, saveGameScore } from './game-score-service.ts';

/** Results a member may send per minute, over all games (429 beyond). */
export const GAME_SCORES_PER_MINUTE = 30;
/** Largest board a client may ask for. */
export const GAME_TOP_SCORES_MAX = 50;

const gameParams = z.object({ game: textSchema({ label: 'Game', max: 40 }) });
const isGame = (game: string): game is GameId => (GAME_IDS as readonly string[]).includes(game);
/** The game of the url, or 404 'Game not found'. */
function gameOf(request: FastifyRequest): GameId {
  const { game } = request.params as { game: string };
  if (!isGame(game)) throw notFound('Game not found');
  return game;
}

/**
 * Game scores API (SPEC §2 Games; docs/api/leaderboard-and-games.md):
 * signed-in active members send finished games, checked against the rules (core `checkScorePlausibility`);
 * anyone reads a game's top results, each member's best once.
 */
export async function gameRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limiter = app.createRateLimit({
    max: GAME_SCORES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `game-scores:${req.user?.id ?? req.ip}`,
  });
  // Before the body is validated: who may send (401, 403: the onRequest hook), which game (404), how often (429).
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    gameOf(request);
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds, { reply, what: 'scores' });
  };

  r.post(
    '/api/games/:game/scores',
    {
      onRequest: app.requirePermission('game:score', 'Only active members can save game scores'),
      preValidation: admit,
      schema: {
        tags: ['games'],
        summary: 'Save a finished game (signed-in active members; checked against the rules)',
        params: gameParams,
        body: gameScoreSubmissionSchema,
        response: { 201: envelope(savedGameScoreSchema) },
      },
    },
    async (request, reply) => {
      const game = gameOf(request);
      const submission = request.body;
      const verdict = checkScorePlausibility(game, submission);
      if (!verdict.ok) throw badRequest(verdict.message);
      const saved = await saveGameScore(ctx.database, { userId: request.user!.id, game, submission, now: ctx.clock() });
      return reply.status(201).send(ok(saved, { message: 'Score saved' }));
    },
  );

  r.get(
    '/api/games/:game/scores',
    {
      schema: {
        tags: ['games'],
        summary: "A game's top results: each active member's best, best first",
        params: gameParams,
        querystring: z.object({
          limit: pageQueryShape({ defaultLimit: GAME_TOP_SCORES, maxLimit: GAME_TOP_SCORES_MAX }).limit,
        }),
        response: { 200: envelope(z.array(gameScoreEntrySchema)) },
      },
    },
    async (request, reply) => {
      const game = gameOf(request);
      reply.header('cache-control', 'no-cache');
      return ok(await listTopScores(ctx.db, game, request.query.limit));
    },
  );
}
