import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT_FORM, eventFormSchema, type EventFormValues } from './event-form-schema';

const filled: EventFormValues = {
  ...EMPTY_EVENT_FORM,
  title: 'Intro to FreeRTOS',
  description: 'Tasks, queues and semaphores on an ESP32, hands on.',
  start_date: '2026-12-05T14:00',
  end_date: '2026-12-05T17:00',
  max_participants: '20',
  attendance_points: '15',
  tags: 'rtos, esp32, , rtos',
  location: 'Lab 2',
};

describe('event editor form', () => {
  it('sends dates typed in the member time zone as UTC, and the other fields as the API takes them', () => {
    const result = eventFormSchema('Europe/Berlin').safeParse(filled);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      title: 'Intro to FreeRTOS',
      start_date: '2026-12-05T13:00:00.000Z',
      end_date: '2026-12-05T16:00:00.000Z',
      max_participants: 20,
      attendance_points: 15,
      tags: ['rtos', 'esp32'],
      location: 'Lab 2',
      mode: 'offline',
      image_id: null,
      image_url: null,
      organizer_ids: [],
    });
  });

  it('leaves capacity unlimited and points at 0 when empty', () => {
    const result = eventFormSchema('UTC').safeParse({ ...filled, max_participants: '', attendance_points: '' });
    expect(result.data).toMatchObject({ max_participants: null, attendance_points: 0 });
  });

  it("answers with the spec's messages on the fields", () => {
    const result = eventFormSchema('UTC').safeParse({ ...filled, title: 'Hi', description: 'short', start_date: '', end_date: '2026-12-05T10:00' });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      title: 'Title must be at least 5 characters long',
      description: 'Description must be at least 20 characters long',
      start_date: 'Invalid start date',
    });
    const order = eventFormSchema('UTC').safeParse({ ...filled, end_date: '2026-12-05T13:00' });
    expect(order.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['end_date', 'Start date must be before end date']]);
  });
});
