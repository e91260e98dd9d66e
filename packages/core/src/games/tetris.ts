/**
 * Tetris engine (SPEC §9 Tetris, §4 Games): a pure, deterministic state machine. State in, state out;
 * time (elapsed ms) and randomness (`Rng`) are injected, so the engine never reads a clock or the DOM.
 */
import { pausePlay, resumePlay, startOrReplay, togglePlayPause, type PlayStatus } from './play-state.ts';
import { randomInt, type Rng } from './rng.ts';

/** Board width in cells (SPEC §9 Tetris: 10x20). */
export const TETRIS_COLS = 10;
/** Board height in cells (SPEC §9 Tetris: 10x20). */
export const TETRIS_ROWS = 20;
/** The seven tetromino shapes (SPEC §9 Tetris: 7 shapes). */
export const TETRIS_SHAPE_KEYS = ['I', 'O', 'T', 'S', 'Z', 'J', 'L'] as const;
/** Points per cleared line, multiplied by the level (SPEC §9 Tetris: 100 x level per line). */
export const TETRIS_POINTS_PER_LINE = 100;
/** The level rises each time the total of cleared lines reaches a multiple of this (SPEC §9 Tetris). */
export const TETRIS_LINES_PER_LEVEL = 10;
/** The level a game starts at. */
export const TETRIS_START_LEVEL = 1;
/** Fall interval before the level term: max(100, 1000 − level×100) ms (SPEC §9 Tetris). */
export const TETRIS_BASE_FALL_MS = 1000;
/** Each level takes this many ms off the fall interval (SPEC §9 Tetris). */
export const TETRIS_FALL_MS_PER_LEVEL = 100;
/** The fall interval never goes below this many ms (SPEC §9 Tetris). */
export const TETRIS_MIN_FALL_MS = 100;

/** One of the seven shapes. */
export type TetrisShape = (typeof TETRIS_SHAPE_KEYS)[number];
/** Game states (SPEC §4 Games: not started, running, paused, game over). */
export type TetrisStatus = PlayStatus;
/** A square matrix of 0/1 cells. */
export type TetrisMatrix = readonly (readonly number[])[];
/** The board: rows top to bottom, each cell empty (null) or filled with the shape that landed there. */
export type TetrisBoard = readonly (readonly (TetrisShape | null)[])[];

/** The falling piece: its shape, current rotation matrix and top-left position on the board. */
export interface TetrisPiece {
  readonly shape: TetrisShape;
  readonly matrix: TetrisMatrix;
  readonly x: number;
  readonly y: number;
}

/** The whole game at one instant. */
export interface TetrisState {
  readonly status: TetrisStatus;
  readonly board: TetrisBoard;
  readonly piece: TetrisPiece;
  readonly next: TetrisShape;
  readonly score: number;
  readonly lines: number;
  readonly level: number;
  /** Time accumulated towards the next gravity step. */
  readonly fallTimerMs: number;
  /** Running time of this game in ms (paused time excluded). */
  readonly elapsedMs: number;
  /** Lines cleared by the most recent lock (for sounds and announcements). */
  readonly lastCleared: number;
}

/** Spawn matrices (rotation 0) of the seven shapes. */
export const TETRIS_MATRICES: Readonly<Record<TetrisShape, TetrisMatrix>> = {
  I: [
    [0, 0, 0, 0],
    [1, 1, 1, 1],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ],
  O: [
    [1, 1],
    [1, 1],
  ],
  T: [
    [0, 1, 0],
    [1, 1, 1],
    [0, 0, 0],
  ],
  S: [
    [0, 1, 1],
    [1, 1, 0],
    [0, 0, 0],
  ],
  Z: [
    [1, 1, 0],
    [0, 1, 1],
    [0, 0, 0],
  ],
  J: [
    [1, 0, 0],
    [1, 1, 1],
    [0, 0, 0],
  ],
  L: [
    [0, 0, 1],
    [1, 1, 1],
    [0, 0, 0],
  ],
};

/** Sideways offsets tried, in order, when a rotation collides (a simple wall kick). */
const KICKS = [0, -1, 1, -2, 2] as const;

/** The level for a total of cleared lines: starts at 1 and rises at every multiple of 10 (SPEC §9 Tetris). */
export function tetrisLevel(lines: number): number {
  return TETRIS_START_LEVEL + Math.floor(lines / TETRIS_LINES_PER_LEVEL);
}

/** Fall interval at a level: max(100, 1000 − level×100) ms (SPEC §9 Tetris). */
export function tetrisFallMs(level: number): number {
  return Math.max(TETRIS_MIN_FALL_MS, TETRIS_BASE_FALL_MS - level * TETRIS_FALL_MS_PER_LEVEL);
}

/** Points for clearing `cleared` lines at once at `level`: 100 × level per line (SPEC §9 Tetris). */
export function tetrisLinePoints(cleared: number, level: number): number {
  return cleared * TETRIS_POINTS_PER_LINE * level;
}

/** An empty 10×20 board. */
export function emptyTetrisBoard(): TetrisBoard {
  return Array.from({ length: TETRIS_ROWS }, () => Array.from({ length: TETRIS_COLS }, () => null));
}

/** The matrix turned a quarter clockwise. */
export function rotateMatrix(matrix: TetrisMatrix): TetrisMatrix {
  const n = matrix.length;
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => matrix[n - 1 - c]?.[r] ?? 0));
}

/** A piece of `shape` at its spawn position: centred at the top. */
export function spawnTetrisPiece(shape: TetrisShape): TetrisPiece {
  const matrix = TETRIS_MATRICES[shape];
  return { shape, matrix, x: Math.floor((TETRIS_COLS - matrix.length) / 2), y: 0 };
}

