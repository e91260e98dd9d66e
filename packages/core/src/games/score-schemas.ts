import { z } from 'zod';

/*
 * The zod schemas of the game-score routes (SPEC §2 Games): what a finished game sends and what the server answers.
 * Kept apart from ./score.ts so a game page, which only needs the ids and ranking rules, does not load zod.
 */

/** Longest game a result may report: a day, in ms. */
export const GAME_MAX_DURATION_MS = 86_400_000;
/** Largest score or move count stored (the database column is a 32-bit integer). */
export const GAME_MAX_VALUE = 1_000_000_000;

/**
 * `POST /api/games/{game}/scores` body (what a finished game reports): whole numbers only; `score` ≥ 0;
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

/**
 * What a finished game reports. `score` is the game's points (Pong: points the player won; Memory: 0, its
 * result is `duration_ms` and `moves`), `duration_ms` the time played in ms (pauses excluded),
 * `moves` Memory's moves (omitted for the others).
 */
export type GameScoreSubmission = z.input<typeof gameScoreSubmissionSchema>;

/** The answer to a saved score (SPEC §2 Games): its id, whether it is the member's new best, their place on the board (null when not ranked). */
export const savedGameScoreSchema = z.object({ id: z.number().int(), best: z.boolean(), rank: z.number().int().nullable() });
export type SavedGameScore = z.infer<typeof savedGameScoreSchema>;

/** One line of a game's top 10: each member's best result, best first. */
export const gameScoreEntrySchema = z.object({
  rank: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  score: z.number().int(),
  duration_ms: z.number().int(),
  moves: z.number().int().nullable(),
  created_at: z.string(),
});
export type GameScoreEntry = z.infer<typeof gameScoreEntrySchema>;
