import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** A key handler; returns true when it used the key (its default, e.g. page scrolling, is then prevented). */
export type GameKeyHandler = (event: KeyboardEvent) => boolean;

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Places whose key presses are their own, not the game's: the site header and its menus, dialogs, list widgets. */
const NOT_THE_GAMES = 'header, dialog, [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tablist"]';

/** Options of the hook. */
export interface GameKeysOptions {
  onKeyDown: GameKeyHandler;
  onKeyUp?: GameKeyHandler;
  /** Whether a game is in progress: then keys also count while a control outside the game area has focus. */
  playing: () => boolean;
}

/**
 * Keyboard for a game as soon as its page is open ('Enter – Start' works without first clicking the
 * game area; arrows and space do not scroll the page). Keys count when focus is inside `rootRef` (the game area) or
 * on nothing in particular (the page itself); on a button or link elsewhere only while a game is in progress. Never
 * counted: typing in a text field, keys inside a dialog, the site header or a menu, and Space and Enter on a focused
 * button or link (left to that control, so the game's buttons work from the keyboard).
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
      if (!root) return false;
      const target = event.target instanceof Element ? event.target : null;
      const onControl = target?.closest('button, a, [role="button"]') != null;
      if (onControl && (event.key === ' ' || event.key === 'Enter')) return false;
      if (!target || root.contains(target)) return true;
      if (target.closest(NOT_THE_GAMES)) return false;
      return !onControl || playingRef.current();
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
