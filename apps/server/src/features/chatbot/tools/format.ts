import { formatShortDate } from '@esdc/core/display';

/*
 * How the assistant writes dates and counts in its facts (SPEC §9 dates: US English, the server's UTC as the events
 * feature's server-side texts use).
 */

/**
 * A date and time as the assistant writes it, e.g. 'Dec 3, 2026, 18:00 UTC'.
 * @param iso an ISO-8601 UTC time
 * @returns the text ('' for an unparsable input)
 */
export function formatDateTime(iso: string): string {
  const day = formatShortDate(iso);
  if (!day) return '';
  const d = new Date(iso);
  const time = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return `${day}, ${time} UTC`;
}

/**
 * A count with its noun, e.g. '1 place', '12 places'.
 * @param n the count
 * @param singular the noun for one
 * @param plural the noun for several (default: singular + 's')
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
