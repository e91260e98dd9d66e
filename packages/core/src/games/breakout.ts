/**
 * Breakout engine (SPEC §9 Breakout, §4 Games): a pure, deterministic state machine advanced one physics
 * update at a time (~60 per second). State in, state out; randomness (`Rng`) is injected for serves.
 */
import type { Rng } from './rng.ts';

/** Play-field width in px (SPEC §9 Breakout: 600x500). */
export const BREAKOUT_WIDTH = 600;
/** Play-field height in px (SPEC §9 Breakout: 600x500). */
export const BREAKOUT_HEIGHT = 500;
/** Rows of bricks (SPEC §9 Breakout: 5 rows). */
export const BREAKOUT_BRICK_ROWS = 5;
/** Bricks per row (SPEC §9 Breakout: 10 bricks). */
export const BREAKOUT_BRICK_COLS = 10;
/** Brick width in px (SPEC §9 Breakout: 58x23). */
export const BREAKOUT_BRICK_WIDTH = 58;
/** Brick height in px (SPEC §9 Breakout: 58x23). */
export const BREAKOUT_BRICK_HEIGHT = 23;
/** Gap between bricks in px (10 × 58 + 9 × 2 + 2 × 1 = 600). */
export const BREAKOUT_BRICK_GAP = 2;
/** x of the first column of bricks. */
export const BREAKOUT_BRICK_LEFT = 1;
/** y of the top row of bricks. */
export const BREAKOUT_BRICK_TOP = 50;
/** Points per brick (SPEC §9 Breakout: 10 points a brick). */
export const BREAKOUT_BRICK_POINTS = 10;
/** Lives at the start (SPEC §9 Breakout: 3 lives). */
export const BREAKOUT_LIVES = 3;
/** Paddle width in px (SPEC §9 Breakout: paddle 100 wide). */
export const BREAKOUT_PADDLE_WIDTH = 100;
/** Paddle height in px. */
export const BREAKOUT_PADDLE_HEIGHT = 12;
/** y of the paddle's top edge. */
export const BREAKOUT_PADDLE_Y = BREAKOUT_HEIGHT - 40;
/** A keyboard (or on-screen button) press moves the paddle this many px (SPEC §9 Breakout: keyboard step 30). */
export const BREAKOUT_KEY_STEP = 30;
/** While a key is held, the step repeats every this many updates. */
export const BREAKOUT_KEY_REPEAT_UPDATES = 5;
/** Physics updates per second (SPEC §9 Breakout: ~60 updates/s). */
export const BREAKOUT_UPDATES_PER_SECOND = 60;
/** Length of one update in ms. */
export const BREAKOUT_STEP_MS = 1000 / BREAKOUT_UPDATES_PER_SECOND;
/** Ball radius in px. */
export const BREAKOUT_BALL_RADIUS = 6;
/** Ball speed in px per update. */
export const BREAKOUT_BALL_SPEED = 5;
/** Updates the ball rests on the paddle before each serve. */
export const BREAKOUT_SERVE_DELAY_UPDATES = 60;
/** Steepest rebound off the paddle's ends, from vertical, in radians (60°). */
export const BREAKOUT_MAX_BOUNCE_ANGLE = Math.PI / 3;
/** Steepest serve, from vertical, in radians (30°). */
export const BREAKOUT_MAX_SERVE_ANGLE = Math.PI / 6;

/** Game states (SPEC §4 Games: not started, running, over). */
export type BreakoutStatus = 'idle' | 'running' | 'over';
/** A paddle command: left (−1), none (0) or right (1). */
export type BreakoutDirection = -1 | 0 | 1;

/** The ball: centre and velocity in px per update. */
export interface BreakoutBall {
  readonly x: number;
  readonly y: number;
  readonly vx: number;
  readonly vy: number;
}

/** A brick's rectangle. */
export interface BreakoutRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The whole game at one instant. */
export interface BreakoutState {
  readonly status: BreakoutStatus;
  /** Bricks still standing, row by row (index = row × 10 + column). */
  readonly bricks: readonly boolean[];
  /** Paddle left edge in px. */
  readonly paddleX: number;
  readonly ball: BreakoutBall;
  /** Updates left before the resting ball is served. */
  readonly serveDelay: number;
  readonly lives: number;
  readonly score: number;
  /** True when every brick is gone (a win); false on a loss or while playing. */
  readonly won: boolean;
  /** The direction held on the previous update and for how many updates (key repeat). */
  readonly heldDirection: BreakoutDirection;
  readonly heldUpdates: number;
  /** Running time of this game in ms. */
  readonly elapsedMs: number;
}

