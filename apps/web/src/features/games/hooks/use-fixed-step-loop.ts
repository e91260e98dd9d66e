import { useEffect, useLayoutEffect, useRef } from 'react';

/** A frame longer than this (a stall, a background tab) counts as this long, so the game never jumps ahead. */
export const MAX_FRAME_MS = 250;

/** Options of the loop. */
export interface FixedStepLoopOptions {
  /** Runs only while true (e.g. status is running and the tab is visible). */
  active: boolean;
  /** The fixed logic increment in ms. */
  stepMs: number;
  /** Advances the game by exactly `stepMs`; called as many times as the elapsed time allows. */
  onStep: (stepMs: number) => void;
  /** Draws, once per animation frame, after the steps of that frame. */
  onFrame?: () => void;
}

/**
 * The games' loop (issue: rendering is a separate layer): requestAnimationFrame drives drawing, while
 * the logic advances in fixed increments of `stepMs` from accumulated elapsed time. Game speed is
 * therefore the same on a 60 Hz, 120 Hz or throttled display.
 */
export function useFixedStepLoop({ active, stepMs, onStep, onFrame }: FixedStepLoopOptions): void {
  const stepRef = useRef(onStep);
  const frameRef = useRef(onFrame);
  useLayoutEffect(() => {
    stepRef.current = onStep;
    frameRef.current = onFrame;
  });

  useEffect(() => {
    if (!active) return;
    let raf = 0;
    // Time counts from the moment the loop starts, not from its first frame.
    let last = performance.now();
    let accumulated = 0;
    const frame = (now: number) => {
      accumulated += Math.min(Math.max(0, now - last), MAX_FRAME_MS);
      last = now;
      while (accumulated >= stepMs) {
        stepRef.current(stepMs);
        accumulated -= stepMs;
      }
      frameRef.current?.();
      raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(raf);
  }, [active, stepMs]);
}
