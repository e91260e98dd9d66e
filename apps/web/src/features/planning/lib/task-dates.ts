/*
 * Due dates (SPEC §2 Planning: due dates shown in the member's time zone): stored and sent as ISO-8601 UTC, shown
 * and typed in the browser's own time zone.
 */

const DUE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const DUE_WITH_YEAR = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * 'Nov 3, 4:30 PM' in the member's time zone ('Nov 3, 2027, 4:30 PM' when not this year).
 * @param iso the due instant (UTC)
 * @param now the current time (the year compared)
 * @returns the label, or '' for an unparsable instant
 */
export function formatDue(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (date.getFullYear() === now.getFullYear() ? DUE : DUE_WITH_YEAR).format(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The value of a `datetime-local` input for an instant, in the browser's time zone ('2026-11-03T16:30').
 * @param iso an ISO-8601 instant, or null
 * @returns the input's value, '' for none
 */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The instant a `datetime-local` value means in the browser's time zone, as ISO-8601 UTC.
 * @param value the input's value ('' for none)
 * @returns the ISO instant, or null for an empty or unreadable value
 */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
