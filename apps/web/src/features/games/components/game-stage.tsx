import type { HTMLAttributes, ReactNode, RefObject } from 'react';
import type { GameCanvas as GameCanvasState } from '../hooks/use-game-canvas';
import { GameCanvas } from './game-canvas';

/**
 * The focusable playing area (role="application", so screen readers pass the game keys through) with the
 * game's canvas (from useGameCanvas; `canvasLabel` describes the board) and, over it, `children` (the status
 * overlay). It scales to the container's width up to the game's logical width, keeping the aspect ratio, and
 * never taller than `maxHeight` (a CSS length) so the controls stay on screen.
 */
export function GameStage({
  stageRef,
  canvas: { canvasRef, width, height },
  label,
  canvasLabel,
  maxHeight = '70dvh',
  capture = false,
  children,
  ...rest
}: {
  stageRef: RefObject<HTMLDivElement | null>;
  canvas: Pick<GameCanvasState, 'canvasRef' | 'width' | 'height'>;
  label: string;
  canvasLabel: string;
  maxHeight?: string;
  /** While true, touch gestures on the stage go to the game instead of scrolling the page. */
  capture?: boolean;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLDivElement>, 'children'>) {
  return (
    <div
      ref={stageRef}
      role="application"
      aria-label={label}
      tabIndex={0}
      className={`relative mx-auto w-full select-none rounded-xl ${capture ? 'touch-none' : ''}`}
      style={{ maxWidth: `min(${width}px, calc(${maxHeight} * ${width / height}))` }}
      {...rest}
    >
      <GameCanvas canvasRef={canvasRef} width={width} height={height} label={canvasLabel} />
      {children}
    </div>
  );
}