/** Controls for one update: a held direction, or a pointer/touch target for the paddle centre. */
export interface BreakoutInput {
  readonly direction?: BreakoutDirection;
  readonly target?: number | null;
}

const R = BREAKOUT_BALL_RADIUS;
const BRICK_COUNT = BREAKOUT_BRICK_ROWS * BREAKOUT_BRICK_COLS;
const clampPaddle = (x: number) => Math.min(BREAKOUT_WIDTH - BREAKOUT_PADDLE_WIDTH, Math.max(0, x));

/** The rectangle of brick `index` (row-major). */
export function breakoutBrickRect(index: number): BreakoutRect {
  const row = Math.floor(index / BREAKOUT_BRICK_COLS);
  const col = index % BREAKOUT_BRICK_COLS;
  return {
    x: BREAKOUT_BRICK_LEFT + col * (BREAKOUT_BRICK_WIDTH + BREAKOUT_BRICK_GAP),
    y: BREAKOUT_BRICK_TOP + row * (BREAKOUT_BRICK_HEIGHT + BREAKOUT_BRICK_GAP),
    width: BREAKOUT_BRICK_WIDTH,
    height: BREAKOUT_BRICK_HEIGHT,
  };
}

/** The ball resting on the paddle's centre with its serve velocity (up, at a random angle up to 30°). */
export function restBreakoutBall(paddleX: number, rng: Rng): BreakoutBall {
  const angle = (rng() * 2 - 1) * BREAKOUT_MAX_SERVE_ANGLE;
  return {
    x: paddleX + BREAKOUT_PADDLE_WIDTH / 2,
    y: BREAKOUT_PADDLE_Y - R,
    vx: BREAKOUT_BALL_SPEED * Math.sin(angle),
    vy: -BREAKOUT_BALL_SPEED * Math.cos(angle),
  };
}

/** A new game, not started: 50 bricks, 3 lives, the paddle centred. */
export function createBreakout(rng: Rng): BreakoutState {
  const paddleX = (BREAKOUT_WIDTH - BREAKOUT_PADDLE_WIDTH) / 2;
  return {
    status: 'idle',
    bricks: Array.from({ length: BRICK_COUNT }, () => true),
    paddleX,
    ball: restBreakoutBall(paddleX, rng),
    serveDelay: BREAKOUT_SERVE_DELAY_UPDATES,
    lives: BREAKOUT_LIVES,
    score: 0,
    won: false,
    heldDirection: 0,
    heldUpdates: 0,
    elapsedMs: 0,
  };
}

/** Starts the game (or Play Again after it is over). */
export function startBreakout(state: BreakoutState, rng: Rng): BreakoutState {
  if (state.status === 'running') return state;
  return { ...createBreakout(rng), status: 'running' };
}

/** Moves the paddle one keyboard step (30 px) left or right, inside the field. */
export function moveBreakoutPaddle(state: BreakoutState, direction: -1 | 1): BreakoutState {
  if (state.status !== 'running') return state;
  return { ...state, paddleX: clampPaddle(state.paddleX + direction * BREAKOUT_KEY_STEP) };
}

/** Puts the paddle's centre at `centerX` (pointer or touch), inside the field. */
export function setBreakoutPaddle(state: BreakoutState, centerX: number): BreakoutState {
  if (state.status !== 'running') return state;
  return { ...state, paddleX: clampPaddle(centerX - BREAKOUT_PADDLE_WIDTH / 2) };
}

/** Bricks still standing. */
export function breakoutBricksLeft(state: Pick<BreakoutState, 'bricks'>): number {
  return state.bricks.filter(Boolean).length;
}

