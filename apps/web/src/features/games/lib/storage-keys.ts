import { STORAGE_PREFIX } from '../../../lib/storage';

/**
 * Browser-stored game records under the app's prefix (SPEC §3 Browser-stored game records), plus the
 * games' shared mute switch. Every games key lives here.
 */
export const gameStorageKeys = {
  snakeHighScore: `${STORAGE_PREFIX}snakeHighScore`,
  tetrisHighScore: `${STORAGE_PREFIX}tetrisHighScore`,
  breakoutHighScore: `${STORAGE_PREFIX}breakoutHighScore`,
  simonHighScore: `${STORAGE_PREFIX}simonHighScore`,
  /** Best Memory Match time, in whole seconds. */
  memoryBestTime: `${STORAGE_PREFIX}memoryBestTime`,
  memoryBestMoves: `${STORAGE_PREFIX}memoryBestMoves`,
  /** "1" when game sounds are muted. */
  gamesMuted: `${STORAGE_PREFIX}gamesMuted`,
} as const;