/** A random shape from the injected rng. */
export function randomTetrisShape(rng: Rng): TetrisShape {
  return TETRIS_SHAPE_KEYS[randomInt(rng, TETRIS_SHAPE_KEYS.length)] as TetrisShape;
}

/** Whether the piece overlaps a wall, the floor or a filled cell. */
export function tetrisCollides(board: TetrisBoard, piece: Pick<TetrisPiece, 'matrix' | 'x' | 'y'>): boolean {
  for (let r = 0; r < piece.matrix.length; r += 1) {
    const row = piece.matrix[r] ?? [];
    for (let c = 0; c < row.length; c += 1) {
      if (!row[c]) continue;
      const x = piece.x + c;
      const y = piece.y + r;
      if (x < 0 || x >= TETRIS_COLS || y >= TETRIS_ROWS) return true;
      if (y >= 0 && board[y]?.[x]) return true;
    }
  }
  return false;
}

/** The row the piece would land on if dropped now (for a ghost preview and hard drop). */
export function tetrisDropY(state: Pick<TetrisState, 'board' | 'piece'>): number {
  let y = state.piece.y;
  while (!tetrisCollides(state.board, { ...state.piece, y: y + 1 })) y += 1;
  return y;
}

/** A new game, not started: empty board, a piece and the next shape drawn with `rng`. */
export function createTetris(rng: Rng): TetrisState {
  const shape = randomTetrisShape(rng);
  return {
    status: 'idle',
    board: emptyTetrisBoard(),
    piece: spawnTetrisPiece(shape),
    next: randomTetrisShape(rng),
    score: 0,
    lines: 0,
    level: TETRIS_START_LEVEL,
    fallTimerMs: 0,
    elapsedMs: 0,
    lastCleared: 0,
  };
}

/** Starts the game: from not started it runs; after game over it is Play Again (a fresh board). */
export function startTetris(state: TetrisState, rng: Rng): TetrisState {
  return startOrReplay(state, () => createTetris(rng));
}

/** Pauses a running game. */
export const pauseTetris: (state: TetrisState) => TetrisState = pausePlay;

/** Resumes a paused game. */
export const resumeTetris: (state: TetrisState) => TetrisState = resumePlay;

/** The Pause/Resume button and the P key. */
export const toggleTetrisPause: (state: TetrisState) => TetrisState = togglePlayPause;

/** Locks the piece into the board, clears full lines, scores, levels up and spawns the next piece. */
function lockPiece(state: TetrisState, piece: TetrisPiece, rng: Rng): TetrisState {
  const merged = state.board.map((row) => [...row]);
  piece.matrix.forEach((row, r) =>
    row.forEach((cell, c) => {
      const target = merged[piece.y + r];
      if (cell && target) target[piece.x + c] = piece.shape;
    }),
  );
  const kept = merged.filter((row) => row.some((cell) => cell === null));
  const cleared = TETRIS_ROWS - kept.length;
  const board: TetrisBoard = [...Array.from({ length: cleared }, () => Array.from({ length: TETRIS_COLS }, () => null)), ...kept];
  const lines = state.lines + cleared;
  const spawned = spawnTetrisPiece(state.next);
  const over = tetrisCollides(board, spawned);
  return {
    ...state,
    board,
    piece: spawned,
    next: randomTetrisShape(rng),
    score: state.score + tetrisLinePoints(cleared, state.level),
    lines,
    level: tetrisLevel(lines),
    fallTimerMs: 0,
    lastCleared: cleared,
    status: over ? 'over' : state.status,
  };
}

/** Moves the piece one cell left or right when there is room. */
export function shiftTetris(state: TetrisState, dx: -1 | 1): TetrisState {
  if (state.status !== 'running') return state;
  const piece = { ...state.piece, x: state.piece.x + dx };
  return tetrisCollides(state.board, piece) ? state : { ...state, piece };
}

/** Moves the piece one row down (gravity or the down arrow); when it cannot move it locks. */
export function dropTetris(state: TetrisState, rng: Rng): TetrisState {
  if (state.status !== 'running') return state;
  const piece = { ...state.piece, y: state.piece.y + 1 };
  if (!tetrisCollides(state.board, piece)) return { ...state, piece };
  return lockPiece(state, state.piece, rng);
}

/** Rotates the piece clockwise (up arrow), nudging it sideways off a wall when needed. */
export function rotateTetris(state: TetrisState): TetrisState {
  if (state.status !== 'running') return state;
  const matrix = rotateMatrix(state.piece.matrix);
  for (const kick of KICKS) {
    const piece = { ...state.piece, matrix, x: state.piece.x + kick };
    if (!tetrisCollides(state.board, piece)) return { ...state, piece };
  }
  return state;
}

/** Drops the piece straight to where it lands and locks it (space). */
export function hardDropTetris(state: TetrisState, rng: Rng): TetrisState {
  if (state.status !== 'running') return state;
  return lockPiece(state, { ...state.piece, y: tetrisDropY(state) }, rng);
}

/** Advances time by `elapsedMs`: the piece falls one row per fall interval of the current level. */
export function tickTetris(state: TetrisState, elapsedMs: number, rng: Rng): TetrisState {
  if (state.status !== 'running') return state;
  let next: TetrisState = { ...state, fallTimerMs: state.fallTimerMs + elapsedMs, elapsedMs: state.elapsedMs + elapsedMs };
  while (next.status === 'running' && next.fallTimerMs >= tetrisFallMs(next.level)) {
    const remaining = next.fallTimerMs - tetrisFallMs(next.level);
    const dropped = dropTetris(next, rng);
    // A lock resets the timer for the new piece; a plain fall keeps the remainder.
    next = dropped.board === next.board ? { ...dropped, fallTimerMs: remaining } : dropped;
  }
  return next;
}
