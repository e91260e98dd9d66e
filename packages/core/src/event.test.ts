import { describe, expect, it } from 'vitest';
import {
  acceptsRegistrations,
  applyEventAction,
  checkInCodeFromBytes,
  CHECK_IN_CODE_ALPHABET,
  decrementRegistered,
  EVENT_MESSAGES,
  eventDateProblems,
  eventPublishProblems,
  EventRuleError,
  isActive,
  isFull,
  normalizeCheckInCode,
  placesLeft,
  promotionsAvailable,
  registrationOutcome,
  type EventStatus,
} from './event.ts';

const base = {
  title: 'Arduino workshop',
  description: 'Blink, buttons and serial: a first evening with the Arduino Uno.',
  start_date: '2026-03-10T17:00:00.000Z',
  end_date: '2026-03-10T20:00:00.000Z',
};
const before = new Date('2026-03-01T00:00:00Z');
const during = new Date('2026-03-10T18:00:00Z');
const after = new Date('2026-03-11T00:00:00Z');
const ev = (status: EventStatus, extra: Partial<typeof base> = {}) => ({ ...base, ...extra, status });

function refusal(fn: () => unknown): { message: string; code: string } {
  try {
    fn();
  } catch (error) {
    if (error instanceof EventRuleError) return { message: error.message, code: error.code };
    if (error instanceof Error) return { message: error.message, code: '' };
  }
  throw new Error('expected a refusal');
}

describe('applyEventAction (SPEC §4 Event status)', () => {
  it('publishes a valid draft; refuses a published one with the spec message', () => {
    expect(applyEventAction(ev('draft'), 'publish', before)).toBe('published');
    expect(refusal(() => applyEventAction(ev('published'), 'publish', before))).toEqual({
      message: 'Event is already published',
      code: 'EVENT_ALREADY_PUBLISHED',
    });
    for (const status of ['ongoing', 'completed', 'cancelled'] as const) {
      expect(refusal(() => applyEventAction(ev(status), 'publish', before)).message).toBe(EVENT_MESSAGES.publishOnlyDraft);
    }
  });

  it('publishing validates the event', () => {
    expect(refusal(() => applyEventAction(ev('draft', { title: 'Hey' }), 'publish', before))).toEqual({
      message: 'Title must be at least 5 characters long',
      code: 'VALIDATION_ERROR',
    });
    expect(refusal(() => applyEventAction(ev('draft', { description: 'short', end_date: base.start_date }), 'publish', before)).message).toBe(
      'Validation failed: Description must be at least 20 characters long, Start date must be before end date',
    );
  });

  it('starts a published event only once its start date is reached', () => {
    expect(refusal(() => applyEventAction(ev('published'), 'start', before))).toEqual({
      message: 'Cannot start event before start date',
      code: 'EVENT_NOT_STARTED',
    });
    expect(applyEventAction(ev('published'), 'start', new Date(base.start_date))).toBe('ongoing');
    expect(refusal(() => applyEventAction(ev('draft'), 'start', during)).message).toBe(EVENT_MESSAGES.startOnlyPublished);
  });

  it('completes a published or ongoing event', () => {
    expect(applyEventAction(ev('ongoing'), 'complete', after)).toBe('completed');
    expect(applyEventAction(ev('published'), 'complete', after)).toBe('completed');
    expect(refusal(() => applyEventAction(ev('draft'), 'complete', after)).message).toBe(EVENT_MESSAGES.completeOnlyRunning);
    expect(refusal(() => applyEventAction(ev('completed'), 'complete', after)).message).toBe(EVENT_MESSAGES.completeOnlyRunning);
  });

  it('cancels anything but a completed or already cancelled event', () => {
    for (const status of ['draft', 'published', 'ongoing'] as const) expect(applyEventAction(ev(status), 'cancel', during)).toBe('cancelled');
    expect(refusal(() => applyEventAction(ev('cancelled'), 'cancel', during)).message).toBe('Event is already cancelled');
    expect(refusal(() => applyEventAction(ev('completed'), 'cancel', during)).message).toBe('A completed event cannot be cancelled');
  });
});

