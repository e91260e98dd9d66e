import { ACTIVE, ADMIN, PUBLIC, memberOf, other, t, type AuthorizationCases, type Expect, type Role } from '../../test/authorization-matrix-kit.ts';
import { insertAttendance, insertEntry, insertHackathon, insertJudge, insertSubmission, insertTeam, type HackathonFixture } from './hackathon-fixtures.ts';

/**
 * Who may call the hackathons and workshops routes (SPEC §2 Hackathons, §2 Workshops), for the authorization matrix
 * (apps/server/src/authorization-matrix.test.ts): everyone reads; a team's lead registers and withdraws it (an admin
 * withdraws any); its members (and admins) read its linkable projects, submit and edit; appointed judges score (not their own team's); the event's organiser or an admin sets up, publishes results,
 * manages materials and reads feedback; admins appoint judges; attendees give feedback.
 */

const now = () => t.clock.now();
/** The caller's own id (someone else's for a visitor, who is refused before it matters). */
const me = (role: Role) => memberOf(role)?.user.id ?? other.user.id;
const hackathon = (ownerId = other.user.id, options: HackathonFixture = {}) => insertHackathon(t.db, ownerId, now(), options);
/** Refused to everyone signed in and active: the subject is not theirs and admins have no say over it either. */
const NOBODY: Expect = { anonymous: 401, user: 403, moderator: 403, pendingAdmin: 403, suspendedAdmin: 401, admin: 403 };
const settings = {
  tracks: ['Hardware'],
  rubric: [{ criterion: 'Idea', max: 10 }],
  team_size_min: 1,
  team_size_max: 3,
  submission_deadline: null,
  judging_open: false,
  winner_points: 0,
};
const submission = { title: 'Matrix build', description: 'Built for the matrix.', repository_url: 'https://github.com/example/matrix' };

/** A hackathon with a registered team whose only member (and lead) is `memberId`; `path` is `{id}/teams/{teamId}`. */
async function registered(memberId: number) {
  const id = await hackathon();
  const team = await insertTeam(t.db, memberId, now());
  await insertEntry(t.db, id, team, [memberId], now());
  return { id, team, path: `${id}/teams/${team}` };
}

/** A hackathon with a registered team whose only member is `memberId`, and its submission. */
async function submitted(memberId: number, options: HackathonFixture = {}) {
  const id = await hackathon(other.user.id, options);
  const team = await insertTeam(t.db, memberId, now());
  const entry = await insertEntry(t.db, id, team, [memberId], now());
  return { id, team, submissionId: await insertSubmission(t.db, id, entry, now()) };
}

