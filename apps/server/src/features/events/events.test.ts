import type { Event, EventCheckInResult, EventRegistrationResult, EventRegistrations, EventSettings, MemberEvent } from '@esdc/core/event';
import type { MemberStats } from '@esdc/core/members';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { createTestEvent, eventBody } from '../../test/events.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';

/*
 * Events through the API (SPEC §3 Event, §4 Event status, §5 Event, §6, §7), on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */

const HOUR = 3_600_000;

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

const data = <T>(res: Awaited<ReturnType<typeof call>>) => envelope<T>(res).data;
const message = (res: Awaited<ReturnType<typeof call>>) => envelope(res).message;
const errorCode = (res: Awaited<ReturnType<typeof call>>) => (JSON.parse(res.body) as { error?: { code: string } }).error?.code;

async function setMembersCanCreate(value: boolean) {
  const res = await call(t, 'PUT', '/api/admin/events/settings', admin, { members_can_create: value });
  expect(res.statusCode).toBe(200);
}

describe('creating events (SPEC §6)', () => {
  it('admins and moderators create; members only when the admin allows it; visitors never', async () => {
    const moderator = await memberWith(t, 'moderator');
    const member = await memberWith(t);
    expect((await call(t, 'POST', '/api/events', undefined, eventBody(t))).statusCode).toBe(401);
    const created = await call(t, 'POST', '/api/events', moderator.token, eventBody(t));
    expect(created.statusCode).toBe(201);
    expect(message(created)).toBe('Event created');
    expect(data<Event>(created)).toMatchObject({
      status: 'draft',
      mode: 'offline',
      created_by: { id: moderator.user.id },
      can_manage: true,
      registered_participants: 0,
    });

    const refused = await call(t, 'POST', '/api/events', member.token, eventBody(t));
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe('Only admins and moderators may create events');
    expect(data<EventSettings>(await call(t, 'GET', '/api/events/settings', member.token))).toEqual({ members_can_create: false, can_create: false });

    await setMembersCanCreate(true);
    try {
      expect(data<EventSettings>(await call(t, 'GET', '/api/events/settings', member.token))).toEqual({ members_can_create: true, can_create: true });
      expect((await call(t, 'POST', '/api/events', member.token, eventBody(t))).statusCode).toBe(201);
      const suspended = await memberWith(t, 'user', 'suspended');
      expect([401, 403]).toContain((await call(t, 'POST', '/api/events', suspended.token, eventBody(t))).statusCode);
    } finally {
      await setMembersCanCreate(false);
    }
    expect((await call(t, 'PUT', '/api/admin/events/settings', member.token, { members_can_create: true })).statusCode).toBe(403);
  });

  it('answers the spec messages for bad input and stores nothing', async () => {
    const before = await t.count('events');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'Hey' }, 'Title must be at least 5 characters long'],
      [{ description: 'Too short.' }, 'Description must be at least 20 characters long'],
      [{ status: 'finished' }, 'Invalid event status'],
      [{ start_date: 'next monday' }, 'Invalid start date'],
      [{ end_date: '2026-13-01T00:00:00Z' }, 'Invalid end date'],
      [{ end_date: eventBody(t).start_date }, 'Start date must be before end date'],
      [{ mode: 'remote' }, 'Invalid event mode'],
      [{ max_participants: 0 }, 'Max participants must be a whole number between 1 and 10000'],
      [{ attendance_points: 501 }, 'Attendance points must be a whole number between 0 and 500'],
      [{ organizer_ids: [999999] }, 'Organizer 999999 not found'],
    ];
    for (const [override, expected] of cases) {
      const res = await call(t, 'POST', '/api/events', admin, { ...eventBody(t), ...override });
      expect(res.statusCode, expected).toBe(400);
      expect(message(res)).toBe(expected);
    }
    expect(await t.count('events')).toBe(before);
  });

  it('renders the markdown description to sanitised HTML next to its source', async () => {
    const description =
      'Hello **club**! <script>alert(1)</script> <img src="https://x.test/a.png" onerror="alert(2)"> [bad](javascript:alert(3)) [ok](https://esdc.test)';
    const event = await createTestEvent(t, { body: { description } });
    expect(event.description).toBe(description);
    expect(event.description_html).toContain('<strong>club</strong>');
    expect(event.description_html).not.toMatch(/<script|onerror|javascript:/i);
    expect(event.description_html).toContain('href="https://esdc.test"');
  });
});

