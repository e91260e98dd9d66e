import { PROFILE_PROJECTS_LIMIT, type CommunityStats, type MemberProfile, type MemberSort, type MemberStats, type MemberSummary } from '@esdc/core/members';
import { can } from '@esdc/core/permissions';
import type { UserRole } from '@esdc/core/user';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { contributorEmailsFor, emailFor, type EmailViewer } from './email-visibility.ts';
import { listProjects } from '../projects/public.ts';
import { allTimeRank, boardSize } from '../leaderboard/public.ts';
import { publicUserColumns, type PublicUserRow } from './user-mapper.ts';

/*
 * The member directory and profiles (SPEC §2 Community Members, Rich profile page; contract at /api/docs).
 * Only active members are listed; an email reaches only who may read it (email-visibility.ts).
 */

/** A member's directory entry, read from the public user columns, with the email when `viewer` may read it. */
function toSummary(row: PublicUserRow, viewer: EmailViewer): MemberSummary {
  const email = emailFor(viewer, row);
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    role: row.role,
    avatar_url: row.avatar_url,
    github_username: row.github_username,
    bio: row.bio,
    location: row.location,
    company: row.company,
    points: row.points,
    completed_challenges: row.completed_challenges,
    joined_date: row.created_at,
    ...(email === null ? {} : { email }),
  };
}

/** Filters of `GET /api/users`. */
export interface MemberListQuery {
  q?: string;
  role?: UserRole;
  sort: MemberSort;
  limit: number;
  offset: number;
}

/**
 * A page of the member directory (SPEC §2 Community Members): active members only; `q` matches name and
 * username case-insensitively, and email too for admins (SPEC §2 Community Members); sorted by name (A–Z), points or
 * challenges (most first, then name) or recent (newest first).
 * @param viewer who asks (null for a visitor): admins search emails; each email is shown only to who may read it
 * @returns items and the total matching
 */
export async function listMembers(db: Kysely<DB>, query: MemberListQuery, viewer: EmailViewer): Promise<{ items: MemberSummary[]; total: number }> {
  let base = db.selectFrom('users').where('status', '=', 'active');
  if (query.q) {
    base = base.where(containsText(can(viewer, 'user:manage') ? ['name', 'username', 'email'] : ['name', 'username'], query.q));
  }
  if (query.role) base = base.where('role', '=', query.role);
  let list = base.select(publicUserColumns);
  switch (query.sort) {
    case 'points':
      list = list.orderBy('points', 'desc');
      break;
    case 'challenges':
      list = list.orderBy('completed_challenges', 'desc').orderBy('points', 'desc');
      break;
    case 'recent':
      list = list.orderBy('created_at', 'desc').orderBy('id', 'desc');
      break;
    case 'name':
      break;
  }
  list = list.orderBy(sql`lower(name)`).orderBy('id');
  const [rows, count] = await Promise.all([
    list.limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => toSummary(r, viewer)), total: Number(count.n) };
}

/**
 * The directory's statistics (SPEC §2 Community Members statistics) over active members: how many,
 * their points and solved challenges, and how many are admins.
 */
export async function getCommunityStats(db: Kysely<DB>): Promise<CommunityStats> {
  const row = await db
    .selectFrom('users')
    .where('status', '=', 'active')
    .select((eb) => [
      eb.fn.countAll<number>().as('total_members'),
      sql<number>`coalesce(sum(points), 0)`.as('total_points'),
      sql<number>`coalesce(sum(completed_challenges), 0)`.as('challenges_solved'),
      sql<number>`coalesce(sum(case when role = 'admin' then 1 else 0 end), 0)`.as('admins'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total_members: Number(row.total_members),
    total_points: Number(row.total_points),
    challenges_solved: Number(row.challenges_solved),
    admins: Number(row.admins),
  };
}

/**
 * A member's statistics: points, challenges, their all-time leaderboard rank (null when they have no points
 * or are not active) and `total_members`, how many are on that board (the leaderboard's `allTimeRank` and
 * `boardSize`: the same "#n of N" as the leaderboard's), projects owned or contributed to, likes their projects
 * received and likes they gave, and the events they were checked in at (SPEC §3 User stats total_events_attended).
 * @throws AppError 404 'User not found'
 */
export async function getMemberStats(db: Kysely<DB>, id: number): Promise<MemberStats> {
  const user = await db.selectFrom('users').select(['points', 'completed_challenges']).where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound('User not found');
  const [rank, members, projects, received, given, attended, courses] = await Promise.all([
    allTimeRank(db, id),
    boardSize(db, null),
    db
      .selectFrom('projects as p')
      .where((eb) =>
        eb.or([
          eb('p.user_id', '=', id),
          eb.exists(eb.selectFrom('project_contributors as pc').select('pc.project_id').whereRef('pc.project_id', '=', 'p.id').where('pc.user_id', '=', id)),
        ]),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('project_likes as pl')
      .innerJoin('projects as p', 'p.id', 'pl.project_id')
      .where('p.user_id', '=', id)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('project_likes')
      .where('user_id', '=', id)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('event_registrations')
      .where('user_id', '=', id)
      .where('checked_in_at', 'is not', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('certificates')
      .where('user_id', '=', id)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    points: user.points,
    completed_challenges: user.completed_challenges,
    rank,
    total_members: members,
    projects: Number(projects.n),
    likes_received: Number(received.n),
    likes_given: Number(given.n),
    total_events_attended: Number(attended.n),
    total_courses_completed: Number(courses.n),
  };
}

/**
 * An active member's public profile by username (case-insensitive): summary, website, statistics and
 * their newest projects, owned or contributed.
 * @param viewer who asks (null for a visitor): the member's email, and each contributor's, only when they may read it
 * @throws AppError 404 'User not found' (also for members who are not active)
 */
export async function getMemberProfile(db: Kysely<DB>, username: string, viewer: EmailViewer): Promise<MemberProfile> {
  const row = await db
    .selectFrom('users')
    .select(publicUserColumns)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!row) throw notFound('User not found');
  const [stats, projects, github] = await Promise.all([
    getMemberStats(db, row.id),
    listProjects(db, { user_id: row.id, limit: PROFILE_PROJECTS_LIMIT, offset: 0 }),
    db.selectFrom('user_identities').select('login').where('user_id', '=', row.id).where('provider', '=', 'github').executeTakeFirst(),
  ]);
  // Contributors' emails, like the member's own, reach only who may read them.
  const visible = await contributorEmailsFor(db, viewer, projects.items);
  // Verified: the GitHub username is the linked GitHub account's login (docs/decisions/009-github-sign-in.md).
  const githubVerified = github !== undefined && github.login === row.github_username;
  return { ...toSummary(row, viewer), blog: row.blog, github_verified: githubVerified, stats, projects: visible };
}
