import { describe, expect, it } from 'vitest';
import { BREAKOUT_STEP_MS, breakoutBricksLeft, createBreakout, startBreakout, stepBreakout, type BreakoutState } from './breakout.ts';
import { createMemory, flipMemoryCard, MEMORY_MISMATCH_MS, startMemory, tickMemory, type MemoryState } from './memory.ts';
import {
  BREAKOUT_BRICK_COUNT,
  breakoutMinDurationMs,
  checkScorePlausibility,
  memoryMinDurationMs,
  MIN_MS_PER_PRESS,
  PLAUSIBILITY_TIME_TOLERANCE,
  pongMinPointMs,
  simonMinDurationMs,
  SNAKE_MAX_FOOD,
  snakeMinDurationMs,
  TETRIS_MIN_MS_PER_PIECE,
  tetrisMinDurationMs,
  tetrisMinLines,
} from './plausibility.ts';
import { createPong, PONG_STEP_MS, startPong, stepPong, type PongState } from './pong.ts';
import { createSeededRng, type Rng } from './rng.ts';
import type { GameId, GameScoreSubmission } from './score.ts';
import { createSimon, pressSimon, simonPlaybackEndMs, startSimon, tickSimon, type SimonState } from './simon.ts';
import { createSnake, SNAKE_GRID, startSnake, tickSnake, turnSnake, type SnakeDirection, type SnakePoint, type SnakeState } from './snake.ts';
import { createTetris, hardDropTetris, rotateTetris, shiftTetris, startTetris, tickTetris, type TetrisState } from './tetris.ts';

const check = (game: GameId, submission: GameScoreSubmission) => checkScorePlausibility(game, submission);
const OK = { ok: true };
const tooFast = { ok: false, message: 'Score is not possible in the time played' };
const notPossible = (name: string) => ({ ok: false, message: `Score is not possible in ${name}` });
/** The shortest time the check accepts for a rules minimum of `ms`. */
const shortest = (ms: number) => Math.ceil(ms * PLAUSIBILITY_TIME_TOLERANCE);

/** Plays a frame loop: calls `frame` every `frameMs` until it returns false or `maxMs` passes. */
function frames(frameMs: number, maxMs: number, frame: () => boolean) {
  for (let t = 0; t < maxMs; t += frameMs) if (!frame()) return;
}

