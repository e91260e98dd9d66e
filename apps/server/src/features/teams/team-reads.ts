import { TEAM_MESSAGES, type TeamFocusArea, type TeamRole } from '@esdc/core/team';
import type { Team, TeamInvitation, TeamListQuery, TeamMember, TeamPerson, TeamProject, TeamSummary } from '@esdc/core/team-schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/db.ts';
import { notFound } from '../../lib/app-error.ts';

/*
 * The teams as the API shows them (docs/requirements.md §2 Teams): the /teams grid (search, focus area, the reader's
 * own teams, paged, with member counts and the lead), a team's page (members with roles, projects, the reader's role
 * and pending invitation) and a member's pending invitations. Teams are public; no email is ever shown.
 */

/** A team's reader: a signed-in member's id, or null for a visitor. */
type ViewerId = number | null;

/** A user's public columns as joined under a prefix. */
interface PersonColumns {
  id: number | null;
  name: string | null;
  username: string | null;
  avatar_url: string | null;
}

function toPerson(u: PersonColumns): TeamPerson | null {
  if (u.id === null) return null;
  return { id: u.id, name: u.name ?? '', username: u.username ?? '', avatar_url: u.avatar_url ?? null };
}

/** The teams with their member count and lead (not yet filtered). */
function selectTeams(db: Db, viewerId: ViewerId) {
  return db
    .selectFrom('teams as t')
    .leftJoin('team_members as lm', (j) => j.onRef('lm.team_id', '=', 't.id').on('lm.role', '=', 'lead'))
    .leftJoin('users as lu', 'lu.id', 'lm.user_id')
    .leftJoin('team_members as vm', (j) => j.onRef('vm.team_id', '=', 't.id').on('vm.user_id', '=', viewerId ?? -1))
    .select(['t.id', 't.name', 't.description', 't.avatar', 't.focus_area', 't.created_at', 't.position', 'vm.role as viewer_role'])
    .select(['lu.id as lead_id', 'lu.name as lead_name', 'lu.username as lead_username', 'lu.avatar_url as lead_avatar_url'])
    .select(() => [sql<number>`(select count(*) from team_members m where m.team_id = t.id)`.as('member_count')]);
}

type TeamRow = Awaited<ReturnType<ReturnType<typeof selectTeams>['execute']>>[number];

function toSummary(r: TeamRow, members: TeamMember[]): TeamSummary {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    avatar: r.avatar,
    focus_area: r.focus_area as TeamFocusArea,
    member_count: Number(r.member_count),
    lead: toPerson({ id: r.lead_id, name: r.lead_name, username: r.lead_username, avatar_url: r.lead_avatar_url }),
    viewer_role: (r.viewer_role as TeamRole | null) ?? null,
    members,
    created_at: r.created_at,
  };
}

/**
 * A page of teams (docs/requirements.md §2 Teams): `search` in names and descriptions, `focus_area`, `mine` (the
 * reader's teams; none for a visitor), in the landing's order (`position`, then name).
 * @param viewerId the reader, or null
 * @returns the page's teams and the total
 */
export async function listTeams(db: Db, query: TeamListQuery, viewerId: ViewerId): Promise<{ items: TeamSummary[]; total: number }> {
  let base = selectTeams(db, viewerId);
  if (query.search) {
    const like = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`(lower(t.name) like ${like} escape '\\' or lower(t.description) like ${like} escape '\\')`);
  }
  if (query.focus_area) base = base.where('t.focus_area', '=', query.focus_area);
  if (query.mine === 'true') base = viewerId === null ? base.where(sql<boolean>`1 = 0`) : base.where('vm.user_id', 'is not', null);
  const total = await db
    .selectFrom(base.as('b'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base.orderBy('t.position').orderBy('t.name').orderBy('t.id').limit(query.limit).offset(query.offset).execute();
  const members = await membersOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toSummary(r, members.get(r.id) ?? [])), total: Number(total.n) };
}

/** Teams' members, by team: the lead first, then by joining date. */
async function membersOf(db: Db, teamIds: readonly number[]): Promise<Map<number, TeamMember[]>> {
  const byTeam = new Map<number, TeamMember[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .selectFrom('team_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.team_id', 'u.id', 'u.name', 'u.username', 'u.avatar_url', 'u.bio', 'm.role', 'm.joined_at'])
    .where('m.team_id', 'in', teamIds)
    .orderBy(sql`case when m.role = 'lead' then 0 else 1 end`)
    .orderBy('m.joined_at')
    .orderBy('u.id')
    .execute();
  for (const r of rows) {
    const list = byTeam.get(r.team_id) ?? [];
    list.push({ id: r.id, name: r.name, username: r.username, avatar_url: r.avatar_url, role: r.role, bio: r.bio, joined_at: r.joined_at });
    byTeam.set(r.team_id, list);
  }
  return byTeam;
}