export const authorizationCases: AuthorizationCases = {
  'GET /api/hackathons': { expect: PUBLIC, send: () => ({ url: '/api/hackathons?limit=5' }) },
  'GET /api/hackathons/:id': { expect: PUBLIC, send: async () => ({ url: `/api/hackathons/${await hackathon()}` }) },
  'PUT /api/hackathons/:id': [
    { label: "one's own", expect: ACTIVE(200), send: async (role) => ({ url: `/api/hackathons/${await hackathon(me(role))}`, payload: settings }) },
    { label: "someone else's", expect: ADMIN(200), send: async () => ({ url: `/api/hackathons/${await hackathon()}`, payload: settings }) },
  ],
  'POST /api/hackathons/:id/teams': [
    {
      label: 'a team the caller leads',
      expect: ACTIVE(201),
      send: async (role) => ({
        url: `/api/hackathons/${await hackathon()}/teams`,
        payload: { team_id: await insertTeam(t.db, me(role), now()), track: 'Hardware' },
      }),
    },
    {
      label: "someone else's team",
      expect: NOBODY,
      send: async () => ({
        url: `/api/hackathons/${await hackathon()}/teams`,
        payload: { team_id: await insertTeam(t.db, other.user.id, now()), track: 'Hardware' },
      }),
    },
  ],
  'DELETE /api/hackathons/:id/teams/:teamId': [
    {
      label: 'a team the caller leads',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/hackathons/${(await registered(me(role))).path}` }),
    },
    { label: "someone else's team", expect: ADMIN(200), send: async () => ({ url: `/api/hackathons/${(await registered(other.user.id)).path}` }) },
  ],
  'GET /api/hackathons/:id/teams/:teamId/projects': [
    {
      label: "the caller's team",
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/hackathons/${(await registered(me(role))).path}/projects` }),
    },
    {
      label: "someone else's team",
      expect: ADMIN(200),
      send: async () => ({ url: `/api/hackathons/${(await registered(other.user.id)).path}/projects` }),
    },
  ],
  'POST /api/hackathons/:id/judges': {
    expect: ADMIN(201),
    send: async () => ({ url: `/api/hackathons/${await hackathon()}/judges`, payload: { user_id: other.user.id } }),
  },
  'DELETE /api/hackathons/:id/judges/:userId': {
    expect: ADMIN(200),
    send: async () => {
      const id = await hackathon();
      await insertJudge(t.db, id, other.user.id, now());
      return { url: `/api/hackathons/${id}/judges/${other.user.id}` };
    },
  },
  'GET /api/hackathons/:id/submissions': { expect: PUBLIC, send: async () => ({ url: `/api/hackathons/${(await submitted(other.user.id)).id}/submissions` }) },
  'POST /api/hackathons/:id/submissions': [
    {
      label: "the caller's registered team",
      expect: ACTIVE(201),
      send: async (role) => {
        const id = await hackathon();
        const team = await insertTeam(t.db, me(role), now());
        await insertEntry(t.db, id, team, [me(role)], now());
        return { url: `/api/hackathons/${id}/submissions`, payload: { ...submission, team_id: team } };
      },
    },
    {
      label: "someone else's team",
      expect: NOBODY,
      send: async () => {
        const id = await hackathon();
        const team = await insertTeam(t.db, other.user.id, now());
        await insertEntry(t.db, id, team, [other.user.id], now());
        return { url: `/api/hackathons/${id}/submissions`, payload: { ...submission, team_id: team } };
      },
    },
  ],
  'PUT /api/submissions/:id': [
    {
      label: "the caller's team's",
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/submissions/${(await submitted(me(role))).submissionId}`, payload: submission }),
    },
    {
      label: "someone else's",
      expect: NOBODY,
      send: async () => ({ url: `/api/submissions/${(await submitted(other.user.id)).submissionId}`, payload: submission }),
    },
  ],
  'POST /api/submissions/:id/scores': [
    {
      label: 'as a judge',
      expect: ACTIVE(201),
      send: async (role) => {
        const { id, submissionId } = await submitted(other.user.id, { judgingOpen: true });
        if (memberOf(role)) await insertJudge(t.db, id, me(role), now());
        return { url: `/api/submissions/${submissionId}/scores`, payload: { scores: { Idea: 7, Demo: 3 } } };
      },
    },
    {
      label: 'not a judge',
      expect: NOBODY,
      send: async () => ({
        url: `/api/submissions/${(await submitted(other.user.id, { judgingOpen: true })).submissionId}/scores`,
        payload: { scores: { Idea: 7, Demo: 3 } },
      }),
    },
  ],
  'GET /api/hackathons/:id/results': [
    {
      label: 'published',
      expect: PUBLIC,
      send: async () => {
        const id = await hackathon();
        await t.db.updateTable('hackathons').set({ results_published_at: now().toISOString() }).where('event_id', '=', id).execute();
        return { url: `/api/hackathons/${id}/results` };
      },
    },
    {
      label: "someone else's, not published",
      expect: { anonymous: 403, user: 403, moderator: 403, pendingAdmin: 403, suspendedAdmin: 401, admin: 200 },
      send: async () => ({ url: `/api/hackathons/${await hackathon()}/results` }),
    },
  ],
  'POST /api/hackathons/:id/results': [
    { label: "one's own", expect: ACTIVE(200), send: async (role) => ({ url: `/api/hackathons/${await hackathon(me(role))}/results` }) },
    { label: "someone else's", expect: ADMIN(200), send: async () => ({ url: `/api/hackathons/${await hackathon()}/results` }) },
  ],
  'GET /api/workshops': { expect: PUBLIC, send: () => ({ url: '/api/workshops?limit=5' }) },
  'GET /api/workshops/:id': { expect: PUBLIC, send: async () => ({ url: `/api/workshops/${await hackathon(other.user.id, { category: 'Workshop' })}` }) },
  'POST /api/workshops/:id/materials': [
    {
      label: "one's own",
      expect: ACTIVE(201),
      send: async (role) => ({
        url: `/api/workshops/${await hackathon(me(role), { category: 'Workshop' })}/materials`,
        payload: { title: 'Slides', url: 'https://example.com/slides' },
      }),
    },
    {
      label: "someone else's",
      expect: ADMIN(201),
      send: async () => ({
        url: `/api/workshops/${await hackathon(other.user.id, { category: 'Workshop' })}/materials`,
        payload: { title: 'Slides', url: 'https://example.com/slides' },
      }),
    },
  ],
  'DELETE /api/workshop-materials/:id': [
    { label: "one's own", expect: ACTIVE(200), send: async (role) => ({ url: `/api/workshop-materials/${await material(me(role))}` }) },
    { label: "someone else's", expect: ADMIN(200), send: async () => ({ url: `/api/workshop-materials/${await material(other.user.id)}` }) },
  ],
  'POST /api/workshops/:id/feedback': [
    {
      label: 'having attended',
      expect: ACTIVE(201),
      send: async (role) => {
        const id = await hackathon(other.user.id, { category: 'Workshop', startInHours: -48, status: 'completed' });
        if (memberOf(role)) await insertAttendance(t.db, id, me(role), now());
        return { url: `/api/workshops/${id}/feedback`, payload: { rating: 5, comment: 'Great' } };
      },
    },
    {
      label: 'not having attended',
      expect: NOBODY,
      send: async () => ({
        url: `/api/workshops/${await hackathon(other.user.id, { category: 'Workshop', status: 'completed' })}/feedback`,
        payload: { rating: 5 },
      }),
    },
  ],
  'GET /api/workshops/:id/feedback': [
    {
      label: "one's own",
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/workshops/${await hackathon(me(role), { category: 'Workshop' })}/feedback` }),
    },
    {
      label: "someone else's",
      expect: ADMIN(200),
      send: async () => ({ url: `/api/workshops/${await hackathon(other.user.id, { category: 'Workshop' })}/feedback` }),
    },
  ],
};

/** A material on a workshop organised by `ownerId`. */
async function material(ownerId: number): Promise<number> {
  const id = await hackathon(ownerId, { category: 'Workshop' });
  const row = await t.db
    .insertInto('workshop_materials')
    .values({ event_id: id, title: 'Slides', url: 'https://example.com/slides', position: 0, created_by: ownerId, created_at: now().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
