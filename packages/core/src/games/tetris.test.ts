import { describe, expect, it } from 'vitest';
import { createSeededRng } from './rng.ts';
import {
  createTetris,
  dropTetris,
  emptyTetrisBoard,
  hardDropTetris,
  rotateMatrix,
  rotateTetris,
  shiftTetris,
  startTetris,
  TETRIS_BASE_FALL_MS,
  TETRIS_COLS,
  TETRIS_FALL_MS_PER_LEVEL,
  TETRIS_LINES_PER_LEVEL,
  TETRIS_MATRICES,
  TETRIS_MIN_FALL_MS,
  TETRIS_POINTS_PER_LINE,
  TETRIS_ROWS,
  TETRIS_SHAPE_KEYS,
  TETRIS_START_LEVEL,
  tetrisDropY,
  tetrisFallMs,
  tetrisLevel,
  tetrisLinePoints,
  tickTetris,
  toggleTetrisPause,
  type TetrisBoard,
  type TetrisShape,
  type TetrisState,
} from './tetris.ts';

const zero = () => 0; // always the I piece

/** A board whose bottom `rows` rows are filled except the listed columns. */
function boardWithRows(rows: number, gapColumns: number[]): TetrisBoard {
  const board = emptyTetrisBoard().map((row) => [...row]);
  for (let r = TETRIS_ROWS - rows; r < TETRIS_ROWS; r += 1) {
    for (let c = 0; c < TETRIS_COLS; c += 1) if (!gapColumns.includes(c)) (board[r] as (TetrisShape | null)[])[c] = 'T';
  }
  return board;
}

function running(overrides: Partial<TetrisState> = {}): TetrisState {
  return { ...startTetris(createTetris(zero), zero), ...overrides };
}

const filledCount = (board: TetrisBoard) => board.flat().filter(Boolean).length;

describe('tetris constants (SPEC §9 Tetris)', () => {
  it('pins the spec numbers', () => {
    expect(TETRIS_SHAPE_KEYS).toHaveLength(7);
    expect(Object.keys(TETRIS_MATRICES).sort()).toEqual(['I', 'J', 'L', 'O', 'S', 'T', 'Z']);
    expect({
      TETRIS_COLS,
      TETRIS_ROWS,
      TETRIS_POINTS_PER_LINE,
      TETRIS_LINES_PER_LEVEL,
      TETRIS_START_LEVEL,
      TETRIS_BASE_FALL_MS,
      TETRIS_FALL_MS_PER_LEVEL,
      TETRIS_MIN_FALL_MS,
    }).toEqual({
      TETRIS_COLS: 10,
      TETRIS_ROWS: 20,
      TETRIS_POINTS_PER_LINE: 100,
      TETRIS_LINES_PER_LEVEL: 10,
      TETRIS_START_LEVEL: 1,
      TETRIS_BASE_FALL_MS: 1000,
      TETRIS_FALL_MS_PER_LEVEL: 100,
      TETRIS_MIN_FALL_MS: 100,
    });
  });

  it('every shape has four cells', () => {
    for (const key of TETRIS_SHAPE_KEYS) expect(TETRIS_MATRICES[key].flat().filter(Boolean)).toHaveLength(4);
  });

  it.each([
    [1, 900],
    [2, 800],
    [5, 500],
    [9, 100],
    [10, 100],
    [15, 100],
  ])('fall interval is max(100, 1000 − level×100): level %i falls every %i ms', (level, ms) => {
    expect(tetrisFallMs(level)).toBe(ms);
  });

  it.each([
    [0, 1],
    [9, 1],
    [10, 2],
    [19, 2],
    [20, 3],
  ])('level rises each time total lines reach a multiple of 10: %i lines is level %i', (lines, level) => {
    expect(tetrisLevel(lines)).toBe(level);
  });

  it.each([
    [0, 3, 0],
    [1, 1, 100],
    [4, 1, 400],
    [2, 3, 600],
  ])('scores 100 × level per cleared line: %i lines at level %i score %i', (lines, level, points) => {
    expect(tetrisLinePoints(lines, level)).toBe(points);
  });
});

describe('start and gravity', () => {
  it('creates a not-started game with an empty board, a centred piece and a next piece', () => {
    const s = createTetris(zero);
    expect(s.status).toBe('idle');
    expect(filledCount(s.board)).toBe(0);
    expect(s.board).toHaveLength(20);
    expect(s.board[0]).toHaveLength(10);
    expect(s.piece).toMatchObject({ shape: 'I', x: 3, y: 0 });
    expect(s.next).toBe('I');
    expect(s.score).toBe(0);
    expect(s.level).toBe(1);
  });

  it('draws shapes with the injected rng', () => {
    const a = createTetris(createSeededRng(42));
    const b = createTetris(createSeededRng(42));
    expect([a.piece.shape, a.next]).toEqual([b.piece.shape, b.next]);
    expect(createTetris(() => 0.99).piece.shape).toBe('L');
  });

  it('nothing falls before the game starts', () => {
    const idle = createTetris(zero);
    expect(tickTetris(idle, 5000, zero)).toBe(idle);
    expect(shiftTetris(idle, 1)).toBe(idle);
  });

  it('falls one row per 900 ms at level 1', () => {
    let s = running();
    s = tickTetris(s, 899, zero);
    expect(s.piece.y).toBe(0);
    s = tickTetris(s, 1, zero);
    expect(s.piece.y).toBe(1);
    s = tickTetris(s, 1800, zero);
    expect(s.piece.y).toBe(3);
    expect(s.elapsedMs).toBe(2700);
  });

  it('falls faster at a higher level', () => {
    const s = tickTetris(running({ level: 5 }), 500, zero);
    expect(s.piece.y).toBe(1);
  });
});