describe('Snake', () => {
  /**
   * The fastest Snake game there is: the food is always on the next cell of the route (a lucky shuffle), so
   * every move eats. Route: right to the wall, down to the corner, left along the bottom.
   */
  function luckiestSnake(): SnakeState {
    const route: { cell: SnakePoint; dir: SnakeDirection }[] = [];
    for (let x = 11; x < SNAKE_GRID; x += 1) route.push({ cell: { x, y: 10 }, dir: 'right' });
    for (let y = 11; y < SNAKE_GRID; y += 1) route.push({ cell: { x: SNAKE_GRID - 1, y }, dir: 'down' });
    for (let x = SNAKE_GRID - 2; x >= 0; x -= 1) route.push({ cell: { x, y: SNAKE_GRID - 1 }, dir: 'left' });
    const rng = createSeededRng(1);
    let s = startSnake(createSnake(rng), rng);
    for (const step of route) {
      s = turnSnake({ ...s, food: step.cell }, step.dir);
      s = tickSnake(s, s.tickMs, rng);
    }
    return s;
  }

  it('accepts the fastest game the engine can play, which takes exactly the rules minimum', () => {
    const s = luckiestSnake();
    expect(s.status).toBe('running');
    expect(s.foodEaten).toBe(37);
    expect(s.elapsedMs).toBe(snakeMinDurationMs(37));
    expect(check('snake', { score: s.score, duration_ms: s.elapsedMs })).toEqual(OK);
    expect(check('snake', { score: s.score, duration_ms: shortest(s.elapsedMs) })).toEqual(OK);
    expect(check('snake', { score: s.score, duration_ms: shortest(s.elapsedMs) - 1 })).toEqual(tooFast);
  });

  it('accepts a real game: a greedy player on 60 fps frames until it crashes', () => {
    const rng = createSeededRng(42);
    let s = startSnake(createSnake(rng), rng);
    const deltas: Record<SnakeDirection, SnakePoint> = { up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 } };
    frames(1000 / 60, 600_000, () => {
      // Once per move (nothing queued yet): head for the free neighbour closest to the food.
      if (s.turns.length === 0) {
        const head = s.body[0]!;
        const food = s.food ?? head;
        const free = (p: SnakePoint) =>
          p.x >= 0 && p.y >= 0 && p.x < SNAKE_GRID && p.y < SNAKE_GRID && !s.body.slice(0, -1).some((b) => b.x === p.x && b.y === p.y);
        const options = (Object.keys(deltas) as SnakeDirection[])
          .map((dir) => ({ dir, cell: { x: head.x + deltas[dir].x, y: head.y + deltas[dir].y } }))
          .filter((o) => free(o.cell))
          .sort((a, b) => Math.abs(a.cell.x - food.x) + Math.abs(a.cell.y - food.y) - (Math.abs(b.cell.x - food.x) + Math.abs(b.cell.y - food.y)));
        if (options[0] && options[0].dir !== s.direction) s = turnSnake(s, options[0].dir);
      }
      s = tickSnake(s, 1000 / 60, rng);
      return s.status === 'running';
    });
    expect(s.status).toBe('over');
    expect(s.score).toBeGreaterThan(100);
    expect(check('snake', { score: s.score, duration_ms: Math.round(s.elapsedMs) })).toEqual(OK);
  });

  it('pins the rule: 150 ms for the first food, 2 ms less per food down to 50 ms', () => {
    expect(snakeMinDurationMs(0)).toBe(0);
    expect(snakeMinDurationMs(1)).toBe(150);
    expect(snakeMinDurationMs(2)).toBe(150 + 148);
    expect(snakeMinDurationMs(60)).toBe(((150 + 52) / 2) * 50 + 10 * 50);
  });

  it('refuses scores that are not whole foods, more food than the board holds, or too fast', () => {
    expect(check('snake', { score: 15, duration_ms: 60_000 })).toEqual(notPossible('Snake'));
    expect(check('snake', { score: -10, duration_ms: 60_000 })).toEqual(notPossible('Snake'));
    expect(check('snake', { score: 10.5, duration_ms: 60_000 })).toEqual(notPossible('Snake'));
    expect(SNAKE_MAX_FOOD).toBe(399);
    expect(check('snake', { score: 3990, duration_ms: 3_600_000 })).toEqual(OK);
    expect(check('snake', { score: 4000, duration_ms: 3_600_000 })).toEqual(notPossible('Snake'));
    expect(check('snake', { score: 1000, duration_ms: 2000 })).toEqual(tooFast);
    expect(check('snake', { score: 0, duration_ms: 1 })).toEqual(OK);
    expect(check('snake', { score: 10, duration_ms: 150, moves: 3 })).toEqual({ ok: false, message: 'Moves are only recorded in Memory Match' });
  });
});

