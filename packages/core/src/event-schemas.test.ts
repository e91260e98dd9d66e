import { describe, expect, it } from 'vitest';
import { eventCancelSchema, eventCreateSchema, eventListQuerySchema, eventUpdateSchema } from './event-schemas.ts';

const valid = {
  title: 'RTOS talk',
  description: 'Tasks, queues and priorities on FreeRTOS, with live demos.',
  category: 'Talk',
  start_date: '2026-03-10T19:00:00+02:00',
  end_date: '2026-03-10T21:00:00+02:00',
};

function messages(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return result.success ? [] : result.error!.issues.map((i) => i.message);
}

describe('eventCreateSchema (SPEC §5 Event)', () => {
  it('accepts a valid event with defaults and stores dates in UTC', () => {
    const parsed = eventCreateSchema.parse(valid);
    expect(parsed).toMatchObject({
      mode: 'offline',
      status: 'draft',
      max_participants: null,
      tags: [],
      organizer_ids: [],
      attendance_points: 0,
      location: null,
      image_id: null,
      start_date: '2026-03-10T17:00:00.000Z',
      end_date: '2026-03-10T19:00:00.000Z',
    });
  });

  it('words every rule in the spec', () => {
    expect(messages(eventCreateSchema.safeParse({ ...valid, title: 'Hey' }))).toEqual(['Title must be at least 5 characters long']);
    expect(messages(eventCreateSchema.safeParse({ ...valid, title: '' }))).toEqual(['Event title is required']);
    expect(messages(eventCreateSchema.safeParse({ ...valid, description: 'too short' }))).toEqual(['Description must be at least 20 characters long']);
    expect(messages(eventCreateSchema.safeParse({ ...valid, status: 'finished' }))).toEqual(['Invalid event status']);
    expect(messages(eventCreateSchema.safeParse({ ...valid, start_date: 'tomorrow' }))).toEqual(['Invalid start date']);
    expect(messages(eventCreateSchema.safeParse({ ...valid, start_date: undefined }))).toEqual(['Invalid start date']);
    expect(messages(eventCreateSchema.safeParse({ ...valid, end_date: '2026-02-30' }))).toEqual(['Invalid end date']);
    expect(messages(eventCreateSchema.safeParse({ ...valid, end_date: valid.start_date }))).toEqual(['Start date must be before end date']);
    expect(messages(eventCreateSchema.safeParse({ ...valid, mode: 'remote' }))).toEqual(['Invalid event mode']);
    expect(messages(eventCreateSchema.safeParse({ ...valid, category: 'Party' }))).toEqual(['Invalid event category']);
    expect(messages(eventCreateSchema.safeParse({ ...valid, max_participants: 0 }))).toEqual(['Max participants must be a whole number between 1 and 10000']);
    expect(messages(eventCreateSchema.safeParse({ ...valid, attendance_points: 501 }))).toEqual(['Attendance points must be a whole number between 0 and 500']);
    expect(messages(eventCreateSchema.safeParse({ ...valid, registration_url: 'javascript:alert(1)' }))).toEqual(['Registration URL must be a valid URL']);
  });

  it('dedupes tags and organisers', () => {
    const parsed = eventCreateSchema.parse({ ...valid, tags: ['Arduino', 'arduino', ' C '], organizer_ids: [3, 3, 4] });
    expect(parsed.tags).toEqual(['Arduino', 'C']);
    expect(parsed.organizer_ids).toEqual([3, 4]);
  });
});

describe('eventUpdateSchema, eventCancelSchema, eventListQuerySchema', () => {
  it('takes any subset and still checks the order of dates sent together', () => {
    expect(eventUpdateSchema.parse({ title: 'New title here' })).toEqual({ title: 'New title here' });
    expect(eventUpdateSchema.parse({ max_participants: null })).toEqual({ max_participants: null });
    expect(messages(eventUpdateSchema.safeParse({ start_date: valid.end_date, end_date: valid.start_date }))).toEqual(['Start date must be before end date']);
  });

  it('requires a cancellation reason', () => {
    expect(messages(eventCancelSchema.safeParse({ reason: '  ' }))).toEqual(['Cancellation reason is required']);
    expect(eventCancelSchema.parse({ reason: 'Room unavailable' })).toEqual({ reason: 'Room unavailable' });
  });

  it('filters by status, upcoming and category with paging', () => {
    expect(eventListQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(eventListQuerySchema.parse({ status: 'all', upcoming: 'true', category: 'Workshop', limit: '5' })).toMatchObject({
      upcoming: 'true',
      category: 'Workshop',
      limit: 5,
    });
    expect(messages(eventListQuerySchema.safeParse({ status: 'nope' }))).toEqual(['Invalid event status']);
  });
});
