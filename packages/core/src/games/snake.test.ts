import { describe, expect, it } from 'vitest';
import { createSeededRng } from './rng.ts';
import {
  createSnake,
  pauseSnake,
  placeSnakeFood,
  resumeSnake,
  SNAKE_FOOD_POINTS,
  SNAKE_GRID,
  SNAKE_MIN_TICK_MS,
  SNAKE_START,
  SNAKE_START_DIRECTION,
  SNAKE_START_TICK_MS,
  SNAKE_TICK_DECREMENT_MS,
  snakeTickMs,
  startSnake,
  stepSnake,
  tickSnake,
  toggleSnakePause,
  turnSnake,
  type SnakeState,
} from './snake.ts';

const zero = () => 0;

/** A running game with the food placed at a chosen cell. */
function running(overrides: Partial<SnakeState> = {}): SnakeState {
  return { ...startSnake(createSnake(zero), zero), food: { x: 0, y: 0 }, ...overrides };
}

describe('snake constants (SPEC §9 Snake)', () => {
  it('pins the spec numbers', () => {
    expect({ SNAKE_GRID, SNAKE_START, SNAKE_START_DIRECTION, SNAKE_START_TICK_MS, SNAKE_FOOD_POINTS, SNAKE_TICK_DECREMENT_MS, SNAKE_MIN_TICK_MS }).toEqual({
      SNAKE_GRID: 20,
      SNAKE_START: { x: 10, y: 10 },
      SNAKE_START_DIRECTION: 'right',
      SNAKE_START_TICK_MS: 150,
      SNAKE_FOOD_POINTS: 10,
      SNAKE_TICK_DECREMENT_MS: 2,
      SNAKE_MIN_TICK_MS: 50,
    });
  });

  // The tick shortens by 2 ms per food down to 50 ms.
  it.each([
    [0, 150],
    [1, 148],
    [10, 130],
    [49, 52],
    [50, 50],
    [51, 50],
    [200, 50],
  ])('after %i foods a move takes %i ms', (foods, ms) => {
    expect(snakeTickMs(foods)).toBe(ms);
  });
});

describe('createSnake and start', () => {
  it('creates a not-started game at (10,10) heading right with food off the snake', () => {
    const s = createSnake(createSeededRng(7));
    expect(s.status).toBe('idle');
    expect(s.body).toEqual([{ x: 10, y: 10 }]);
    expect(s.direction).toBe('right');
    expect(s.score).toBe(0);
    expect(s.tickMs).toBe(150);
    expect(s.food).not.toBeNull();
    expect(s.food).not.toEqual({ x: 10, y: 10 });
  });

  it('places food with the injected rng (deterministic)', () => {
    expect(createSnake(zero).food).toEqual({ x: 0, y: 0 });
    expect(createSnake(createSeededRng(3)).food).toEqual(createSnake(createSeededRng(3)).food);
    const nearlyOne = () => 0.999999;
    expect(createSnake(nearlyOne).food).toEqual({ x: 19, y: 19 });
  });

  it('never places food on the snake', () => {
    const body = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ];
    expect(placeSnakeFood(body, zero)).toEqual({ x: 2, y: 0 });
  });

  it('does not move before it is started', () => {
    const idle = createSnake(zero);
    expect(tickSnake(idle, 1000, zero)).toBe(idle);
    expect(stepSnake(idle, zero)).toBe(idle);
  });

  it('starts running, and Play Again after game over gives a fresh board', () => {
    const started = startSnake(createSnake(zero), zero);
    expect(started.status).toBe('running');
    const over: SnakeState = { ...started, status: 'over', score: 90, body: [{ x: 19, y: 3 }] };
    const again = startSnake(over, zero);
    expect(again.status).toBe('running');
    expect(again.score).toBe(0);
    expect(again.body).toEqual([{ x: 10, y: 10 }]);
    expect(again.tickMs).toBe(150);
  });
});

describe('movement and timing', () => {
  it('moves right one cell per 150 ms tick, carrying the remainder', () => {
    let s = running();
    s = tickSnake(s, 149, zero);
    expect(s.body[0]).toEqual({ x: 10, y: 10 });
    s = tickSnake(s, 1, zero);
    expect(s.body[0]).toEqual({ x: 11, y: 10 });
    expect(s.timerMs).toBe(0);
    s = tickSnake(s, 310, zero);
    expect(s.body[0]).toEqual({ x: 13, y: 10 });
    expect(s.timerMs).toBe(10);
    expect(s.elapsedMs).toBe(460);
  });

  it('same speed whatever the step size (fixed-step friendly)', () => {
    let a = running();
    let b = running();
    for (let i = 0; i < 600; i += 1) a = tickSnake(a, 1, zero);
    for (let i = 0; i < 40; i += 1) b = tickSnake(b, 1000 / 60, zero);
    expect(a.body[0]).toEqual({ x: 14, y: 10 });
    expect(b.body[0]).toEqual({ x: 14, y: 10 });
  });

  it('turns, ignoring reversals and repeats', () => {
    let s = running();
    expect(turnSnake(s, 'left').turns).toEqual([]);
    expect(turnSnake(s, 'right').turns).toEqual([]);
    s = turnSnake(s, 'down');
    expect(s.turns).toEqual(['down']);
    s = stepSnake(s, zero);
    expect(s.body[0]).toEqual({ x: 10, y: 11 });
    expect(s.direction).toBe('down');
  });

  it('buffers two quick turns (down then left) for the next two moves', () => {
    let s = running();
    s = turnSnake(turnSnake(s, 'down'), 'left');
    expect(s.turns).toEqual(['down', 'left']);
    s = stepSnake(stepSnake(s, zero), zero);
    expect(s.body[0]).toEqual({ x: 9, y: 11 });
  });

  it('ignores turns when not running', () => {
    const paused = pauseSnake(running());
    expect(turnSnake(paused, 'up')).toBe(paused);
  });
});

