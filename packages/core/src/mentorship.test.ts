import { describe, expect, it } from 'vitest';
import { mentorApplicationSchema } from './mentorship-schemas.ts';
import { canonicalTimeZone, mayStillChange, weeklySlots, zonedInstant } from './mentorship.ts';

describe('weeklySlots', () => {
  it('cuts a window into sessions in the mentor’s zone, as UTC instants', () => {
    // Monday 2026-03-02, Berlin is UTC+1 in winter.
    const slots = weeklySlots(
      [{ weekday: 1, start: '18:00', end: '19:30' }],
      'Europe/Berlin',
      45,
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-03-03T00:00:00Z'),
    );
    expect(slots).toEqual([
      { starts_at: '2026-03-02T17:00:00.000Z', ends_at: '2026-03-02T17:45:00.000Z' },
      { starts_at: '2026-03-02T17:45:00.000Z', ends_at: '2026-03-02T18:30:00.000Z' },
    ]);
  });

  it('keeps the local hour across daylight saving time: 18:00 Berlin is 17:00 UTC in March, 16:00 UTC in April', () => {
    const slots = weeklySlots(
      [{ weekday: 1, start: '18:00', end: '19:00' }],
      'Europe/Berlin',
      60,
      new Date('2026-03-20T00:00:00Z'),
      new Date('2026-04-01T00:00:00Z'),
    );
    expect(slots.map((s) => s.starts_at)).toEqual(['2026-03-23T17:00:00.000Z', '2026-03-30T16:00:00.000Z']);
  });

  it('leaves out a wall-clock time the clocks skip, and keeps the first of a repeated one', () => {
    // 2026-03-29 02:00 does not exist in Berlin; 2026-10-25 02:30 happens twice.
    expect(zonedInstant(Date.UTC(2026, 2, 29, 2, 30), 'Europe/Berlin')).toBeNull();
    expect(new Date(zonedInstant(Date.UTC(2026, 9, 25, 2, 30), 'Europe/Berlin')!).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    const spring = weeklySlots(
      [{ weekday: 0, start: '01:00', end: '04:00' }],
      'Europe/Berlin',
      60,
      new Date('2026-03-28T00:00:00Z'),
      new Date('2026-03-30T00:00:00Z'),
    );
    expect(spring.map((s) => s.starts_at)).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z']);
  });

  it('agrees with looking every slot up in the zone around the changes of both hemispheres (a day without a change takes its offset once)', () => {
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
    // A half-hour change (Lord Howe), a 45-minute offset (Chatham), the northern hemisphere (Berlin, New York).
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham']) {
      for (const [from, to] of [
        [new Date('2026-03-05T00:00:00Z'), new Date('2026-04-10T00:00:00Z')],
        [new Date('2026-09-24T00:00:00Z'), new Date('2026-11-05T00:00:00Z')],
      ] as const) {
        const expected: string[] = [];
        for (let day = from.getTime() - 2 * 86_400_000; day < to.getTime() + 2 * 86_400_000; day += 86_400_000)
          for (let minute = 0; minute < 24 * 60; minute += 30) {
            const instant = zonedInstant(day + minute * 60_000, zone);
            if (instant !== null && instant >= from.getTime() && instant < to.getTime()) expected.push(new Date(instant).toISOString());
          }
        const slots = weeklySlots(allDay, zone, 30, from, to).map((s) => s.starts_at);
        expect(slots, `${zone} ${from.toISOString()}`).toEqual([...new Set(expected)].sort());
      }
    }
  }, 20_000);

  it('only slots starting inside [from, to), and a window on the far side of the date line', () => {
    const slots = weeklySlots(
      [{ weekday: 2, start: '08:00', end: '09:00' }],
      'Pacific/Auckland',
      30,
      new Date('2026-03-02T19:30:00Z'),
      new Date('2026-03-02T20:00:00Z'),
    );
    // Tuesday 08:00 in Auckland (UTC+13) is Monday 19:00 UTC; 08:30 is 19:30.
    expect(slots).toEqual([{ starts_at: '2026-03-02T19:30:00.000Z', ends_at: '2026-03-02T20:00:00.000Z' }]);
  });
});

describe('time zones and the cut-off', () => {
  it('accepts IANA names only', () => {
    expect(canonicalTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('+01:00')).toBeNull();
  });

  it('changes are allowed until two hours before the start', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(mayStillChange('2026-03-02T12:00:00.000Z', now)).toBe(true);
    expect(mayStillChange('2026-03-02T11:59:00.000Z', now)).toBe(false);
  });
});

describe('mentorApplicationSchema', () => {
  const valid = {
    topics: ['ESP32'],
    bio: 'I build things.',
    time_zone: 'Europe/Berlin',
    session_minutes: 30,
    availability: [{ weekday: 1, start: '18:00', end: '20:00' }],
  };
  const messages = (input: unknown) => mentorApplicationSchema.safeParse(input).error?.issues.map((i) => i.message);

  it('takes a valid application', () => {
    expect(mentorApplicationSchema.parse(valid).availability).toHaveLength(1);
  });

  it('refuses bad input with the field’s message', () => {
    expect(messages({ ...valid, topics: [] })).toEqual(['Choose at least one topic']);
    expect(messages({ ...valid, time_zone: 'Nowhere/Land' })).toEqual(['Time zone must be an IANA time zone such as Europe/Berlin']);
    expect(messages({ ...valid, session_minutes: 20 })).toEqual(['Session length must be 30, 45 or 60 minutes']);
    expect(messages({ ...valid, availability: [{ weekday: 7, start: '18:00', end: '20:00' }] })).toEqual([
      'Weekday must be a whole number from 0 (Sunday) to 6 (Saturday)',
    ]);
    expect(messages({ ...valid, availability: [{ weekday: 1, start: '20:00', end: '18:00' }] })).toEqual(['End must be after start']);
    expect(messages({ ...valid, availability: [{ weekday: 1, start: '18:00', end: '18:20' }] })).toEqual([
      'Each availability window must fit at least one session',
    ]);
    expect(
      messages({
        ...valid,
        availability: [
          { weekday: 1, start: '18:00', end: '20:00' },
          { weekday: 1, start: '19:00', end: '21:00' },
        ],
      }),
    ).toEqual(['Availability windows cannot overlap']);
  });
});
