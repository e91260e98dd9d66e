/**
 * Score plausibility (SPEC §2 Games, SPEC §9 game rules): the server
 * refuses a result the rules cannot produce, or cannot produce in the time played. Every bound is derived
 * from the engines' own constants and functions (./snake.ts, ./tetris.ts, …), so a rule change moves the
 * bound with it. The bounds are deliberately generous: each assumes the luckiest game possible (food
 * always next to the head, a brick hit every update, …) and a reported time up to
 * {@link PLAUSIBILITY_TIME_TOLERANCE} short, so no real game is ever refused.
 */
import {
  BREAKOUT_BALL_RADIUS,
  BREAKOUT_BALL_SPEED,
  BREAKOUT_BRICK_COLS,
  BREAKOUT_BRICK_GAP,
  BREAKOUT_BRICK_HEIGHT,
  BREAKOUT_BRICK_POINTS,
  BREAKOUT_BRICK_ROWS,
  BREAKOUT_BRICK_TOP,
  BREAKOUT_PADDLE_Y,
  BREAKOUT_SERVE_DELAY_UPDATES,
  BREAKOUT_STEP_MS,
} from './breakout.ts';
import { MEMORY_MISMATCH_MS, MEMORY_PAIRS } from './memory.ts';
import { PONG_BALL_SIZE, PONG_BALL_START_SPEED, PONG_SERVE_DELAY_UPDATES, PONG_STEP_MS, PONG_WIDTH, PONG_WINNING_SCORE } from './pong.ts';
import type { GameId, GameScoreSubmission } from './score.ts';
import { SIMON_COLORS, simonPlaybackEndMs, SIMON_STEPS_PER_ROUND, type SimonColor } from './simon.ts';
import { SNAKE_FOOD_POINTS, SNAKE_GRID, snakeTickMs } from './snake.ts';
import { TETRIS_COLS, TETRIS_MATRICES, TETRIS_POINTS_PER_LINE, tetrisLevel } from './tetris.ts';

/** What {@link checkScorePlausibility} answers: fine, or refused with the message the API returns (400). */
export type PlausibilityResult = { ok: true } | { ok: false; message: string };

/**
 * A reported time may be this much of the rules' minimum and still pass (the client measures time in frames
 * and rounds it to whole ms): 0.9 = up to 10% short.
 */
export const PLAUSIBILITY_TIME_TOLERANCE = 0.9;

/**
 * Human bound: the quickest a player places a Tetris piece, in ms (100 ms = 10 pieces a second, faster
 * than the 40-line sprint world record of about 7 a second with hard drop). The rules themselves set no
 * limit, since hard drop locks a piece at once.
 */
export const TETRIS_MIN_MS_PER_PIECE = 100;

/**
 * Human bound: the quickest a player clicks or presses again, in ms (Memory cards, Simon pads; 20 a second).
 */
export const MIN_MS_PER_PRESS = 50;

/** The games' names as messages show them (SPEC §2 Games). */
const GAME_NAMES: Record<GameId, string> = {
  snake: 'Snake',
  tetris: 'Tetris',
  pong: 'Pong',
  breakout: 'Breakout',
  memory: 'Memory Match',
  simon: 'Simon Says',
};

/** Food a Snake game can hold: the snake starts one cell long and fills the board at most. */
export const SNAKE_MAX_FOOD = SNAKE_GRID * SNAKE_GRID - 1;

/** Bricks of a Breakout wall. */
export const BREAKOUT_BRICK_COUNT = BREAKOUT_BRICK_ROWS * BREAKOUT_BRICK_COLS;

/** Cells of one tetromino (every shape has the same count). */
const TETRIS_CELLS_PER_PIECE = TETRIS_MATRICES.I.flat().filter(Boolean).length;

/** Largest score accepted at all (fits the database's 32-bit integer). */
const SCORE_CEILING = 1_000_000_000;

/**
 * Least time a Snake game needs to eat `food` foods: each food needs at least one move, and the move after
 * `j` foods takes `snakeTickMs(j)` ms (150 ms, 2 ms less per food, at least 50 ms).
 * @returns ms
 */