describe('Tetris', () => {
  /** Only I pieces (rng 0), stood upright side by side: ten make four lines, a Tetris. */
  function uprightTetrises(pieces: number, msPerPiece: number): TetrisState {
    const rng: Rng = () => 0;
    let s = startTetris(createTetris(rng), rng);
    for (let i = 0; i < pieces && s.status === 'running'; i += 1) {
      s = rotateTetris(s);
      const column = i % 10;
      for (let k = 0; k < Math.abs(column - 5); k += 1) s = shiftTetris(s, column < 5 ? -1 : 1);
      s = tickTetris(s, msPerPiece, rng);
      s = hardDropTetris(s, rng);
    }
    return s;
  }

  it('accepts a game played by the engine at a fast human pace', () => {
    const s = uprightTetrises(100, 250);
    expect(s.status).toBe('running');
    expect(s.lines).toBe(40);
    // Tetrises at lines 0, 4, 8 (level 1), 12, 16 (level 2), 20, 24, 28 (level 3), 32, 36 (level 4).
    expect(s.score).toBe(400 * (1 * 3 + 2 * 2 + 3 * 3 + 4 * 2));
    expect(check('tetris', { score: s.score, duration_ms: s.elapsedMs })).toEqual(OK);
  });

  it('counts the fewest lines that reach a score, and pieces at 2.5 a line', () => {
    expect(tetrisMinLines(0)).toBe(0);
    expect(tetrisMinLines(1)).toBe(1);
    expect(tetrisMinLines(10)).toBe(10);
    expect(tetrisMinLines(11)).toBe(11); // line 11 scores at level 2: 10 + 2 = 12 ≥ 11
    expect(tetrisMinLines(12)).toBe(11);
    expect(tetrisMinLines(13)).toBe(12);
    expect(tetrisMinDurationMs(1)).toBe(3 * TETRIS_MIN_MS_PER_PIECE);
    expect(tetrisMinDurationMs(4)).toBe(10 * TETRIS_MIN_MS_PER_PIECE);
  });

  it('every multiple of 100 is reachable, with exactly the fewest lines tetrisMinLines says', () => {
    // All clear sequences of 1–4 lines, up to 60 lines: the smallest line count that reaches each score.
    const fewest = new Map<number, number>();
    let frontier = new Map<string, { lines: number; units: number }>([['0:0', { lines: 0, units: 0 }]]);
    for (let round = 0; round < 60; round += 1) {
      const next = new Map<string, { lines: number; units: number }>();
      for (const { lines, units } of frontier.values()) {
        for (let c = 1; c <= 4 && lines + c <= 60; c += 1) {
          const after = { lines: lines + c, units: units + c * (1 + Math.floor(lines / 10)) };
          if (!fewest.has(after.units) || fewest.get(after.units)! > after.lines) fewest.set(after.units, after.lines);
          next.set(`${after.lines}:${after.units}`, after);
        }
      }
      frontier = next;
    }
    for (let units = 1; units <= 150; units += 1) {
      expect(fewest.get(units), `score ${units * 100}`).toBe(tetrisMinLines(units));
    }
  });

  it('refuses scores that are not whole hundreds, and too many lines for the time', () => {
    expect(check('tetris', { score: 150, duration_ms: 60_000 })).toEqual(notPossible('Tetris'));
    expect(check('tetris', { score: 100, duration_ms: shortest(300) })).toEqual(OK);
    expect(check('tetris', { score: 100, duration_ms: shortest(300) - 1 })).toEqual(tooFast);
    // 1,000,000 points need ~1,396 lines → 3,490 pieces → 349 s at 10 a second.
    expect(check('tetris', { score: 1_000_000, duration_ms: 60_000 })).toEqual(tooFast);
    expect(check('tetris', { score: 1_000_000, duration_ms: 400_000 })).toEqual(OK);
  });
});

describe('Pong', () => {
  /** A player whose paddle chases the ball, against the AI, until the game ends. */
  function chasingGame(seed: number): { state: PongState; pointTimes: number[] } {
    const rng = createSeededRng(seed);
    let s = startPong(createPong(rng), rng);
    const pointTimes: number[] = [];
    for (let i = 0; i < 200_000 && s.status === 'running'; i += 1) {
      const before = s.leftScore + s.rightScore;
      s = stepPong(s, { leftTarget: s.ball.y }, rng);
      if (s.leftScore + s.rightScore !== before) pointTimes.push(s.elapsedMs);
    }
    return { state: s, pointTimes };
  }

  it('accepts games played by the engine, and no point ever took less than the rules minimum', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { state, pointTimes } = chasingGame(seed);
      expect(state.status).toBe('over');
      expect(check('pong', { score: state.leftScore, duration_ms: Math.round(state.elapsedMs) })).toEqual(OK);
      let last = 0;
      for (const at of pointTimes) {
        expect(at - last).toBeGreaterThanOrEqual(pongMinPointMs());
        last = at;
      }
    }
  });

  it('pins the rule: a serve delay of 45 updates and 61 updates from the centre out', () => {
    expect(pongMinPointMs()).toBeCloseTo((45 + 61) * PONG_STEP_MS, 6);
  });

  it('refuses more than 5 points, and 5 points faster than 5 serves and crossings', () => {
    expect(check('pong', { score: 6, duration_ms: 600_000 })).toEqual(notPossible('Pong'));
    expect(check('pong', { score: 5, duration_ms: shortest(5 * pongMinPointMs()) })).toEqual(OK);
    expect(check('pong', { score: 5, duration_ms: shortest(5 * pongMinPointMs()) - 1 })).toEqual(tooFast);
    expect(check('pong', { score: 0, duration_ms: 9000 })).toEqual(OK);
  });
});