describe('status transitions (SPEC §4 Event status)', () => {
  it('publish → start (not before the start date) → complete, with the spec messages', async () => {
    const draft = await createTestEvent(t, { publish: false });
    const start = Date.parse(draft.start_date);
    const tooEarly = await call(t, 'POST', `/api/events/${draft.id}/start`, admin);
    expect(tooEarly.statusCode).toBe(409);
    expect(message(tooEarly)).toBe('Only published events can be started');

    const published = await call(t, 'POST', `/api/events/${draft.id}/publish`, admin);
    expect(published.statusCode).toBe(200);
    expect(data<Event>(published).status).toBe('published');
    const again = await call(t, 'POST', `/api/events/${draft.id}/publish`, admin);
    expect([again.statusCode, message(again), errorCode(again)]).toEqual([409, 'Event is already published', 'EVENT_ALREADY_PUBLISHED']);

    const early = await call(t, 'POST', `/api/events/${draft.id}/start`, admin);
    expect([early.statusCode, message(early), errorCode(early)]).toEqual([409, 'Cannot start event before start date', 'EVENT_NOT_STARTED']);

    const saved = t.clock.now();
    t.clock.set(new Date(start + HOUR));
    try {
      const detail = data<Event>(await call(t, 'GET', `/api/events/${draft.id}`));
      expect(detail.is_active).toBe(true);
      expect(data<Event>(await call(t, 'POST', `/api/events/${draft.id}/start`, admin)).status).toBe('ongoing');
      const done = await call(t, 'POST', `/api/events/${draft.id}/complete`, admin);
      expect([done.statusCode, data<Event>(done).status, message(done)]).toEqual([200, 'completed', 'Event completed']);
      const cancel = await call(t, 'POST', `/api/events/${draft.id}/cancel`, admin, { reason: 'Too late' });
      expect([cancel.statusCode, message(cancel)]).toEqual([409, 'A completed event cannot be cancelled']);
      const edit = await call(t, 'PUT', `/api/events/${draft.id}`, admin, { title: 'Another title' });
      expect([edit.statusCode, message(edit)]).toEqual([409, 'A completed or cancelled event cannot be edited']);
    } finally {
      t.clock.set(saved);
    }
  });

  it('publishing validates the stored event', async () => {
    const draft = await createTestEvent(t, { publish: false });
    await t.db.updateTable('events').set({ title: 'Hey', description: 'short' }).where('id', '=', draft.id).execute();
    const res = await call(t, 'POST', `/api/events/${draft.id}/publish`, admin);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Validation failed: Title must be at least 5 characters long, Description must be at least 20 characters long');
  });

  it('cancel needs and records a reason; twice is refused', async () => {
    const event = await createTestEvent(t);
    const missing = await call(t, 'POST', `/api/events/${event.id}/cancel`, admin, { reason: ' ' });
    expect([missing.statusCode, message(missing)]).toEqual([400, 'Cancellation reason is required']);
    const res = await call(t, 'POST', `/api/events/${event.id}/cancel`, admin, { reason: 'Room flooded' });
    expect(data<Event>(res)).toMatchObject({ status: 'cancelled', cancellation_reason: 'Room flooded' });
    const again = await call(t, 'POST', `/api/events/${event.id}/cancel`, admin, { reason: 'Again' });
    expect([again.statusCode, message(again)]).toEqual([409, 'Event is already cancelled']);
    const complete = await call(t, 'POST', `/api/events/${event.id}/complete`, admin);
    expect([complete.statusCode, message(complete)]).toEqual([409, 'Only published or ongoing events can be completed']);
    // Audited, with the event's title as the target's name.
    const audit = data<{ action: string; target_id: number; target_name: string; details: Record<string, unknown> }[]>(
      await call(t, 'GET', '/api/admin/audit-log?action=event.status_changed&limit=100', admin),
    );
    expect(audit.find((e) => e.target_id === event.id)).toMatchObject({
      target_name: event.title,
      details: { from: 'published', to: 'cancelled', reason: 'Room flooded' },
    });
  });
});

