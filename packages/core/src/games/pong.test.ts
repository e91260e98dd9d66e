import { describe, expect, it } from 'vitest';
import {
  createPong,
  movePongAi,
  PONG_AI_SPEED,
  PONG_BALL_SIZE,
  PONG_BALL_START_SPEED,
  PONG_HEIGHT,
  PONG_LEFT_FACE,
  PONG_PADDLE_HEIGHT,
  PONG_PADDLE_SPEED,
  PONG_RIGHT_FACE,
  PONG_SERVE_DELAY_UPDATES,
  PONG_SPEEDUP,
  PONG_STEP_MS,
  PONG_UPDATES_PER_SECOND,
  PONG_WIDTH,
  PONG_WINNING_SCORE,
  servePongBall,
  startPong,
  stepPong,
  type PongBall,
  type PongState,
} from './pong.ts';

const half = () => 0.5; // serves dead straight
const still = {};

/** A running game with the serve delay over and a chosen ball. */
function running(ball: Partial<PongBall> = {}, overrides: Partial<PongState> = {}): PongState {
  const s = startPong(createPong(half), half);
  return { ...s, serveDelay: 0, ball: { ...s.ball, ...ball }, ...overrides };
}

describe('pong constants (SPEC §9 Pong)', () => {
  it('pins the spec numbers', () => {
    expect({ PONG_WIDTH, PONG_HEIGHT, PONG_PADDLE_HEIGHT, PONG_BALL_SIZE, PONG_WINNING_SCORE, PONG_UPDATES_PER_SECOND, PONG_SPEEDUP }).toEqual({
      PONG_WIDTH: 600,
      PONG_HEIGHT: 400,
      PONG_PADDLE_HEIGHT: 80,
      PONG_BALL_SIZE: 10,
      PONG_WINNING_SCORE: 5,
      PONG_UPDATES_PER_SECOND: 60,
      PONG_SPEEDUP: 0.5,
    });
    expect(PONG_STEP_MS).toBeCloseTo(16.667, 2);
  });
});

describe('start and serve', () => {
  it('creates a not-started game with centred paddles, 0–0, against the AI', () => {
    const s = createPong(half);
    expect(s.status).toBe('idle');
    expect(s.mode).toBe('ai');
    expect(s.leftY).toBe(160);
    expect(s.rightY).toBe(160);
    expect([s.leftScore, s.rightScore]).toEqual([0, 0]);
    expect(stepPong(s, { left: 1 }, half)).toBe(s);
  });

  it('serves from the centre at the start speed, angle from the rng', () => {
    const straight = servePongBall('right', half);
    expect(straight).toEqual({ x: 300, y: 200, vx: 5, vy: 0, speed: 5 });
    const steep = servePongBall('left', () => 1);
    expect(steep.vx).toBeLessThan(0);
    expect(steep.vy).toBeCloseTo(PONG_BALL_START_SPEED * Math.sin(Math.PI / 6));
  });

  it('holds the ball for the serve delay, then moves it', () => {
    let s = startPong(createPong(half), half);
    expect(s.status).toBe('running');
    for (let i = 0; i < PONG_SERVE_DELAY_UPDATES; i += 1) s = stepPong(s, still, half);
    expect(s.ball.x).toBe(300);
    s = stepPong(s, still, half);
    expect(Math.abs(s.ball.x - 300)).toBe(5);
  });

  it('counts running time in 1/60 s updates', () => {
    let s = running();
    for (let i = 0; i < 60; i += 1) s = stepPong(s, still, half);
    expect(s.elapsedMs).toBeCloseTo(1000, 6);
  });
});

describe('paddles', () => {
  it('the player paddle moves 6 px per update and stays in the court', () => {
    let s = running();
    s = stepPong(s, { left: -1 }, half);
    expect(s.leftY).toBe(160 - PONG_PADDLE_SPEED);
    for (let i = 0; i < 100; i += 1) s = stepPong(s, { left: -1 }, half);
    expect(s.leftY).toBe(0);
    for (let i = 0; i < 100; i += 1) s = stepPong(s, { left: 1 }, half);
    expect(s.leftY).toBe(320);
  });

  it('a pointer target pulls the paddle centre towards it at paddle speed', () => {
    const s = stepPong(running(), { leftTarget: 203 }, half);
    expect(s.leftY).toBe(163);
    expect(stepPong(running(), { leftTarget: 0 }, half).leftY).toBe(154);
  });

  it('the AI follows an incoming ball at 4 px per update and rests in its dead zone', () => {
    const incoming = running({ x: 300, y: 350, vx: 5, vy: 0 });
    expect(movePongAi(incoming)).toBe(160 + PONG_AI_SPEED);
    const aligned = running({ x: 300, y: 205, vx: 5, vy: 0 });
    expect(movePongAi(aligned)).toBe(160);
    const leaving = running({ x: 300, y: 350, vx: -5, vy: 0 }, { rightY: 0 });
    expect(movePongAi(leaving)).toBe(4);
  });

  it('in versus mode the right paddle takes the second player input instead of the AI', () => {
    const s = startPong(createPong(half), half, 'versus');
    const moved = stepPong({ ...s, serveDelay: 0 }, { right: 1 }, half);
    expect(moved.rightY).toBe(166);
    const ai = stepPong(running({ x: 300, y: 390, vx: 5, vy: 0 }), { right: -1 }, half);
    expect(ai.rightY).toBe(164);
  });
});