describe('Breakout', () => {
  it('accepts a game won by the engine (paddle under the ball, a little off centre), and the first brick never falls sooner than the bound', () => {
    const rng = createSeededRng(7);
    let s: BreakoutState = startBreakout(createBreakout(rng), rng);
    let firstBrickAt: number | null = null;
    for (let i = 0; i < 100_000 && s.status === 'running'; i += 1) {
      s = stepBreakout(s, { target: s.ball.x + Math.sin(i / 97) * 35 }, rng);
      if (firstBrickAt === null && s.score > 0) firstBrickAt = s.elapsedMs;
    }
    expect(s.won).toBe(true);
    expect(s.score).toBe(500);
    expect(firstBrickAt).toBeGreaterThanOrEqual(breakoutMinDurationMs(1));
    expect(BREAKOUT_BRICK_COUNT - breakoutBricksLeft(s)).toBe(s.score / 10);
    expect(check('breakout', { score: s.score, duration_ms: Math.round(s.elapsedMs) })).toEqual(OK);
  });

  it('pins the rule: a 60-update serve, a 55-update climb to the lowest bricks, then one update a brick', () => {
    expect(breakoutMinDurationMs(0)).toBe(0);
    expect(breakoutMinDurationMs(1)).toBeCloseTo((60 + 55) * BREAKOUT_STEP_MS, 6);
    expect(breakoutMinDurationMs(50)).toBeCloseTo((60 + 55 + 49) * BREAKOUT_STEP_MS, 6);
  });

  it('refuses scores that are not whole bricks, more than the wall, or too fast', () => {
    expect(check('breakout', { score: 25, duration_ms: 600_000 })).toEqual(notPossible('Breakout'));
    expect(check('breakout', { score: 500, duration_ms: 600_000 })).toEqual(OK);
    expect(check('breakout', { score: 510, duration_ms: 600_000 })).toEqual(notPossible('Breakout'));
    expect(check('breakout', { score: 500, duration_ms: shortest(breakoutMinDurationMs(50)) })).toEqual(OK);
    expect(check('breakout', { score: 500, duration_ms: shortest(breakoutMinDurationMs(50)) - 1 })).toEqual(tooFast);
  });
});

