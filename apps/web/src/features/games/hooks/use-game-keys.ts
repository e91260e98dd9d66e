import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** A key handler; returns true when it used the key (its default, e.g. page scrolling, is then prevented). */
export type GameKeyHandler = (event: KeyboardEvent) => boolean;

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Options of the hook. */
export interface GameKeysOptions {
  onKeyDown: GameKeyHandler;
  onKeyUp?: GameKeyHandler;
  /** Whether a game is in progress: then keys also count while nothing has focus (e.g. after a click on the page). */
  playing: () => boolean;
}

/**
 * Keyboard for a game while it has focus (issue: keyboard play; arrows and space do not scroll the page).
 * Keys count when focus is inside `rootRef` (the game area), or on nothing at all while a game is in
 * progress. Space and Enter on a focused button or link are left to that control, so the game's
 * buttons work from the keyboard.
 */
export function useGameKeys(rootRef: RefObject<HTMLElement | null>, { onKeyDown, onKeyUp, playing }: GameKeysOptions): void {
  const downRef = useRef(onKeyDown);
  const upRef = useRef(onKeyUp);
  const playingRef = useRef(playing);
  useLayoutEffect(() => {
    downRef.current = onKeyDown;
    upRef.current = onKeyUp;
    playingRef.current = playing;
  });

  useEffect(() => {
    const accepts = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target)) return false;
      const root = rootRef.current;
      const active = document.activeElement;
      if (!root) return false;
      const unfocused = active === null || active === document.body;
      if (!(root.contains(active) || (unfocused && playingRef.current()))) return false;
      const onControl = event.target instanceof Element && event.target.closest('button, a, [role="button"]') !== null;
      return !(onControl && (event.key === ' ' || event.key === 'Enter'));
    };
    const down = (event: KeyboardEvent) => {
      if (accepts(event) && downRef.current(event)) event.preventDefault();
    };
    const up = (event: KeyboardEvent) => {
      if (accepts(event) && upRef.current?.(event)) event.preventDefault();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [rootRef]);
}
