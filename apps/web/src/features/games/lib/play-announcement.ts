import type { PlayStatus } from '@esdc/core/games/play-state';

/**
 * What the live region says when a game starts, pauses or resumes (SPEC §4 Games): `started` for a new game,
 * 'Resumed.' after a pause, 'Paused. Press P or Resume to continue.' when paused. (Game over is each game's own.)
 * @param from the status before the change
 * @param to the status after it, not game over
 * @param started the game's opening line, e.g. 'Game started. Steer with the arrow keys.'
 */
export function playAnnouncement(from: PlayStatus, to: Exclude<PlayStatus, 'over'>, started: string): string {
  if (to === 'paused') return 'Paused. Press P or Resume to continue.';
  return from === 'paused' ? 'Resumed.' : started;
}
