import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** What the hook returns. */
export interface GameCanvas {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Draws now with the latest `draw`. */
  redraw: () => void;
}

/**
 * A crisp canvas in logical game units (issue: canvas scales to the screen width, drawn at
 * devicePixelRatio). The backing store follows the displayed size × devicePixelRatio, and the context is
 * scaled so `draw` always works in the game's logical width × height.
 */
export function useGameCanvas(width: number, height: number, draw: (ctx: CanvasRenderingContext2D) => void): GameCanvas {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawRef = useRef(draw);
  useLayoutEffect(() => {
    drawRef.current = draw;
  });

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    ctx.setTransform(canvas.width / width, 0, 0, canvas.height / height, 0, 0);
    drawRef.current(ctx);
  }, [width, height]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const dpr = window.devicePixelRatio || 1;
      const cssWidth = canvas.clientWidth || width;
      const w = Math.max(1, Math.round(cssWidth * dpr));
      const h = Math.max(1, Math.round((cssWidth * dpr * height) / width));
      if (canvas.width !== w || canvas.height !== h) {
        canvas.width = w;
        canvas.height = h;
      }
      redraw();
    };
    resize();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
    observer?.observe(canvas);
    window.addEventListener('resize', resize);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
    };
  }, [width, height, redraw]);

  return { canvasRef, redraw };
}