function applyInput(state: BreakoutState, input: BreakoutInput): BreakoutState {
  if (input.target !== undefined && input.target !== null) {
    return { ...setBreakoutPaddle(state, input.target), heldDirection: 0, heldUpdates: 0 };
  }
  const direction = input.direction ?? 0;
  if (direction === 0) return state.heldDirection === 0 ? state : { ...state, heldDirection: 0, heldUpdates: 0 };
  // A new press steps at once; holding it repeats the step every few updates.
  const heldUpdates = direction === state.heldDirection ? state.heldUpdates + 1 : 0;
  const moved = heldUpdates % BREAKOUT_KEY_REPEAT_UPDATES === 0 ? moveBreakoutPaddle(state, direction) : state;
  return { ...moved, heldDirection: direction, heldUpdates };
}

/** Whether a circle overlaps a rectangle. */
function overlaps(x: number, y: number, rect: BreakoutRect): boolean {
  const nx = Math.max(rect.x, Math.min(x, rect.x + rect.width));
  const ny = Math.max(rect.y, Math.min(y, rect.y + rect.height));
  return (x - nx) ** 2 + (y - ny) ** 2 < R * R;
}

/** One physics update: paddle, ball, walls, paddle rebound, brick hits, lost balls, win and loss. */
export function stepBreakout(state: BreakoutState, input: BreakoutInput, rng: Rng): BreakoutState {
  if (state.status !== 'running') return state;
  const s = { ...applyInput(state, input), elapsedMs: state.elapsedMs + BREAKOUT_STEP_MS };
  if (s.serveDelay > 0) {
    // The ball rides on the paddle until it is served.
    const ball = { ...s.ball, x: s.paddleX + BREAKOUT_PADDLE_WIDTH / 2, y: BREAKOUT_PADDLE_Y - R };
    return { ...s, ball, serveDelay: s.serveDelay - 1 };
  }

  const prev = s.ball;
  let { vx, vy } = prev;
  let x = prev.x + vx;
  let y = prev.y + vy;
  if (x - R < 0) [x, vx] = [R, Math.abs(vx)];
  else if (x + R > BREAKOUT_WIDTH) [x, vx] = [BREAKOUT_WIDTH - R, -Math.abs(vx)];
  if (y - R < 0) [y, vy] = [R, Math.abs(vy)];

  // Paddle: the ball's bottom crossed the paddle's top this update while over it.
  const left = s.paddleX;
  if (vy > 0 && prev.y + R <= BREAKOUT_PADDLE_Y && y + R >= BREAKOUT_PADDLE_Y && x >= left - R && x <= left + BREAKOUT_PADDLE_WIDTH + R) {
    const offset = (x - (left + BREAKOUT_PADDLE_WIDTH / 2)) / (BREAKOUT_PADDLE_WIDTH / 2 + R);
    const angle = Math.max(-1, Math.min(1, offset)) * BREAKOUT_MAX_BOUNCE_ANGLE;
    vx = BREAKOUT_BALL_SPEED * Math.sin(angle);
    vy = -BREAKOUT_BALL_SPEED * Math.cos(angle);
    y = BREAKOUT_PADDLE_Y - R;
  }

  // Bricks: at most one per update; the side it came from decides the bounce.
  let { bricks, score } = s;
  const hit = bricks.findIndex((alive, i) => alive && overlaps(x, y, breakoutBrickRect(i)));
  if (hit >= 0) {
    const rect = breakoutBrickRect(hit);
    const fromAboveOrBelow = prev.x >= rect.x && prev.x <= rect.x + rect.width;
    const fromSide = prev.y >= rect.y && prev.y <= rect.y + rect.height;
    if (fromAboveOrBelow || !fromSide) vy = -vy;
    if (fromSide && !fromAboveOrBelow) vx = -vx;
    bricks = bricks.map((alive, i) => (i === hit ? false : alive));
    score += BREAKOUT_BRICK_POINTS;
    if (!bricks.some(Boolean)) {
      return { ...s, bricks, score, ball: { x, y, vx, vy }, status: 'over', won: true };
    }
  }

  // Below the paddle and out: a life lost; none left ends the game.
  if (y - R > BREAKOUT_HEIGHT) {
    const lives = s.lives - 1;
    if (lives <= 0) return { ...s, bricks, score, lives: 0, ball: { x, y, vx, vy }, status: 'over', won: false };
    return { ...s, bricks, score, lives, ball: restBreakoutBall(s.paddleX, rng), serveDelay: BREAKOUT_SERVE_DELAY_UPDATES };
  }
  return { ...s, bricks, score, ball: { x, y, vx, vy } };
}
