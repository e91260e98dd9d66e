/**
 * Snake engine (SPEC §9 Snake, §4 Games): a pure, deterministic state machine. State in, state out;
 * time (elapsed ms) and randomness (`Rng`) are injected, so the engine never reads a clock or the DOM.
 */
import { pausePlay, resumePlay, startOrReplay, togglePlayPause, type PlayStatus } from './play-state.ts';
import { randomInt, type Rng } from './rng.ts';

/** The board is a square of this many cells a side (SPEC §9 Snake: 20x20). */
export const SNAKE_GRID = 20;
/** The snake's head starts here (SPEC §9 Snake: start (10,10)). */
export const SNAKE_START: SnakePoint = Object.freeze({ x: 10, y: 10 });
/** The snake starts moving right (SPEC §9 Snake). */
export const SNAKE_START_DIRECTION: SnakeDirection = 'right';
/** The snake moves one cell every this many ms at the start (SPEC §9 Snake: 150 ms tick). */
export const SNAKE_START_TICK_MS = 150;
/** Points for each food eaten (SPEC §9 Snake: +10 per food). */
export const SNAKE_FOOD_POINTS = 10;
/** The tick shortens by this many ms per food eaten (SPEC §9 Snake). */
export const SNAKE_TICK_DECREMENT_MS = 2;
/** The tick never goes below this many ms (SPEC §9 Snake: minimum 50 ms). */
export const SNAKE_MIN_TICK_MS = 50;
/** At most this many turns are buffered between two moves, so quick double turns are not lost. */
export const SNAKE_TURN_BUFFER = 2;

/** A heading on the grid. */
export type SnakeDirection = 'up' | 'down' | 'left' | 'right';
/** Game states (SPEC §4 Games: not started, running, paused, game over). */
export type SnakeStatus = PlayStatus;
/** A grid cell; x grows to the right, y grows downwards. */
export interface SnakePoint {
  readonly x: number;
  readonly y: number;
}

/** The whole game at one instant. */
export interface SnakeState {
  readonly status: SnakeStatus;
  /** Segments, head first. */
  readonly body: readonly SnakePoint[];
  /** The direction of the last move. */
  readonly direction: SnakeDirection;
  /** Turns requested but not yet applied, oldest first. */
  readonly turns: readonly SnakeDirection[];
  /** The food cell; null only when the board is full. */
  readonly food: SnakePoint | null;
  readonly score: number;
  readonly foodEaten: number;
  /** Current ms per move. */
  readonly tickMs: number;
  /** Time accumulated towards the next move. */
  readonly timerMs: number;
  /** Running time of this game in ms (paused time excluded). */
  readonly elapsedMs: number;
  /** What ended the game, when it is over. */
  readonly collision: 'wall' | 'self' | null;
}

const DELTAS: Record<SnakeDirection, SnakePoint> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

const OPPOSITE: Record<SnakeDirection, SnakeDirection> = { up: 'down', down: 'up', left: 'right', right: 'left' };

/** Ms per move after `foodEaten` foods: 150 − 2 per food, never below 50 (SPEC §9 Snake). */
export function snakeTickMs(foodEaten: number): number {
  return Math.max(SNAKE_MIN_TICK_MS, SNAKE_START_TICK_MS - SNAKE_TICK_DECREMENT_MS * foodEaten);
}

/** A free cell for the food, chosen with `rng`; null when the snake fills the board. */
export function placeSnakeFood(body: readonly SnakePoint[], rng: Rng): SnakePoint | null {
  const taken = new Set(body.map((p) => p.y * SNAKE_GRID + p.x));
  const free: number[] = [];
  for (let i = 0; i < SNAKE_GRID * SNAKE_GRID; i += 1) if (!taken.has(i)) free.push(i);
  if (free.length === 0) return null;
  const cell = free[randomInt(rng, free.length)] as number;
  return { x: cell % SNAKE_GRID, y: Math.floor(cell / SNAKE_GRID) };
}

