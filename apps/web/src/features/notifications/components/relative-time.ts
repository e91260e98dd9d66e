const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Steps of {@link formatRelativeTime}: below `below` seconds, count in `unit`s of `seconds` each. */
const STEPS: readonly { below: number; unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { below: 3_600, unit: 'minute', seconds: 60 },
  { below: 86_400, unit: 'hour', seconds: 3_600 },
  { below: 604_800, unit: 'day', seconds: 86_400 },
  { below: 2_629_800, unit: 'week', seconds: 604_800 },
  { below: 31_557_600, unit: 'month', seconds: 2_629_800 },
  { below: Infinity, unit: 'year', seconds: 31_557_600 },
];

/**
 * When something happened, relative to now (SPEC §2 Notifications: the time of each notification): 'just now' under a
 * minute, then '5 minutes ago', '2 hours ago', 'yesterday', '3 days ago', 'last week', '4 months ago', 'last year'.
 * @param iso an ISO-8601 time
 * @param nowMs the current time in ms since the epoch
 * @returns the text, or '' when `iso` is not a time
 */
export function formatRelativeTime(iso: string, nowMs: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, Math.round((nowMs - at) / 1000));
  if (ago < 60) return 'just now';
  const step = STEPS.find((s) => ago < s.below)!;
  return relative.format(-Math.floor(ago / step.seconds), step.unit);
}

/** The full date and time, for the tooltip beside the relative time: 'Nov 24, 2026, 4:15 AM'. */
export function formatFullTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : full.format(at);
}
