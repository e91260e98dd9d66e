import { ACTIVE, ADMIN, PUBLIC, memberOf, other, t, type AuthorizationCases, type Expect, type Role } from '../../test/authorization-matrix-kit.ts';
import { FIXTURE_TOPIC, fixtureTopic, hourSlot, insertMentor, insertSession, mentorOf } from './mentorship-fixtures.ts';

/**
 * Who may call the mentorship routes (docs/requirements.md §2 Mentorship), for the authorization matrix
 * (apps/server/src/authorization-matrix.test.ts): everyone reads the mentors and their slots; active members apply,
 * book and see their sessions; only a session's participants change it, only its mentee rates it (admins neither);
 * admins decide applications.
 */

const now = () => t.clock.now();
const menteeOf = (role: Role) => memberOf(role)?.user.id ?? other.user.id;
/** Nobody but the participants, admins neither. */
const NOBODY: Expect = { anonymous: 401, user: 403, moderator: 403, pendingAdmin: 403, suspendedAdmin: 401, admin: 403 };
/** A fresh whole hour for each booking, so no two fixtures share a slot. */
let hour = 100;
const nextHour = () => (hour += 1);
const othersMentor = () => mentorOf(t.db, other.user.id, now());
/** A booked session of other's mentor with the caller (or other, signed out) as mentee, `hours` from now. */
const sessionWith = async (role: Role, hours = nextHour()) => insertSession(t.db, await othersMentor(), menteeOf(role), now(), hours);
/** A session between two members who are not the caller. */
async function strangersSession(hours = nextHour()): Promise<number> {
  const mentee = await t.register();
  return insertSession(t.db, await othersMentor(), mentee.user.id, now(), hours);
}
/** A pending application of a fresh member. */
const pendingApplication = async () => insertMentor(t.db, (await t.register()).user.id, now(), 'pending');

export const authorizationCases: AuthorizationCases = {
  'GET /api/mentors': { expect: PUBLIC, send: () => ({ url: '/api/mentors?limit=5' }) },
  'GET /api/mentors/:id': { expect: PUBLIC, send: async () => ({ url: `/api/mentors/${await othersMentor()}` }) },
  'GET /api/mentors/:id/slots': { expect: PUBLIC, send: async () => ({ url: `/api/mentors/${await othersMentor()}/slots` }) },
  'POST /api/mentor-applications': {
    expect: ACTIVE(201),
    send: async () => {
      await fixtureTopic(t.db);
      return {
        url: '/api/mentor-applications',
        payload: {
          topics: [FIXTURE_TOPIC],
          bio: 'Matrix mentor',
          time_zone: 'Europe/Berlin',
          session_minutes: 30,
          availability: [{ weekday: 1, start: '18:00', end: '19:00' }],
        },
      };
    },
  },
  'GET /api/mentorship/me': { expect: ACTIVE(200), send: () => ({ url: '/api/mentorship/me' }) },
  'PUT /api/mentorship/me': {
    expect: ACTIVE(200),
    send: async (role) => {
      // The caller is an approved mentor (an earlier case may have left them an application).
      const member = memberOf(role);
      if (member) {
        const id = await mentorOf(t.db, member.user.id, now());
        await t.db.updateTable('mentors').set({ status: 'approved' }).where('id', '=', id).execute();
      }
      return {
        url: '/api/mentorship/me',
        payload: {
          topics: [FIXTURE_TOPIC],
          bio: 'Matrix mentor, edited',
          time_zone: 'Europe/Berlin',
          session_minutes: 45,
          availability: [{ weekday: 2, start: '18:00', end: '20:00' }],
        },
      };
    },
  },
  'GET /api/admin/mentor-applications': { expect: ADMIN(200), send: () => ({ url: '/api/admin/mentor-applications' }) },
  'POST /api/mentor-applications/:id/approve': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/mentor-applications/${await pendingApplication()}/approve` }),
  },
  'POST /api/mentor-applications/:id/reject': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/mentor-applications/${await pendingApplication()}/reject` }),
  },
  'POST /api/mentorship/sessions': {
    expect: ACTIVE(201),
    send: async () => ({
      url: '/api/mentorship/sessions',
      payload: { mentor_id: await othersMentor(), starts_at: hourSlot(now(), nextHour()), agenda: 'Matrix session' },
    }),
  },
  'GET /api/mentorship/sessions': { expect: ACTIVE(200), send: () => ({ url: '/api/mentorship/sessions' }) },
  'POST /api/mentorship/sessions/:id/cancel': [
    { label: 'a participant', expect: ACTIVE(200), send: async (role) => ({ url: `/api/mentorship/sessions/${await sessionWith(role)}/cancel` }) },
    { label: "someone else's session", expect: NOBODY, send: async () => ({ url: `/api/mentorship/sessions/${await strangersSession()}/cancel` }) },
  ],
  'POST /api/mentorship/sessions/:id/reschedule': [
    {
      label: 'a participant',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/mentorship/sessions/${await sessionWith(role)}/reschedule`, payload: { starts_at: hourSlot(now(), nextHour()) } }),
    },
    {
      label: "someone else's session",
      expect: NOBODY,
      send: async () => ({ url: `/api/mentorship/sessions/${await strangersSession()}/reschedule`, payload: { starts_at: hourSlot(now(), nextHour()) } }),
    },
  ],
  'POST /api/mentorship/sessions/:id/feedback': [
    {
      label: 'the mentee, after the session',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/mentorship/sessions/${await sessionWith(role, -nextHour())}/feedback`, payload: { rating: 5 } }),
    },
    {
      label: "someone else's session",
      expect: NOBODY,
      send: async () => ({ url: `/api/mentorship/sessions/${await strangersSession(-nextHour())}/feedback`, payload: { rating: 4 } }),
    },
  ],
  'GET /api/mentorship/sessions/:id/calendar.ics': [
    { label: 'a participant', expect: ACTIVE(200), send: async (role) => ({ url: `/api/mentorship/sessions/${await sessionWith(role)}/calendar.ics` }) },
    { label: "someone else's session", expect: NOBODY, send: async () => ({ url: `/api/mentorship/sessions/${await strangersSession()}/calendar.ics` }) },
  ],
};
