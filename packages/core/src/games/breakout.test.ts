import { describe, expect, it } from 'vitest';
import {
  BREAKOUT_BALL_RADIUS,
  BREAKOUT_BRICK_COLS,
  BREAKOUT_BRICK_HEIGHT,
  BREAKOUT_BRICK_POINTS,
  BREAKOUT_BRICK_ROWS,
  BREAKOUT_BRICK_WIDTH,
  BREAKOUT_HEIGHT,
  BREAKOUT_KEY_REPEAT_UPDATES,
  BREAKOUT_KEY_STEP,
  BREAKOUT_LIVES,
  BREAKOUT_PADDLE_WIDTH,
  BREAKOUT_PADDLE_Y,
  BREAKOUT_SERVE_DELAY_UPDATES,
  BREAKOUT_STEP_MS,
  BREAKOUT_UPDATES_PER_SECOND,
  BREAKOUT_WIDTH,
  breakoutBrickRect,
  breakoutBricksLeft,
  createBreakout,
  moveBreakoutPaddle,
  setBreakoutPaddle,
  startBreakout,
  stepBreakout,
  type BreakoutBall,
  type BreakoutState,
} from './breakout.ts';

const half = () => 0.5; // serves straight up
const none = {};

function running(ball?: Partial<BreakoutBall>, overrides: Partial<BreakoutState> = {}): BreakoutState {
  const s = startBreakout(createBreakout(half), half);
  return { ...s, serveDelay: 0, ball: { ...s.ball, ...ball }, ...overrides };
}

describe('breakout constants (SPEC §9 Breakout)', () => {
  it('pins the spec numbers', () => {
    expect({
      BREAKOUT_WIDTH,
      BREAKOUT_HEIGHT,
      BREAKOUT_BRICK_ROWS,
      BREAKOUT_BRICK_COLS,
      BREAKOUT_BRICK_WIDTH,
      BREAKOUT_BRICK_HEIGHT,
      BREAKOUT_BRICK_POINTS,
      BREAKOUT_LIVES,
      BREAKOUT_PADDLE_WIDTH,
      BREAKOUT_KEY_STEP,
      BREAKOUT_UPDATES_PER_SECOND,
    }).toEqual({
      BREAKOUT_WIDTH: 600,
      BREAKOUT_HEIGHT: 500,
      BREAKOUT_BRICK_ROWS: 5,
      BREAKOUT_BRICK_COLS: 10,
      BREAKOUT_BRICK_WIDTH: 58,
      BREAKOUT_BRICK_HEIGHT: 23,
      BREAKOUT_BRICK_POINTS: 10,
      BREAKOUT_LIVES: 3,
      BREAKOUT_PADDLE_WIDTH: 100,
      BREAKOUT_KEY_STEP: 30,
      BREAKOUT_UPDATES_PER_SECOND: 60,
    });
    expect(BREAKOUT_STEP_MS).toBeCloseTo(16.667, 2);
  });

  it('lays out 5 rows × 10 bricks of 58×23 inside the field', () => {
    expect(breakoutBrickRect(0)).toEqual({ x: 1, y: 50, width: 58, height: 23 });
    expect(breakoutBrickRect(1).x).toBe(61);
    const lastInRow = breakoutBrickRect(9);
    expect(lastInRow.x + lastInRow.width).toBe(599);
    expect(breakoutBrickRect(10).y).toBe(75);
    expect(breakoutBrickRect(49)).toEqual({ x: 541, y: 150, width: 58, height: 23 });
  });
});

describe('start and serve', () => {
  it('creates a not-started game: 50 bricks, 3 lives, 0 points, paddle centred', () => {
    const s = createBreakout(half);
    expect(s.status).toBe('idle');
    expect(breakoutBricksLeft(s)).toBe(50);
    expect(s.lives).toBe(3);
    expect(s.score).toBe(0);
    expect(s.paddleX).toBe(250);
    expect(stepBreakout(s, { direction: 1 }, half)).toBe(s);
  });

  it('the ball rides the paddle until the serve, then goes up', () => {
    let s = startBreakout(createBreakout(half), half);
    expect(s.status).toBe('running');
    s = stepBreakout(s, { target: 100 }, half);
    expect(s.ball.x).toBe(100);
    for (let i = 1; i < BREAKOUT_SERVE_DELAY_UPDATES; i += 1) s = stepBreakout(s, none, half);
    expect(s.ball.y).toBe(BREAKOUT_PADDLE_Y - BREAKOUT_BALL_RADIUS);
    s = stepBreakout(s, none, half);
    expect(s.ball.vy).toBeCloseTo(-5);
    expect(s.ball.y).toBeCloseTo(BREAKOUT_PADDLE_Y - BREAKOUT_BALL_RADIUS - 5);
  });
});

