import type { Notification } from '@esdc/core/notification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { createTestEvent } from '../../test/events.ts';
import { envelope, type Member, type TestApp } from '../../test/harness.ts';

/*
 * What event actions tell members (SPEC §2 Notifications: event registration confirmed, waitlist promotion, event
 * changed or cancelled), created in the action's own transaction; on SQLite, and on PostgreSQL when TEST_DATABASE_URL
 * is set.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

/** The member's notifications, newest first. */
async function inbox(m: Member): Promise<Notification[]> {
  const res = await call(t, 'GET', '/api/notifications?limit=50', m.token);
  expect(res.statusCode).toBe(200);
  return envelope<Notification[]>(res).data;
}
const types = async (m: Member) => (await inbox(m)).map((n) => n.type);

describe('event notifications', () => {
  it('confirms a registration, but not a waitlist place', async () => {
    const event = await createTestEvent(t, { body: { title: 'Soldering basics', max_participants: 1 } });
    const [ada, bob] = [await memberWith(t), await memberWith(t)];
    expect((await call(t, 'POST', `/api/events/${event.id}/registration`, ada.token)).statusCode).toBe(201);
    expect((await call(t, 'POST', `/api/events/${event.id}/registration`, bob.token)).statusCode).toBe(201);
    const [confirmed] = await inbox(ada);
    expect(confirmed).toMatchObject({ type: 'event_registered', title: 'Registration confirmed', link: `/events/${event.id}`, read: false });
    expect(confirmed!.message).toContain('"Soldering basics"');
    expect(await types(bob)).toEqual([]);
  });

  it('tells the first in line when a place frees, and nobody else', async () => {
    const event = await createTestEvent(t, { body: { title: 'Oscilloscope clinic', max_participants: 1 } });
    const [ada, bob, cy] = [await memberWith(t), await memberWith(t), await memberWith(t)];
    for (const m of [ada, bob, cy]) await call(t, 'POST', `/api/events/${event.id}/registration`, m.token);
    expect((await call(t, 'DELETE', `/api/events/${event.id}/registration`, ada.token)).statusCode).toBe(200);
    const [promoted] = await inbox(bob);
    expect(promoted).toMatchObject({ type: 'event_waitlist_promoted', title: 'You have a place', link: `/events/${event.id}` });
    expect(await types(cy)).toEqual([]);
  });

  it('tells the next in line when the organiser raises the capacity, and the others of a change of date', async () => {
    const event = await createTestEvent(t, { body: { title: 'RTOS reading group', max_participants: 1 } });
    const [ada, bob] = [await memberWith(t), await memberWith(t)];
    for (const m of [ada, bob]) await call(t, 'POST', `/api/events/${event.id}/registration`, m.token);
    const later = new Date(Date.parse(event.start_date) + 3_600_000).toISOString();
    const res = await call(t, 'PUT', `/api/events/${event.id}`, admin, { max_participants: 2, start_date: later });
    expect(res.statusCode).toBe(200);
    expect(await types(bob)).toEqual(['event_waitlist_promoted']);
    expect(await types(ada)).toEqual(['event_changed', 'event_registered']);

    // A change nobody needs to hear of (the description) tells nobody.
    await call(t, 'PUT', `/api/events/${event.id}`, admin, { description: 'We read chapter 4 of the FreeRTOS book together.' });
    expect(await types(ada)).toEqual(['event_changed', 'event_registered']);
  });

  it('tells every member holding a place when the event is cancelled, with the reason', async () => {
    const event = await createTestEvent(t, { body: { title: 'Drone build night', max_participants: 1 } });
    const [ada, bob, outsider] = [await memberWith(t), await memberWith(t), await memberWith(t)];
    for (const m of [ada, bob]) await call(t, 'POST', `/api/events/${event.id}/registration`, m.token);
    expect((await call(t, 'POST', `/api/events/${event.id}/cancel`, admin, { reason: 'The lab is closed for repairs' })).statusCode).toBe(200);
    const [toAda] = await inbox(ada);
    const [toBob] = await inbox(bob);
    for (const n of [toAda, toBob]) {
      expect(n).toMatchObject({
        type: 'event_cancelled',
        title: 'Event cancelled',
        message: '"Drone build night" was cancelled: The lab is closed for repairs',
      });
    }
    expect(await types(outsider)).toEqual([]);
  });

  it('respects a member who turned a type off', async () => {
    const event = await createTestEvent(t, { body: { title: 'PCB design clinic' } });
    const quiet = await memberWith(t);
    await call(t, 'PUT', '/api/notifications/preferences', quiet.token, { preferences: { event_registered: 'off' } });
    expect((await call(t, 'POST', `/api/events/${event.id}/registration`, quiet.token)).statusCode).toBe(201);
    expect(await types(quiet)).toEqual([]);
  });

  it('tells members holding a place when a published event is deleted', async () => {
    const event = await createTestEvent(t, { body: { title: 'Hackathon kickoff' } });
    const ada = await memberWith(t);
    await call(t, 'POST', `/api/events/${event.id}/registration`, ada.token);
    expect((await call(t, 'DELETE', `/api/events/${event.id}`, admin)).statusCode).toBe(200);
    const [gone] = await inbox(ada);
    expect(gone).toMatchObject({ type: 'event_cancelled', link: null, message: '"Hackathon kickoff" was removed by its organisers.' });
  });
});
