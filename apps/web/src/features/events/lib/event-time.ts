import { useLayoutEffect, useState } from 'react';

/*
 * Event dates (SPEC §3 Event start_date, end_date): stored and sent as ISO-8601 UTC, shown and typed in the member's
 * own time zone (the browser's). A server-rendered page cannot know that zone, so it shows UTC (named as such) until
 * the component has mounted, and then the member's zone; the markup React hydrates therefore matches the server's.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall-clock parts of an instant in a time zone (undefined: the browser's). */
function zonedParts(date: Date, timeZone?: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(instant: number, timeZone?: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * An instant as the value of an `<input type="datetime-local">` in a time zone: '2026-12-05T14:00'.
 * @param iso an ISO-8601 instant, e.g. '2026-12-05T13:00:00.000Z'
 * @param timeZone an IANA zone; undefined for the browser's
 * @returns the wall-clock value, or '' for a missing or unparsable instant
 */
export function toDateTimeLocal(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The value of an `<input type="datetime-local">`, read as wall-clock time in a time zone, as an ISO-8601 UTC instant.
 * A time that a daylight-saving change skips is moved forward by the change; one it repeats takes the earlier instant.
 * @param value e.g. '2026-12-05T14:00'
 * @param timeZone an IANA zone; undefined for the browser's
 * @returns e.g. '2026-12-05T13:00:00.000Z' for Europe/Berlin, or null for an empty or malformed value
 */
export function fromDateTimeLocal(value: string, timeZone?: string): string | null {
  const m = LOCAL_PATTERN.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // A zone changes its offset at most once within a day: the offsets a day before and a day after are the candidates.
  const DAY_MS = 86_400_000;
  const offsets = [zoneOffsetMs(wall - DAY_MS, timeZone), zoneOffsetMs(wall + DAY_MS, timeZone)];
  const valid = offsets.map((offset) => wall - offset).filter((instant) => wall - zoneOffsetMs(instant, timeZone) === instant);
  // None fits: the time falls in a gap, and the offset before it moves it forward by the change.
  const instant = valid.length > 0 ? Math.min(...valid) : wall - offsets[0]!;
  return new Date(instant).toISOString();
}

/** The format of a date and time on the event pages: 'Sat, Dec 5, 2026, 2:00 PM GMT+1'. */
function dateTimeFormat(timeZone?: string, withWeekday = true) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: withWeekday ? 'short' : undefined,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/**
 * Intl's narrow and thin spaces as plain ones: Node's ICU (server-side render) and the browser's may space a range
 * differently, and the hydrated text must match the server's.
 */
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

/** Parts of the event texts, each from a plain `format()` (Intl's range formatting differs between ICU versions). */
function partFormats(timeZone?: string) {
  return {
    day: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
    time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
    zone: new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }),
  };
}

/** The zone's short name at an instant: 'UTC', 'GMT+1', 'PST'. */
function zoneName(format: Intl.DateTimeFormat, date: Date): string {
  return format.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/**
 * An event's dates for people: 'Sat, Dec 5, 2026, 2:00 PM – 5:00 PM GMT+1' (one day) or
 * 'Sat, Dec 5, 2026, 9:00 AM – Sun, Dec 6, 2026, 6:00 PM UTC' (several), in a time zone. Built from plain formats,
 * not Intl's range formatting, so the server's render and the browser's first render write the same text.
 * @param start ISO-8601 instant
 * @param end ISO-8601 instant (when missing or not after `start`, only the start is shown)
 * @param timeZone an IANA zone; undefined for the browser's
 * @returns the text, or '' for an unparsable start
 */
export function formatEventDates(start: string, end: string | null | undefined, timeZone?: string): string {
  const from = new Date(start);
  if (Number.isNaN(from.getTime())) return '';
  const to = end ? new Date(end) : null;
  const f = partFormats(timeZone);
  const head = `${f.day.format(from)}, ${f.time.format(from)}`;
  if (!to || Number.isNaN(to.getTime()) || to.getTime() <= from.getTime()) return plainSpaces(`${head} ${zoneName(f.zone, from)}`);
  const sameDay = f.day.format(from) === f.day.format(to);
  const tail = sameDay ? f.time.format(to) : `${f.day.format(to)}, ${f.time.format(to)}`;
  return plainSpaces(`${head} – ${tail} ${zoneName(f.zone, to)}`);
}

/**
 * An event's start as a short date for cards and tables: 'Dec 5, 2026, 2:00 PM GMT+1'.
 * @param iso ISO-8601 instant
 * @param timeZone an IANA zone; undefined for the browser's
 */
export function formatEventStart(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : plainSpaces(dateTimeFormat(timeZone, false).format(date));
}

/**
 * The time zone event dates are shown in: 'UTC' on the server and in the first render in the browser (so a hydrated
 * page renders the server's text), then, before the browser paints, the member's own (undefined: the browser's).
 */
export function useEventTimeZone(): string | undefined {
  const [local, setLocal] = useState(false);
  useLayoutEffect(() => setLocal(true), []);
  return local ? undefined : 'UTC';
}

/** The browser's IANA time zone name, e.g. 'Europe/Berlin' (for the editor's hint), or 'UTC' when unknown. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
