import { useRef, type PointerEvent } from 'react';

/** A swipe direction. */
export type SwipeDirection = 'up' | 'down' | 'left' | 'right';

/** A touch movement shorter than this many px is a tap. */
const SWIPE_MIN_PX = 24;

/**
 * Swipe gestures on a playing area (issue: swipe gestures, optional): a touch or pen stroke reports
 * its main direction; a short touch is a tap. Mouse input is ignored (the keyboard covers it).
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void, onTap?: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_MIN_PX) {
        onTap?.();
        return;
      }
      if (Math.abs(dx) > Math.abs(dy)) onSwipe(dx > 0 ? 'right' : 'left');
      else onSwipe(dy > 0 ? 'down' : 'up');
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
