import { useHydrated } from './hydration';

/** 'Nov 3, 2026' in the reader's own time zone, and in UTC (what a server-rendered page shows). */
const LOCAL = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const UTC = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The time zone dates are shown in: UTC on the server and while a server-rendered page hydrates (the server cannot
 * know the reader's, and the hydrated markup must match its own), then the reader's (undefined: the browser's).
 * docs/decisions/005; like the session, theme and feature switches, it is what only the browser knows.
 * @returns 'UTC' or undefined
 */
export function useReaderTimeZone(): 'UTC' | undefined {
  return useHydrated() ? undefined : 'UTC';
}

/**
 * A date as readers see it: 'Nov 3, 2026'.
 * @param iso an ISO-8601 instant (UTC)
 * @param timeZone from {@link useReaderTimeZone}: 'UTC', or undefined for the reader's own zone
 * @returns the label, or '' for an unparsable instant
 */
export function formatReaderDate(iso: string, timeZone: 'UTC' | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (timeZone === 'UTC' ? UTC : LOCAL).format(date);
}
