/** Filled shapes the game canvases are drawn from, in logical units. */

/** Fills a rectangle with rounded corners of radius `radius`. */
export function fillRoundRect(ctx: CanvasRenderingContext2D, color: string, x: number, y: number, width: number, height: number, radius: number): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, radius);
  ctx.fill();
}

/** Fills a circle (a ball, the food, an eye) of radius `radius` centred on (x, y). */
export function fillCircle(ctx: CanvasRenderingContext2D, color: string, x: number, y: number, radius: number): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fill();
}

/** Fills the whole board (`width` × `height`) with its background colour. */
export function fillBoard(ctx: CanvasRenderingContext2D, color: string, width: number, height: number): void {
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
}
