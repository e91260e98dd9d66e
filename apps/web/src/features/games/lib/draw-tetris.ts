import { TETRIS_COLS, TETRIS_ROWS, tetrisDropY, type TetrisShape, type TetrisState } from '@esdc/core/games/tetris';
import { fillBoard, fillRoundRect } from './canvas-shapes';
import type { CanvasTheme } from './canvas-theme';

/** Pixels per Tetris cell in logical canvas units. */
const TETRIS_CELL_PX = 30;
/** The Tetris canvas's logical width (10 cells, SPEC §9 Tetris). */
export const TETRIS_BOARD_WIDTH = TETRIS_COLS * TETRIS_CELL_PX;
/** The Tetris canvas's logical height (20 cells, SPEC §9 Tetris). */
export const TETRIS_BOARD_HEIGHT = TETRIS_ROWS * TETRIS_CELL_PX;

/** Fixed game colours of the seven shapes, readable on both themes' boards. */
export const TETRIS_COLORS: Record<TetrisShape, string> = {
  I: '#06b6d4',
  O: '#eab308',
  T: '#a855f7',
  S: '#22c55e',
  Z: '#ef4444',
  J: '#3b82f6',
  L: '#f97316',
};

function cell(ctx: CanvasRenderingContext2D, x: number, y: number, color: string): void {
  const c = TETRIS_CELL_PX;
  fillRoundRect(ctx, color, x * c + 1, y * c + 1, c - 2, c - 2, 4);
  // A light top edge gives the blocks some depth.
  ctx.fillStyle = 'rgb(255 255 255 / 0.22)';
  ctx.fillRect(x * c + 3, y * c + 3, c - 6, 4);
}

/** Draws the Tetris well (SPEC §9 Tetris): settled blocks, a ghost where the piece will land, and the piece. */
export function drawTetris(ctx: CanvasRenderingContext2D, state: TetrisState, theme: CanvasTheme): void {
  const c = TETRIS_CELL_PX;
  fillBoard(ctx, theme.surface2, TETRIS_BOARD_WIDTH, TETRIS_BOARD_HEIGHT);
  ctx.strokeStyle = theme.line;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = 1; x < TETRIS_COLS; x += 1) {
    ctx.moveTo(x * c + 0.5, 0);
    ctx.lineTo(x * c + 0.5, TETRIS_BOARD_HEIGHT);
  }
  for (let y = 1; y < TETRIS_ROWS; y += 1) {
    ctx.moveTo(0, y * c + 0.5);
    ctx.lineTo(TETRIS_BOARD_WIDTH, y * c + 0.5);
  }
  ctx.stroke();

  state.board.forEach((row, y) =>
    row.forEach((shape, x) => {
      if (shape) cell(ctx, x, y, TETRIS_COLORS[shape]);
    }),
  );

  if (state.status === 'idle') return;
  const { piece } = state;
  const ghostY = tetrisDropY(state);
  ctx.strokeStyle = theme.muted;
  ctx.lineWidth = 2;
  piece.matrix.forEach((row, r) =>
    row.forEach((filled, col) => {
      if (filled && ghostY !== piece.y) ctx.strokeRect((piece.x + col) * c + 3, (ghostY + r) * c + 3, c - 6, c - 6);
    }),
  );
  piece.matrix.forEach((row, r) =>
    row.forEach((filled, col) => {
      if (filled) cell(ctx, piece.x + col, piece.y + r, TETRIS_COLORS[piece.shape]);
    }),
  );
}