describe('who may edit, manage and delete (SPEC §6 "admin or creator (event)")', () => {
  it('creator, organisers and admins edit and manage; only creator and admin delete; others get 403, drafts stay hidden', async () => {
    const creator = await memberWith(t, 'moderator');
    const organizer = await memberWith(t);
    const other = await memberWith(t);
    const moderator = await memberWith(t, 'moderator');
    const draft = await createTestEvent(t, { token: creator.token, publish: false, body: { organizer_ids: [organizer.user.id] } });
    expect(draft.organizers.map((o) => o.id)).toEqual([organizer.user.id]);

    // A draft: visible to its managers only.
    expect((await call(t, 'GET', `/api/events/${draft.id}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/events/${draft.id}`, other.token)).statusCode).toBe(404);
    expect((await call(t, 'PUT', `/api/events/${draft.id}`, other.token, { title: 'Sneaky edit' })).statusCode).toBe(404);
    expect(data<Event>(await call(t, 'GET', `/api/events/${draft.id}`, organizer.token)).can_manage).toBe(true);
    expect((await call(t, 'GET', `/api/events/${draft.id}`, admin)).statusCode).toBe(200);

    expect((await call(t, 'PUT', `/api/events/${draft.id}`, organizer.token, { title: 'Edited by the organiser' })).statusCode).toBe(200);
    expect((await call(t, 'POST', `/api/events/${draft.id}/publish`, organizer.token)).statusCode).toBe(200);

    const viewed = data<Event>(await call(t, 'GET', `/api/events/${draft.id}`, other.token));
    expect(viewed).toMatchObject({ title: 'Edited by the organiser', can_manage: false, my_registration: null });
    for (const token of [other.token, moderator.token]) {
      const res = await call(t, 'PUT', `/api/events/${draft.id}`, token, { title: 'Not mine to edit' });
      expect([res.statusCode, message(res)]).toEqual([403, 'Only the creator, the organisers or an admin may manage this event']);
      expect((await call(t, 'GET', `/api/events/${draft.id}/registrations`, token)).statusCode).toBe(403);
    }
    expect((await call(t, 'PUT', `/api/events/${draft.id}`, undefined, { title: 'Anonymous edit' })).statusCode).toBe(401);
    expect((await call(t, 'PUT', `/api/events/${draft.id}`, admin, { title: 'Edited by the admin' })).statusCode).toBe(200);

    const byOrganizer = await call(t, 'DELETE', `/api/events/${draft.id}`, organizer.token);
    expect([byOrganizer.statusCode, message(byOrganizer)]).toEqual([403, 'Only the creator or an admin may delete this event']);
    expect((await call(t, 'DELETE', `/api/events/${draft.id}`, moderator.token)).statusCode).toBe(403);
    const deleted = await call(t, 'DELETE', `/api/events/${draft.id}`, creator.token);
    expect([deleted.statusCode, message(deleted)]).toEqual([200, 'Event deleted']);
    expect((await call(t, 'GET', `/api/events/${draft.id}`, admin)).statusCode).toBe(404);
  });
});

describe('the list (SPEC §7 GET /api/events)', () => {
  it('filters by status, upcoming and category, pages, and hides drafts from others', async () => {
    const scoped = await createTestApp();
    try {
      const token = await scoped.adminToken();
      const member = await scoped.register();
      const make = async (title: string, extra: Record<string, unknown>, startInHours: number) =>
        createTestEvent(scoped, { token, body: { title, ...extra }, startInHours });
      const soon = await make('Soon workshop', { category: 'Workshop' }, 24);
      const later = await make('Later talk', { category: 'Talk' }, 72);
      const past = await make('Past clinic', { category: 'Clinic' }, -48);
      await make('Draft meetup', { category: 'Meetup', status: 'draft' }, 24);
      await call(scoped, 'POST', `/api/events/${later.id}/cancel`, token, { reason: 'Speaker ill' });

      const upcoming = await call(scoped, 'GET', '/api/events?upcoming=true');
      expect(data<Event[]>(upcoming).map((e) => e.title)).toEqual(['Soon workshop']);
      expect(envelope(upcoming).meta).toEqual({ total: 1, limit: 20, offset: 0 });
      expect(data<Event[]>(await call(scoped, 'GET', '/api/events?status=cancelled')).map((e) => e.id)).toEqual([later.id]);
      expect(data<Event[]>(await call(scoped, 'GET', '/api/events?category=Clinic')).map((e) => e.id)).toEqual([past.id]);
      expect(data<Event[]>(await call(scoped, 'GET', '/api/events?q=WORKSHOP')).map((e) => e.id)).toEqual([soon.id]);

      const all = await call(scoped, 'GET', '/api/events', member.token);
      expect(data<Event[]>(all).map((e) => e.title)).toEqual(['Later talk', 'Soon workshop', 'Past clinic']);
      expect(data<Event[]>(await call(scoped, 'GET', '/api/events', token)).map((e) => e.title)).toContain('Draft meetup');
      expect(data<Event[]>(await call(scoped, 'GET', '/api/events?status=draft', member.token))).toEqual([]);

      const page = await call(scoped, 'GET', '/api/events?limit=1&offset=1');
      expect(data<Event[]>(page).map((e) => e.title)).toEqual(['Soon workshop']);
      expect(envelope(page).meta).toEqual({ total: 3, limit: 1, offset: 1 });

      for (const [query, expected] of [
        ['status=nope', 'Invalid event status'],
        ['category=Party', 'Invalid event category'],
        ['limit=0', 'Invalid limit'],
      ]) {
        const res = await call(scoped, 'GET', `/api/events?${query}`);
        expect([res.statusCode, message(res)]).toEqual([400, expected]);
      }
    } finally {
      await scoped.close();
    }
  });
});