describe('food, score and speed-up', () => {
  it('eating scores +10, grows the snake, shortens the tick by 2 ms and places new food', () => {
    const s = stepSnake(running({ food: { x: 11, y: 10 } }), zero);
    expect(s.score).toBe(10);
    expect(s.foodEaten).toBe(1);
    expect(s.body).toEqual([
      { x: 11, y: 10 },
      { x: 10, y: 10 },
    ]);
    expect(s.tickMs).toBe(148);
    expect(s.food).toEqual({ x: 0, y: 0 });
  });

  it('after 50 foods the tick stays at 50 ms', () => {
    const s = stepSnake(running({ food: { x: 11, y: 10 }, foodEaten: 60, score: 600, tickMs: 50 }), zero);
    expect(s.tickMs).toBe(50);
    expect(s.score).toBe(610);
  });

  it('a faster tick moves the snake sooner', () => {
    let s = stepSnake(running({ food: { x: 11, y: 10 } }), zero);
    s = tickSnake(s, 148, zero);
    expect(s.body[0]).toEqual({ x: 12, y: 10 });
  });
});

describe('collisions and game over', () => {
  it('running into the right wall ends the game', () => {
    let s = running({ body: [{ x: 19, y: 5 }] });
    s = stepSnake(s, zero);
    expect(s.status).toBe('over');
    expect(s.collision).toBe('wall');
    expect(s.body[0]).toEqual({ x: 19, y: 5 });
  });

  it('every wall ends it', () => {
    expect(stepSnake(turnSnake(running({ body: [{ x: 5, y: 0 }] }), 'up'), zero).collision).toBe('wall');
    expect(stepSnake(turnSnake(running({ body: [{ x: 5, y: 19 }] }), 'down'), zero).collision).toBe('wall');
    expect(stepSnake(running({ body: [{ x: 0, y: 5 }], direction: 'left' }), zero).collision).toBe('wall');
  });

  it('steering from the start into the wall ends it after 10 moves', () => {
    let s = running();
    s = tickSnake(s, 150 * 9, zero);
    expect(s.status).toBe('running');
    expect(s.body[0]).toEqual({ x: 19, y: 10 });
    s = tickSnake(s, 150, zero);
    expect(s.status).toBe('over');
  });

  it('running into its own body ends the game', () => {
    // A loop: head at (5,5) heading up, body wrapping around so (5,4) is taken.
    const body = [
      { x: 5, y: 5 },
      { x: 6, y: 5 },
      { x: 6, y: 4 },
      { x: 5, y: 4 },
      { x: 4, y: 4 },
    ];
    const s = stepSnake(running({ body, direction: 'left', turns: ['up'] }), zero);
    expect(s.status).toBe('over');
    expect(s.collision).toBe('self');
  });

  it('may follow its own tail into the cell the tail leaves', () => {
    const body = [
      { x: 5, y: 5 },
      { x: 6, y: 5 },
      { x: 6, y: 4 },
      { x: 5, y: 4 },
    ];
    const s = stepSnake(running({ body, direction: 'left', turns: ['up'] }), zero);
    expect(s.status).toBe('running');
    expect(s.body[0]).toEqual({ x: 5, y: 4 });
  });

  it('does not tick after game over', () => {
    const over = stepSnake(running({ body: [{ x: 19, y: 5 }] }), zero);
    expect(tickSnake(over, 500, zero)).toBe(over);
  });
});

describe('pause and resume', () => {
  it('pauses and resumes (button and P key), freezing time while paused', () => {
    let s = running();
    s = toggleSnakePause(s);
    expect(s.status).toBe('paused');
    s = tickSnake(s, 1000, zero);
    expect(s.body[0]).toEqual({ x: 10, y: 10 });
    expect(s.elapsedMs).toBe(0);
    s = toggleSnakePause(s);
    expect(s.status).toBe('running');
    expect(resumeSnake(running()).status).toBe('running');
  });

  it('cannot pause a game that is not running', () => {
    const idle = createSnake(zero);
    expect(toggleSnakePause(idle)).toBe(idle);
    const over: SnakeState = { ...running(), status: 'over' };
    expect(pauseSnake(over)).toBe(over);
  });
});
