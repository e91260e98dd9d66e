import type { PlayStatus } from '@esdc/core/games/play-state';
import type { RefObject } from 'react';
import { playKey, type PlayKeyActions } from '../lib/play-keys';
import { useGameKeys, type GameKeyHandler } from './use-game-keys';

/** Options of the hook. */
export interface PlayKeysOptions extends PlayKeyActions {
  /** The engine's current play status. */
  status: () => PlayStatus;
  /** The game's own keys (steering, paddles ...): returns true when it used the key; otherwise the shared keys apply. */
  onKeyDown: GameKeyHandler;
  onKeyUp?: GameKeyHandler;
}

/**
 * Keyboard of a game page (SPEC §4 Games): the game's own keys first, then the shared ones (lib/play-keys: Space or
 * Enter starts or resumes, P or Escape pauses). A game counts as in progress while running or paused (useGameKeys).
 */
export function usePlayKeys(rootRef: RefObject<HTMLElement | null>, { status, start, togglePause, onKeyDown, onKeyUp }: PlayKeysOptions): void {
  useGameKeys(rootRef, {
    playing: () => status() === 'running' || status() === 'paused',
    onKeyDown: (event) => onKeyDown(event) || (playKey(event, status(), { start, togglePause }) ?? false),
    onKeyUp,
  });
}
