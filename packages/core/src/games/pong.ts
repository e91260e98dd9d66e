/**
 * Pong engine (SPEC §9 Pong, §4 Games): a pure, deterministic state machine advanced one physics update
 * at a time (~60 per second). State in, state out; randomness (`Rng`) is injected for serves.
 * The left paddle is the player; the right one is the AI opponent, or a second player in versus mode.
 */
import type { Rng } from './rng.ts';

/** Court width in px (SPEC §9 Pong: 600x400). */
export const PONG_WIDTH = 600;
/** Court height in px (SPEC §9 Pong: 600x400). */
export const PONG_HEIGHT = 400;
/** Paddle height in px (SPEC §9 Pong: paddle 80). */
export const PONG_PADDLE_HEIGHT = 80;
/** Paddle thickness in px. */
export const PONG_PADDLE_WIDTH = 10;
/** Gap between a paddle and its edge of the court, in px. */
export const PONG_PADDLE_MARGIN = 20;
/** Ball size in px (SPEC §9 Pong: ball 10). */
export const PONG_BALL_SIZE = 10;
/** The first side to reach this many points wins (SPEC §9 Pong: first to 5). */
export const PONG_WINNING_SCORE = 5;
/** Physics updates per second (SPEC §9 Pong: ~60 updates/s). */
export const PONG_UPDATES_PER_SECOND = 60;
/** Length of one update in ms. */
export const PONG_STEP_MS = 1000 / PONG_UPDATES_PER_SECOND;
/** The ball speeds up by this many px per update on every paddle hit (SPEC §9 Pong: +0.5). */
export const PONG_SPEEDUP = 0.5;
/** Ball speed of a serve, in px per update. */
export const PONG_BALL_START_SPEED = 5;
/** Player paddle speed in px per update. */
export const PONG_PADDLE_SPEED = 6;
/** AI paddle speed in px per update (slower than the player's, so it can be beaten). */
export const PONG_AI_SPEED = 4;
/** The AI does not move while the ball is within this many px of its paddle's centre. */
export const PONG_AI_DEAD_ZONE = 8;
/** Updates the ball waits in the centre before a serve. */
export const PONG_SERVE_DELAY_UPDATES = 45;
/** Steepest rebound angle off a paddle edge, in radians (60°). */
export const PONG_MAX_BOUNCE_ANGLE = Math.PI / 3;
/** Steepest serve angle, in radians (30°). */
export const PONG_MAX_SERVE_ANGLE = Math.PI / 6;

/** Game states (SPEC §4 Games: not started, running, over). */
export type PongStatus = 'idle' | 'running' | 'over';
/** One player against the AI, or two players on one keyboard. */
export type PongMode = 'ai' | 'versus';
/** A side of the court. */
export type PongSide = 'left' | 'right';
/** A paddle command for one update: up (−1), still (0) or down (1). */
export type PongDirection = -1 | 0 | 1;

/** The ball: centre position, velocity (px per update) and speed. */
export interface PongBall {
  readonly x: number;
  readonly y: number;
  readonly vx: number;
  readonly vy: number;
  readonly speed: number;
}

/** The whole game at one instant. */
export interface PongState {
  readonly status: PongStatus;
  readonly mode: PongMode;
  /** Paddle tops, in px. */
  readonly leftY: number;
  readonly rightY: number;
  readonly leftScore: number;
  readonly rightScore: number;
  readonly ball: PongBall;
  /** Updates left before the ball is served. */
  readonly serveDelay: number;
  readonly winner: PongSide | null;
  /** Paddle hits in this game. */
  readonly hits: number;
  /** Running time of this game in ms. */
  readonly elapsedMs: number;
}

/** Controls for one update: a direction per paddle, or a target centre (pointer or touch drag). */
export interface PongInput {
  readonly left?: PongDirection;
  readonly right?: PongDirection;
  readonly leftTarget?: number | null;
  readonly rightTarget?: number | null;
}

const PADDLE_START_Y = (PONG_HEIGHT - PONG_PADDLE_HEIGHT) / 2;
const R = PONG_BALL_SIZE / 2;
/** x of the left paddle's front face (the side the ball strikes). */
export const PONG_LEFT_FACE = PONG_PADDLE_MARGIN + PONG_PADDLE_WIDTH;
/** x of the right paddle's front face. */
export const PONG_RIGHT_FACE = PONG_WIDTH - PONG_PADDLE_MARGIN - PONG_PADDLE_WIDTH;

const clampPaddle = (y: number) => Math.min(PONG_HEIGHT - PONG_PADDLE_HEIGHT, Math.max(0, y));

/** A ball in the centre about to be served towards `towards`, at a random angle up to 30°. */
export function servePongBall(towards: PongSide, rng: Rng): PongBall {
  const angle = (rng() * 2 - 1) * PONG_MAX_SERVE_ANGLE;
  const dir = towards === 'right' ? 1 : -1;
  return {
    x: PONG_WIDTH / 2,
    y: PONG_HEIGHT / 2,
    vx: dir * PONG_BALL_START_SPEED * Math.cos(angle),
    vy: PONG_BALL_START_SPEED * Math.sin(angle),
    speed: PONG_BALL_START_SPEED,
  };
}

