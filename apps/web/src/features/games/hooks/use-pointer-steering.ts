import type { PointerEvent } from 'react';
import { logicalPoint } from '../lib/logical-point';

/** The stage's pointer handlers that steer a paddle. */
export interface PointerSteeringHandlers {
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
}

/**
 * Paddle steering by pointer for the real-time games (Breakout, Pong; issue: mouse and touch play): the mouse over
 * the field, or a finger or pen pressed and dragged on it, reports where it is in the game's logical units; lifting
 * a finger, leaving the field or a cancelled touch lets go (a mouse keeps steering until it leaves).
 * @param width the game's logical width
 * @param height the game's logical height
 * @param active whether a game is running (steering is ignored otherwise)
 * @param onSteer gets the pointer's position in logical units
 * @param onRelease the pointer let go
 */
export function usePointerSteering(
  width: number,
  height: number,
  { active, onSteer, onRelease }: { active: () => boolean; onSteer: (point: { x: number; y: number }) => void; onRelease: () => void },
): PointerSteeringHandlers {
  const steer = (event: PointerEvent<HTMLDivElement>) => {
    if (!active()) return;
    if (event.pointerType !== 'mouse' && event.buttons === 0 && event.type === 'pointermove') return;
    onSteer(logicalPoint(event.clientX, event.clientY, event.currentTarget, width, height));
  };
  return {
    onPointerDown: steer,
    onPointerMove: steer,
    onPointerUp: (event) => {
      if (event.pointerType !== 'mouse') onRelease();
    },
    onPointerLeave: onRelease,
    onPointerCancel: onRelease,
  };
}