/** A new game, not started: head at (10,10) heading right, food placed with `rng`. */
export function createSnake(rng: Rng): SnakeState {
  const body = [SNAKE_START];
  return {
    status: 'idle',
    body,
    direction: SNAKE_START_DIRECTION,
    turns: [],
    food: placeSnakeFood(body, rng),
    score: 0,
    foodEaten: 0,
    tickMs: SNAKE_START_TICK_MS,
    timerMs: 0,
    elapsedMs: 0,
    collision: null,
  };
}

/** Starts the game: from not started it runs the board shown; after game over it is Play Again (a fresh board). */
export function startSnake(state: SnakeState, rng: Rng): SnakeState {
  return startOrReplay(state, () => createSnake(rng));
}

/** Pauses a running game. */
export const pauseSnake: (state: SnakeState) => SnakeState = pausePlay;

/** Resumes a paused game. */
export const resumeSnake: (state: SnakeState) => SnakeState = resumePlay;

/** The Pause/Resume button and the P key. */
export const toggleSnakePause: (state: SnakeState) => SnakeState = togglePlayPause;

/**
 * Requests a turn (applied at the next move). Ignored unless running, and when it repeats or reverses
 * the heading the snake will have by then.
 */
export function turnSnake(state: SnakeState, direction: SnakeDirection): SnakeState {
  if (state.status !== 'running' || state.turns.length >= SNAKE_TURN_BUFFER) return state;
  const heading = state.turns[state.turns.length - 1] ?? state.direction;
  if (direction === heading || direction === OPPOSITE[heading]) return state;
  return { ...state, turns: [...state.turns, direction] };
}

/** One move: the head advances a cell; food grows the snake, scores and speeds it up; a wall or the body ends the game. */
export function stepSnake(state: SnakeState, rng: Rng): SnakeState {
  if (state.status !== 'running') return state;
  const [nextTurn, ...turns] = state.turns;
  const direction = nextTurn ?? state.direction;
  const head = state.body[0] ?? SNAKE_START;
  const delta = DELTAS[direction];
  const next = { x: head.x + delta.x, y: head.y + delta.y };
  if (next.x < 0 || next.y < 0 || next.x >= SNAKE_GRID || next.y >= SNAKE_GRID) {
    return { ...state, direction, turns: [], status: 'over', collision: 'wall' };
  }
  const eats = state.food !== null && state.food.x === next.x && state.food.y === next.y;
  // Without food the tail moves away this same move, so the head may enter the tail's cell.
  const blocking = eats ? state.body : state.body.slice(0, -1);
  if (blocking.some((p) => p.x === next.x && p.y === next.y)) {
    return { ...state, direction, turns: [], status: 'over', collision: 'self' };
  }
  const body = eats ? [next, ...state.body] : [next, ...state.body.slice(0, -1)];
  if (!eats) return { ...state, body, direction, turns };
  const foodEaten = state.foodEaten + 1;
  const food = placeSnakeFood(body, rng);
  return {
    ...state,
    body,
    direction,
    turns,
    food,
    foodEaten,
    score: state.score + SNAKE_FOOD_POINTS,
    tickMs: snakeTickMs(foodEaten),
    // A full board leaves nowhere to go: the game is over (won).
    status: food === null ? 'over' : 'running',
  };
}

/** Advances time by `elapsedMs`: moves once per `tickMs` accumulated (the remainder carries over). */
export function tickSnake(state: SnakeState, elapsedMs: number, rng: Rng): SnakeState {
  if (state.status !== 'running') return state;
  let next: SnakeState = { ...state, timerMs: state.timerMs + elapsedMs, elapsedMs: state.elapsedMs + elapsedMs };
  while (next.status === 'running' && next.timerMs >= next.tickMs) {
    const timerMs = next.timerMs - next.tickMs;
    next = { ...stepSnake(next, rng), timerMs };
  }
  return next;
}
