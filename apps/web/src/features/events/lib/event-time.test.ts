import { describe, expect, it } from 'vitest';
import { formatEventDates, formatEventStart, fromDateTimeLocal, toDateTimeLocal } from './event-time';

describe('event times in the member time zone', () => {
  it('shows a UTC instant as datetime-local wall-clock time in a zone', () => {
    expect(toDateTimeLocal('2026-12-05T13:00:00.000Z', 'Europe/Berlin')).toBe('2026-12-05T14:00');
    expect(toDateTimeLocal('2026-07-05T13:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-05T15:00');
    expect(toDateTimeLocal('2026-12-05T23:30:00.000Z', 'Asia/Kolkata')).toBe('2026-12-06T05:00');
    expect(toDateTimeLocal('2026-12-05T13:00:00.000Z', 'UTC')).toBe('2026-12-05T13:00');
    expect(toDateTimeLocal('', 'UTC')).toBe('');
    expect(toDateTimeLocal('not a date', 'UTC')).toBe('');
  });

  it('reads a datetime-local value in a zone as a UTC instant, both ways round', () => {
    expect(fromDateTimeLocal('2026-12-05T14:00', 'Europe/Berlin')).toBe('2026-12-05T13:00:00.000Z');
    expect(fromDateTimeLocal('2026-07-05T15:00', 'Europe/Berlin')).toBe('2026-07-05T13:00:00.000Z');
    expect(fromDateTimeLocal('2026-12-06T05:00', 'Asia/Kolkata')).toBe('2026-12-05T23:30:00.000Z');
    expect(fromDateTimeLocal('2026-03-01T09:15', 'America/New_York')).toBe('2026-03-01T14:15:00.000Z');
    for (const iso of ['2026-01-31T22:45:00.000Z', '2026-06-15T08:00:00.000Z', '2026-10-25T00:30:00.000Z']) {
      for (const zone of ['Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata', 'UTC']) {
        expect(fromDateTimeLocal(toDateTimeLocal(iso, zone), zone)).toBe(iso);
      }
    }
  });

  it('handles daylight-saving gaps and repeats', () => {
    // 02:30 does not exist in Berlin on 2026-03-29: moved forward by the hour (03:30 CEST).
    expect(fromDateTimeLocal('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 2026-10-25: the earlier instant.
    expect(fromDateTimeLocal('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses malformed values', () => {
    for (const value of ['', '2026-12-05', '2026-13-01T10:00', '2026-02-30T10:00', '2026-12-05T24:00', 'tomorrow']) {
      expect(fromDateTimeLocal(value, 'UTC')).toBeNull();
    }
  });

  it('formats one-day and multi-day events with the zone named', () => {
    expect(formatEventDates('2026-12-05T13:00:00Z', '2026-12-05T16:00:00Z', 'UTC')).toBe('Sat, Dec 5, 2026, 1:00 PM – 4:00 PM UTC');
    expect(formatEventDates('2026-12-05T09:00:00Z', '2026-12-06T18:00:00Z', 'UTC')).toBe('Sat, Dec 5, 2026, 9:00 AM – Sun, Dec 6, 2026, 6:00 PM UTC');
    expect(formatEventDates('2026-12-05T13:00:00Z', '2026-12-05T16:00:00Z', 'Europe/Berlin')).toBe('Sat, Dec 5, 2026, 2:00 PM – 5:00 PM GMT+1');
    expect(formatEventDates('2026-12-05T13:00:00Z', null, 'UTC')).toBe('Sat, Dec 5, 2026, 1:00 PM UTC');
    expect(formatEventStart('2026-12-05T13:00:00Z', 'UTC')).toBe('Dec 5, 2026, 1:00 PM UTC');
    expect(formatEventStart('nope', 'UTC')).toBe('');
  });
});