describe('dates and publish problems (SPEC §5 Event)', () => {
  it('names each bad date and the order', () => {
    expect(eventDateProblems('nope', base.end_date)).toEqual(['Invalid start date']);
    expect(eventDateProblems(base.start_date, 'nope')).toEqual(['Invalid end date']);
    expect(eventDateProblems(base.end_date, base.start_date)).toEqual(['Start date must be before end date']);
    expect(eventDateProblems(base.start_date, base.start_date)).toEqual(['Start date must be before end date']);
    expect(eventDateProblems(base.start_date, base.end_date)).toEqual([]);
  });

  it('lists every publish problem', () => {
    expect(eventPublishProblems(base)).toEqual([]);
    expect(eventPublishProblems({ ...base, title: 'abcd', description: 'x' })).toEqual([
      'Title must be at least 5 characters long',
      'Description must be at least 20 characters long',
    ]);
  });
});

describe('registration rules (SPEC §4)', () => {
  const capacity = (status: EventStatus, registered: number, max: number | null = 2) => ({
    ...ev(status),
    max_participants: max,
    registered_participants: registered,
  });

  it('accepts registrations only when published and not ended', () => {
    expect(acceptsRegistrations(ev('published'), before)).toBe(true);
    expect(acceptsRegistrations(ev('published'), during)).toBe(true);
    expect(acceptsRegistrations(ev('published'), after)).toBe(false);
    for (const status of ['draft', 'ongoing', 'completed', 'cancelled'] as const) expect(acceptsRegistrations(ev(status), before)).toBe(false);
  });

  it('seats while places remain, then the waitlist, or "Event is full" without one', () => {
    expect(registrationOutcome(capacity('published', 1), before)).toBe('registered');
    expect(registrationOutcome(capacity('published', 2), before)).toBe('waitlisted');
    expect(registrationOutcome(capacity('published', 5000, null), before)).toBe('registered');
    expect(refusal(() => registrationOutcome(capacity('published', 2), before, false)).message).toBe('Event is full');
    expect(refusal(() => registrationOutcome(capacity('draft', 0), before)).message).toBe('Event is not accepting registrations');
    expect(refusal(() => registrationOutcome(capacity('published', 0), after)).message).toBe('Event is not accepting registrations');
  });

  it('counts places and never goes below zero', () => {
    expect(isFull({ max_participants: 2, registered_participants: 2 })).toBe(true);
    expect(isFull({ max_participants: null, registered_participants: 99 })).toBe(false);
    expect(placesLeft({ max_participants: 2, registered_participants: 3 })).toBe(0);
    expect(placesLeft({ max_participants: null, registered_participants: 3 })).toBeNull();
    expect(decrementRegistered(0)).toBe(0);
    expect(decrementRegistered(3)).toBe(2);
    expect(promotionsAvailable({ max_participants: 5, registered_participants: 3 }, 10)).toBe(2);
    expect(promotionsAvailable({ max_participants: 5, registered_participants: 3 }, 1)).toBe(1);
    expect(promotionsAvailable({ max_participants: null, registered_participants: 3 }, 4)).toBe(4);
  });

  it('is active when published and within its dates', () => {
    expect(isActive(ev('published'), during)).toBe(true);
    expect(isActive(ev('published'), before)).toBe(false);
    expect(isActive(ev('published'), after)).toBe(false);
    expect(isActive(ev('ongoing'), during)).toBe(false);
  });
});

describe('check-in codes', () => {
  it('makes 8 characters of the unambiguous alphabet and normalises typed codes', () => {
    const code = checkInCodeFromBytes(new Uint8Array([0, 1, 2, 30, 31, 200, 255, 7]));
    expect(code).toHaveLength(8);
    for (const char of code) expect(CHECK_IN_CODE_ALPHABET).toContain(char);
    expect(normalizeCheckInCode(' k7m2-q9xa ')).toBe('K7M2Q9XA');
  });
});
