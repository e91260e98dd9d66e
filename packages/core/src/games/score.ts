/*
 * Game scores sent to the server by signed-in members (SPEC §2 Games):
 * `POST /api/games/{game}/scores`, checked for plausibility against the rules of SPEC §9 (./plausibility.ts),
 * and each game's top 10 (`GET /api/games/{game}/scores`).
 */

/** The six games, by their route segment (SPEC §2 Games). */
export const GAME_IDS = ['snake', 'tetris', 'pong', 'breakout', 'memory', 'simon'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** How many scores a game's board shows. */
export const GAME_TOP_SCORES = 10;

export type { GameScoreEntry, GameScoreSubmission, SavedGameScore } from './score-schemas.ts';

/**
 * Whether lower is better for a game's board: Memory ranks by time then moves; Pong by points won, then
 * by shorter time; the rest by score, then by who got it first.
 */
export const GAME_RANKING: Record<GameId, 'score' | 'time'> = {
  snake: 'score',
  tetris: 'score',
  pong: 'score',
  breakout: 'score',
  memory: 'time',
  simon: 'score',
};

/**
 * Whether a finished game's result goes on the game's Top 10 and can be a best or a place:
 * Memory Match ('time') always (every finished game matched all pairs); a score game only with a score above
 * 0 — a game that scored nothing is kept as played but neither published nor celebrated.
 */
export function isRankedResult(game: GameId, result: { score: number }): boolean {
  return GAME_RANKING[game] === 'time' || result.score > 0;
}