describe('paddle', () => {
  it('a key step moves 30 px and stays in the field', () => {
    let s = running();
    s = moveBreakoutPaddle(s, -1);
    expect(s.paddleX).toBe(220);
    for (let i = 0; i < 20; i += 1) s = moveBreakoutPaddle(s, -1);
    expect(s.paddleX).toBe(0);
    for (let i = 0; i < 30; i += 1) s = moveBreakoutPaddle(s, 1);
    expect(s.paddleX).toBe(500);
  });

  it('a held key steps at once, then every few updates', () => {
    let s = stepBreakout(running(), { direction: 1 }, half);
    expect(s.paddleX).toBe(280);
    for (let i = 1; i < BREAKOUT_KEY_REPEAT_UPDATES; i += 1) s = stepBreakout(s, { direction: 1 }, half);
    expect(s.paddleX).toBe(280);
    s = stepBreakout(s, { direction: 1 }, half);
    expect(s.paddleX).toBe(310);
    s = stepBreakout(s, { direction: -1 }, half);
    expect(s.paddleX).toBe(280);
  });

  it('a pointer puts the paddle centre under it', () => {
    expect(setBreakoutPaddle(running(), 120).paddleX).toBe(70);
    expect(setBreakoutPaddle(running(), 590).paddleX).toBe(500);
  });
});

describe('ball physics', () => {
  it('bounces off the side and top walls', () => {
    expect(stepBreakout(running({ x: 8, y: 300, vx: -4, vy: -3 }), none, half).ball.vx).toBe(4);
    expect(stepBreakout(running({ x: 592, y: 300, vx: 4, vy: -3 }), none, half).ball.vx).toBe(-4);
    expect(stepBreakout(running({ x: 300, y: 8, vx: 0, vy: -5 }), none, half).ball.vy).toBe(5);
  });

  it('rebounds up off the paddle, angled by where it lands', () => {
    const centre = stepBreakout(running({ x: 300, y: BREAKOUT_PADDLE_Y - 8, vx: 0, vy: 5 }), none, half);
    expect(centre.ball.vy).toBeCloseTo(-5);
    expect(centre.ball.vx).toBeCloseTo(0);
    const edge = stepBreakout(running({ x: 345, y: BREAKOUT_PADDLE_Y - 8, vx: 0, vy: 5 }), none, half);
    expect(edge.ball.vy).toBeLessThan(0);
    expect(edge.ball.vx).toBeGreaterThan(3);
  });

  it('breaking a brick scores 10 and bounces the ball back', () => {
    const s = stepBreakout(running({ x: 30, y: 182, vx: 0, vy: -5 }), none, half);
    expect(s.bricks[40]).toBe(false);
    expect(breakoutBricksLeft(s)).toBe(49);
    expect(s.score).toBe(10);
    expect(s.ball.vy).toBe(5);
  });

  it('a side hit reverses the horizontal direction', () => {
    // Brick 40 spans x 1–59, y 150–173; the ball comes from its right.
    const s = stepBreakout(running({ x: 66, y: 160, vx: -4, vy: 0 }, { bricks: running().bricks.map((_, i) => i === 40) }), none, half);
    expect(s.score).toBe(10);
    expect(s.ball.vx).toBe(4);
  });
});

describe('lives, win and loss', () => {
  it('a missed ball costs a life and the ball is served again from the paddle', () => {
    const s = stepBreakout(running({ x: 300, y: 504, vx: 0, vy: 5 }), none, half);
    expect(s.lives).toBe(2);
    expect(s.status).toBe('running');
    expect(s.serveDelay).toBe(BREAKOUT_SERVE_DELAY_UPDATES);
    expect(s.ball.y).toBe(BREAKOUT_PADDLE_Y - BREAKOUT_BALL_RADIUS);
  });

  it('losing the last life ends the game as a loss', () => {
    const s = stepBreakout(running({ x: 300, y: 504, vx: 0, vy: 5 }, { lives: 1, score: 120 }), none, half);
    expect(s.lives).toBe(0);
    expect(s.status).toBe('over');
    expect(s.won).toBe(false);
    expect(s.score).toBe(120);
  });

  it('breaking the last brick wins', () => {
    const onlyLast = running().bricks.map((_, i) => i === 40);
    const s = stepBreakout(running({ x: 30, y: 182, vx: 0, vy: -5 }, { bricks: onlyLast, score: 490 }), none, half);
    expect(breakoutBricksLeft(s)).toBe(0);
    expect(s.status).toBe('over');
    expect(s.won).toBe(true);
    expect(s.score).toBe(500);
  });

  it('Play Again restores bricks, lives and score', () => {
    const over: BreakoutState = { ...running(), status: 'over', lives: 0, score: 70, bricks: running().bricks.map(() => false) };
    const again = startBreakout(over, half);
    expect(again.status).toBe('running');
    expect(again.lives).toBe(3);
    expect(again.score).toBe(0);
    expect(breakoutBricksLeft(again)).toBe(50);
  });
});
