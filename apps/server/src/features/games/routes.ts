import { checkScorePlausibility } from '@esdc/core/games/plausibility';
import { pageQueryShape, textSchema } from '@esdc/core/input';
import { envelope } from '@esdc/core/api';
import { GAME_IDS, GAME_TOP_SCORES, type GameId } from '@esdc/core/games/score';
import { gameScoreEntrySchema, gameScoreSubmissionSchema, savedGameScoreSchema } from '@esdc/core/games/score-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { tooManyRequests } from '../../plugins/rate-limiters.ts';
import { listTopScores, saveGameScore } from './game-score-service.ts';

/** Results a member may send per minute, over all games (429 beyond). */
const GAME_SCORES_PER_MINUTE = 30;
/** Largest board a client may ask for. */
const GAME_TOP_SCORES_MAX = 50;

const gameParams = z.object({ game: textSchema({ label: 'Game', max: 40 }) });
const isGame = (game: string): game is GameId => (GAME_IDS as readonly string[]).includes(game);
/** The game of the url, or 404 'Game not found'. */
function gameOf(request: FastifyRequest): GameId {
  const { game } = request.params as { game: string };
  if (!isGame(game)) throw notFound('Game not found');
  return game;
}

/**
 * Game scores API (SPEC §2 Games; the contract: /api/docs):
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
        description: [
          "`game` = snake | tetris | pong | breakout | memory | simon; anything else 404 'Game not found'. Message 'Score saved'. No points are awarded for games.",
          "401 signed out (or a suspended or inactive account's token); 403 'Only active members can save game scores' (e.g. pending); " +
            `429 'Too many scores. Please try again in N seconds.' beyond ${GAME_SCORES_PER_MINUTE} results a minute per member; 400 for the body ('Score must be a whole number', ` +
            "'Score cannot be negative', 'Duration must be at least 1 ms', 'Duration cannot be longer than a day', 'Moves cannot be negative', …).",
          "Then the rules (core `checkScorePlausibility`), 400 with: 'Score is not possible in <Snake | Tetris | Pong | Breakout | Memory Match | Simon Says>' " +
            "(a score the game cannot produce), 'Score is not possible in the time played', 'Moves are required for Memory Match', 'Moves are not possible in Memory Match' " +
            "(fewer than 8), 'Moves are only recorded in Memory Match'. The bounds come from each engine's own constants and are generous (the luckiest game, up to 10% less time): " +
            'Snake: multiple of 10, at most 399 foods, one move per food at the tick (150 ms, −2 ms per food, ≥ 50 ms). Tetris: multiple of 100; the fewest lines that score it ' +
            '(100 × level per line, level + 1 every 10 lines), 2.5 pieces a line, at most 10 pieces a second. Pong: 0–5 points won; each point needs the 45-update serve delay and ' +
            "the ball's run from the centre out of the court at serve speed. Breakout: multiple of 10, at most 500 (50 bricks); the first brick after the serve delay and the climb " +
            'to the lowest row, then at most one brick per update. Memory Match: score 0, moves ≥ 8; 1 s per mismatch (moves − 8) and 50 ms between clicks. Simon Says: each ' +
            "round's playback (n steps at 600 ms, −50 ms every 5 points, ≥ 200 ms, × (n + 0.5)) and 50 ms between presses.",
          "`best`: whether this result is now the member's best for the game (the first, or better than every earlier one; an equal result later is not). `rank`: the member's " +
            "place on that game's board after it. A score game's result of 0 (Pong: no point won) is saved as played but is not on the board: `best` false, `rank` null " +
            '(core `isRankedResult`); Memory Match, ranked by time, always counts.',
        ].join('\n\n'),
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
        description:
          `Public. \`limit\` 1–${GAME_TOP_SCORES_MAX} (default ${GAME_TOP_SCORES}). Order (core \`GAME_RANKING\`): score games by score, then who got it first; Pong by points won, ` +
          "then the shorter game, then first; Memory Match by time, then moves, then first. 404 'Game not found'.",
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