describe('ball physics', () => {
  it('bounces off the top and bottom walls', () => {
    const top = stepPong(running({ x: 300, y: 7, vx: 0, vy: -4 }), still, half);
    expect(top.ball.vy).toBe(4);
    expect(top.ball.y).toBeGreaterThanOrEqual(5);
    const bottom = stepPong(running({ x: 300, y: 393, vx: 0, vy: 4 }), still, half);
    expect(bottom.ball.vy).toBe(-4);
    expect(bottom.ball.y).toBeLessThanOrEqual(395);
  });

  it('a paddle hit sends the ball back 0.5 faster', () => {
    const s = stepPong(running({ x: 38, y: 200, vx: -5, vy: 0 }), still, half);
    expect(s.hits).toBe(1);
    expect(s.ball.speed).toBe(5.5);
    expect(s.ball.vx).toBeCloseTo(5.5);
    expect(s.ball.vy).toBeCloseTo(0);
    expect(s.ball.x).toBe(PONG_LEFT_FACE + 5);
  });

  it('speeds up by 0.5 on every hit, off either paddle', () => {
    let s = stepPong(running({ x: 38, y: 200, vx: -5, vy: 0 }), still, half);
    s = { ...s, ball: { ...s.ball, x: PONG_RIGHT_FACE - 8 } };
    s = stepPong(s, still, half);
    expect(s.hits).toBe(2);
    expect(s.ball.speed).toBe(6);
    expect(s.ball.vx).toBeCloseTo(-6);
  });

  it('an edge hit rebounds at an angle', () => {
    const s = stepPong(running({ x: 38, y: 235, vx: -5, vy: 0 }), still, half);
    expect(s.ball.vx).toBeGreaterThan(0);
    expect(s.ball.vy).toBeGreaterThan(2);
  });

  it('a fast ball does not tunnel through a paddle', () => {
    const s = stepPong(running({ x: 45, y: 200, vx: -20, vy: 0, speed: 20 }), still, half);
    expect(s.ball.vx).toBeGreaterThan(0);
  });

  it('a missed ball scores for the other side and is served again after the delay', () => {
    let s = running({ x: 38, y: 380, vx: -5, vy: 0 }, { leftY: 0 });
    for (let i = 0; i < 10 && s.rightScore === 0; i += 1) s = stepPong(s, still, half);
    expect(s.rightScore).toBe(1);
    expect(s.leftScore).toBe(0);
    expect(s.status).toBe('running');
    expect(s.ball).toMatchObject({ x: 300, y: 200, speed: 5 });
    expect(s.ball.vx).toBeLessThan(0); // towards the side that conceded
    expect(s.serveDelay).toBe(PONG_SERVE_DELAY_UPDATES);
  });
});

describe('game over', () => {
  it('ends when a side reaches 5, naming the winner', () => {
    let s = running({ x: 598, y: 20, vx: 5, vy: 0 }, { leftScore: 4, rightScore: 3, rightY: 320 });
    s = stepPong(stepPong(s, still, half), still, half);
    expect(s.leftScore).toBe(5);
    expect(s.status).toBe('over');
    expect(s.winner).toBe('left');
    expect(stepPong(s, { left: 1 }, half)).toBe(s);
  });

  it('the AI can win too', () => {
    let s = running({ x: 2, y: 390, vx: -5, vy: 0 }, { rightScore: 4, leftY: 0 });
    s = stepPong(stepPong(s, still, half), still, half);
    expect(s.status).toBe('over');
    expect(s.winner).toBe('right');
  });

  it('Play Again resets the score and keeps the mode', () => {
    const over: PongState = { ...running(), mode: 'versus', status: 'over', leftScore: 5, winner: 'left' };
    const again = startPong(over, half);
    expect(again.status).toBe('running');
    expect(again.mode).toBe('versus');
    expect([again.leftScore, again.rightScore]).toEqual([0, 0]);
    expect(again.winner).toBeNull();
  });
});