describe('moves (arrows move, up rotates, space hard-drops)', () => {
  it('left and right move one cell and stop at the walls', () => {
    let s = running();
    s = shiftTetris(s, -1);
    expect(s.piece.x).toBe(2);
    for (let i = 0; i < 10; i += 1) s = shiftTetris(s, -1);
    expect(s.piece.x).toBe(0);
    for (let i = 0; i < 10; i += 1) s = shiftTetris(s, 1);
    expect(s.piece.x).toBe(6);
  });

  it('down moves one row', () => {
    expect(dropTetris(running(), zero).piece.y).toBe(1);
  });

  it('up rotates clockwise', () => {
    expect(rotateMatrix(TETRIS_MATRICES.T)).toEqual([
      [0, 1, 0],
      [0, 1, 1],
      [0, 1, 0],
    ]);
    const s = rotateTetris(running());
    expect(s.piece.matrix.map((row) => row[2])).toEqual([1, 1, 1, 1]);
    expect(rotateMatrix(rotateMatrix(rotateMatrix(rotateMatrix(TETRIS_MATRICES.S))))).toEqual(TETRIS_MATRICES.S);
  });

  it('rotating against a wall kicks the piece back inside', () => {
    // Vertical I hugging the right wall: rotating back to horizontal would poke out, so it is nudged left.
    let s = rotateTetris(running());
    for (let i = 0; i < 10; i += 1) s = shiftTetris(s, 1);
    expect(s.piece.x).toBe(7);
    s = rotateTetris(s);
    expect(s.piece.matrix[2]).toEqual([1, 1, 1, 1]);
    expect(s.piece.x).toBe(6);
  });

  it('space hard-drops to the floor, locks and brings in the next piece', () => {
    const s = hardDropTetris(running(), zero);
    expect(s.board[19]).toEqual([null, null, null, 'I', 'I', 'I', 'I', null, null, null]);
    expect(s.piece).toMatchObject({ shape: 'I', x: 3, y: 0 });
    expect(s.score).toBe(0);
  });

  it('ghost row is where a hard drop lands', () => {
    expect(tetrisDropY(running())).toBe(18);
  });

  it('moves are ignored while paused', () => {
    const paused = toggleTetrisPause(running());
    expect(paused.status).toBe('paused');
    expect(shiftTetris(paused, 1)).toBe(paused);
    expect(rotateTetris(paused)).toBe(paused);
    expect(hardDropTetris(paused, zero)).toBe(paused);
    expect(tickTetris(paused, 5000, zero)).toBe(paused);
    expect(toggleTetrisPause(paused).status).toBe('running');
  });
});

describe('line clears, scoring and levels', () => {
  it('clearing one line at level 1 scores 100', () => {
    const s = hardDropTetris(running({ board: boardWithRows(1, [3, 4, 5, 6]) }), zero);
    expect(s.lastCleared).toBe(1);
    expect(s.lines).toBe(1);
    expect(s.score).toBe(100);
    expect(filledCount(s.board)).toBe(0);
  });

  it('clearing four lines at level 2 scores 4 × 100 × 2', () => {
    let s = running({ board: boardWithRows(4, [9]), lines: 10, level: 2 });
    s = rotateTetris(s); // vertical I in matrix column 2
    for (let i = 0; i < 10; i += 1) s = shiftTetris(s, 1);
    s = hardDropTetris(s, zero);
    expect(s.lastCleared).toBe(4);
    expect(s.score).toBe(800);
    expect(s.lines).toBe(14);
    expect(s.level).toBe(2);
  });

  it('levels up when the total reaches 10 lines, scoring at the old level, then falls faster', () => {
    const s = hardDropTetris(running({ board: boardWithRows(1, [3, 4, 5, 6]), lines: 9, score: 900 }), zero);
    expect(s.lines).toBe(10);
    expect(s.level).toBe(2);
    expect(s.score).toBe(1000);
    expect(tetrisFallMs(s.level)).toBe(800);
    expect(tickTetris(s, 800, zero).piece.y).toBe(1);
  });

  it('crossing a multiple of 10 with a multi-line clear levels up once', () => {
    let s = running({ board: boardWithRows(2, [9]), lines: 8 });
    s = rotateTetris(s);
    for (let i = 0; i < 10; i += 1) s = shiftTetris(s, 1);
    s = hardDropTetris(s, zero);
    expect(s.lines).toBe(10);
    expect(s.level).toBe(2);
    expect(s.score).toBe(200);
  });

  it('gravity locks a piece that cannot fall and resets the fall timer', () => {
    let s = running();
    s = { ...s, piece: { ...s.piece, y: tetrisDropY(s) } };
    s = tickTetris(s, 900, zero);
    expect(s.board[19]?.filter(Boolean)).toHaveLength(4);
    expect(s.piece.y).toBe(0);
    expect(s.fallTimerMs).toBe(0);
  });
});

describe('game over and play again', () => {
  it('ends when a new piece cannot spawn', () => {
    const board = emptyTetrisBoard().map((row) => [...row]);
    (board[1] as (TetrisShape | null)[])[4] = 'T';
    const s = hardDropTetris(running({ board, piece: { shape: 'O', matrix: TETRIS_MATRICES.O, x: 0, y: 0 } }), zero);
    expect(s.status).toBe('over');
    expect(tickTetris(s, 5000, zero)).toBe(s);
  });

  it('Play Again starts a fresh running game', () => {
    const over: TetrisState = { ...running({ score: 500, lines: 5 }), status: 'over' };
    const again = startTetris(over, zero);
    expect(again.status).toBe('running');
    expect(again.score).toBe(0);
    expect(again.lines).toBe(0);
    expect(filledCount(again.board)).toBe(0);
  });
});
