import type { AuditAction } from '@esdc/core/admin-user-schemas';
import { TEAM_MESSAGES } from '@esdc/core/team';
import type { Team, TeamInvitation, TeamSummary } from '@esdc/core/team-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { envelope, uniqueSuffix, type Member, type TestApp } from '../../test/harness.ts';
import { insertTestProject } from '../../test/projects.ts';

/*
 * Teams (docs/requirements.md §2 Teams) through app.inject, on SQLite, and on PostgreSQL when TEST_DATABASE_URL is
 * set: creating, the list and a team's page, invitations (accept, decline, notifications), removing and leaving,
 * handing over the lead, editing and deleting (an admin's audited), projects, the refusals (exact messages, nothing
 * changed) and the member's data. Who may call each route: authorization-cases.ts.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const messageOf = (res: Res) => envelope(res).message;
const teamName = () => `Team ${uniqueSuffix()}`;

async function createTeam(lead: Member, fields: Record<string, unknown> = {}): Promise<Team> {
  const res = await call(t, 'POST', '/api/teams', lead.token, { name: teamName(), description: 'We build boards', focus_area: 'Hardware', ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return data<Team>(res);
}

async function invite(lead: Member | string, teamId: number, userId: number): Promise<TeamInvitation> {
  const res = await call(t, 'POST', `/api/teams/${teamId}/invitations`, typeof lead === 'string' ? lead : lead.token, { user_id: userId });
  expect(res.statusCode, res.body).toBe(201);
  return data<TeamInvitation>(res);
}

/** A team led by `lead` with `members` in it (invited and accepted through the API). */
async function teamWith(lead: Member, ...members: Member[]): Promise<Team> {
  const team = await createTeam(lead);
  for (const m of members) {
    const invitation = await invite(lead, team.id, m.user.id);
    expect((await call(t, 'POST', `/api/team-invitations/${invitation.id}/accept`, m.token)).statusCode).toBe(200);
  }
  return team;
}

const getTeam = async (id: number, token?: string) => data<Team>(await call(t, 'GET', `/api/teams/${id}`, token));
const notes = async (m: Member) =>
  (await t.db.selectFrom('notifications').select('type').where('user_id', '=', m.user.id).orderBy('id').execute()).map((n) => n.type);
const auditActions = async (action: AuditAction) =>
  (await t.db.selectFrom('audit_log').select('target_id').where('action', '=', action).execute()).map((r) => r.target_id);

