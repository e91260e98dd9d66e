import type { RefObject } from 'react';

/**
 * The game's canvas (issue: canvas rendering): role="img" with a label describing the game; CSS width
 * 100% of the stage, aspect ratio kept; the backing store is sized by useGameCanvas.
 */
export function GameCanvas({
  canvasRef,
  label,
  width,
  height,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  label: string;
  width: number;
  height: number;
}) {
  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      width={width}
      height={height}
      className="block h-auto w-full rounded-xl ring-1 ring-line"
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
}