export function snakeMinDurationMs(food: number): number {
  let ms = 0;
  for (let j = 0; j < food; j += 1) ms += snakeTickMs(j);
  return ms;
}

/**
 * The fewest lines that can score `units` × 100 points in Tetris: clearing lines one at a time scores the most
 * per line (a line cleared with others counts at the level its clear started at), so n lines score at most
 * Σ level(i) for i < n. Any multiple of 100 up to that is reachable with n lines (see the tests).
 * @param units score / TETRIS_POINTS_PER_LINE
 */
export function tetrisMinLines(units: number): number {
  let lines = 0;
  let most = 0;
  while (most < units) {
    most += tetrisLevel(lines);
    lines += 1;
  }
  return lines;
}

/**
 * Least time a Tetris game needs to clear `lines` lines: each line is TETRIS_COLS cells, so at least
 * lines × 10 / 4 pieces (2.5 a line), each placed no faster than {@link TETRIS_MIN_MS_PER_PIECE}.
 * @returns ms
 */
export function tetrisMinDurationMs(lines: number): number {
  return Math.ceil((lines * TETRIS_COLS) / TETRIS_CELLS_PER_PIECE) * TETRIS_MIN_MS_PER_PIECE;
}

/**
 * Least time one Pong point takes: the serve delay, then the ball at serve speed from the centre until it is
 * wholly past an edge (no paddle hit: every hit adds a crossing of the court and only then speeds it up).
 * @returns ms
 */
export function pongMinPointMs(): number {
  const travel = PONG_WIDTH / 2 + PONG_BALL_SIZE / 2;
  return (PONG_SERVE_DELAY_UPDATES + Math.ceil(travel / PONG_BALL_START_SPEED)) * PONG_STEP_MS;
}

/**
 * Least time a Breakout game needs to break `bricks` bricks: the first serve's delay, the climb from the
 * paddle to the lowest row of bricks at full speed, then (the engine breaks at most one brick per update)
 * one update per further brick.
 * @returns ms
 */
export function breakoutMinDurationMs(bricks: number): number {
  if (bricks <= 0) return 0;
  const lowestBrickBottom = BREAKOUT_BRICK_TOP + BREAKOUT_BRICK_ROWS * (BREAKOUT_BRICK_HEIGHT + BREAKOUT_BRICK_GAP) - BREAKOUT_BRICK_GAP;
  const climb = BREAKOUT_PADDLE_Y - BREAKOUT_BALL_RADIUS - (lowestBrickBottom + BREAKOUT_BALL_RADIUS);
  return (BREAKOUT_SERVE_DELAY_UPDATES + Math.ceil(climb / BREAKOUT_BALL_SPEED) + (bricks - 1)) * BREAKOUT_STEP_MS;
}

/**
 * Least time a Memory Match game of `moves` moves (≥ 8) takes. The clock starts at the first card, so
 * 2 × moves − 1 more clicks follow. Every move that is not one of the 8 matches is a mismatch, shown for
 * MEMORY_MISMATCH_MS (1 s) before another card can be turned (the game ends on a match, so a click always
 * follows); every other click comes at least {@link MIN_MS_PER_PRESS} after the one before.
 * @returns ms
 */
export function memoryMinDurationMs(moves: number): number {
  const mismatches = moves - MEMORY_PAIRS;
  return mismatches * MEMORY_MISMATCH_MS + (2 * moves - 1 - mismatches) * MIN_MS_PER_PRESS;
}

/**
 * Least time a Simon Says game needs to score `score` points, stopping once it passes `stopAboveMs`: round n
 * plays back its n steps (simonPlaybackEndMs: the step, 600 ms down to 200 ms, × (n + 0.5)), then the
 * player repeats them, each press at least {@link MIN_MS_PER_PRESS} after the one before (the first may come
 * at once).
 * @returns ms (or the first sum above `stopAboveMs`)
 */
