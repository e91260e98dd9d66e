import type { PlayStatus } from '@esdc/core/games/play-state';
import type { RefObject } from 'react';
import type { HeldInput } from './use-held-input';
import { usePlayKeys } from './use-play-keys';

/** Options of the hook. */
export interface HeldControlKeysOptions {
  /** The page's held controls (useHeldInput). */
  held: HeldInput;
  /** The held control a key stands for, or null when it is none. */
  controlOf: (event: KeyboardEvent) => string | null | undefined;
  /** The engine's current play status. */
  status: () => PlayStatus;
  /** Starts a game (Space or Enter when none is running). */
  start: () => void;
  /** Runs on each key press of a control (e.g. to let go of pointer steering). */
  onControl?: (control: string) => void;
}

/**
 * Keyboard of the real-time games (Breakout, Pong; SPEC §4 Games): a key that stands for a control presses it
 * while down and releases it when up (the fixed-step loop reads the controls each update); Space or Enter starts a
 * game (usePlayKeys).
 */
export function useHeldControlKeys(rootRef: RefObject<HTMLElement | null>, { held, controlOf, status, start, onControl }: HeldControlKeysOptions): void {
  usePlayKeys(rootRef, {
    status,
    start,
    onKeyDown: (event) => {
      const control = controlOf(event);
      if (!control) return false;
      if (!event.repeat) held.press(control);
      onControl?.(control);
      return true;
    },
    onKeyUp: (event) => {
      const control = controlOf(event);
      if (!control) return false;
      held.release(control);
      return true;
    },
  });
}
