import { useCallback, useMemo, useRef, useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';
import { playTone, type ToneOptions } from '../lib/sound';
import { gameStorageKeys } from '../lib/storage-keys';

/** What the hook returns. */
export interface GameSound {
  muted: boolean;
  toggleMute: () => void;
  /** Plays a tone unless muted. */
  tone: (frequency: number, durationMs: number, options?: ToneOptions) => void;
}

/** Game sounds with a mute switch remembered in local storage (shared by all six games). */
export function useSound(): GameSound {
  const [muted, setMuted] = useState(() => readStorage(gameStorageKeys.gamesMuted) === '1');
  const mutedRef = useRef(muted);
  const toggleMute = useCallback(() => {
    setMuted((prev) => {
      const next = !prev;
      mutedRef.current = next;
      writeStorage(gameStorageKeys.gamesMuted, next ? '1' : '0');
      return next;
    });
  }, []);
  const tone = useCallback((frequency: number, durationMs: number, options?: ToneOptions) => {
    if (!mutedRef.current) playTone(frequency, durationMs, options);
  }, []);
  return useMemo(() => ({ muted, toggleMute, tone }), [muted, toggleMute, tone]);
}
