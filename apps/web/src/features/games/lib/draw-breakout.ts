import {
  BREAKOUT_BALL_RADIUS,
  BREAKOUT_BRICK_COLS,
  BREAKOUT_HEIGHT,
  BREAKOUT_PADDLE_HEIGHT,
  BREAKOUT_PADDLE_WIDTH,
  BREAKOUT_PADDLE_Y,
  BREAKOUT_WIDTH,
  breakoutBrickRect,
  type BreakoutState,
} from '@esdc/core/games/breakout';
import { fillBoard, fillCircle, fillRoundRect } from './canvas-shapes';
import type { CanvasTheme } from './canvas-theme';

/** Draws the Breakout field (SPEC §9 Breakout): the standing bricks by row colour, the paddle and the ball. */
export function drawBreakout(ctx: CanvasRenderingContext2D, state: BreakoutState, theme: CanvasTheme): void {
  fillBoard(ctx, theme.surface2, BREAKOUT_WIDTH, BREAKOUT_HEIGHT);

  const rows = [theme.danger, theme.warning, theme.success, theme.accent, theme.heroTo];
  state.bricks.forEach((alive, i) => {
    if (!alive) return;
    const rect = breakoutBrickRect(i);
    fillRoundRect(ctx, rows[Math.floor(i / BREAKOUT_BRICK_COLS) % rows.length] ?? theme.accent, rect.x, rect.y, rect.width, rect.height, 3);
  });

  fillRoundRect(ctx, theme.accent, state.paddleX, BREAKOUT_PADDLE_Y, BREAKOUT_PADDLE_WIDTH, BREAKOUT_PADDLE_HEIGHT, 6);

  if (state.status === 'over') return;
  fillCircle(ctx, theme.fg, state.ball.x, state.ball.y, BREAKOUT_BALL_RADIUS);
}
