import type { Event } from '@esdc/core/event';
import { describe, expect, it } from 'vitest';
import { capacityText, isOpenForRegistration, waitlistText } from './event-display';

const now = new Date('2026-11-01T12:00:00Z');
const event = (over: Partial<Event>) =>
  ({
    max_participants: 20,
    registered_participants: 12,
    waitlisted_participants: 0,
    status: 'published',
    start_date: '2026-11-20T12:00:00Z',
    end_date: '2026-12-01T12:00:00Z',
    ...over,
  }) as Event;

describe('event capacity as members read it', () => {
  it('shows places taken of the capacity, or only the count without a limit', () => {
    expect(capacityText(event({}), now)).toBe('12 / 20 registered');
    expect(capacityText(event({ max_participants: null, registered_participants: 1200 }), now)).toBe('1,200 registered');
  });

  it('says a full open event has its waitlist open, and a closed one is full', () => {
    expect(capacityText(event({ registered_participants: 20 }), now)).toBe('Full — waitlist open');
    expect(capacityText(event({ registered_participants: 20, status: 'completed' }), now)).toBe('Full');
    expect(capacityText(event({ registered_participants: 20, end_date: '2026-10-01T00:00:00Z' }), now)).toBe('Full');
  });

  it('opens sign-ups only while published and not ended', () => {
    expect(isOpenForRegistration(event({}), now)).toBe(true);
    expect(isOpenForRegistration(event({ status: 'draft' }), now)).toBe(false);
    expect(isOpenForRegistration(event({ status: 'ongoing' }), now)).toBe(false);
    expect(isOpenForRegistration(event({ end_date: '2026-11-01T12:00:00Z' }), now)).toBe(false);
  });

  it('counts the waitlist', () => {
    expect(waitlistText(event({}))).toBe('');
    expect(waitlistText(event({ waitlisted_participants: 3 }))).toBe('3 on the waitlist');
  });
});