/** The projects a team shows, in the order they were added. */
async function projectsOf(db: Db, teamId: number): Promise<TeamProject[]> {
  const rows = await db
    .selectFrom('team_projects as tp')
    .innerJoin('projects as p', 'p.id', 'tp.project_id')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.title',
      'p.status',
      'p.category',
      'u.id as owner_id',
      'u.name as owner_name',
      'u.username as owner_username',
      'u.avatar_url as owner_avatar_url',
    ])
    .where('tp.team_id', '=', teamId)
    .orderBy('tp.created_at')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    category: r.category,
    owner: toPerson({ id: r.owner_id, name: r.owner_name, username: r.owner_username, avatar_url: r.owner_avatar_url }),
  }));
}

/**
 * A team's page (docs/requirements.md §2 Teams): its members with their roles, its projects, the reader's role and
 * the reader's pending invitation into it.
 * @param viewerId the reader, or null
 * @throws AppError 404 'Team not found'
 */
export async function getTeam(db: Db, teamId: number, viewerId: ViewerId): Promise<Team> {
  const row = await selectTeams(db, viewerId).where('t.id', '=', teamId).executeTakeFirst();
  if (!row) throw notFound(TEAM_MESSAGES.teamNotFound);
  const invitation =
    viewerId === null
      ? undefined
      : await db
          .selectFrom('team_invitations')
          .select('id')
          .where('team_id', '=', teamId)
          .where('user_id', '=', viewerId)
          .where('status', '=', 'pending')
          .executeTakeFirst();
  const members = (await membersOf(db, [teamId])).get(teamId) ?? [];
  return { ...toSummary(row, members), projects: await projectsOf(db, teamId), viewer_invitation_id: invitation?.id ?? null };
}

/** The invitations with their team, invitee and inviter (not yet filtered). */
function selectInvitations(db: Db) {
  return db
    .selectFrom('team_invitations as i')
    .innerJoin('teams as t', 't.id', 'i.team_id')
    .innerJoin('users as iu', 'iu.id', 'i.user_id')
    .leftJoin('users as bu', 'bu.id', 'i.invited_by')
    .select(['i.id', 'i.status', 'i.created_at', 'i.responded_at', 't.id as team_id', 't.name as team_name', 't.avatar as team_avatar', 't.focus_area'])
    .select(['iu.id as invitee_id', 'iu.name as invitee_name', 'iu.username as invitee_username', 'iu.avatar_url as invitee_avatar_url'])
    .select(['bu.id as by_id', 'bu.name as by_name', 'bu.username as by_username', 'bu.avatar_url as by_avatar_url']);
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof selectInvitations>['execute']>>[number];

function toInvitation(r: InvitationRow): TeamInvitation {
  return {
    id: r.id,
    team: { id: r.team_id, name: r.team_name, avatar: r.team_avatar, focus_area: r.focus_area as TeamFocusArea },
    invitee: { id: r.invitee_id, name: r.invitee_name, username: r.invitee_username, avatar_url: r.invitee_avatar_url },
    invited_by: toPerson({ id: r.by_id, name: r.by_name, username: r.by_username, avatar_url: r.by_avatar_url }),
    status: r.status,
    created_at: r.created_at,
    responded_at: r.responded_at,
  };
}

/**
 * One invitation.
 * @throws AppError 404 'Invitation not found'
 */
export async function getInvitation(db: Db, invitationId: number): Promise<TeamInvitation> {
  const row = await selectInvitations(db).where('i.id', '=', invitationId).executeTakeFirst();
  if (!row) throw notFound(TEAM_MESSAGES.invitationNotFound);
  return toInvitation(row);
}

/**
 * A member's pending invitations, newest first (docs/requirements.md §2 Teams: "Invitations" on /teams).
 * @param userId the member
 */
export async function listPendingInvitations(db: Db, userId: number): Promise<TeamInvitation[]> {
  const rows = await selectInvitations(db).where('i.user_id', '=', userId).where('i.status', '=', 'pending').orderBy('i.id', 'desc').execute();
  return rows.map(toInvitation);
}