describe('registration and the waitlist (SPEC §4)', () => {
  it('seats until full, then waitlists in arrival order; leaving promotes the first in line; never below zero', async () => {
    const event = await createTestEvent(t, { body: { max_participants: 2 } });
    const members: Member[] = [];
    for (let i = 0; i < 5; i += 1) members.push(await t.register());
    const results: EventRegistrationResult[] = [];
    for (const m of members) {
      const res = await call(t, 'POST', `/api/events/${event.id}/registration`, m.token);
      expect(res.statusCode).toBe(201);
      results.push(data<EventRegistrationResult>(res));
    }
    expect(results.map((r) => [r.status, r.waitlist_position])).toEqual([
      ['registered', null],
      ['registered', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
      ['waitlisted', 3],
    ]);
    expect(new Set(results.map((r) => r.code)).size).toBe(5);
    for (const r of results) expect(r.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);

    const twice = await call(t, 'POST', `/api/events/${event.id}/registration`, members[0]!.token);
    expect([twice.statusCode, errorCode(twice), message(twice)]).toEqual([409, 'EVENT_ALREADY_REGISTERED', 'You are already registered for this event']);

    const full = data<Event>(await call(t, 'GET', `/api/events/${event.id}`, members[3]!.token));
    expect(full).toMatchObject({ registered_participants: 2, waitlisted_participants: 3, my_registration: { status: 'waitlisted', waitlist_position: 2 } });

    // The second in line leaves the waitlist: nothing else moves.
    const leftWaitlist = await call(t, 'DELETE', `/api/events/${event.id}/registration`, members[3]!.token);
    expect([leftWaitlist.statusCode, message(leftWaitlist)]).toEqual([200, 'You left the waitlist']);
    // A registered member leaves: the first in line takes the seat.
    const left = await call(t, 'DELETE', `/api/events/${event.id}/registration`, members[0]!.token);
    expect([left.statusCode, message(left)]).toEqual([200, 'Your registration was cancelled']);
    const after = data<Event>(await call(t, 'GET', `/api/events/${event.id}`, members[2]!.token));
    expect(after).toMatchObject({ registered_participants: 2, waitlisted_participants: 1, my_registration: { status: 'registered', waitlist_position: null } });
    expect(data<Event>(await call(t, 'GET', `/api/events/${event.id}`, members[4]!.token)).my_registration).toMatchObject({ waitlist_position: 1 });

    const notRegistered = await call(t, 'DELETE', `/api/events/${event.id}/registration`, members[0]!.token);
    expect([notRegistered.statusCode, errorCode(notRegistered), message(notRegistered)]).toEqual([
      404,
      'EVENT_NOT_REGISTERED',
      'You are not registered for this event',
    ]);

    // The seat count never goes below zero, even if it was wrong.
    await t.db.updateTable('events').set({ registered_participants: 0 }).where('id', '=', event.id).execute();
    expect((await call(t, 'DELETE', `/api/events/${event.id}/registration`, members[1]!.token)).statusCode).toBe(200);
    const row = await t.db.selectFrom('events').select('registered_participants').where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row.registered_participants).toBeGreaterThanOrEqual(0);

    const registrations = data<EventRegistrations>(await call(t, 'GET', `/api/events/${event.id}/registrations`, admin));
    expect(registrations.registered.map((r) => r.member.id)).toContain(members[2]!.user.id);
  });

  it('refuses drafts, ended, cancelled and unopened events; anonymous and suspended accounts', async () => {
    const draft = await createTestEvent(t, { publish: false });
    const member = await t.register();
    expect((await call(t, 'POST', `/api/events/${draft.id}/registration`, member.token)).statusCode).toBe(404);
    const past = await createTestEvent(t, { startInHours: -10 });
    const ended = await call(t, 'POST', `/api/events/${past.id}/registration`, member.token);
    expect([ended.statusCode, errorCode(ended), message(ended)]).toEqual([409, 'EVENT_NOT_OPEN', 'Event is not accepting registrations']);
    const cancelled = await createTestEvent(t);
    await call(t, 'POST', `/api/events/${cancelled.id}/cancel`, admin, { reason: 'No room' });
    expect(message(await call(t, 'POST', `/api/events/${cancelled.id}/registration`, member.token))).toBe('Event is not accepting registrations');
    const open = await createTestEvent(t);
    expect((await call(t, 'POST', `/api/events/${open.id}/registration`)).statusCode).toBe(401);
    const pending = await memberWith(t, 'user', 'pending');
    expect((await call(t, 'POST', `/api/events/${open.id}/registration`, pending.token)).statusCode).toBe(403);
  });

  it('capacity cannot go below the seats taken; raising it promotes the waitlist; editing keeps registrations', async () => {
    const event = await createTestEvent(t, { body: { max_participants: 1 } });
    const [a, b, c] = [await t.register(), await t.register(), await t.register()];
    for (const m of [a, b, c]) await call(t, 'POST', `/api/events/${event.id}/registration`, m.token);
    const lower = await call(t, 'PUT', `/api/events/${event.id}`, admin, { max_participants: 1, title: 'Arduino workshop, edited' });
    expect(lower.statusCode).toBe(200);
    await call(t, 'PUT', `/api/events/${event.id}`, admin, { max_participants: 2 });
    expect(data<Event>(await call(t, 'GET', `/api/events/${event.id}`, b.token))).toMatchObject({
      title: 'Arduino workshop, edited',
      registered_participants: 2,
      my_registration: { status: 'registered' },
    });
    const below = await call(t, 'PUT', `/api/events/${event.id}`, admin, { max_participants: 1 });
    expect([below.statusCode, errorCode(below), message(below)]).toEqual([
      409,
      'EVENT_CAPACITY_BELOW_REGISTERED',
      'Capacity cannot be lower than the 2 members already registered',
    ]);
    await call(t, 'PUT', `/api/events/${event.id}`, admin, { max_participants: null });
    expect(data<Event>(await call(t, 'GET', `/api/events/${event.id}`, c.token))).toMatchObject({ registered_participants: 3, waitlisted_participants: 0 });
    const dates = await call(t, 'PUT', `/api/events/${event.id}`, admin, { end_date: '2020-01-01T00:00:00Z' });
    expect([dates.statusCode, message(dates)]).toEqual([400, 'Start date must be before end date']);
  });
});

