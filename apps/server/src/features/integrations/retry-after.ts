/** The longest wait a `Retry-After` may ask for that is honoured as is, in ms (one hour). */
const RETRY_AFTER_MAX_MS = 3_600_000;

/**
 * Reads an HTTP `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an HTTP date.
 * @param header the header's value, if any
 * @param now the time the answer came
 * @returns the wait in ms (0 for a date in the past, at most one hour), or null when absent or unreadable
 */
export function retryAfterMs(header: string | null | undefined, now: Date): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d{1,10}$/.test(value)) return Math.min(RETRY_AFTER_MAX_MS, Number(value) * 1000);
  const at = Date.parse(value);
  if (Number.isNaN(at) || !/[a-z]/i.test(value)) return null;
  return Math.min(RETRY_AFTER_MAX_MS, Math.max(0, at - now.getTime()));
}

/**
 * The wait before retry number `attempts` (after that many failures) when the service gave no `Retry-After`: 30 s
 * doubling, at most one hour.
 * @returns ms
 */
export function webhookBackoffMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}
