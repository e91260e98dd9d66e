import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `periodMs`, so relative times ('5 minutes ago') move on while the page is open.
 * @param periodMs how often to refresh (a minute by default)
 * @returns ms since the epoch
 */
export function useNow(periodMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), periodMs);
    return () => window.clearInterval(id);
  }, [periodMs]);
  return now;
}