describe('creating a team', () => {
  it('an active member creates a team and becomes its lead', async () => {
    const lead = await memberWith(t);
    const res = await call(t, 'POST', '/api/teams', lead.token, { name: '  Rover Crew ', description: 'Mars rover', focus_area: 'Robotics' });
    expect(res.statusCode, res.body).toBe(201);
    expect(messageOf(res)).toBe(TEAM_MESSAGES.created);
    const team = data<Team>(res);
    expect(team).toMatchObject({ name: 'Rover Crew', description: 'Mars rover', focus_area: 'Robotics', avatar: null, member_count: 1, viewer_role: 'lead' });
    expect(team.members.map((m) => [m.id, m.role])).toEqual([[lead.user.id, 'lead']]);
    expect(team.lead?.id).toBe(lead.user.id);
  });

  it("refuses a name taken whatever its case: 409 'A team with this name already exists', nothing stored", async () => {
    const lead = await memberWith(t);
    const team = await createTeam(lead);
    const before = await t.count('teams');
    const res = await call(t, 'POST', '/api/teams', lead.token, { name: team.name.toUpperCase(), focus_area: 'Web' });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe('A team with this name already exists');
    expect(await t.count('teams')).toBe(before);
  });

  it('refuses bad input with the exact message, nothing stored', async () => {
    const lead = await memberWith(t);
    const before = await t.count('teams');
    const cases: [Record<string, unknown>, string][] = [
      [{ focus_area: 'Web' }, 'Team name is required'],
      [{ name: 'A', focus_area: 'Web' }, 'Team name must be at least 2 characters long'],
      [{ name: 'x'.repeat(61), focus_area: 'Web' }, 'Team name must be at most 60 characters long'],
      [{ name: 'Good name' }, 'Choose a focus area'],
      [{ name: 'Good name', focus_area: 'Cooking' }, 'Choose a focus area'],
      [{ name: 'Good name', focus_area: 'Web', avatar: 'https://example.com/a.png' }, 'Avatar must be an uploaded image'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'POST', '/api/teams', lead.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await t.count('teams')).toBe(before);
  });

  it('a pending member cannot create a team; signed out is 401', async () => {
    const pending = await memberWith(t, 'user', 'pending');
    const res = await call(t, 'POST', '/api/teams', pending.token, { name: teamName(), focus_area: 'Web' });
    expect([401, 403]).toContain(res.statusCode);
    expect((await call(t, 'POST', '/api/teams', undefined, { name: teamName(), focus_area: 'Web' })).statusCode).toBe(401);
  });
});

describe('the list and a team page', () => {
  it('searches, filters by focus area and by the reader’s teams, with member counts', async () => {
    const lead = await memberWith(t);
    const member = await memberWith(t);
    const word = `zebra${uniqueSuffix()}`.replace(/[^a-z0-9]/gi, '');
    const team = await createTeam(lead, { name: `Stripes ${word}`, focus_area: 'IoT' });
    await createTeam(lead, { name: `Dots ${uniqueSuffix()}`, description: `About ${word}`, focus_area: 'Research' });
    const invitation = await invite(lead, team.id, member.user.id);
    await call(t, 'POST', `/api/team-invitations/${invitation.id}/accept`, member.token);

    const found = await call(t, 'GET', `/api/teams?search=${word}`);
    expect(found.statusCode).toBe(200);
    expect(data<TeamSummary[]>(found)).toHaveLength(2);
    expect(envelope(found).meta).toMatchObject({ total: 2 });
    const iot = data<TeamSummary[]>(await call(t, 'GET', `/api/teams?search=${word}&focus_area=IoT`));
    expect(iot.map((x) => [x.id, x.member_count, x.lead?.id])).toEqual([[team.id, 2, lead.user.id]]);
    const mine = data<TeamSummary[]>(await call(t, 'GET', '/api/teams?mine=true', member.token));
    expect(mine.map((x) => [x.id, x.viewer_role])).toEqual([[team.id, 'member']]);
    expect(data<TeamSummary[]>(await call(t, 'GET', '/api/teams?mine=true'))).toEqual([]);
    expect((await call(t, 'GET', '/api/teams?focus_area=Cooking')).body).toContain('Invalid focus area');
  });

  it("a team's page: members (lead first) with roles, the reader's role and pending invitation; 404 when missing", async () => {
    const lead = await memberWith(t);
    const member = await memberWith(t);
    const invitee = await memberWith(t);
    const team = await teamWith(lead, member);
    const invitation = await invite(lead, team.id, invitee.user.id);
    const seen = await getTeam(team.id, invitee.token);
    expect(seen.members.map((m) => [m.username, m.role])).toEqual([
      [lead.user.username, 'lead'],
      [member.user.username, 'member'],
    ]);
    expect(seen.viewer_role).toBeNull();
    expect(seen.viewer_invitation_id).toBe(invitation.id);
    expect((await getTeam(team.id, member.token)).viewer_role).toBe('member');
    expect(JSON.stringify(await getTeam(team.id))).not.toContain('@');
    const missing = await call(t, 'GET', '/api/teams/999999');
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(TEAM_MESSAGES.teamNotFound);
  });
});

describe('invitations', () => {
  it('the lead invites; the invitee is notified, sees it, accepts and joins; the lead is notified', async () => {
    const lead = await memberWith(t);
    const invitee = await memberWith(t);
    const team = await createTeam(lead);
    const invitation = await invite(lead, team.id, invitee.user.id);
    expect(invitation).toMatchObject({ status: 'pending', team: { id: team.id }, invitee: { id: invitee.user.id }, invited_by: { id: lead.user.id } });
    expect(await notes(invitee)).toEqual(['team_invitation']);
    const mine = data<TeamInvitation[]>(await call(t, 'GET', '/api/team-invitations', invitee.token));
    expect(mine.map((i) => i.id)).toEqual([invitation.id]);

    const res = await call(t, 'POST', `/api/team-invitations/${invitation.id}/accept`, invitee.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(messageOf(res)).toBe(TEAM_MESSAGES.accepted);
    expect(data<TeamInvitation>(res).status).toBe('accepted');
    expect((await getTeam(team.id, invitee.token)).viewer_role).toBe('member');
    expect(await notes(lead)).toEqual(['team_invitation_response']);
    expect(data<TeamInvitation[]>(await call(t, 'GET', '/api/team-invitations', invitee.token))).toEqual([]);

    const again = await call(t, 'POST', `/api/team-invitations/${invitation.id}/decline`, invitee.token);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(TEAM_MESSAGES.notPending);
  });

  it('a declined invitation adds nobody and tells the lead', async () => {
    const lead = await memberWith(t);
    const invitee = await memberWith(t);
    const team = await createTeam(lead);
    const invitation = await invite(lead, team.id, invitee.user.id);
    const res = await call(t, 'POST', `/api/team-invitations/${invitation.id}/decline`, invitee.token);
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe(TEAM_MESSAGES.declined);
    expect((await getTeam(team.id)).member_count).toBe(1);
    expect(await notes(lead)).toEqual(['team_invitation_response']);
    // Declined, they may be invited again.
    await invite(lead, team.id, invitee.user.id);
  });

  it('refuses: a member or a pending invitee again (409), a missing user (404), a non-lead (403), someone else answering (403)', async () => {
    const lead = await memberWith(t);
    const member = await memberWith(t);
    const invitee = await memberWith(t);
    const team = await teamWith(lead, member);
    const invitation = await invite(lead, team.id, invitee.user.id);
    const before = await t.count('team_invitations');

    const asMember = await call(t, 'POST', `/api/teams/${team.id}/invitations`, lead.token, { user_id: member.user.id });
    expect([asMember.statusCode, messageOf(asMember)]).toEqual([409, 'This member is already in the team']);
    const twice = await call(t, 'POST', `/api/teams/${team.id}/invitations`, lead.token, { user_id: invitee.user.id });
    expect([twice.statusCode, messageOf(twice)]).toEqual([409, 'This member has already been invited']);
    const nobody = await call(t, 'POST', `/api/teams/${team.id}/invitations`, lead.token, { user_id: 999999 });
    expect([nobody.statusCode, messageOf(nobody)]).toEqual([404, TEAM_MESSAGES.userNotFound]);
    const suspended = await memberWith(t, 'user', 'suspended');
    const inactive = await call(t, 'POST', `/api/teams/${team.id}/invitations`, lead.token, { user_id: suspended.user.id });
    expect([inactive.statusCode, messageOf(inactive)]).toEqual([409, TEAM_MESSAGES.inviteeInactive]);
    const byMember = await call(t, 'POST', `/api/teams/${team.id}/invitations`, member.token, { user_id: (await memberWith(t)).user.id });
    expect([byMember.statusCode, messageOf(byMember)]).toEqual([403, TEAM_MESSAGES.notLead]);
    expect(await t.count('team_invitations')).toBe(before);

    for (const who of [lead.token, member.token, admin]) {
      const res = await call(t, 'POST', `/api/team-invitations/${invitation.id}/accept`, who);
      expect([res.statusCode, messageOf(res)]).toEqual([403, TEAM_MESSAGES.notInvitee]);
    }
    expect((await getTeam(team.id)).member_count).toBe(2);
    const missing = await call(t, 'POST', '/api/team-invitations/999999/accept', invitee.token);
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, TEAM_MESSAGES.invitationNotFound]);
  });

  it('an admin invites into any team', async () => {
    const lead = await memberWith(t);
    const team = await createTeam(lead);
    const invitee = await memberWith(t);
    await invite(admin, team.id, invitee.user.id);
  });
});

