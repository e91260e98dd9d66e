import { z } from 'zod';

/** Longest game a result may report: a day, in ms. */
export const GAME_MAX_DURATION_MS = 86_400_000;
/** Largest score or move count stored (the database column is a 32-bit integer). */
export const GAME_MAX_VALUE = 1_000_000_000;

/**
 * `POST /api/games/{game}/scores` body (core `GameScoreSubmission`): whole numbers only; `score` ≥ 0;
 * `duration_ms` 1 ms to a day; `moves` (Memory Match only, checked with the rules by core
 * `checkScorePlausibility`) ≥ 0, null treated as absent.
 */
export const gameScoreSubmissionSchema = z.object({
  score: z
    .number({ error: 'Score must be a number' })
    .int('Score must be a whole number')
    .min(0, 'Score cannot be negative')
    .max(GAME_MAX_VALUE, 'Score is too large'),
  duration_ms: z
    .number({ error: 'Duration must be a number' })
    .int('Duration must be a whole number of ms')
    .min(1, 'Duration must be at least 1 ms')
    .max(GAME_MAX_DURATION_MS, 'Duration cannot be longer than a day'),
  moves: z
    .number({ error: 'Moves must be a number' })
    .int('Moves must be a whole number')
    .min(0, 'Moves cannot be negative')
    .max(GAME_MAX_VALUE, 'Moves is too large')
    .nullish()
    .transform((v) => v ?? undefined),
});
