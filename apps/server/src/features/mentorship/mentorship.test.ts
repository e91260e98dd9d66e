import { MENTORSHIP_MESSAGES, MENTORSHIP_NOTIFICATION_TEXTS } from '@esdc/core/mentorship';
import type { Mentor, MentorApplicationItem, MentorProfile, MentorSlot, MentorshipSession } from '@esdc/core/mentorship-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, deleteOwnAccount, memberWith, startWithAdmin } from '../../test/api.ts';
import { countRows, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { FIXTURE_TOPIC, fixtureTopic, hourSlot, insertMentor, insertSession } from './mentorship-fixtures.ts';

/*
 * Mentorship (docs/requirements.md §2 Mentorship) through app.inject, on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set: applying and the admin's decision, the mentor list with its topic filter and next slots,
 * slots in the mentor's zone, booking (one winner of 20 at once), cancel and reschedule up to the cut-off, feedback,
 * notifications and mails (as each side's preference asks, the time in each side's zone), the calendar file, the refusals (exact messages, nothing changed) and the member's data.
 * Who may call each route: authorization-cases.ts.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
  await fixtureTopic(t.db);
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const messageOf = (res: Res) => envelope(res).message;
const now = () => t.clock.now();
const application = {
  topics: [FIXTURE_TOPIC],
  bio: 'I debug I2C buses for fun.',
  time_zone: 'Europe/Berlin',
  session_minutes: 30,
  availability: [{ weekday: 1, start: '18:00', end: '19:00' }],
};
const notes = async (m: Member) =>
  (await t.db.selectFrom('notifications').select('type').where('user_id', '=', m.user.id).orderBy('id').execute()).map((n) => n.type);
const mails = async (m: Member) =>
  (await t.db.selectFrom('outgoing_mail').select(['subject', 'kind']).where('to_address', '=', m.email).orderBy('id').execute()).filter(
    (r) => r.kind === 'mentorship-session',
  );
/** An approved fixture mentor (UTC, 60 minutes, every hour of every day) for a fresh member. */
async function mentor(): Promise<{ member: Member; id: number }> {
  const member = await memberWith(t);
  return { member, id: await insertMentor(t.db, member.user.id, now()) };
}
const book = (m: Member, mentorId: number, startsAt: string, agenda = 'My ESP32 brown-outs') =>
  call(t, 'POST', '/api/mentorship/sessions', m.token, { mentor_id: mentorId, starts_at: startsAt, agenda });

describe('becoming a mentor', () => {
  it('applies (pending, not listed), an admin approves (listed, notified, audited)', async () => {
    const m = await memberWith(t);
    const res = await call(t, 'POST', '/api/mentor-applications', m.token, application);
    expect(res.statusCode, res.body).toBe(201);
    expect(messageOf(res)).toBe(MENTORSHIP_MESSAGES.applied);
    const applied = data<MentorApplicationItem>(res);
    expect(applied).toMatchObject({ status: 'pending', topics: [FIXTURE_TOPIC], time_zone: 'Europe/Berlin', session_minutes: 30, member: { id: m.user.id } });
    expect((await call(t, 'GET', `/api/mentors/${applied.id}`)).statusCode).toBe(404);
    const pending = data<MentorApplicationItem[]>(await call(t, 'GET', '/api/admin/mentor-applications?limit=50', admin));
    expect(pending.map((p) => p.id)).toContain(applied.id);

    const approved = await call(t, 'POST', `/api/mentor-applications/${applied.id}/approve`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(messageOf(approved)).toBe(MENTORSHIP_MESSAGES.approved);
    expect(await notes(m)).toEqual(['mentor_application']);
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'mentor').where('target_id', '=', applied.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['mentor.approved']);
    const profile = data<MentorProfile>(await call(t, 'GET', `/api/mentors/${applied.id}`));
    expect(profile).toMatchObject({ status: 'approved', rating: null, rating_count: 0, feedback: [] });
    expect(profile.next_slots.length).toBeGreaterThan(0);
    const again = await call(t, 'POST', `/api/mentor-applications/${applied.id}/reject`, admin);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(MENTORSHIP_MESSAGES.notPending);
    expect(messageOf(await call(t, 'POST', '/api/mentor-applications', m.token, application))).toBe(MENTORSHIP_MESSAGES.alreadyMentor);
  });

  it('a pending applicant cannot apply twice; a rejected one may apply again', async () => {
    const m = await memberWith(t);
    const first = data<MentorApplicationItem>(await call(t, 'POST', '/api/mentor-applications', m.token, application));
    const twice = await call(t, 'POST', '/api/mentor-applications', m.token, application);
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(MENTORSHIP_MESSAGES.alreadyApplied);
    expect(messageOf(await call(t, 'POST', `/api/mentor-applications/${first.id}/reject`, admin))).toBe(MENTORSHIP_MESSAGES.rejected);
    expect(data<MentorApplicationItem>(await call(t, 'GET', '/api/mentorship/me', m.token)).status).toBe('rejected');
    const retry = await call(t, 'POST', '/api/mentor-applications', m.token, { ...application, bio: 'Better bio' });
    expect(retry.statusCode).toBe(201);
    expect(data<MentorApplicationItem>(retry)).toMatchObject({ id: first.id, status: 'pending', bio: 'Better bio' });
  });

  it('refuses bad input with the exact message, storing nothing', async () => {
    const m = await memberWith(t);
    const before = await countRows(t.db, 'mentors');
    const cases: [Record<string, unknown>, string][] = [
      [{ topics: ['Nope-tech'] }, 'Unknown topic: Nope-tech'],
      [{ topics: [] }, 'Choose at least one topic'],
      [{ bio: '' }, 'Bio is required'],
      [{ time_zone: 'Mars/Base' }, MENTORSHIP_MESSAGES.invalidTimeZone],
      [{ session_minutes: 25 }, 'Session length must be 30, 45 or 60 minutes'],
      [{ availability: [] }, 'Add at least one availability window'],
      [{ availability: [{ weekday: 1, start: '19:00', end: '18:00' }] }, 'End must be after start'],
      [{ availability: [{ weekday: 1, start: '7pm', end: '20:00' }] }, 'Start must be a time HH:MM'],
    ];
    for (const [fields, message] of cases) {
      const res = await call(t, 'POST', '/api/mentor-applications', m.token, { ...application, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
    expect(await countRows(t.db, 'mentors')).toBe(before);
  });
});

describe("a mentor's profile", () => {
  it('an approved mentor edits topics, bio, zone, length and hours; booked sessions keep their times; new slots follow', async () => {
    const { member, id } = await mentor();
    const mentee = await memberWith(t);
    const booked = data<MentorshipSession>(await book(mentee, id, hourSlot(now(), 30)));
    const edited = {
      topics: [FIXTURE_TOPIC],
      bio: 'Now also PCB layout.',
      time_zone: 'Asia/Tokyo',
      session_minutes: 45,
      availability: [{ weekday: 3, start: '10:00', end: '11:30' }],
    };
    const res = await call(t, 'PUT', '/api/mentorship/me', member.token, edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(messageOf(res)).toBe(MENTORSHIP_MESSAGES.profileSaved);
    expect(data<MentorApplicationItem>(res)).toMatchObject({
      id,
      status: 'approved',
      bio: 'Now also PCB layout.',
      time_zone: 'Asia/Tokyo',
      session_minutes: 45,
    });
    const profile = data<MentorProfile>(await call(t, 'GET', `/api/mentors/${id}`));
    expect(profile.availability).toEqual([{ weekday: 3, start: '10:00', end: '11:30' }]);
    // Wednesdays 10:00 and 10:45 in Tokyo (UTC+9) are 01:00 and 01:45 UTC.
    expect(new Set(profile.next_slots.map((s) => s.starts_at.slice(11, 16)))).toEqual(new Set(['01:00', '01:45']));
    const session = await t.db.selectFrom('mentorship_sessions').select(['starts_at', 'status']).where('id', '=', booked.id).executeTakeFirstOrThrow();
    expect(session).toEqual({ starts_at: booked.starts_at, status: 'booked' });
  });

  it('only an approved mentor has a profile to edit; bad input is refused with the exact message, changing nothing', async () => {
    const stranger = await memberWith(t);
    const none = await call(t, 'PUT', '/api/mentorship/me', stranger.token, application);
    expect(none.statusCode).toBe(409);
    expect(messageOf(none)).toBe(MENTORSHIP_MESSAGES.notMentor);
    const applicant = await memberWith(t);
    expect((await call(t, 'POST', '/api/mentor-applications', applicant.token, application)).statusCode).toBe(201);
    const pending = await call(t, 'PUT', '/api/mentorship/me', applicant.token, { ...application, bio: 'Sneaky' });
    expect(messageOf(pending)).toBe(MENTORSHIP_MESSAGES.notMentor);
    expect(data<MentorApplicationItem>(await call(t, 'GET', '/api/mentorship/me', applicant.token))).toMatchObject({ status: 'pending', bio: application.bio });
    expect((await call(t, 'PUT', '/api/mentorship/me', undefined, application)).statusCode).toBe(401);

    const { member, id } = await mentor();
    const before = data<MentorProfile>(await call(t, 'GET', `/api/mentors/${id}`));
    for (const [fields, message] of [
      [{ topics: ['Nope-tech'] }, 'Unknown topic: Nope-tech'],
      [{ bio: '' }, 'Bio is required'],
      [{ availability: [{ weekday: 1, start: '19:00', end: '18:00' }] }, 'End must be after start'],
    ] as const) {
      const res = await call(t, 'PUT', '/api/mentorship/me', member.token, { ...application, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
    const after = data<MentorProfile>(await call(t, 'GET', `/api/mentors/${id}`));
    expect({ ...after, next_slots: [] }).toEqual({ ...before, next_slots: [] });
  });
});

describe('finding mentors and their slots', () => {
  it('lists approved mentors by topic (any case), with next free slots', async () => {
    const { id } = await mentor();
    const all = data<Mentor[]>(await call(t, 'GET', `/api/mentors?topic=${encodeURIComponent(FIXTURE_TOPIC.toUpperCase())}&limit=50`));
    const found = all.find((m) => m.id === id)!;
    expect(found.topics).toEqual([FIXTURE_TOPIC]);
    expect(found.next_slots).toHaveLength(3);
    expect(Date.parse(found.next_slots[0]!.starts_at)).toBeGreaterThan(now().getTime());
    expect(data<Mentor[]>(await call(t, 'GET', '/api/mentors?topic=Verilog')).some((m) => m.id === id)).toBe(false);
  });

  it('computes slots in the mentor’s zone, leaves out booked ones, and bounds the span', async () => {
    const m = await memberWith(t);
    const res = await call(t, 'POST', '/api/mentor-applications', m.token, { ...application, availability: [{ weekday: 1, start: '18:00', end: '19:00' }] });
    const id = data<MentorApplicationItem>(res).id;
    await call(t, 'POST', `/api/mentor-applications/${id}/approve`, admin);
    const from = new Date(now().getTime() + 86_400_000);
    const to = new Date(from.getTime() + 14 * 86_400_000);
    const slots = data<MentorSlot[]>(await call(t, 'GET', `/api/mentors/${id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`));
    expect(slots).toHaveLength(4); // two Mondays, two 30-minute slots each
    for (const s of slots) {
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
        new Date(s.starts_at),
      );
      expect(['Mon 18:00', 'Mon 18:30']).toContain(local);
    }
    const mentee = await memberWith(t);
    expect((await book(mentee, id, slots[0]!.starts_at)).statusCode).toBe(201);
    const after = data<MentorSlot[]>(await call(t, 'GET', `/api/mentors/${id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`));
    expect(after.map((s) => s.starts_at)).toEqual(slots.slice(1).map((s) => s.starts_at));

    const tooLong = await call(t, 'GET', `/api/mentors/${id}/slots?from=${from.toISOString()}&to=${new Date(from.getTime() + 32 * 86_400_000).toISOString()}`);
    expect(tooLong.statusCode).toBe(400);
    expect(messageOf(tooLong)).toBe(MENTORSHIP_MESSAGES.rangeTooLong);
    const backwards = await call(t, 'GET', `/api/mentors/${id}/slots?from=${to.toISOString()}&to=${from.toISOString()}`);
    expect(messageOf(backwards)).toBe(MENTORSHIP_MESSAGES.invalidRange);
    expect(messageOf(await call(t, 'GET', `/api/mentors/${id}/slots?from=yesterday`))).toBe('From must be a date and time');
    expect(messageOf(await call(t, 'GET', '/api/mentors/999999/slots'))).toBe(MENTORSHIP_MESSAGES.mentorNotFound);
  });
});

describe('booking a session', () => {
  it('books a free slot: both sides notified and mailed, listed as upcoming for both', async () => {
    const { member: mentorMember, id } = await mentor();
    const mentee = await memberWith(t);
    const res = await book(mentee, id, hourSlot(now(), 30));
    expect(res.statusCode, res.body).toBe(201);
    expect(messageOf(res)).toBe(MENTORSHIP_MESSAGES.booked);
    const session = data<MentorshipSession>(res);
    expect(session).toMatchObject({ role: 'mentee', status: 'booked', can_change: true, can_give_feedback: false, mentor: { id: mentorMember.user.id } });
    expect(await notes(mentee)).toEqual(['mentorship_session']);
    expect(await notes(mentorMember)).toEqual(['mentorship_session']);
    expect((await mails(mentee)).map((m) => m.subject)).toEqual(['Mentorship session booked']);
    expect(await mails(mentorMember)).toHaveLength(1);
    const mine = data<MentorshipSession[]>(await call(t, 'GET', '/api/mentorship/sessions', mentorMember.token));
    expect(mine.map((s) => [s.id, s.role])).toEqual([[session.id, 'mentor']]);
    const ics = await call(t, 'GET', `/api/mentorship/sessions/${session.id}/calendar.ics`, mentee.token);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`DTSTART:${session.starts_at.replace(/[-:]/g, '').replace('.000', '')}`);
  });

  it('refuses a time that is not a slot, a past slot, one’s own mentor, bad input; nothing stored', async () => {
    const { member: self, id } = await mentor();
    const mentee = await memberWith(t);
    const before = await countRows(t.db, 'mentorship_sessions');
    const odd = new Date(Date.parse(hourSlot(now(), 30)) + 15 * 60_000).toISOString();
    const cases: [Res, number, string][] = [
      [await book(mentee, id, odd), 400, MENTORSHIP_MESSAGES.notASlot],
      [await book(mentee, id, hourSlot(now(), -3)), 400, MENTORSHIP_MESSAGES.notASlot],
      [await book(self, id, hourSlot(now(), 30)), 403, MENTORSHIP_MESSAGES.ownSession],
      [await book(mentee, id, hourSlot(now(), 30), ''), 400, 'Agenda is required'],
      [await book(mentee, id, 'soon'), 400, MENTORSHIP_MESSAGES.invalidStart],
      [await book(mentee, 999_999, hourSlot(now(), 30)), 404, MENTORSHIP_MESSAGES.mentorNotFound],
    ];
    for (const [res, status, message] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(messageOf(res)).toBe(message);
    }
    const pending = await insertMentor(t.db, (await memberWith(t)).user.id, now(), 'pending');
    expect(messageOf(await book(mentee, pending, hourSlot(now(), 30)))).toBe(MENTORSHIP_MESSAGES.mentorNotFound);
    expect(await countRows(t.db, 'mentorship_sessions')).toBe(before);
  });

  it('of 20 simultaneous bookings of one slot exactly one wins; the others get 409', async () => {
    const { id } = await mentor();
    const mentees = await Promise.all(Array.from({ length: 20 }, () => t.register()));
    const slot = hourSlot(now(), 50);
    const results = await Promise.all(mentees.map((m) => book(m, id, slot)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect([...new Set(results.filter((r) => r.statusCode === 409).map(messageOf))]).toEqual([MENTORSHIP_MESSAGES.slotTaken]);
    const rows = await t.db.selectFrom('mentorship_sessions').select('id').where('mentor_id', '=', id).where('starts_at', '=', slot).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('the news reaches each side as they asked, in their own time zone', () => {
  const texts = async (m: Member) =>
    (
      await t.db.selectFrom('notifications').select('message').where('user_id', '=', m.user.id).where('type', '=', 'mentorship_session').orderBy('id').execute()
    ).map((n) => n.message);
  const mailTexts = async (m: Member) =>
    (await t.db.selectFrom('outgoing_mail').select(['kind', 'text_body']).where('to_address', '=', m.email).orderBy('id').execute()).filter(
      (r) => r.kind === 'mentorship-session',
    );
  const preferences = async (m: Member, preferences: Record<string, string>) =>
    expect((await call(t, 'PUT', '/api/notifications/preferences', m.token, { preferences })).statusCode).toBe(200);
  /** An approved mentor in Europe/Berlin (Mondays 18:00–19:00) made through the API, and their first free slot. */
  async function berlinMentor(member: Member): Promise<{ id: number; slot: string }> {
    const id = data<MentorApplicationItem>(await call(t, 'POST', '/api/mentor-applications', member.token, application)).id;
    expect((await call(t, 'POST', `/api/mentor-applications/${id}/approve`, admin)).statusCode).toBe(200);
    return { id, slot: data<MentorSlot[]>(await call(t, 'GET', `/api/mentors/${id}/slots`))[0]!.starts_at };
  }
  const wall = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

  it("a member who turned 'mentorship_session' off gets neither notification nor mail; the other side gets both", async () => {
    const { member: mentorMember, id } = await mentor();
    const mentee = await memberWith(t);
    await preferences(mentorMember, { mentorship_session: 'off' });
    const session = data<MentorshipSession>(await book(mentee, id, hourSlot(now(), 70)));
    expect(await notes(mentorMember)).toEqual([]);
    expect(await mails(mentorMember)).toEqual([]);
    expect(await notes(mentee)).toEqual(['mentorship_session']);
    expect((await mails(mentee)).map((m) => m.subject)).toEqual(['Mentorship session booked']);
    // The mentee turns it off too; the mentor's cancellation reaches no one.
    await preferences(mentee, { mentorship_session: 'off' });
    expect((await call(t, 'POST', `/api/mentorship/sessions/${session.id}/cancel`, mentorMember.token)).statusCode).toBe(200);
    expect(await mails(mentee)).toHaveLength(1);
    expect(await mails(mentorMember)).toEqual([]);
  });

  it("an 'email' member is mailed the change at once, and the daily digest does not mail it again", async () => {
    const mentorMember = await memberWith(t);
    await t.db.updateTable('users').set({ email_verified_at: now().toISOString() }).where('id', '=', mentorMember.user.id).execute();
    await preferences(mentorMember, { mentorship_session: 'email', mentor_application: 'email' });
    const { slot, id } = await berlinMentor(mentorMember); // the approval: a 'mentor_application' notification, for the digest
    const mentee = await memberWith(t);
    expect((await book(mentee, id, slot)).statusCode).toBe(201);
    expect((await mails(mentorMember)).map((m) => m.subject)).toEqual(['Mentorship session booked']);

    await t.app.notificationDigest.runDue();
    const all = await t.db.selectFrom('outgoing_mail').select(['kind', 'text_body']).where('to_address', '=', mentorMember.email).orderBy('id').execute();
    const digests = all.filter((m) => m.kind === 'notification-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text_body).toContain(MENTORSHIP_NOTIFICATION_TEXTS.approved.title);
    expect(digests[0]!.text_body).not.toContain('Mentorship session booked');
    expect(all.filter((m) => m.kind === 'mentorship-session')).toHaveLength(1);
    // Still in the app.
    expect(await notes(mentorMember)).toEqual(['mentor_application', 'mentorship_session']);
  });

  it('tells the mentee the time in their zone and the mentor in theirs; the .ics stays UTC', async () => {
    const mentorMember = await memberWith(t);
    const { id, slot } = await berlinMentor(mentorMember);
    const mentee = await memberWith(t);
    const res = await call(t, 'POST', '/api/mentorship/sessions', mentee.token, {
      mentor_id: id,
      starts_at: slot,
      agenda: 'Zones',
      time_zone: 'America/New_York',
    });
    expect(res.statusCode, res.body).toBe(201);
    const newYork = wall(slot, 'America/New_York');
    expect(['12:00', '13:00']).toContain(newYork); // 6 hours behind Berlin, 5 in the weeks the clocks change apart
    const [menteeText] = await texts(mentee);
    expect(menteeText).toContain(`${newYork} (America/New_York)`);
    expect(menteeText).not.toContain('Europe/Berlin');
    const [mentorText] = await texts(mentorMember);
    expect(mentorText).toContain('18:00 (Europe/Berlin)');
    expect((await mailTexts(mentee))[0]!.text_body).toContain(`${newYork} (America/New_York).`);
    expect((await mailTexts(mentorMember))[0]!.text_body).toContain('18:00 (Europe/Berlin).');
    const session = data<MentorshipSession>(res);
    const ics = await call(t, 'GET', `/api/mentorship/sessions/${session.id}/calendar.ics`, mentee.token);
    expect(ics.body).toContain(`DTSTART:${slot.replace(/[-:]/g, '').replace('.000', '')}`);

    // The mentor reschedules from their browser: the mentee keeps their zone. The mentee moves it from Tokyo: theirs changes.
    const slots = data<MentorSlot[]>(await call(t, 'GET', `/api/mentors/${id}/slots`));
    const next = slots[1]!.starts_at;
    const moved = await call(t, 'POST', `/api/mentorship/sessions/${session.id}/reschedule`, mentorMember.token, {
      starts_at: next,
      time_zone: 'Europe/Berlin',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await texts(mentee))[1]).toContain(`${wall(next, 'America/New_York')} (America/New_York)`);
    const back = await call(t, 'POST', `/api/mentorship/sessions/${session.id}/reschedule`, mentee.token, { starts_at: slot, time_zone: 'Asia/Tokyo' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await texts(mentee))[2]).toContain(`${wall(slot, 'Asia/Tokyo')} (Asia/Tokyo)`);
    expect((await texts(mentorMember))[2]).toContain('18:00 (Europe/Berlin)');
  });

  it('without a zone the mentee is told in UTC, named; a bad zone is refused and books nothing', async () => {
    const mentorMember = await memberWith(t);
    const { id, slot } = await berlinMentor(mentorMember);
    const mentee = await memberWith(t);
    const before = await countRows(t.db, 'mentorship_sessions');
    for (const time_zone of ['Mars/Base', 'not a zone', '']) {
      const bad = await call(t, 'POST', '/api/mentorship/sessions', mentee.token, { mentor_id: id, starts_at: slot, agenda: 'Zones', time_zone });
      expect(bad.statusCode, time_zone).toBe(400);
      expect(messageOf(bad)).toBe(time_zone === '' ? 'Time zone is required' : MENTORSHIP_MESSAGES.invalidTimeZone);
    }
    expect(await countRows(t.db, 'mentorship_sessions')).toBe(before);
    expect(await texts(mentee)).toEqual([]);
    const session = data<MentorshipSession>(await book(mentee, id, slot));
    expect((await texts(mentee))[0]).toContain(`${wall(slot, 'UTC')} (UTC)`);
    const slots = data<MentorSlot[]>(await call(t, 'GET', `/api/mentors/${id}/slots`));
    const refused = await call(t, 'POST', `/api/mentorship/sessions/${session.id}/reschedule`, mentee.token, {
      starts_at: slots[0]!.starts_at,
      time_zone: 'Mars/Base',
    });
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(MENTORSHIP_MESSAGES.invalidTimeZone);
    const row = await t.db.selectFrom('mentorship_sessions').select(['starts_at', 'mentee_time_zone']).where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ starts_at: slot, mentee_time_zone: null });
  });
});

describe('cancel, reschedule, feedback', () => {
  it('cancels until the cut-off (the slot frees up), not after; only participants', async () => {
    const { member: mentorMember, id } = await mentor();
    const mentee = await memberWith(t);
    const stranger = await memberWith(t);
    const soon = await insertSession(t.db, id, mentee.user.id, now(), 1);
    const later = await insertSession(t.db, id, mentee.user.id, now(), 40);
    const tooLate = await call(t, 'POST', `/api/mentorship/sessions/${soon}/cancel`, mentee.token);
    expect(tooLate.statusCode).toBe(409);
    expect(messageOf(tooLate)).toBe(MENTORSHIP_MESSAGES.tooLate);
    const notYours = await call(t, 'POST', `/api/mentorship/sessions/${later}/cancel`, stranger.token);
    expect(notYours.statusCode).toBe(403);
    expect(messageOf(notYours)).toBe(MENTORSHIP_MESSAGES.notParticipant);
    const adminTry = await call(t, 'POST', `/api/mentorship/sessions/${later}/cancel`, admin);
    expect(adminTry.statusCode).toBe(403);
    const ok = await call(t, 'POST', `/api/mentorship/sessions/${later}/cancel`, mentorMember.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(data<MentorshipSession>(ok)).toMatchObject({ status: 'cancelled', can_change: false, role: 'mentor' });
    expect(await notes(mentee)).toEqual(['mentorship_session']);
    expect((await mails(mentee)).map((m) => m.subject)).toEqual(['Mentorship session cancelled']);
    expect(messageOf(await call(t, 'POST', `/api/mentorship/sessions/${later}/cancel`, mentee.token))).toBe(MENTORSHIP_MESSAGES.cancelledAlready);
    // The slot is free again.
    expect((await book(await memberWith(t), id, hourSlot(now(), 40))).statusCode).toBe(201);
    const past = data<MentorshipSession[]>(await call(t, 'GET', '/api/mentorship/sessions?when=past', mentee.token));
    expect(past.map((s) => s.id)).toEqual([later]);
  });

  it('reschedules to another free slot under the same guard', async () => {
    const { id } = await mentor();
    const mentee = await memberWith(t);
    const other = await memberWith(t);
    const session = data<MentorshipSession>(await book(mentee, id, hourSlot(now(), 60)));
    await book(other, id, hourSlot(now(), 61));
    const taken = await call(t, 'POST', `/api/mentorship/sessions/${session.id}/reschedule`, mentee.token, { starts_at: hourSlot(now(), 61) });
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toBe(MENTORSHIP_MESSAGES.slotTaken);
    const same = await call(t, 'POST', `/api/mentorship/sessions/${session.id}/reschedule`, mentee.token, { starts_at: session.starts_at });
    expect(messageOf(same)).toBe(MENTORSHIP_MESSAGES.sameTime);
    const moved = await call(t, 'POST', `/api/mentorship/sessions/${session.id}/reschedule`, mentee.token, { starts_at: hourSlot(now(), 62) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(data<MentorshipSession>(moved).starts_at).toBe(hourSlot(now(), 62));
    expect((await mails(mentee)).map((m) => m.subject)).toEqual(['Mentorship session booked', 'Mentorship session rescheduled']);
    // The old slot is free again.
    expect((await book(other, id, hourSlot(now(), 60))).statusCode).toBe(201);
  });

  it('takes the mentee’s feedback once, after the session; the mentor’s profile shows the average', async () => {
    const { member: mentorMember, id } = await mentor();
    const mentee = await memberWith(t);
    const upcoming = await insertSession(t.db, id, mentee.user.id, now(), 5);
    const done = await insertSession(t.db, id, mentee.user.id, now(), -3);
    const done2 = await insertSession(t.db, id, mentee.user.id, now(), -6);
    expect(messageOf(await call(t, 'POST', `/api/mentorship/sessions/${upcoming}/feedback`, mentee.token, { rating: 5 }))).toBe(
      MENTORSHIP_MESSAGES.feedbackTooEarly,
    );
    expect(messageOf(await call(t, 'POST', `/api/mentorship/sessions/${done}/feedback`, mentorMember.token, { rating: 5 }))).toBe(
      MENTORSHIP_MESSAGES.feedbackOnlyMentee,
    );
    const bad = await call(t, 'POST', `/api/mentorship/sessions/${done}/feedback`, mentee.token, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Rating must be a whole number from 1 to 5');
    const ok = await call(t, 'POST', `/api/mentorship/sessions/${done}/feedback`, mentee.token, { rating: 5, comment: 'Very helpful' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(data<MentorshipSession>(ok)).toMatchObject({ rating: 5, feedback: 'Very helpful', can_give_feedback: false });
    expect(messageOf(await call(t, 'POST', `/api/mentorship/sessions/${done}/feedback`, mentee.token, { rating: 1 }))).toBe(MENTORSHIP_MESSAGES.feedbackTwice);
    await call(t, 'POST', `/api/mentorship/sessions/${done2}/feedback`, mentee.token, { rating: 4 });
    const profile = data<MentorProfile>(await call(t, 'GET', `/api/mentors/${id}`));
    expect(profile).toMatchObject({ rating: 4.5, rating_count: 2 });
    expect(profile.feedback.map((f) => f.comment)).toContain('Very helpful');
    const seen = data<MentorshipSession[]>(await call(t, 'GET', '/api/mentorship/sessions?when=past', mentorMember.token));
    expect(seen.find((s) => s.id === done)).toMatchObject({ rating: 5, feedback: 'Very helpful', role: 'mentor' });
  });
});

describe('your data', () => {
  it('exports the mentor profile and sessions; deletion cancels upcoming sessions and withdraws the mentor', async () => {
    const { member: mentorMember, id } = await mentor();
    const mentee = await memberWith(t);
    const upcoming = await insertSession(t.db, id, mentee.user.id, now(), 48);
    const exported = await call(t, 'GET', '/api/user/export', mentorMember.token);
    expect(exported.statusCode, exported.body).toBe(200);
    type Section = { mentor: { topics: string[] }; sessions: { id: number; role: string }[] };
    const section = data<{ sections: Record<string, Section> }>(exported).sections.mentorship!;
    expect(section.mentor.topics).toEqual([FIXTURE_TOPIC]);
    expect(section.sessions).toEqual([expect.objectContaining({ id: upcoming, role: 'mentor' })]);

    await deleteOwnAccount(t, mentorMember, 'delete');
    const row = await t.db.selectFrom('mentorship_sessions').select(['status']).where('id', '=', upcoming).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    const record = await t.db.selectFrom('mentors').select(['user_id', 'status', 'bio']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(record).toEqual({ user_id: null, status: 'withdrawn', bio: '' });
    expect((await call(t, 'GET', `/api/mentors/${id}`)).statusCode).toBe(404);
    const menteeView = data<MentorshipSession[]>(await call(t, 'GET', '/api/mentorship/sessions?when=past', mentee.token));
    expect(menteeView.find((s) => s.id === upcoming)).toMatchObject({ status: 'cancelled', mentor: null });
  });
});
