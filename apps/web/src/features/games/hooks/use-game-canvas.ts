import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTheme } from '../../../lib/theme';
import { readCanvasTheme, type CanvasTheme } from '../lib/canvas-theme';

/** What the hook returns. */
export interface GameCanvas {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** The game's logical width and height (the canvas's own units). */
  width: number;
  height: number;
  /** Draws now with the latest `draw`. */
  redraw: () => void;
}

/** Draws a game's state in the theme's colours, in logical units. */
export type DrawGame<S> = (ctx: CanvasRenderingContext2D, state: S, theme: CanvasTheme) => void;

/**
 * A crisp canvas in logical game units (issue: canvas scales to the screen width, drawn at
 * devicePixelRatio). The backing store follows the displayed size × devicePixelRatio, and the context is
 * scaled so `draw` always works in the game's logical width × height. `draw` gets the latest engine state
 * (`stateRef`) and the current theme's colours; besides `redraw()` (the loop's frames), the canvas redraws by
 * itself when `view` (the page's rendered slice: start, pause, game over) or the colour theme changes.
 * @param width the game's logical width
 * @param height the game's logical height
 */
export function useGameCanvas<S>(width: number, height: number, stateRef: RefObject<S>, draw: DrawGame<S>, view: object): GameCanvas {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawRef = useRef(draw);
  const { theme } = useTheme();
  useLayoutEffect(() => {
    drawRef.current = draw;
  });

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    ctx.setTransform(canvas.width / width, 0, 0, canvas.height / height, 0, 0);
    drawRef.current(ctx, stateRef.current, readCanvasTheme());
  }, [width, height, stateRef]);

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

  // Redraw when the picture changes outside the loop: start, pause, game over, theme switch.
  useEffect(() => redraw(), [view, theme, redraw]);

  return { canvasRef, width, height, redraw };
}
