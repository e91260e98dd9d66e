import {
  ACTIVE,
  OWNER_OR_ADMIN_OTHERS,
  PUBLIC,
  SESSION,
  insertProject,
  memberOf,
  other,
  t,
  type AuthorizationCases,
  type Expect,
  type Role,
} from '../../test/authorization-matrix-kit.ts';
import { uniqueSuffix } from '../../test/harness.ts';
import { insertInvitation, insertTeam } from './team-fixtures.ts';

/**
 * Who may call the teams' routes (docs/requirements.md §2 Teams; SPEC §6), for the authorization matrix
 * (apps/server/src/authorization-matrix.test.ts): everyone reads; active members create teams; a team's lead (or an
 * admin, for any team) edits, invites, removes, attaches projects and deletes; only the invitee answers an invitation;
 * a member leaves.
 */

const idOf = (role: Role) => memberOf(role)?.user.id ?? other.user.id;
const now = () => t.clock.now();
/** A team led by the caller (by `other` for a visitor). */
const ledBy = (role: Role) => insertTeam(t.db, idOf(role), now());
/** A team led by `other`, with the caller as a member when `withCaller`. */
const othersTeam = (role: Role, withCaller = false) => insertTeam(t.db, other.user.id, now(), withCaller && memberOf(role) ? [idOf(role)] : []);
/** Nobody but the invitee answers an invitation, admins neither. */
const NOBODY: Expect = { anonymous: 401, user: 403, moderator: 403, pendingAdmin: 403, suspendedAdmin: 401, admin: 403 };

export const authorizationCases: AuthorizationCases = {
  'GET /api/teams': { expect: PUBLIC, send: () => ({ url: '/api/teams?limit=5' }) },
  'POST /api/teams': {
    expect: ACTIVE(201),
    send: () => ({ url: '/api/teams', payload: { name: `Matrix ${uniqueSuffix()}`, description: 'Made by the matrix', focus_area: 'Robotics' } }),
  },
  'GET /api/teams/:id': { expect: PUBLIC, send: async (role) => ({ url: `/api/teams/${await othersTeam(role)}` }) },
  'PUT /api/teams/:id': [
    { label: 'the lead', expect: ACTIVE(200), send: async (role) => ({ url: `/api/teams/${await ledBy(role)}`, payload: { description: 'Changed' } }) },
    {
      label: "someone else's team",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async (role) => ({ url: `/api/teams/${await othersTeam(role, true)}`, payload: { description: 'Changed' } }),
    },
  ],
  'DELETE /api/teams/:id': [
    { label: 'the lead', expect: ACTIVE(200), send: async (role) => ({ url: `/api/teams/${await ledBy(role)}` }) },
    { label: "someone else's team", expect: OWNER_OR_ADMIN_OTHERS(200), send: async (role) => ({ url: `/api/teams/${await othersTeam(role, true)}` }) },
  ],
  'POST /api/teams/:id/invitations': [
    {
      label: 'the lead',
      expect: ACTIVE(201),
      send: async (role) => ({ url: `/api/teams/${await ledBy(role)}/invitations`, payload: { user_id: role === 'anonymous' ? 1 : other.user.id } }),
    },
    {
      label: "someone else's team",
      expect: OWNER_OR_ADMIN_OTHERS(201),
      send: async (role) => ({ url: `/api/teams/${await othersTeam(role)}/invitations`, payload: { user_id: idOf(role) } }),
    },
  ],
  'GET /api/team-invitations': { expect: SESSION, send: () => ({ url: '/api/team-invitations' }) },
  'POST /api/team-invitations/:id/accept': [
    {
      label: "one's own",
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/team-invitations/${await insertInvitation(t.db, await othersTeam(role), idOf(role), other.user.id, now())}/accept` }),
    },
    {
      label: "someone else's",
      expect: NOBODY,
      send: async (role) => {
        const team = await ledBy(role);
        return { url: `/api/team-invitations/${await insertInvitation(t.db, team, other.user.id, idOf(role), now())}/accept` };
      },
    },
  ],
  'POST /api/team-invitations/:id/decline': [
    {
      label: "one's own",
      expect: ACTIVE(200),
      send: async (role) => ({
        url: `/api/team-invitations/${await insertInvitation(t.db, await othersTeam(role), idOf(role), other.user.id, now())}/decline`,
      }),
    },
    {
      label: "someone else's",
      expect: NOBODY,
      send: async (role) => {
        const team = await ledBy(role);
        return { url: `/api/team-invitations/${await insertInvitation(t.db, team, other.user.id, idOf(role), now())}/decline` };
      },
    },
  ],
  'DELETE /api/teams/:id/members/:userId': [
    { label: 'leaving', expect: ACTIVE(200), send: async (role) => ({ url: `/api/teams/${await othersTeam(role, true)}/members/${idOf(role)}` }) },
    {
      label: 'the lead removing a member',
      expect: ACTIVE(200),
      send: async (role) => {
        const team = await insertTeam(t.db, idOf(role), now(), role === 'anonymous' ? [] : [other.user.id]);
        return { url: `/api/teams/${team}/members/${other.user.id}` };
      },
    },
    {
      label: "someone else's team",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => {
        const team = await insertTeam(t.db, other.user.id, now());
        const member = await insertMatrixMember();
        await t.db.insertInto('team_members').values({ team_id: team, user_id: member, role: 'member', joined_at: now().toISOString() }).execute();
        return { url: `/api/teams/${team}/members/${member}` };
      },
    },
  ],
  'POST /api/teams/:id/projects': [
    {
      label: 'the lead',
      expect: ACTIVE(201),
      send: async (role) => ({ url: `/api/teams/${await ledBy(role)}/projects`, payload: { project_id: await insertProject(idOf(role)) } }),
    },
    {
      label: "someone else's team",
      expect: OWNER_OR_ADMIN_OTHERS(201),
      send: async (role) => ({ url: `/api/teams/${await othersTeam(role, true)}/projects`, payload: { project_id: await insertProject(other.user.id) } }),
    },
  ],
  'DELETE /api/teams/:id/projects/:projectId': [
    {
      label: 'the lead',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/teams/${await teamWithProject(idOf(role))}` }),
    },
    {
      label: "someone else's team",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => ({ url: `/api/teams/${await teamWithProject(other.user.id)}` }),
    },
  ],
};

/** A team led by `leadId` showing one of their projects: the path `{team}/projects/{project}`. */
async function teamWithProject(leadId: number): Promise<string> {
  const team = await insertTeam(t.db, leadId, now());
  const project = await insertProject(leadId);
  await t.db.insertInto('team_projects').values({ team_id: team, project_id: project, created_at: now().toISOString() }).execute();
  return `${team}/projects/${project}`;
}

/** A fresh member, to be removed from a team. */
async function insertMatrixMember(): Promise<number> {
  return (await t.register()).user.id;
}
