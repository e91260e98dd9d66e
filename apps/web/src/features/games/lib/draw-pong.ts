import { PONG_BALL_SIZE, PONG_HEIGHT, PONG_PADDLE_HEIGHT, PONG_PADDLE_MARGIN, PONG_PADDLE_WIDTH, PONG_WIDTH, type PongState } from '@esdc/core/games/pong';
import { fillBoard, fillCircle, fillRoundRect } from './canvas-shapes';
import type { CanvasTheme } from './canvas-theme';

/** Draws the Pong court (SPEC §9 Pong): centre line, faint scores, both paddles and the ball. */
export function drawPong(ctx: CanvasRenderingContext2D, state: PongState, theme: CanvasTheme): void {
  fillBoard(ctx, theme.surface2, PONG_WIDTH, PONG_HEIGHT);

  ctx.fillStyle = theme.line;
  for (let y = 8; y < PONG_HEIGHT; y += 24) ctx.fillRect(PONG_WIDTH / 2 - 2, y, 4, 12);

  ctx.fillStyle = theme.muted;
  ctx.globalAlpha = 0.35;
  ctx.font = 'bold 64px ui-monospace, SFMono-Regular, Menlo, monospace';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillText(String(state.leftScore), PONG_WIDTH / 4, 24);
  ctx.fillText(String(state.rightScore), (PONG_WIDTH * 3) / 4, 24);
  ctx.globalAlpha = 1;

  fillRoundRect(ctx, theme.accent, PONG_PADDLE_MARGIN, state.leftY, PONG_PADDLE_WIDTH, PONG_PADDLE_HEIGHT, 4);
  const right = state.mode === 'ai' ? theme.fg : theme.heroTo;
  fillRoundRect(ctx, right, PONG_WIDTH - PONG_PADDLE_MARGIN - PONG_PADDLE_WIDTH, state.rightY, PONG_PADDLE_WIDTH, PONG_PADDLE_HEIGHT, 4);

  if (state.status === 'over') return;
  fillCircle(ctx, theme.fg, state.ball.x, state.ball.y, PONG_BALL_SIZE / 2);
}