describe('check-in and attendance', () => {
  it('marks attendance once by code, awards points once, counts into stats; wrong and foreign codes are refused', async () => {
    const organizer = await t.register();
    const event = await createTestEvent(t, { body: { attendance_points: 25, organizer_ids: [organizer.user.id] } });
    const other = await createTestEvent(t);
    const member = await t.register();
    const waiting = await t.register();
    const code = data<EventRegistrationResult>(await call(t, 'POST', `/api/events/${event.id}/registration`, member.token)).code;
    const otherCode = data<EventRegistrationResult>(await call(t, 'POST', `/api/events/${other.id}/registration`, waiting.token)).code;

    const stranger = await t.register();
    expect((await call(t, 'POST', `/api/events/${event.id}/check-ins`, stranger.token, { code })).statusCode).toBe(403);
    const wrong = await call(t, 'POST', `/api/events/${event.id}/check-ins`, organizer.token, { code: 'ZZZZZZZZ' });
    expect([wrong.statusCode, errorCode(wrong), message(wrong)]).toEqual([404, 'CHECK_IN_CODE_UNKNOWN', 'No registration for this event has this code']);
    const foreign = await call(t, 'POST', `/api/events/${event.id}/check-ins`, organizer.token, { code: otherCode });
    expect([foreign.statusCode, errorCode(foreign)]).toEqual([404, 'CHECK_IN_CODE_UNKNOWN']);

    const first = await call(t, 'POST', `/api/events/${event.id}/check-ins`, organizer.token, { code: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}` });
    expect(first.statusCode).toBe(200);
    expect(message(first)).toBe('Checked in');
    expect(data<EventCheckInResult>(first)).toMatchObject({ member: { id: member.user.id }, already_checked_in: false, points_awarded: 25 });
    const second = await call(t, 'POST', `/api/events/${event.id}/check-ins`, admin, { code });
    expect(message(second)).toBe('Already checked in');
    expect(data<EventCheckInResult>(second)).toMatchObject({ already_checked_in: true, points_awarded: 0 });

    const stats = data<MemberStats>(await call(t, 'GET', `/api/users/${member.user.id}/stats`, member.token));
    expect(stats).toMatchObject({ points: 25, total_events_attended: 1 });
    const ledger = await t.db.selectFrom('points_ledger').select(['delta', 'source', 'reason']).where('user_id', '=', member.user.id).execute();
    expect(ledger).toEqual([{ delta: 25, source: 'event', reason: 'Attended event: Arduino workshop' }]);
    const registrations = data<EventRegistrations>(await call(t, 'GET', `/api/events/${event.id}/registrations`, organizer.token));
    expect(registrations.checked_in).toBe(1);

    const mine = data<MemberEvent[]>(await call(t, 'GET', `/api/users/${member.user.id}/events`, stranger.token));
    expect(mine).toEqual([expect.objectContaining({ id: event.id, registration_status: 'registered', attended: true })]);
    expect((await call(t, 'GET', `/api/users/${member.user.id}/events`)).statusCode).toBe(401);
  });

  it('awards attendance points once per member and event: unregistering after check-in is refused, and nothing else earns them again', async () => {
    const event = await createTestEvent(t, { body: { attendance_points: 500 } });
    const member = await t.register();
    const checkInOnce = async () => {
      const reg = await call(t, 'POST', `/api/events/${event.id}/registration`, member.token);
      return call(t, 'POST', `/api/events/${event.id}/check-ins`, admin, { code: data<EventRegistrationResult>(reg).code });
    };
    expect(data<EventCheckInResult>(await checkInOnce())).toMatchObject({ points_awarded: 500 });

    const leave = await call(t, 'DELETE', `/api/events/${event.id}/registration`, member.token);
    expect([leave.statusCode, errorCode(leave), message(leave)]).toEqual([
      409,
      'EVENT_ATTENDED',
      'You were checked in at this event: your attendance cannot be cancelled',
    ]);
    expect(await t.db.selectFrom('event_registrations').select('checked_in_at').where('user_id', '=', member.user.id).executeTakeFirst()).toMatchObject({
      checked_in_at: expect.any(String),
    });

    // Even when the registration goes some other way (here: removed by hand), the attendance stays and earns nothing again.
    await t.db.deleteFrom('event_registrations').where('user_id', '=', member.user.id).execute();
    const again = await checkInOnce();
    expect(again.statusCode).toBe(200);
    expect(data<EventCheckInResult>(again)).toMatchObject({ already_checked_in: false, points_awarded: 0 });
    const ledger = await t.db.selectFrom('points_ledger').select('delta').where('user_id', '=', member.user.id).execute();
    expect(ledger).toEqual([{ delta: 500 }]);
    expect(data<MemberStats>(await call(t, 'GET', `/api/users/${member.user.id}/stats`, member.token))).toMatchObject({ points: 500 });
  });

  it('refuses check-in on a waitlisted registration and on drafts', async () => {
    const event = await createTestEvent(t, { body: { max_participants: 1 } });
    await call(t, 'POST', `/api/events/${event.id}/registration`, (await t.register()).token);
    const late = data<EventRegistrationResult>(await call(t, 'POST', `/api/events/${event.id}/registration`, (await t.register()).token));
    const res = await call(t, 'POST', `/api/events/${event.id}/check-ins`, admin, { code: late.code });
    expect([res.statusCode, message(res)]).toEqual([409, 'This member is on the waitlist, not registered']);
    const draft = await createTestEvent(t, { publish: false });
    expect((await call(t, 'POST', `/api/events/${draft.id}/check-ins`, admin, { code: late.code })).statusCode).toBe(409);
  });
});

describe('calendars (iCalendar)', () => {
  it('answers one event and the upcoming feed as valid iCalendar in UTC, linking to the event page', async () => {
    const event = await createTestEvent(t, { body: { title: 'RTOS talk: queues', category: 'Talk' } });
    const res = await call(t, 'GET', `/api/events/${event.id}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const vevent = new ICAL.Event(vevents[0]!);
    expect(vevent.summary).toBe('RTOS talk: queues');
    expect(vevent.startDate.toJSDate().toISOString()).toBe(event.start_date);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(event.end_date);
    expect(vevent.startDate.zone?.tzid).toBe('UTC');
    expect(vevents[0]!.getFirstPropertyValue('url')).toBe(`${t.config.publicUrl}/events/${event.id}`);

    const draft = await createTestEvent(t, { publish: false, body: { title: 'Secret draft session' } });
    expect((await call(t, 'GET', `/api/events/${draft.id}.ics`)).statusCode).toBe(404);

    const feed = await call(t, 'GET', '/api/events.ics');
    expect(feed.statusCode).toBe(200);
    const summaries = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('summary'));
    expect(summaries).toContain('RTOS talk: queues');
    expect(summaries).not.toContain('Secret draft session');

    // A cancelled event's file says so (calendars that imported it drop or strike it).
    await call(t, 'POST', `/api/events/${event.id}/cancel`, admin, { reason: 'Speaker ill' });
    const cancelled = new ICAL.Component(ICAL.parse((await call(t, 'GET', `/api/events/${event.id}.ics`)).body));
    expect(cancelled.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

describe('calendar text (RFC 5545 escaping and folding)', () => {
  it('refuses line breaks and control characters in a title, and changes nothing', async () => {
    const before = await t.count('events');
    for (const title of ['Evil talk\r\nX-INJECTED:1', 'Evil talk\nATTENDEE:mailto:x@example.com', 'Tab\tseparated']) {
      const res = await call(t, 'POST', '/api/events', admin, eventBody(t, { title }));
      expect([res.statusCode, message(res)]).toEqual([400, 'Title cannot contain line breaks or tabs']);
    }
    const control = await call(t, 'POST', '/api/events', admin, eventBody(t, { title: 'Bell\u0007 talk' }));
    expect([control.statusCode, message(control)]).toEqual([400, 'Title contains invalid characters']);
    const event = await createTestEvent(t);
    const edit = await call(t, 'PUT', `/api/events/${event.id}`, admin, { title: 'Edited\r\nX-INJECTED:1' });
    expect([edit.statusCode, message(edit)]).toEqual([400, 'Title cannot contain line breaks or tabs']);
    expect(await t.count('events')).toBe(before + 1);
    expect(data<Event>(await call(t, 'GET', `/api/events/${event.id}`)).title).toBe(event.title);
  });

  it('escapes and folds every text of the event file and the feed, even text stored before the rule existed', async () => {
    const event = await createTestEvent(t, { body: { title: 'Stored before the rule' } });
    const title = `Legacy\r\nX-INJECTED:title;one,two\\ ${'long '.repeat(30)}\u0007end`;
    await t.db
      .updateTable('events')
      .set({ title, description: 'Line one\r\nX-INJECTED:description', location: 'Lab\nX-INJECTED:location', category: 'Talk' })
      .where('id', '=', event.id)
      .execute();
    for (const url of [`/api/events/${event.id}.ics`, '/api/events.ics']) {
      const body = (await call(t, 'GET', url)).body;
      const lines = body.split('\r\n');
      expect(lines.filter((line) => /^X-INJECTED/i.test(line))).toEqual([]);
      // Only CRLF ends a line; a folded line starts with one space; no line is longer than 75 octets.
      // eslint-disable-next-line no-control-regex -- looking for control characters is the point
      expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u0000-\u0008\u000B-\u001F\u007F]/);
      for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const calendar = new ICAL.Component(ICAL.parse(body));
      const vevent = calendar.getAllSubcomponents('vevent').find((v) => String(v.getFirstPropertyValue('url')).endsWith(`/events/${event.id}`))!;
      expect(vevent.getFirstPropertyValue('summary')).toBe(`Legacy\nX-INJECTED:title;one,two\\ ${'long '.repeat(30)}end`);
      expect(String(vevent.getFirstPropertyValue('description'))).toMatch(/^Line one\nX-INJECTED:description\n\n/);
      expect(vevent.getFirstPropertyValue('location')).toBe('Lab\nX-INJECTED:location');
      if (url.endsWith(`${event.id}.ics`)) {
        // ical.js leaves NAME (RFC 7986) and X- properties as written: read them as the TEXT they are.
        for (const property of ['name', 'x-wr-calname']) {
          const text = ICAL.design.icalendar.value.text!.fromICAL!(String(calendar.getFirstPropertyValue(property)));
          expect(text).toBe(`Legacy\nX-INJECTED:title;one,two\\ ${'long '.repeat(30)}end`);
        }
      }
    }
  });
});

describe("an online event's meeting link", () => {
  it('is shown only to registered members, organisers and admins: in the list, the detail, calendars, search and profiles', async () => {
    const link = 'https://meet.esdc.example/secret-room-42';
    const organizer = await t.register();
    const word = `Zephyrlink${Date.now().toString(36)}`;
    const event = await createTestEvent(t, {
      body: { title: `${word} online session`, mode: 'online', location: link, organizer_ids: [organizer.user.id], max_participants: 1 },
    });
    const registered = await t.register();
    const waitlisted = await t.register();
    const stranger = await t.register();
    await call(t, 'POST', `/api/events/${event.id}/registration`, registered.token);
    await call(t, 'POST', `/api/events/${event.id}/registration`, waitlisted.token);
    // An offline event's place stays public.
    const offline = await createTestEvent(t, { body: { location: 'Lab B-204' } });

    const seen = async (token: string | undefined) => {
      const detail = data<Event>(await call(t, 'GET', `/api/events/${event.id}`, token)).location;
      const listed = data<Event[]>(await call(t, 'GET', `/api/events?q=${word}`, token)).find((e) => e.id === event.id)?.location;
      const ics = (await call(t, 'GET', `/api/events/${event.id}.ics`, token)).body;
      const search = data<{ results: { url: string; meta: string }[] }>(await call(t, 'GET', `/api/search?q=${word}&category=events`, token));
      const meta = search.results.find((r) => r.url === `/events/${event.id}`)?.meta ?? '';
      return { detail, listed, ics: ics.includes('secret-room-42'), search: meta.includes(link) };
    };
    const hidden = { detail: null, listed: null, ics: false, search: false };
    const shown = { detail: link, listed: link, ics: true, search: true };
    expect(await seen(undefined)).toEqual(hidden);
    expect(await seen(stranger.token)).toEqual(hidden);
    expect(await seen(waitlisted.token)).toEqual(hidden);
    expect(await seen(registered.token)).toEqual(shown);
    expect(await seen(organizer.token)).toEqual(shown);
    expect(await seen(admin)).toEqual(shown);
    expect((await call(t, 'GET', '/api/events.ics')).body).not.toContain('secret-room-42');
    expect(data<Event>(await call(t, 'GET', `/api/events/${offline.id}`)).location).toBe('Lab B-204');

    // A member's profile lists their events: the link only for viewers who may join.
    const profileLocation = async (token: string) =>
      data<MemberEvent[]>(await call(t, 'GET', `/api/users/${registered.user.id}/events`, token)).find((e) => e.id === event.id)?.location;
    expect(await profileLocation(stranger.token)).toBeNull();
    expect(await profileLocation(registered.token)).toBe(link);
    expect(await profileLocation(admin)).toBe(link);
  });
});

describe("a deleted creator's events", () => {
  it("stay, shown under 'Former member' with no profile to link to", async () => {
    const moderator = await memberWith(t, 'moderator');
    const event = await createTestEvent(t, { token: moderator.token });
    expect((await call(t, 'DELETE', `/api/admin/users/${moderator.user.id}`, admin)).statusCode).toBe(200);
    const after = data<Event>(await call(t, 'GET', `/api/events/${event.id}`));
    expect(after.created_by).toEqual({ id: moderator.user.id, name: 'Former member', username: '' });
  });
});
