import { HACKATHON_MESSAGES } from '@esdc/core/hackathon';
import type {
  Hackathon,
  HackathonEntry,
  HackathonResults,
  HackathonSubmission,
  HackathonSummary,
  HackathonTeamProject,
  ScoreSet,
} from '@esdc/core/hackathon-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, deleteOwnAccount, memberWith } from '../../test/api.ts';
import { insertTestProject } from '../../test/projects.ts';
import { countRows, createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { insertEntry, insertHackathon, insertJudge, insertSubmission, insertTeam, TEST_RUBRIC } from './hackathon-fixtures.ts';
import { SEED_HACKATHONS, SEED_WORKSHOPS } from './seed.ts';

/*
 * Hackathons (SPEC §2 Hackathons) through the API, on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: the
 * set-up, team registration, submissions, judges' scores, results with the winners' points, and the member's data.
 */

let t: TestApp;
let admin: Member;
let organiser: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await memberWith(t, 'admin');
  organiser = await memberWith(t);
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const errorOf = (res: Res) =>
  (JSON.parse(res.body) as { message?: string; error?: { message?: string } }).error?.message ?? (JSON.parse(res.body) as { message?: string }).message;
const now = () => t.clock.now();
const inHours = (h: number) => new Date(now().getTime() + h * 3_600_000).toISOString();
const settings = (over: Record<string, unknown> = {}) => ({
  tracks: ['Hardware', 'Software'],
  rubric: TEST_RUBRIC,
  team_size_min: 1,
  team_size_max: 3,
  submission_deadline: null,
  judging_open: false,
  winner_points: 100,
  ...over,
});
const submission = (over: Record<string, unknown> = {}) => ({
  title: 'Plant monitor',
  description: 'Soil moisture over LoRa.',
  repository_url: 'https://github.com/example/plant',
  demo_url: 'https://youtu.be/demo',
  ...over,
});

/** A hackathon of the organiser's with a team of `members` (the first leads) registered in `track`. */
async function withTeam(members: Member[], options: Parameters<typeof insertHackathon>[3] = {}, track = 'Hardware') {
  const id = await insertHackathon(t.db, organiser.user.id, now(), options);
  const ids = members.map((m) => m.user.id);
  const team = await insertTeam(t.db, ids[0]!, now(), ids.slice(1));
  const entry = await insertEntry(t.db, id, team, ids, now(), track);
  return { id, team, entry };
}

describe('list and page', () => {
  it('lists published hackathons (not drafts, not workshops) with tracks and team counts; the page gives the set-up', async () => {
    const lead = await memberWith(t);
    const { id } = await withTeam([lead]);
    const draft = await insertHackathon(t.db, organiser.user.id, now(), { status: 'draft' });
    const list = data<HackathonSummary[]>(await call(t, 'GET', '/api/hackathons?limit=50'));
    const item = list.find((h) => h.id === id);
    expect(item).toMatchObject({ tracks: ['Hardware', 'Software'], team_count: 1, results_published: false });
    expect(list.some((h) => h.id === draft)).toBe(false);
    const page = data<Hackathon>(await call(t, 'GET', `/api/hackathons/${id}`, lead.token));
    expect(page).toMatchObject({ rubric: TEST_RUBRIC, team_size_min: 1, team_size_max: 3, judging_open: false, registration_open: true });
    expect(page.entries[0]!.members.map((m) => m.id)).toEqual([lead.user.id]);
    expect(page.viewer).toMatchObject({ can_manage: false, is_judge: false });
    expect((await call(t, 'GET', `/api/hackathons/${draft}`)).statusCode).toBe(404);
    expect(data<Hackathon>(await call(t, 'GET', `/api/hackathons/${draft}`, organiser.token)).viewer.can_manage).toBe(true);
    const workshop = await insertHackathon(t.db, organiser.user.id, now(), { category: 'Workshop' });
    expect(errorOf(await call(t, 'GET', `/api/hackathons/${workshop}`))).toBe(HACKATHON_MESSAGES.notFound);
  });

  it('the demo content parses: one hackathon with two tracks and a rubric, two workshops with materials', () => {
    expect(SEED_HACKATHONS[0]!.tracks).toHaveLength(2);
    expect(SEED_HACKATHONS[0]!.rubric.length).toBeGreaterThan(0);
    expect(SEED_WORKSHOPS.every((w) => w.materials.length > 0)).toBe(true);
  });
});

describe('set-up', () => {
  it('the organiser saves tracks, rubric, sizes and deadline; an event without a set-up row gets one', async () => {
    const id = await insertHackathon(t.db, organiser.user.id, now(), { setup: false });
    expect(data<Hackathon>(await call(t, 'GET', `/api/hackathons/${id}`)).tracks).toEqual([]);
    const res = await call(t, 'PUT', `/api/hackathons/${id}`, organiser.token, settings({ submission_deadline: inHours(30) }));
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).message).toBe(HACKATHON_MESSAGES.updated);
    expect(data<Hackathon>(res)).toMatchObject({ tracks: ['Hardware', 'Software'], deadline_set: true, submission_deadline: inHours(30), winner_points: 100 });
  });

  it('refuses other members (403) and bad input with the message, changing nothing', async () => {
    const id = await insertHackathon(t.db, organiser.user.id, now());
    const member = await memberWith(t);
    expect(errorOf(await call(t, 'PUT', `/api/hackathons/${id}`, member.token, settings()))).toBe(HACKATHON_MESSAGES.notOrganiser);
    const moderator = await memberWith(t, 'moderator');
    expect((await call(t, 'PUT', `/api/hackathons/${id}`, moderator.token, settings())).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/api/hackathons/${id}`, admin.token, settings({ winner_points: 5 }))).statusCode).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ team_size_min: 4, team_size_max: 2 }, HACKATHON_MESSAGES.teamSizeOrder],
      [{ tracks: ['A', 'a'] }, HACKATHON_MESSAGES.tracksDistinct],
      [{ tracks: [] }, HACKATHON_MESSAGES.tracksRequired],
      [{ rubric: [{ criterion: 'Idea', max: 0 }] }, HACKATHON_MESSAGES.criterionMax],
      [{ submission_deadline: 'soon' }, HACKATHON_MESSAGES.invalidDeadline],
      [{ winner_points: 5000 }, HACKATHON_MESSAGES.winnerPoints],
      [{ rubric: [], judging_open: true }, HACKATHON_MESSAGES.rubricNeeded],
    ];
    for (const [over, message] of cases) {
      const res = await call(t, 'PUT', `/api/hackathons/${id}`, organiser.token, settings(over));
      expect(res.statusCode, JSON.stringify(over)).toBeGreaterThanOrEqual(400);
      expect(errorOf(res)).toContain(message);
    }
    expect(data<Hackathon>(await call(t, 'GET', `/api/hackathons/${id}`)).winner_points).toBe(5);
  });

  it('keeps a track with teams and the rubric once scored', async () => {
    const lead = await memberWith(t);
    const judge = await memberWith(t);
    const { id, entry } = await withTeam([lead], { judgingOpen: true });
    expect(errorOf(await call(t, 'PUT', `/api/hackathons/${id}`, organiser.token, settings({ tracks: ['Software'] })))).toBe(HACKATHON_MESSAGES.tracksLocked);
    const sub = await insertSubmission(t.db, id, entry, now());
    await insertJudge(t.db, id, judge.user.id, now());
    expect((await call(t, 'POST', `/api/submissions/${sub}/scores`, judge.token, { scores: { Idea: 1, Demo: 1 } })).statusCode).toBe(201);
    const changed = await call(t, 'PUT', `/api/hackathons/${id}`, organiser.token, settings({ rubric: [{ criterion: 'Idea', max: 20 }] }));
    expect(errorOf(changed)).toBe(HACKATHON_MESSAGES.rubricLocked);
  });
});

describe('team registration', () => {
  it('the lead registers the team in a track; the members are notified', async () => {
    const id = await insertHackathon(t.db, organiser.user.id, now());
    const [lead, mate] = [await memberWith(t), await memberWith(t)];
    const team = await insertTeam(t.db, lead.user.id, now(), [mate.user.id]);
    const res = await call(t, 'POST', `/api/hackathons/${id}/teams`, lead.token, { team_id: team, track: 'Software' });
    expect(res.statusCode, res.body).toBe(201);
    expect(envelope(res).message).toBe(HACKATHON_MESSAGES.registered);
    expect(data<HackathonEntry>(res)).toMatchObject({ track: 'Software', team: { id: team } });
    const note = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', mate.user.id).where('type', '=', 'hackathon_team').executeTakeFirst();
    expect(note?.link).toBe(`/hackathons/${id}`);
    expect(errorOf(await call(t, 'POST', `/api/hackathons/${id}/teams`, lead.token, { team_id: team, track: 'Software' }))).toBe(
      HACKATHON_MESSAGES.alreadyRegistered,
    );
  });

  it('refuses a member who is not the lead, sizes out of bounds, an unknown track, a member in another team, and a closed hackathon', async () => {
    const id = await insertHackathon(t.db, organiser.user.id, now());
    const [lead, mate, third, fourth] = [await memberWith(t), await memberWith(t), await memberWith(t), await memberWith(t)];
    const team = await insertTeam(t.db, lead.user.id, now(), [mate.user.id]);
    const before = await countRows(t.db, 'hackathon_entries');
    const post = (m: Member, body: Record<string, unknown>, hackathon = id) => call(t, 'POST', `/api/hackathons/${hackathon}/teams`, m.token, body);
    expect(errorOf(await post(mate, { team_id: team, track: 'Hardware' }))).toBe(HACKATHON_MESSAGES.notLead);
    expect(errorOf(await post(admin, { team_id: team, track: 'Hardware' }))).toBe(HACKATHON_MESSAGES.notLead);
    expect(errorOf(await post(lead, { team_id: team, track: 'Firmware' }))).toBe(HACKATHON_MESSAGES.unknownTrack);
    expect(errorOf(await post(lead, { team_id: team }))).toBe(HACKATHON_MESSAGES.unknownTrack);
    expect(errorOf(await post(lead, { team_id: 999999, track: 'Hardware' }))).toBe(HACKATHON_MESSAGES.teamNotFound);
    expect(errorOf(await post(lead, { team_id: 'x', track: 'Hardware' }))).toBe('Invalid team id');
    const big = await insertTeam(t.db, lead.user.id, now(), [mate.user.id, third.user.id, fourth.user.id]);
    expect(errorOf(await post(lead, { team_id: big, track: 'Hardware' }))).toBe(HACKATHON_MESSAGES.teamTooLarge(3));
    await t.db.updateTable('hackathons').set({ team_size_min: 3 }).where('event_id', '=', id).execute();
    expect(errorOf(await post(lead, { team_id: team, track: 'Hardware' }))).toBe(HACKATHON_MESSAGES.teamTooSmall(3));
    await t.db.updateTable('hackathons').set({ team_size_min: 1 }).where('event_id', '=', id).execute();
    const other = await insertTeam(t.db, third.user.id, now(), [mate.user.id]);
    expect((await post(third, { team_id: other, track: 'Hardware' })).statusCode).toBe(201);
    expect(errorOf(await post(lead, { team_id: team, track: 'Hardware' }))).toBe(HACKATHON_MESSAGES.memberElsewhere);
    const done = await insertHackathon(t.db, organiser.user.id, now(), { status: 'completed', startInHours: -48 });
    expect(errorOf(await post(lead, { team_id: team, track: 'Hardware' }, done))).toBe(HACKATHON_MESSAGES.registrationClosed);
    expect(await countRows(t.db, 'hackathon_entries')).toBe(before + 1);
    expect((await call(t, 'POST', `/api/hackathons/${id}/teams`, undefined, { team_id: team })).statusCode).toBe(401);
  });

  it('of two teams sharing a member registering at once, one wins', async () => {
    const id = await insertHackathon(t.db, organiser.user.id, now());
    const shared = await memberWith(t);
    const leads = await Promise.all(Array.from({ length: 6 }, () => memberWith(t)));
    const teams = await Promise.all(leads.map((l) => insertTeam(t.db, l.user.id, now(), [shared.user.id])));
    const results = await Promise.all(leads.map((l, i) => call(t, 'POST', `/api/hackathons/${id}/teams`, l.token, { team_id: teams[i], track: 'Hardware' })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => errorOf(r) === HACKATHON_MESSAGES.memberElsewhere)).toBe(true);
  });
});

describe('submissions', () => {
  it('a team member submits once, before the deadline, and edits until then', async () => {
    const [lead, mate] = [await memberWith(t), await memberWith(t)];
    const { id, team } = await withTeam([lead, mate], { deadline: inHours(5) });
    const res = await call(t, 'POST', `/api/hackathons/${id}/submissions`, mate.token, { ...submission(), team_id: team });
    expect(res.statusCode, res.body).toBe(201);
    const sub = data<HackathonSubmission>(res);
    expect(sub).toMatchObject({ title: 'Plant monitor', track: 'Hardware', can_edit: true, project: null });
    expect(errorOf(await call(t, 'POST', `/api/hackathons/${id}/submissions`, lead.token, { ...submission(), team_id: team }))).toBe(
      HACKATHON_MESSAGES.alreadySubmitted,
    );
    const edited = await call(t, 'PUT', `/api/submissions/${sub.id}`, lead.token, submission({ title: 'Plant monitor v2', demo_url: '' }));
    expect(data<HackathonSubmission>(edited)).toMatchObject({ title: 'Plant monitor v2', demo_url: null });
    t.clock.advance(6 * 3_600_000);
    try {
      expect(errorOf(await call(t, 'PUT', `/api/submissions/${sub.id}`, lead.token, submission()))).toBe(HACKATHON_MESSAGES.deadlinePassed);
    } finally {
      t.clock.advance(-6 * 3_600_000);
    }
    expect(data<HackathonSubmission[]>(await call(t, 'GET', `/api/hackathons/${id}/submissions`, lead.token))).toHaveLength(1);
    expect(data<HackathonSubmission[]>(await call(t, 'GET', `/api/hackathons/${id}/submissions`))).toHaveLength(0);
  });

  it('refuses non-members, unregistered teams, bad links, late submissions and others’ projects, storing nothing', async () => {
    const [lead, stranger] = [await memberWith(t), await memberWith(t)];
    const { id, team } = await withTeam([lead], { deadline: inHours(1) });
    const before = await countRows(t.db, 'hackathon_submissions');
    const post = (m: Member, body: Record<string, unknown>) => call(t, 'POST', `/api/hackathons/${id}/submissions`, m.token, body);
    expect(errorOf(await post(stranger, { ...submission(), team_id: team }))).toBe(HACKATHON_MESSAGES.notTeamMember);
    expect(errorOf(await post(admin, { ...submission(), team_id: team }))).toBe(HACKATHON_MESSAGES.notTeamMember);
    const loner = await insertTeam(t.db, lead.user.id, now());
    expect(errorOf(await post(lead, { ...submission(), team_id: loner }))).toBe(HACKATHON_MESSAGES.notRegisteredTeam);
    expect(errorOf(await post(lead, { ...submission({ repository_url: 'http://x.org' }), team_id: team }))).toBe(HACKATHON_MESSAGES.repositoryUrl);
    expect(errorOf(await post(lead, { ...submission({ demo_url: 'ftp://x' }), team_id: team }))).toBe(HACKATHON_MESSAGES.demoUrl);
    expect(errorOf(await post(lead, { ...submission({ title: '' }), team_id: team }))).toBe(HACKATHON_MESSAGES.submissionTitleRequired);
    const project = await insertTestProject(
      t.db,
      { user_id: stranger.user.id, title: 'Not theirs', description: 'A project of someone else entirely.', category: 'Tools' },
      now().toISOString(),
    );
    expect(errorOf(await post(lead, { ...submission({ project_id: project }), team_id: team }))).toBe(HACKATHON_MESSAGES.projectNotYours);
    expect(errorOf(await post(lead, { ...submission({ project_id: 999999 }), team_id: team }))).toBe(HACKATHON_MESSAGES.projectNotFound);
    t.clock.advance(2 * 3_600_000);
    try {
      expect(errorOf(await post(lead, { ...submission(), team_id: team }))).toBe(HACKATHON_MESSAGES.deadlinePassed);
    } finally {
      t.clock.advance(-2 * 3_600_000);
    }
    expect(await countRows(t.db, 'hackathon_submissions')).toBe(before);
  });
});

describe('linkable projects', () => {
  it('lists the projects the entry’s members own or contribute to, to the team and admins; the submission links one', async () => {
    const [lead, mate, stranger] = [await memberWith(t), await memberWith(t), await memberWith(t)];
    const { id, team } = await withTeam([lead, mate]);
    const at = now().toISOString();
    const beta = await insertTestProject(t.db, { user_id: lead.user.id, title: 'Beta rover', description: 'A rover of the lead.', category: 'Robotics' }, at);
    const alpha = await insertTestProject(t.db, { user_id: stranger.user.id, title: 'Alpha sensor', description: 'Mate contributes.', category: 'IoT' }, at);
    await t.db.insertInto('project_contributors').values({ project_id: alpha, user_id: mate.user.id, created_at: at }).execute();
    await insertTestProject(t.db, { user_id: stranger.user.id, title: 'Gamma', description: 'Nothing to do with the team.', category: 'IoT' }, at);
    const url = `/api/hackathons/${id}/teams/${team}/projects`;
    const expected = [
      { id: alpha, title: 'Alpha sensor' },
      { id: beta, title: 'Beta rover' },
    ];
    expect(data<HackathonTeamProject[]>(await call(t, 'GET', url, mate.token))).toEqual(expected);
    expect(data<HackathonTeamProject[]>(await call(t, 'GET', url, admin.token))).toEqual(expected);
    expect(errorOf(await call(t, 'GET', url, stranger.token))).toBe(HACKATHON_MESSAGES.teamProjectsHidden);
    expect((await call(t, 'GET', url, organiser.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
    const loner = await insertTeam(t.db, lead.user.id, now());
    const unregistered = await call(t, 'GET', `/api/hackathons/${id}/teams/${loner}/projects`, lead.token);
    expect(unregistered.statusCode).toBe(404);
    expect(errorOf(unregistered)).toBe(HACKATHON_MESSAGES.notRegisteredTeam);
    expect(errorOf(await call(t, 'GET', `/api/hackathons/${id}/teams/x/projects`, lead.token))).toBe('Invalid team id');
    expect(errorOf(await call(t, 'GET', `/api/hackathons/999999/teams/${team}/projects`, lead.token))).toBe(HACKATHON_MESSAGES.notFound);
    const res = await call(t, 'POST', `/api/hackathons/${id}/submissions`, lead.token, { ...submission({ project_id: alpha }), team_id: team });
    expect(res.statusCode, res.body).toBe(201);
    expect(data<HackathonSubmission>(res).project).toEqual({ id: alpha, title: 'Alpha sensor' });
  });
});

describe('withdrawal', () => {
  /** A hackathon with the lead's team (lead and mate) registered, and a second team of another lead. */
  async function twoTeams(options: Parameters<typeof insertHackathon>[3] = {}) {
    const [lead, mate, otherLead] = [await memberWith(t), await memberWith(t), await memberWith(t)];
    const { id, team, entry } = await withTeam([lead, mate], options);
    const otherTeam = await insertTeam(t.db, otherLead.user.id, now());
    await insertEntry(t.db, id, otherTeam, [otherLead.user.id], now());
    const remove = (m: Member | null, teamId = team) => call(t, 'DELETE', `/api/hackathons/${id}/teams/${teamId}`, m?.token);
    return { id, team, entry, lead, mate, otherLead, otherTeam, remove };
  }

  it('the lead withdraws the team with its submission; the members are notified and the team may register again', async () => {
    const { id, team, entry, lead, mate, remove } = await twoTeams();
    await insertSubmission(t.db, id, entry, now());
    expect(data<Hackathon>(await call(t, 'GET', `/api/hackathons/${id}`, lead.token)).viewer.withdrawable_team_ids).toEqual([team]);
    expect(data<Hackathon>(await call(t, 'GET', `/api/hackathons/${id}`, mate.token)).viewer.withdrawable_team_ids).toEqual([]);
    const res = await remove(lead);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).message).toBe(HACKATHON_MESSAGES.withdrawn);
    expect(await t.db.selectFrom('hackathon_entries').select('id').where('id', '=', entry).execute()).toEqual([]);
    expect(await t.db.selectFrom('hackathon_submissions').select('id').where('entry_id', '=', entry).execute()).toEqual([]);
    expect(await t.db.selectFrom('hackathon_entry_members').select('user_id').where('entry_id', '=', entry).execute()).toEqual([]);
    const notes = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'link'])
      .where('type', '=', 'hackathon_withdrawn')
      .where('link', '=', `/hackathons/${id}`)
      .execute();
    expect(notes.map((n) => n.user_id)).toEqual([mate.user.id]);
    const page = data<Hackathon>(await call(t, 'GET', `/api/hackathons/${id}`, lead.token));
    expect(page).toMatchObject({ team_count: 1, viewer: { entry_id: null, withdrawable_team_ids: [] } });
    expect(errorOf(await remove(lead))).toBe(HACKATHON_MESSAGES.notRegisteredTeam);
    expect((await call(t, 'POST', `/api/hackathons/${id}/teams`, lead.token, { team_id: team, track: 'Software' })).statusCode).toBe(201);
  });

  it('an admin withdraws any team', async () => {
    const { id, otherTeam, remove } = await twoTeams();
    expect(data<Hackathon>(await call(t, 'GET', `/api/hackathons/${id}`, admin.token)).viewer.withdrawable_team_ids).toHaveLength(2);
    const res = await remove(admin, otherTeam);
    expect(res.statusCode, res.body).toBe(200);
    expect(data<Hackathon>(await call(t, 'GET', `/api/hackathons/${id}`)).team_count).toBe(1);
  });

  it('refuses another member, another team’s lead, the organiser, visitors and suspended members, changing nothing', async () => {
    const { id, mate, otherLead, remove } = await twoTeams();
    const suspended = await memberWith(t, 'user', 'suspended');
    const before = await countRows(t.db, 'hackathon_entries');
    expect(errorOf(await remove(mate))).toBe(HACKATHON_MESSAGES.notLeadWithdraw);
    expect((await remove(otherLead)).statusCode).toBe(403);
    expect(errorOf(await remove(organiser))).toBe(HACKATHON_MESSAGES.notLeadWithdraw);
    expect((await remove(null)).statusCode).toBe(401);
    expect((await remove(suspended)).statusCode).toBe(401);
    expect(errorOf(await call(t, 'DELETE', `/api/hackathons/${id}/teams/x`, admin.token))).toBe('Invalid team id');
    expect(errorOf(await call(t, 'DELETE', `/api/hackathons/999999/teams/1`, admin.token))).toBe(HACKATHON_MESSAGES.notFound);
    expect(await countRows(t.db, 'hackathon_entries')).toBe(before);
  });

  it('refuses once the deadline has passed, judging opened, or the submission was scored', async () => {
    const late = await twoTeams({ deadline: inHours(1) });
    t.clock.advance(2 * 3_600_000);
    try {
      expect(errorOf(await late.remove(late.lead))).toBe(HACKATHON_MESSAGES.withdrawClosed);
      expect(errorOf(await late.remove(admin))).toBe(HACKATHON_MESSAGES.withdrawClosed);
      expect(data<Hackathon>(await call(t, 'GET', `/api/hackathons/${late.id}`, late.lead.token)).viewer.withdrawable_team_ids).toEqual([]);
    } finally {
      t.clock.advance(-2 * 3_600_000);
    }
    const judging = await twoTeams({ judgingOpen: true });
    expect(errorOf(await judging.remove(judging.lead))).toBe(HACKATHON_MESSAGES.withdrawClosed);
    const scored = await twoTeams({ judgingOpen: true });
    const sub = await insertSubmission(t.db, scored.id, scored.entry, now());
    const judge = await memberWith(t);
    await insertJudge(t.db, scored.id, judge.user.id, now());
    expect((await call(t, 'POST', `/api/submissions/${sub}/scores`, judge.token, { scores: { Idea: 1, Demo: 1 } })).statusCode).toBe(201);
    await t.db.updateTable('hackathons').set({ judging_open: 0 }).where('event_id', '=', scored.id).execute();
    expect(errorOf(await scored.remove(scored.lead))).toBe(HACKATHON_MESSAGES.withdrawClosed);
    expect(await t.db.selectFrom('hackathon_submissions').select('id').where('id', '=', sub).execute()).toHaveLength(1);
  });
});

describe('judges and scoring', () => {
  it('admins appoint and remove judges; others may not', async () => {
    const id = await insertHackathon(t.db, organiser.user.id, now());
    const judge = await memberWith(t);
    expect((await call(t, 'POST', `/api/hackathons/${id}/judges`, organiser.token, { user_id: judge.user.id })).statusCode).toBe(403);
    const res = await call(t, 'POST', `/api/hackathons/${id}/judges`, admin.token, { user_id: judge.user.id });
    expect(res.statusCode).toBe(201);
    expect(errorOf(await call(t, 'POST', `/api/hackathons/${id}/judges`, admin.token, { user_id: judge.user.id }))).toBe(HACKATHON_MESSAGES.alreadyJudge);
    expect(errorOf(await call(t, 'POST', `/api/hackathons/${id}/judges`, admin.token, { user_id: 999999 }))).toBe(HACKATHON_MESSAGES.userNotFound);
    const suspended = await memberWith(t, 'user', 'suspended');
    expect(errorOf(await call(t, 'POST', `/api/hackathons/${id}/judges`, admin.token, { user_id: suspended.user.id }))).toBe(HACKATHON_MESSAGES.judgeInactive);
    expect(data<Hackathon>(await call(t, 'GET', `/api/hackathons/${id}`, judge.token)).viewer.is_judge).toBe(true);
    expect((await call(t, 'DELETE', `/api/hackathons/${id}/judges/${judge.user.id}`, admin.token)).statusCode).toBe(200);
    expect(errorOf(await call(t, 'DELETE', `/api/hackathons/${id}/judges/${judge.user.id}`, admin.token))).toBe(HACKATHON_MESSAGES.notAJudge);
  });

  it('a judge scores within 0..max per criterion while judging is open, never their own team, one set they may change', async () => {
    const [lead, judge, judgeInTeam] = [await memberWith(t), await memberWith(t), await memberWith(t)];
    const { id, entry } = await withTeam([lead, judgeInTeam]);
    const sub = await insertSubmission(t.db, id, entry, now());
    await insertJudge(t.db, id, judge.user.id, now());
    await insertJudge(t.db, id, judgeInTeam.user.id, now());
    const score = (m: Member, scores: Record<string, unknown>) => call(t, 'POST', `/api/submissions/${sub}/scores`, m.token, { scores });
    expect(errorOf(await score(judge, { Idea: 5, Demo: 3 }))).toBe(HACKATHON_MESSAGES.judgingClosed);
    await t.db.updateTable('hackathons').set({ judging_open: 1 }).where('event_id', '=', id).execute();
    expect(errorOf(await score(lead, { Idea: 5, Demo: 3 }))).toBe(HACKATHON_MESSAGES.notJudge);
    expect(errorOf(await score(admin, { Idea: 5, Demo: 3 }))).toBe(HACKATHON_MESSAGES.notJudge);
    expect(errorOf(await score(judgeInTeam, { Idea: 5, Demo: 3 }))).toBe(HACKATHON_MESSAGES.ownTeam);
    expect(errorOf(await score(judge, { Idea: 11, Demo: 3 }))).toBe(HACKATHON_MESSAGES.scoreRange('Idea', 10));
    expect(errorOf(await score(judge, { Idea: -1, Demo: 3 }))).toBe(HACKATHON_MESSAGES.scoreRange('Idea', 10));
    expect(errorOf(await score(judge, { Idea: 2.5, Demo: 3 }))).toBe(HACKATHON_MESSAGES.scoreRange('Idea', 10));
    expect(errorOf(await score(judge, { Idea: 5 }))).toBe(HACKATHON_MESSAGES.scoresRequired);
    expect(errorOf(await score(judge, { Idea: 5, Demo: 3, Style: 1 }))).toBe(HACKATHON_MESSAGES.unknownCriterion('Style'));
    const first = await score(judge, { Idea: 5, Demo: 3 });
    expect(first.statusCode, first.body).toBe(201);
    expect(data<ScoreSet>(first)).toMatchObject({ total: 8, scores: { Idea: 5, Demo: 3 } });
    const again = await score(judge, { Idea: 9, Demo: 5 });
    expect(again.statusCode).toBe(200);
    const rows = await t.db.selectFrom('hackathon_scores').selectAll().where('submission_id', '=', sub).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.total).toBe(14);
    const seen = data<HackathonSubmission[]>(await call(t, 'GET', `/api/hackathons/${id}/submissions`, judge.token));
    expect(seen[0]).toMatchObject({ can_score: true, my_scores: { Idea: 9, Demo: 5 } });
  });
});

describe('results', () => {
  it('ranks per track by the average of the judges’ sums, ties to the earlier submission; published once, winners’ points once', async () => {
    const [a, b, c, j1, j2] = (await Promise.all(Array.from({ length: 5 }, () => memberWith(t)))) as [Member, Member, Member, Member, Member];
    const id = await insertHackathon(t.db, organiser.user.id, now(), { judgingOpen: true, winnerPoints: 50 });
    const teamA = await insertTeam(t.db, a.user.id, now());
    const teamB = await insertTeam(t.db, b.user.id, now());
    const teamC = await insertTeam(t.db, c.user.id, now());
    const sa = await insertSubmission(t.db, id, await insertEntry(t.db, id, teamA, [a.user.id], now()), now(), 'A');
    t.clock.advance(1000);
    const sb = await insertSubmission(t.db, id, await insertEntry(t.db, id, teamB, [b.user.id], now()), now(), 'B');
    const sc = await insertSubmission(t.db, id, await insertEntry(t.db, id, teamC, [c.user.id], now(), 'Software'), now(), 'C');
    await insertJudge(t.db, id, j1.user.id, now());
    await insertJudge(t.db, id, j2.user.id, now());
    const score = (j: Member, s: number, Idea: number, Demo: number) => call(t, 'POST', `/api/submissions/${s}/scores`, j.token, { scores: { Idea, Demo } });
    // A: (10 + 6) / 2 = 8; B: (7 + 5) / 2 = 6 ... then B tied at 8 by j2.
    await score(j1, sa, 5, 5);
    await score(j2, sa, 4, 2);
    await score(j1, sb, 4, 4);
    await score(j2, sb, 5, 3);
    await score(j1, sc, 1, 0);
    expect(errorOf(await call(t, 'GET', `/api/hackathons/${id}/results`, a.token))).toBe(HACKATHON_MESSAGES.notPublished);
    const preview = data<HackathonResults>(await call(t, 'GET', `/api/hackathons/${id}/results`, organiser.token));
    expect(preview.published_at).toBeNull();
    const hardware = preview.tracks.find((x) => x.track === 'Hardware')!;
    expect(hardware.submissions.map((s) => [s.title, s.rank, s.total])).toEqual([
      ['A', 1, 8],
      ['B', 2, 8],
    ]);
    expect((await call(t, 'POST', `/api/hackathons/${id}/results`, a.token)).statusCode).toBe(403);
    const published = await call(t, 'POST', `/api/hackathons/${id}/results`, organiser.token);
    expect(published.statusCode, published.body).toBe(200);
    expect(envelope(published).message).toBe(HACKATHON_MESSAGES.published);
    const points = async (m: Member) => (await t.db.selectFrom('users').select('points').where('id', '=', m.user.id).executeTakeFirstOrThrow()).points;
    expect([await points(a), await points(b), await points(c)]).toEqual([50, 0, 50]);
    expect((await call(t, 'POST', `/api/hackathons/${id}/results`, admin.token)).statusCode).toBe(200);
    expect([await points(a), await points(c)]).toEqual([50, 50]);
    const ledger = await t.db.selectFrom('points_ledger').selectAll().where('user_id', '=', a.user.id).execute();
    expect(ledger.map((l) => l.source)).toEqual(['hackathon']);
    const public_ = data<HackathonResults>(await call(t, 'GET', `/api/hackathons/${id}/results`));
    expect(public_.published_at).not.toBeNull();
    expect(errorOf(await score(j1, sa, 1, 1))).toBe(HACKATHON_MESSAGES.judgingClosed);
    expect(errorOf(await call(t, 'PUT', `/api/hackathons/${id}`, organiser.token, settings({ judging_open: true })))).toBe(HACKATHON_MESSAGES.resultsFinal);
    const notes = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('type', '=', 'hackathon_results')
      .where('link', '=', `/hackathons/${id}?tab=results`)
      .execute();
    expect(notes.map((n) => n.user_id).sort()).toEqual([a.user.id, b.user.id, c.user.id].sort());
    expect(data<HackathonSubmission[]>(await call(t, 'GET', `/api/hackathons/${id}/submissions`))).toHaveLength(3);
  });
});

describe('your data', () => {
  it('exports the member’s entries, submissions and scores; erasing keeps the hackathon’s content without them', async () => {
    const [lead, mate, judge] = [await memberWith(t), await memberWith(t), await memberWith(t)];
    // With a second member the team passes to them when the lead leaves (a team left empty goes, and its entry with it).
    const { id, entry } = await withTeam([lead, mate], { judgingOpen: true });
    const sub = await insertSubmission(t.db, id, entry, now());
    await t.db.updateTable('hackathon_submissions').set({ submitted_by: lead.user.id }).where('id', '=', sub).execute();
    await insertJudge(t.db, id, judge.user.id, now());
    await call(t, 'POST', `/api/submissions/${sub}/scores`, judge.token, { scores: { Idea: 1, Demo: 1 } });
    const exported = envelope<{ sections: Record<string, { entries: unknown[]; submissions: unknown[]; scores_given: unknown[]; judge_of: unknown[] }> }>(
      await call(t, 'GET', '/api/user/export', lead.token),
    ).data.sections;
    expect(exported.hackathons!.entries).toHaveLength(1);
    expect(exported.hackathons!.submissions).toHaveLength(1);
    const judged = envelope<{ sections: Record<string, { scores_given: unknown[]; judge_of: unknown[] }> }>(
      await call(t, 'GET', '/api/user/export', judge.token),
    ).data.sections;
    expect(judged.hackathons!.scores_given).toHaveLength(1);
    expect(judged.hackathons!.judge_of).toHaveLength(1);
    await deleteOwnAccount(t, lead, 'delete');
    expect(await t.db.selectFrom('hackathon_entry_members').select('user_id').where('user_id', '=', lead.user.id).execute()).toEqual([]);
    expect((await t.db.selectFrom('hackathon_submissions').select('submitted_by').where('id', '=', sub).executeTakeFirstOrThrow()).submitted_by).toBeNull();
  });
});
