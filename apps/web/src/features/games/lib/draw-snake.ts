import { SNAKE_GRID, type SnakeDirection, type SnakeState } from '@esdc/core/games/snake';
import { fillBoard, fillCircle, fillRoundRect } from './canvas-shapes';
import type { CanvasTheme } from './canvas-theme';

/** Pixels per Snake cell in logical canvas units. */
const SNAKE_CELL_PX = 20;
/** The Snake canvas's logical size (20 cells × 20 px). */
export const SNAKE_BOARD_PX = SNAKE_GRID * SNAKE_CELL_PX;

const EYES: Record<SnakeDirection, [number, number][]> = {
  right: [
    [0.7, 0.3],
    [0.7, 0.7],
  ],
  left: [
    [0.3, 0.3],
    [0.3, 0.7],
  ],
  up: [
    [0.3, 0.3],
    [0.7, 0.3],
  ],
  down: [
    [0.3, 0.7],
    [0.7, 0.7],
  ],
};

/** Draws the Snake board (SPEC §9 Snake) in the theme's colours. */
export function drawSnake(ctx: CanvasRenderingContext2D, state: SnakeState, theme: CanvasTheme): void {
  const c = SNAKE_CELL_PX;
  fillBoard(ctx, theme.surface2, SNAKE_BOARD_PX, SNAKE_BOARD_PX);
  // A faint checkerboard so cells can be counted.
  ctx.fillStyle = theme.line;
  ctx.globalAlpha = 0.45;
  for (let y = 0; y < SNAKE_GRID; y += 1) {
    for (let x = y % 2; x < SNAKE_GRID; x += 2) ctx.fillRect(x * c, y * c, c, c);
  }
  ctx.globalAlpha = 1;

  if (state.food) fillCircle(ctx, theme.danger, state.food.x * c + c / 2, state.food.y * c + c / 2, c * 0.38);

  state.body.forEach((segment, i) => {
    fillRoundRect(ctx, i === 0 ? theme.accentText : theme.accent, segment.x * c + 1, segment.y * c + 1, c - 2, c - 2, i === 0 ? 6 : 4);
  });

  const head = state.body[0];
  if (head) {
    for (const [ex, ey] of EYES[state.direction]) fillCircle(ctx, theme.surface, head.x * c + ex * c, head.y * c + ey * c, 2.2);
  }
}
