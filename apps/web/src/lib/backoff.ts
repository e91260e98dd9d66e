/** Reconnection delays: the first retry waits `initialMs`, each next one twice as long, at most `maxMs`. */
export interface Backoff {
  initialMs: number;
  maxMs: number;
}

/** Delays of a live connection's retries: 1 s, 2 s, 4 s … up to a minute. */
export const DEFAULT_BACKOFF: Backoff = { initialMs: 1_000, maxMs: 60_000 };

/**
 * The delay before retry number `attempt` (0-based) of a live connection (the notification stream, the chat socket):
 * `initialMs · 2^attempt`, capped at `maxMs`, less up to a fifth at random so that tabs dropped together do not all
 * come back in the same millisecond.
 * @param attempt how many retries have failed since the connection was last open
 * @param random a number in [0, 1) (Math.random by default)
 * @returns the delay in ms
 */
export function backoffDelay(attempt: number, backoff: Backoff = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const full = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(full * (1 - 0.2 * random()));
}