describe('simultaneous requests', () => {
  it('20 invitations of one member at once: one is made, the others are 409, none fails', async () => {
    const lead = await memberWith(t);
    const invitee = await memberWith(t);
    const team = await createTeam(lead);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t, 'POST', `/api/teams/${team.id}/invitations`, lead.token, { user_id: invitee.user.id })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const pending = await t.db.selectFrom('team_invitations').select('id').where('team_id', '=', team.id).where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(1);
  });
});

describe('removing, leaving and handing over the lead', () => {
  it('the lead removes a member, who is notified; a member cannot remove anyone', async () => {
    const lead = await memberWith(t);
    const a = await memberWith(t);
    const b = await memberWith(t);
    const team = await teamWith(lead, a, b);
    const refused = await call(t, 'DELETE', `/api/teams/${team.id}/members/${b.user.id}`, a.token);
    expect([refused.statusCode, messageOf(refused)]).toEqual([403, TEAM_MESSAGES.notLead]);
    const res = await call(t, 'DELETE', `/api/teams/${team.id}/members/${b.user.id}`, lead.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(messageOf(res)).toBe(TEAM_MESSAGES.removed);
    expect((await getTeam(team.id)).members.map((m) => m.id)).toEqual([lead.user.id, a.user.id]);
    expect(await notes(b)).toEqual(['team_invitation', 'team_removed']);
    const gone = await call(t, 'DELETE', `/api/teams/${team.id}/members/${b.user.id}`, lead.token);
    expect([gone.statusCode, messageOf(gone)]).toEqual([404, TEAM_MESSAGES.memberNotFound]);
  });

  it('a member leaves; the lead can neither leave nor be removed while lead', async () => {
    const lead = await memberWith(t);
    const a = await memberWith(t);
    const team = await teamWith(lead, a);
    const leave = await call(t, 'DELETE', `/api/teams/${team.id}/members/${a.user.id}`, a.token);
    expect([leave.statusCode, messageOf(leave)]).toEqual([200, TEAM_MESSAGES.left]);
    const leadLeaves = await call(t, 'DELETE', `/api/teams/${team.id}/members/${lead.user.id}`, lead.token);
    expect([leadLeaves.statusCode, messageOf(leadLeaves)]).toEqual([409, 'The team lead cannot leave: hand over the lead first, or delete the team']);
    const adminRemoves = await call(t, 'DELETE', `/api/teams/${team.id}/members/${lead.user.id}`, admin);
    expect([adminRemoves.statusCode, messageOf(adminRemoves)]).toEqual([409, TEAM_MESSAGES.leadCannotBeRemoved]);
    expect((await getTeam(team.id)).member_count).toBe(1);
  });

  it('the lead hands over the lead to a member (not to an outsider), then may leave', async () => {
    const lead = await memberWith(t);
    const a = await memberWith(t);
    const outsider = await memberWith(t);
    const team = await teamWith(lead, a);
    const refused = await call(t, 'PUT', `/api/teams/${team.id}`, lead.token, { lead_id: outsider.user.id });
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, TEAM_MESSAGES.newLeadNotMember]);
    const res = await call(t, 'PUT', `/api/teams/${team.id}`, lead.token, { lead_id: a.user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(data<Team>(res).members.map((m) => [m.id, m.role])).toEqual([
      [a.user.id, 'lead'],
      [lead.user.id, 'member'],
    ]);
    expect((await call(t, 'PUT', `/api/teams/${team.id}`, lead.token, { description: 'No longer mine' })).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/teams/${team.id}/members/${lead.user.id}`, lead.token)).statusCode).toBe(200);
  });
});

describe('editing and deleting', () => {
  it('the lead edits; a member cannot; an admin edits any team, audited; a taken name is 409', async () => {
    const lead = await memberWith(t);
    const a = await memberWith(t);
    const team = await teamWith(lead, a);
    const other = await createTeam(lead);
    const res = await call(t, 'PUT', `/api/teams/${team.id}`, lead.token, { description: 'New words', focus_area: 'Web' });
    expect(res.statusCode, res.body).toBe(200);
    expect(data<Team>(res)).toMatchObject({ description: 'New words', focus_area: 'Web', name: team.name });
    expect(await auditActions('team.updated')).not.toContain(team.id);
    const byMember = await call(t, 'PUT', `/api/teams/${team.id}`, a.token, { description: 'Mine now' });
    expect([byMember.statusCode, messageOf(byMember)]).toEqual([403, TEAM_MESSAGES.notLead]);
    const taken = await call(t, 'PUT', `/api/teams/${team.id}`, lead.token, { name: other.name.toLowerCase() });
    expect([taken.statusCode, messageOf(taken)]).toEqual([409, TEAM_MESSAGES.nameTaken]);
    const byAdmin = await call(t, 'PUT', `/api/teams/${team.id}`, admin, { name: `${team.name} X` });
    expect(byAdmin.statusCode).toBe(200);
    expect(await auditActions('team.updated')).toContain(team.id);
    expect((await getTeam(team.id)).description).toBe('New words');
  });

  it('the lead deletes the team; an admin deletes any, audited; a member cannot', async () => {
    const lead = await memberWith(t);
    const a = await memberWith(t);
    const team = await teamWith(lead, a);
    expect((await call(t, 'DELETE', `/api/teams/${team.id}`, a.token)).statusCode).toBe(403);
    const res = await call(t, 'DELETE', `/api/teams/${team.id}`, lead.token);
    expect([res.statusCode, messageOf(res)]).toEqual([200, TEAM_MESSAGES.deleted]);
    expect((await call(t, 'GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('team_members').select('user_id').where('team_id', '=', team.id).execute()).toEqual([]);
    const second = await createTeam(lead);
    expect((await call(t, 'DELETE', `/api/teams/${second.id}`, admin)).statusCode).toBe(200);
    expect(await auditActions('team.deleted')).toContain(second.id);
  });
});

describe('projects', () => {
  it("the lead adds a member's project and takes it off; others' projects and twice are refused", async () => {
    const lead = await memberWith(t);
    const a = await memberWith(t);
    const stranger = await memberWith(t);
    const team = await teamWith(lead, a);
    const at = t.clock.now().toISOString();
    const mine = await insertTestProject(t.db, { user_id: a.user.id, title: 'Weather station', description: 'A member project', category: 'IoT' }, at);
    const theirs = await insertTestProject(t.db, { user_id: stranger.user.id, title: 'Not ours', description: 'Someone else', category: 'IoT' }, at);
    const res = await call(t, 'POST', `/api/teams/${team.id}/projects`, lead.token, { project_id: mine });
    expect(res.statusCode, res.body).toBe(201);
    expect(data<Team>(res).projects.map((p) => [p.id, p.title, p.owner?.id])).toEqual([[mine, 'Weather station', a.user.id]]);
    const twice = await call(t, 'POST', `/api/teams/${team.id}/projects`, lead.token, { project_id: mine });
    expect([twice.statusCode, messageOf(twice)]).toEqual([409, TEAM_MESSAGES.projectAlreadyAdded]);
    const foreign = await call(t, 'POST', `/api/teams/${team.id}/projects`, lead.token, { project_id: theirs });
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([400, TEAM_MESSAGES.projectNotEligible]);
    const byMember = await call(t, 'POST', `/api/teams/${team.id}/projects`, a.token, { project_id: mine });
    expect(byMember.statusCode).toBe(403);
    const off = await call(t, 'DELETE', `/api/teams/${team.id}/projects/${mine}`, lead.token);
    expect(off.statusCode).toBe(200);
    expect(data<Team>(off).projects).toEqual([]);
    const notOn = await call(t, 'DELETE', `/api/teams/${team.id}/projects/${mine}`, lead.token);
    expect([notOn.statusCode, messageOf(notOn)]).toEqual([404, TEAM_MESSAGES.projectNotOnTeam]);
  });
});

describe('account data', () => {
  it("exports the member's teams and invitations", async () => {
    const lead = await memberWith(t);
    const a = await memberWith(t);
    const team = await teamWith(lead, a);
    await invite(lead, (await createTeam(lead)).id, a.user.id);
    const exported = data<{ sections: Record<string, unknown[]> }>(await call(t, 'GET', '/api/user/export', a.token));
    expect(exported.sections['team_members']).toEqual([expect.objectContaining({ team_id: team.id, role: 'member' })]);
    expect(exported.sections['team_invitations']).toHaveLength(2);
    const led = data<{ sections: Record<string, unknown[]> }>(await call(t, 'GET', '/api/user/export', lead.token));
    expect(led.sections['teams']).toHaveLength(2);
  });

  it("on deletion a lead's team passes to its longest-standing member, and a team left empty is deleted", async () => {
    const lead = await memberWith(t);
    const first = await memberWith(t);
    const second = await memberWith(t);
    const team = await teamWith(lead, first);
    t.clock.advance(1000);
    const invitation = await invite(lead, team.id, second.user.id);
    await call(t, 'POST', `/api/team-invitations/${invitation.id}/accept`, second.token);
    const alone = await createTeam(lead);
    const res = await call(t, 'DELETE', '/api/user/account', lead.token, { password: lead.password, projects: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await getTeam(team.id);
    expect(after.members.map((m) => [m.id, m.role])).toEqual([
      [first.user.id, 'lead'],
      [second.user.id, 'member'],
    ]);
    expect((await call(t, 'GET', `/api/teams/${alone.id}`)).statusCode).toBe(404);
  });
});
