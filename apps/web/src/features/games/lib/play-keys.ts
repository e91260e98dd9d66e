import type { PlayStatus } from '@esdc/core/games/play-state';

/** A key's name with letters lower-cased, so 'W' and 'w' (Caps Lock, Shift) are the same control. */
export function keyName(event: Pick<KeyboardEvent, 'key'>): string {
  return event.key.length === 1 ? event.key.toLowerCase() : event.key;
}

/** What the shared keys do on a game page. */
export interface PlayKeyActions {
  /** Starts a game: Start Game, or Play Again after game over. */
  start: () => void;
  /** For a game that can pause: pauses a running game or resumes a paused one. */
  togglePause?: () => void;
}

/**
 * The keys the game pages share (SPEC §4 Games): Space or Enter starts a game (before the first one or after game
 * over) or resumes a paused one; for a game that can pause, P or Escape pauses a running game and P resumes a paused
 * one. A held key's repeats do nothing.
 * @param status the engine's play status
 * @returns true when the key was one of these (its default, e.g. page scrolling, is then prevented); false for P or
 *   Escape with no game in progress; null for any other key, which is the game's own
 */
export function playKey(event: Pick<KeyboardEvent, 'key' | 'repeat'>, status: PlayStatus, { start, togglePause }: PlayKeyActions): boolean | null {
  if (event.key === ' ' || event.key === 'Enter') {
    if (event.repeat) return true;
    if (status === 'idle' || status === 'over') start();
    else if (status === 'paused') togglePause?.();
    return true;
  }
  if (togglePause && (event.key === 'p' || event.key === 'P' || event.key === 'Escape')) {
    if (status === 'running' || (status === 'paused' && event.key !== 'Escape')) togglePause();
    return status === 'running' || status === 'paused';
  }
  return null;
}
