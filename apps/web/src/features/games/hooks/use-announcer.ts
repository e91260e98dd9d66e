import { useCallback, useState } from 'react';

/**
 * Text for the games' polite live region: score and state changes (never every tick). Repeating the
 * same message re-announces it (a zero-width space toggles so the text differs).
 */
export function useAnnouncer(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => {
    setMessage((prev) => (prev === next ? `${next}\u200b` : next));
  }, []);
  return [message, announce];
}