/** A new game, not started. */
export function createPong(rng: Rng, mode: PongMode = 'ai'): PongState {
  return {
    status: 'idle',
    mode,
    leftY: PADDLE_START_Y,
    rightY: PADDLE_START_Y,
    leftScore: 0,
    rightScore: 0,
    ball: servePongBall(rng() < 0.5 ? 'left' : 'right', rng),
    serveDelay: PONG_SERVE_DELAY_UPDATES,
    winner: null,
    hits: 0,
    elapsedMs: 0,
  };
}

/** Starts the game (or Play Again after it is over), keeping the chosen mode. */
export function startPong(state: PongState, rng: Rng, mode: PongMode = state.mode): PongState {
  if (state.status === 'running') return state;
  return { ...createPong(rng, mode), status: 'running' };
}

function movePaddle(y: number, direction: PongDirection | undefined, target: number | null | undefined, speed: number): number {
  if (target !== undefined && target !== null) {
    const delta = target - (y + PONG_PADDLE_HEIGHT / 2);
    return clampPaddle(y + Math.max(-speed, Math.min(speed, delta)));
  }
  return clampPaddle(y + (direction ?? 0) * speed);
}

/** Where the AI heads: the ball when it comes its way, else the middle. */
function aiTarget(state: PongState): number {
  return state.ball.vx > 0 ? state.ball.y : PONG_HEIGHT / 2;
}

/** The AI paddle's next top: towards its target at PONG_AI_SPEED, resting inside the dead zone. */
export function movePongAi(state: PongState): number {
  const centre = state.rightY + PONG_PADDLE_HEIGHT / 2;
  const delta = aiTarget(state) - centre;
  if (Math.abs(delta) <= PONG_AI_DEAD_ZONE) return state.rightY;
  return clampPaddle(state.rightY + Math.sign(delta) * Math.min(PONG_AI_SPEED, Math.abs(delta)));
}

/** The rebound off a paddle: faster by 0.5 and angled by where it struck (edges send it steeper). */
function rebound(ball: PongBall, paddleY: number, towards: PongSide, faceX: number): PongBall {
  const offset = (ball.y - (paddleY + PONG_PADDLE_HEIGHT / 2)) / (PONG_PADDLE_HEIGHT / 2 + R);
  const angle = Math.max(-1, Math.min(1, offset)) * PONG_MAX_BOUNCE_ANGLE;
  const speed = ball.speed + PONG_SPEEDUP;
  const dir = towards === 'right' ? 1 : -1;
  return { x: faceX + dir * R, y: ball.y, vx: dir * speed * Math.cos(angle), vy: speed * Math.sin(angle), speed };
}

/** Whether the ball's span meets the paddle's span vertically. */
const meets = (y: number, paddleY: number) => y + R >= paddleY && y - R <= paddleY + PONG_PADDLE_HEIGHT;

/** One physics update: paddles move, the ball moves, bounces off walls and paddles, and points are scored. */
export function stepPong(state: PongState, input: PongInput, rng: Rng): PongState {
  if (state.status !== 'running') return state;
  const leftY = movePaddle(state.leftY, input.left, input.leftTarget, PONG_PADDLE_SPEED);
  const rightY = state.mode === 'ai' ? movePongAi(state) : movePaddle(state.rightY, input.right, input.rightTarget, PONG_PADDLE_SPEED);
  const elapsedMs = state.elapsedMs + PONG_STEP_MS;
  if (state.serveDelay > 0) return { ...state, leftY, rightY, elapsedMs, serveDelay: state.serveDelay - 1 };

  const prev = state.ball;
  let ball: PongBall = { ...prev, x: prev.x + prev.vx, y: prev.y + prev.vy };
  // Top and bottom walls.
  if (ball.y - R < 0) ball = { ...ball, y: R + (R - ball.y), vy: Math.abs(ball.vy) };
  else if (ball.y + R > PONG_HEIGHT) ball = { ...ball, y: PONG_HEIGHT - R - (ball.y + R - PONG_HEIGHT), vy: -Math.abs(ball.vy) };

  let hits = state.hits;
  // Paddles: the ball's leading edge crossed a paddle face during this update (no tunnelling at speed).
  if (ball.vx < 0 && prev.x - R >= PONG_LEFT_FACE && ball.x - R < PONG_LEFT_FACE && meets(ball.y, leftY)) {
    ball = rebound(ball, leftY, 'right', PONG_LEFT_FACE);
    hits += 1;
  } else if (ball.vx > 0 && prev.x + R <= PONG_RIGHT_FACE && ball.x + R > PONG_RIGHT_FACE && meets(ball.y, rightY)) {
    ball = rebound(ball, rightY, 'left', PONG_RIGHT_FACE);
    hits += 1;
  }

  // Out of the court: a point to the other side, then a serve towards the side that conceded.
  const scorer: PongSide | null = ball.x + R < 0 ? 'right' : ball.x - R > PONG_WIDTH ? 'left' : null;
  if (scorer === null) return { ...state, leftY, rightY, ball, hits, elapsedMs };
  const leftScore = state.leftScore + (scorer === 'left' ? 1 : 0);
  const rightScore = state.rightScore + (scorer === 'right' ? 1 : 0);
  const won = leftScore >= PONG_WINNING_SCORE || rightScore >= PONG_WINNING_SCORE;
  return {
    ...state,
    leftY,
    rightY,
    leftScore,
    rightScore,
    hits,
    elapsedMs,
    ball: won ? ball : servePongBall(scorer === 'left' ? 'right' : 'left', rng),
    serveDelay: won ? 0 : PONG_SERVE_DELAY_UPDATES,
    status: won ? 'over' : 'running',
    winner: won ? scorer : null,
  };
}
