import type { Event } from '@esdc/core/event';
import type { EventCreateInput } from '@esdc/core/event-schemas';
import { envelope, type TestApp } from './harness.ts';

/*
 * Event fixtures for server tests: a valid create body relative to the test clock, and creating (and publishing)
 * an event through the API.
 */

const HOUR = 3_600_000;

/**
 * A valid event body: starts `startInHours` after the test clock, lasts 3 hours.
 * @param t the test app (for its clock)
 * @param overrides fields to change
 */
export function eventBody(t: TestApp, overrides: Partial<EventCreateInput> = {}, startInHours = 48): EventCreateInput {
  const start = new Date(t.clock.now().getTime() + startInHours * HOUR);
  return {
    title: 'Arduino workshop',
    description: 'Blink, buttons and serial: a first evening with the **Arduino Uno**.',
    category: 'Workshop',
    location: 'Lab B-204',
    start_date: start.toISOString(),
    end_date: new Date(start.getTime() + 3 * HOUR).toISOString(),
    ...overrides,
  };
}

/**
 * Creates an event through `POST /api/events` (as the admin unless a token is given) and returns it.
 * @param options `token` of the creator; `body` overrides; `publish` sends status 'published'
 */
export async function createTestEvent(
  t: TestApp,
  options: { token?: string; body?: Partial<EventCreateInput>; publish?: boolean; startInHours?: number } = {},
): Promise<Event> {
  const token = options.token ?? (await t.adminToken());
  const res = await t.inject({
    method: 'POST',
    url: '/api/events',
    headers: t.authHeader(token),
    payload: eventBody(t, { ...(options.publish === false ? {} : { status: 'published' }), ...options.body }, options.startInHours),
  });
  if (res.statusCode !== 201) throw new Error(`create event failed: ${res.statusCode} ${res.body}`);
  return envelope<Event>(res).data;
}