export function simonMinDurationMs(score: number, stopAboveMs = Infinity): number {
  const sequence: SimonColor[] = [];
  let ms = 0;
  for (let round = 0; round < score && ms <= stopAboveMs; round += 1) {
    // A game starts with one step and every round adds SIMON_STEPS_PER_ROUND.
    const added = round === 0 ? 1 : SIMON_STEPS_PER_ROUND;
    for (let i = 0; i < added; i += 1) sequence.push(SIMON_COLORS[0]);
    ms += simonPlaybackEndMs({ score: round, sequence }) + (sequence.length - 1) * MIN_MS_PER_PRESS;
  }
  return ms;
}

const refuse = (message: string): PlausibilityResult => ({ ok: false, message });
const OK: PlausibilityResult = { ok: true };

/**
 * Whether a finished game's result is one the game's rules (SPEC §9) can produce in the time played.
 * Snake: a multiple of 10, at most a full board of food, one move per food at the speeding-up tick.
 * Tetris: a multiple of 100, with at least the lines that score it and 2.5 pieces a line at ≤ 10 pieces/s.
 * Pong: 0–5 points won, each needing a serve and a crossing. Breakout: a multiple of 10 up to the 50 bricks,
 * the first after the serve and climb. Memory Match: score 0, at least 8 moves, 1 s per mismatch. Simon
 * Says: each round's playback and presses. Moves are given for Memory Match only.
 * @param game the game
 * @param submission score, duration_ms (ms played, pauses excluded) and Memory's moves
 * @returns `{ ok: true }`, or `{ ok: false, message }`: 'Score is not possible in <game>',
 *   'Score is not possible in the time played', 'Moves are required for Memory Match',
 *   'Moves are not possible in Memory Match', 'Moves are only recorded in Memory Match'
 */
export function checkScorePlausibility(game: GameId, submission: GameScoreSubmission): PlausibilityResult {
  const { score, duration_ms: duration, moves } = submission;
  const impossible = refuse(`Score is not possible in ${GAME_NAMES[game]}`);
  const tooFast = refuse('Score is not possible in the time played');
  if (!Number.isInteger(score) || score < 0 || score > SCORE_CEILING) return impossible;
  if (!Number.isFinite(duration) || duration <= 0) return tooFast;
  if (game !== 'memory' && moves !== undefined && moves !== null) return refuse('Moves are only recorded in Memory Match');
  /** Whether the time played reaches the rules' minimum (with the tolerance). */
  const fastEnough = (minMs: number) => duration >= minMs * PLAUSIBILITY_TIME_TOLERANCE;

  switch (game) {
    case 'snake': {
      if (score % SNAKE_FOOD_POINTS !== 0) return impossible;
      const food = score / SNAKE_FOOD_POINTS;
      if (food > SNAKE_MAX_FOOD) return impossible;
      return fastEnough(snakeMinDurationMs(food)) ? OK : tooFast;
    }
    case 'tetris': {
      if (score % TETRIS_POINTS_PER_LINE !== 0) return impossible;
      return fastEnough(tetrisMinDurationMs(tetrisMinLines(score / TETRIS_POINTS_PER_LINE))) ? OK : tooFast;
    }
    case 'pong':
      if (score > PONG_WINNING_SCORE) return impossible;
      return fastEnough(score * pongMinPointMs()) ? OK : tooFast;
    case 'breakout': {
      if (score % BREAKOUT_BRICK_POINTS !== 0) return impossible;
      const bricks = score / BREAKOUT_BRICK_POINTS;
      if (bricks > BREAKOUT_BRICK_COUNT) return impossible;
      return fastEnough(breakoutMinDurationMs(bricks)) ? OK : tooFast;
    }
    case 'memory':
      if (score !== 0) return impossible;
      if (moves === undefined || moves === null) return refuse('Moves are required for Memory Match');
      if (!Number.isInteger(moves) || moves < MEMORY_PAIRS || moves > SCORE_CEILING) return refuse('Moves are not possible in Memory Match');
      return fastEnough(memoryMinDurationMs(moves)) ? OK : tooFast;
    case 'simon':
      return fastEnough(simonMinDurationMs(score, duration / PLAUSIBILITY_TIME_TOLERANCE)) ? OK : tooFast;
  }
}
