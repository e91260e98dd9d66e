import { useCallback, useEffect, useRef } from 'react';

/** What the hook returns. */
export interface HeldInput {
  /** A control went down (a key or an on-screen button). */
  press: (id: string) => void;
  /** It came up. */
  release: (id: string) => void;
  /** Whether it is held, or was tapped since the last `endStep` (so a quick tap between two updates still counts). */
  isDown: (id: string) => boolean;
  /** Forgets taps; call after each logic step. */
  endStep: () => void;
}

/**
 * Held controls for the real-time games (Pong paddles, Breakout paddle): keys and on-screen buttons
 * press and release named controls that the fixed-step loop reads each update. Everything is released
 * when the window loses focus.
 */
export function useHeldInput(): HeldInput {
  const held = useRef(new Set<string>());
  const tapped = useRef(new Set<string>());
  const press = useCallback((id: string) => {
    held.current.add(id);
    tapped.current.add(id);
  }, []);
  const release = useCallback((id: string) => {
    held.current.delete(id);
  }, []);
  const isDown = useCallback((id: string) => held.current.has(id) || tapped.current.has(id), []);
  const endStep = useCallback(() => tapped.current.clear(), []);
  useEffect(() => {
    const clear = () => held.current.clear();
    window.addEventListener('blur', clear);
    return () => window.removeEventListener('blur', clear);
  }, []);
  return { press, release, isDown, endStep };
}