describe('Memory Match', () => {
  /** Plays a whole game: `misses` mismatches first, then every pair; `gapMs` between clicks. */
  function play(misses: number, gapMs: number): MemoryState {
    const rng = createSeededRng(11);
    let s = startMemory(createMemory(rng), rng);
    const click = (i: number, wait: number) => {
      s = flipMemoryCard(tickMemory(s, wait), i);
    };
    let first = true;
    const gap = () => (first ? ((first = false), 0) : gapMs);
    const other = s.cards.findIndex((c) => c.icon !== s.cards[0]!.icon);
    for (let m = 0; m < misses; m += 1) {
      click(0, m === 0 ? gap() : MEMORY_MISMATCH_MS);
      click(other, gapMs);
    }
    let afterMiss = misses > 0;
    for (const icon of new Set(s.cards.map((c) => c.icon))) {
      const [a, b] = s.cards.flatMap((c, i) => (c.icon === icon ? [i] : []));
      click(a!, afterMiss ? MEMORY_MISMATCH_MS : gap());
      afterMiss = false;
      click(b!, gapMs);
    }
    return s;
  }

  it('accepts the fastest possible games, which take exactly the rules minimum, and real ones', () => {
    for (const misses of [0, 3, 12]) {
      const fastest = play(misses, MIN_MS_PER_PRESS);
      expect(fastest.status).toBe('over');
      expect(fastest.moves).toBe(8 + misses);
      expect(fastest.elapsedMs).toBe(memoryMinDurationMs(fastest.moves));
      expect(check('memory', { score: 0, duration_ms: fastest.elapsedMs, moves: fastest.moves })).toEqual(OK);
      expect(check('memory', { score: 0, duration_ms: shortest(fastest.elapsedMs) - 1, moves: fastest.moves })).toEqual(tooFast);
      const real = play(misses, 700);
      expect(check('memory', { score: 0, duration_ms: real.elapsedMs, moves: real.moves })).toEqual(OK);
    }
  });

  it('needs moves, at least 8 of them, and a score of 0', () => {
    expect(check('memory', { score: 0, duration_ms: 60_000 })).toEqual({ ok: false, message: 'Moves are required for Memory Match' });
    expect(check('memory', { score: 0, duration_ms: 60_000, moves: 7 })).toEqual({ ok: false, message: 'Moves are not possible in Memory Match' });
    expect(check('memory', { score: 0, duration_ms: 60_000, moves: 8.5 })).toEqual({ ok: false, message: 'Moves are not possible in Memory Match' });
    expect(check('memory', { score: 10, duration_ms: 60_000, moves: 8 })).toEqual(notPossible('Memory Match'));
    // 30 moves: 22 mismatches of 1 s each.
    expect(check('memory', { score: 0, duration_ms: 15_000, moves: 30 })).toEqual(tooFast);
  });
});

describe('Simon Says', () => {
  /** A perfect player for `rounds` rounds who reacts after `reactMs` and presses every `gapMs`; then a mistake. */
  function play(rounds: number, reactMs: number, gapMs: number): SimonState {
    const rng = createSeededRng(5);
    let s = startSimon(createSimon(), rng);
    const toInput = () => {
      s = tickSimon(s, simonPlaybackEndMs(s) - s.playbackMs);
      expect(s.phase).toBe('input');
    };
    for (let round = 0; round < rounds; round += 1) {
      toInput();
      s = tickSimon(s, reactMs);
      const sequence = [...s.sequence];
      sequence.forEach((color, i) => {
        if (i > 0) s = tickSimon(s, gapMs);
        s = pressSimon(s, color, rng);
      });
    }
    return s;
  }

  it('accepts the fastest possible game, which takes exactly the rules minimum, and a real one', () => {
    const fastest = play(25, 0, MIN_MS_PER_PRESS);
    expect(fastest.score).toBe(25);
    expect(fastest.elapsedMs).toBe(simonMinDurationMs(25));
    expect(check('simon', { score: 25, duration_ms: fastest.elapsedMs })).toEqual(OK);
    expect(check('simon', { score: 25, duration_ms: shortest(fastest.elapsedMs) - 1 })).toEqual(tooFast);
    const real = play(12, 400, 300);
    expect(check('simon', { score: real.score, duration_ms: real.elapsedMs })).toEqual(OK);
  });

  it('pins the rule: round n plays n steps at 600 ms, 50 ms faster every 5 points', () => {
    expect(simonMinDurationMs(0)).toBe(0);
    expect(simonMinDurationMs(1)).toBe(600 * 1.5);
    expect(simonMinDurationMs(2)).toBe(600 * 1.5 + 600 * 2.5 + 50);
    expect(simonMinDurationMs(6) - simonMinDurationMs(5)).toBe(550 * 6.5 + 5 * 50);
  });

  it('refuses a long sequence in too little time, and stops counting once past the time played', () => {
    expect(check('simon', { score: 50, duration_ms: 60_000 })).toEqual(tooFast);
    expect(check('simon', { score: 1_000_000, duration_ms: 86_400_000 })).toEqual(tooFast);
    expect(check('simon', { score: 0, duration_ms: 1 })).toEqual(OK);
  });
});

describe('any game', () => {
  it('refuses a missing or non-positive time', () => {
    expect(check('snake', { score: 0, duration_ms: 0 })).toEqual(tooFast);
    expect(check('pong', { score: 0, duration_ms: Number.NaN })).toEqual(tooFast);
  });
});
