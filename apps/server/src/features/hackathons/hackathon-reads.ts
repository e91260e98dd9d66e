import { locationShownTo, type EventMode, type EventStatus } from '@esdc/core/event';
import { HACKATHON_DEFAULT_TEAM_SIZE, HACKATHON_MESSAGES, rankSubmissions, type RubricCriterion } from '@esdc/core/hackathon';
import type { Hackathon, HackathonEntry, HackathonMember, HackathonResults, HackathonSubmission, HackathonSummary } from '@esdc/core/hackathon-schemas';
import { can, type Actor } from '@esdc/core/permissions';
import type { Db } from '../../db/db.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { renderMarkdownOffThread } from '../../lib/markdown-off-thread.ts';
import { managesEventOf } from '../events/public.ts';
import { teamIdsOf, teamPeople, teamRole } from '../teams/public.ts';

/*
 * Hackathon reads (SPEC §2 Hackathons): the list of published hackathon events, a hackathon's page with its set-up,
 * teams, judges and what the viewer may do, the submissions the viewer may see, and the results ranked per track.
 * A hackathon is an event of the category 'Hackathon'; its set-up row (`hackathons`) exists once its organiser saved
 * one, and until then the defaults below stand.
 */

/** The event statuses a hackathon or workshop is listed in: published, under way or done (not drafts, not cancelled). */
export const LISTED_STATUSES: readonly EventStatus[] = ['published', 'ongoing', 'completed'];

/** A hackathon's event row and set-up, as the services use them. */
export interface HackathonRecord {
  id: number;
  title: string;
  description: string;
  status: EventStatus;
  mode: EventMode;
  location: string | null;
  start_date: string;
  end_date: string;
  created_by: number | null;
  tracks: string[];
  rubric: RubricCriterion[];
  team_size_min: number;
  team_size_max: number;
  /** The set deadline (ISO-8601 UTC) or null: the event's end. */
  submission_deadline: string | null;
  judging_open: boolean;
  results_published_at: string | null;
  winner_points: number;
  points_awarded_at: string | null;
  /** Whether a set-up row exists. */
  configured: boolean;
}

/** The deadline in force: the set one, else the event's end. */
export const deadlineOf = (h: Pick<HackathonRecord, 'submission_deadline' | 'end_date'>) => h.submission_deadline ?? h.end_date;

/** Whether submissions are accepted at `now`: the event is published or under way and the deadline has not passed. */
export const submissionsOpen = (h: HackathonRecord, now: Date) => (h.status === 'published' || h.status === 'ongoing') && now.toISOString() < deadlineOf(h);

/**
 * Whether a registered team may still withdraw at `now` (SPEC §2 Hackathons, Teams): submissions are open, judging has
 * not been opened and the results are not published (the service also refuses a team whose submission was scored).
 */
export const withdrawalOpen = (h: HackathonRecord, now: Date) => submissionsOpen(h, now) && !h.judging_open && h.results_published_at === null;

function eventsWithSetup(db: Db) {
  return db
    .selectFrom('events as e')
    .leftJoin('hackathons as h', 'h.event_id', 'e.id')
    .select([
      'e.id',
      'e.title',
      'e.description',
      'e.status',
      'e.mode',
      'e.location',
      'e.start_date',
      'e.end_date',
      'e.created_by',
      'h.event_id as configured',
      'h.tracks',
      'h.rubric',
      'h.team_size_min',
      'h.team_size_max',
      'h.submission_deadline',
      'h.judging_open',
      'h.results_published_at',
      'h.winner_points',
      'h.points_awarded_at',
    ])
    .where('e.category', '=', 'Hackathon');
}

type SetupRow = Awaited<ReturnType<ReturnType<typeof eventsWithSetup>['executeTakeFirstOrThrow']>>;

function toRecord(r: SetupRow): HackathonRecord {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    status: r.status as EventStatus,
    mode: r.mode as EventMode,
    location: r.location,
    start_date: r.start_date,
    end_date: r.end_date,
    created_by: r.created_by,
    tracks: r.tracks ? (JSON.parse(r.tracks) as string[]) : [],
    rubric: r.rubric ? (JSON.parse(r.rubric) as RubricCriterion[]) : [],
    team_size_min: r.team_size_min ?? HACKATHON_DEFAULT_TEAM_SIZE.min,
    team_size_max: r.team_size_max ?? HACKATHON_DEFAULT_TEAM_SIZE.max,
    submission_deadline: r.submission_deadline ?? null,
    judging_open: r.judging_open === 1,
    results_published_at: r.results_published_at ?? null,
    winner_points: r.winner_points ?? 0,
    points_awarded_at: r.points_awarded_at ?? null,
    configured: r.configured !== null,
  };
}

/**
 * A hackathon the viewer may see: a listed one, or a draft of an event they manage.
 * @throws AppError 404 'Hackathon not found'
 */
export async function loadHackathon(db: Db, viewer: Actor | null, id: number): Promise<HackathonRecord> {
  const row = await eventsWithSetup(db).where('e.id', '=', id).executeTakeFirst();
  if (!row || row.status === 'cancelled' || (row.status === 'draft' && !(await managesEventOf(db, viewer, row)))) throw notFound(HACKATHON_MESSAGES.notFound);
  return toRecord(row);
}

/**
 * The published hackathons (published, under way or completed), the latest start first, with their team counts.
 * @returns a page of summaries and the total
 */
export async function listHackathons(db: Db, query: { limit: number; offset: number }, now: Date): Promise<{ items: HackathonSummary[]; total: number }> {
  const base = eventsWithSetup(db).where('e.status', 'in', LISTED_STATUSES);
  const [rows, count] = await Promise.all([
    base.orderBy('e.start_date', 'desc').orderBy('e.id', 'desc').limit(query.limit).offset(query.offset).execute(),
    db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category', '=', 'Hackathon')
      .where('status', 'in', LISTED_STATUSES)
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('hackathon_entries')
          .select(['event_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('event_id', 'in', ids)
          .groupBy('event_id')
          .execute();
  const teams = new Map(counts.map((c) => [c.event_id, Number(c.n)]));
  return { items: rows.map((r) => summaryOf(toRecord(r), teams.get(r.id) ?? 0, now)), total: Number(count.n) };
}

function summaryOf(h: HackathonRecord, teamCount: number, now: Date): HackathonSummary {
  return {
    id: h.id,
    title: h.title,
    status: h.status,
    start_date: h.start_date,
    end_date: h.end_date,
    location: locationShownTo(h, false),
    mode: h.mode,
    tracks: h.tracks,
    team_count: teamCount,
    submission_deadline: deadlineOf(h),
    results_published: h.results_published_at !== null,
    registration_open: submissionsOpen(h, now) && h.tracks.length > 0,
  };
}

/** Members by id as hackathons name them. */
async function membersById(db: Db, ids: readonly number[]): Promise<Map<number, HackathonMember>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((u) => [u.id, u]));
}

/** A hackathon's registered teams, in the order they registered, with their members as they registered. */
export async function entriesOf(db: Db, eventId: number): Promise<HackathonEntry[]> {
  const entries = await db
    .selectFrom('hackathon_entries as en')
    .leftJoin('hackathon_submissions as s', 's.entry_id', 'en.id')
    .select(['en.id', 'en.team_id', 'en.track', 'en.created_at', 's.id as submission_id'])
    .where('en.event_id', '=', eventId)
    .orderBy('en.id')
    .execute();
  const members = await db.selectFrom('hackathon_entry_members').select(['entry_id', 'user_id']).where('event_id', '=', eventId).execute();
  const [people, teams] = await Promise.all([
    membersById(
      db,
      members.map((m) => m.user_id),
    ),
    teamPeople(
      db,
      entries.map((e) => e.team_id),
    ),
  ]);
  return entries.map((e) => ({
    id: e.id,
    team: { id: e.team_id, name: teams.get(e.team_id)?.name ?? 'Team' },
    track: e.track,
    members: members.flatMap((m) => (m.entry_id === e.id && people.has(m.user_id) ? [people.get(m.user_id)!] : [])),
    submission_id: e.submission_id ?? null,
    created_at: e.created_at,
  }));
}

/** The ids of a hackathon's judges. */
export async function judgeIdsOf(db: Db, eventId: number): Promise<number[]> {
  const rows = await db.selectFrom('hackathon_judges').select('user_id').where('event_id', '=', eventId).orderBy('created_at').orderBy('user_id').execute();
  return rows.map((r) => r.user_id);
}

/** The entry the member is in for a hackathon, or null. */
async function entryOfMember(db: Db, eventId: number, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('hackathon_entry_members')
    .select('entry_id')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.entry_id ?? null;
}

/** What the viewer may do on a hackathon's page. */
async function viewerOf(
  db: Db,
  viewer: Actor | null,
  h: HackathonRecord,
  judges: readonly number[],
  entries: readonly HackathonEntry[],
  now: Date,
): Promise<Hackathon['viewer']> {
  if (!viewer) return { can_manage: false, can_appoint_judges: false, is_judge: false, entry_id: null, teams_led: [], withdrawable_team_ids: [] };
  const teamIds = await teamIdsOf(db, viewer.id);
  const led: Hackathon['viewer']['teams_led'] = [];
  const people = await teamPeople(db, teamIds);
  for (const id of teamIds) {
    const team = people.get(id);
    if (team && (await teamRole(db, id, viewer.id)) === 'lead') led.push({ id, name: team.name, size: team.memberIds.length });
  }
  led.sort((a, b) => a.name.localeCompare(b.name));
  const anyTeam = can(viewer, 'hackathon:manage-teams');
  const withdrawable =
    withdrawalOpen(h, now) && can(viewer, 'hackathon:take-part')
      ? entries.filter((e) => anyTeam || led.some((t) => t.id === e.team.id)).map((e) => e.team.id)
      : [];
  return {
    can_manage: await managesEventOf(db, viewer, h),
    can_appoint_judges: can(viewer, 'hackathon:appoint-judges'),
    is_judge: judges.includes(viewer.id),
    entry_id: await entryOfMember(db, h.id, viewer.id),
    teams_led: led,
    withdrawable_team_ids: withdrawable,
  };
}

/**
 * A hackathon's page (SPEC §2 Hackathons).
 * @throws AppError 404 'Hackathon not found'
 */
export async function getHackathon(db: Db, viewer: Actor | null, id: number, now: Date): Promise<Hackathon> {
  const h = await loadHackathon(db, viewer, id);
  const [entries, judgeIds, html] = await Promise.all([entriesOf(db, id), judgeIdsOf(db, id), renderMarkdownOffThread(h.description)]);
  const judges = await membersById(db, judgeIds);
  const open = submissionsOpen(h, now);
  return {
    ...summaryOf(h, entries.length, now),
    description_html: html,
    rubric: h.rubric,
    team_size_min: h.team_size_min,
    team_size_max: h.team_size_max,
    deadline_set: h.submission_deadline !== null,
    judging_open: h.judging_open,
    results_published_at: h.results_published_at,
    winner_points: h.winner_points,
    submissions_open: open,
    entries,
    judges: judgeIds.flatMap((j) => (judges.has(j) ? [judges.get(j)!] : [])),
    viewer: await viewerOf(db, viewer, h, judgeIds, entries, now),
  };
}

/** Whether the member is in the entry's team: as it registered, or in the team now. */
export async function inEntryTeam(db: Db, entry: { id: number; team_id: number }, userId: number): Promise<boolean> {
  const snapshot = await db
    .selectFrom('hackathon_entry_members')
    .select('user_id')
    .where('entry_id', '=', entry.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return snapshot !== undefined || (await teamRole(db, entry.team_id, userId)) !== null;
}

/**
 * The submissions the viewer may see (SPEC §2 Hackathons, Submissions): all of them for the organisers, admins and
 * judges, and for everyone once the results are published; otherwise their own team's.
 * @throws AppError 404 'Hackathon not found'
 */
export async function listSubmissions(db: Db, viewer: Actor | null, id: number, now: Date): Promise<HackathonSubmission[]> {
  const h = await loadHackathon(db, viewer, id);
  const judgeIds = await judgeIdsOf(db, id);
  const isJudge = viewer !== null && viewer.status === 'active' && judgeIds.includes(viewer.id);
  const seesAll = h.results_published_at !== null || isJudge || (await managesEventOf(db, viewer, h));
  const own = viewer ? await entryOfMember(db, id, viewer.id) : null;
  if (!seesAll && own === null) return [];
  let query = db
    .selectFrom('hackathon_submissions as s')
    .innerJoin('hackathon_entries as en', 'en.id', 's.entry_id')
    .leftJoin('projects as p', 'p.id', 's.project_id')
    .select([
      's.id',
      's.entry_id',
      'en.team_id',
      'en.track',
      's.title',
      's.description',
      's.repository_url',
      's.demo_url',
      's.project_id',
      'p.title as project_title',
      's.created_at',
      's.updated_at',
    ])
    .where('s.event_id', '=', id);
  if (!seesAll && own !== null) query = query.where('s.entry_id', '=', own);
  const rows = await query.orderBy('s.id').execute();
  const teams = await teamPeople(
    db,
    rows.map((r) => r.team_id),
  );
  const mine =
    isJudge && rows.length > 0
      ? await db
          .selectFrom('hackathon_scores')
          .select(['submission_id', 'scores'])
          .where('judge_id', '=', viewer!.id)
          .where(
            'submission_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute()
      : [];
  const myScores = new Map(mine.map((m) => [m.submission_id, JSON.parse(m.scores) as Record<string, number>]));
  const open = submissionsOpen(h, now);
  return Promise.all(
    rows.map(async (r) => {
      const inTeam = viewer !== null && (await inEntryTeam(db, { id: r.entry_id, team_id: r.team_id }, viewer.id));
      return {
        id: r.id,
        entry_id: r.entry_id,
        team: { id: r.team_id, name: teams.get(r.team_id)?.name ?? 'Team' },
        track: r.track,
        title: r.title,
        description: r.description,
        repository_url: r.repository_url,
        demo_url: r.demo_url,
        project: r.project_id !== null && r.project_title ? { id: r.project_id, title: r.project_title } : null,
        created_at: r.created_at,
        updated_at: r.updated_at,
        can_edit: inTeam && open && can(viewer, 'hackathon:take-part'),
        can_score: isJudge && !inTeam && h.judging_open,
        my_scores: myScores.get(r.id) ?? null,
      };
    }),
  );
}

/**
 * The standing per track (SPEC §2 Hackathons, Results), from the stored scores.
 * @param db the database or a transaction
 * @param h the hackathon
 */
export async function computeResults(db: Db, h: HackathonRecord): Promise<HackathonResults['tracks']> {
  const subs = await db
    .selectFrom('hackathon_submissions as s')
    .innerJoin('hackathon_entries as en', 'en.id', 's.entry_id')
    .select(['s.id', 's.title', 's.created_at', 'en.team_id', 'en.track'])
    .where('s.event_id', '=', h.id)
    .execute();
  const scores =
    subs.length === 0
      ? []
      : await db
          .selectFrom('hackathon_scores')
          .select(['submission_id', 'total'])
          .where(
            'submission_id',
            'in',
            subs.map((s) => s.id),
          )
          .execute();
  const teams = await teamPeople(
    db,
    subs.map((s) => s.team_id),
  );
  const tracks = [...h.tracks, ...new Set(subs.map((s) => s.track).filter((t) => !h.tracks.includes(t)))];
  return tracks.map((track) => {
    const inTrack = subs.filter((s) => s.track === track);
    const ranked = rankSubmissions(
      inTrack.map((s) => ({ id: s.id, created_at: s.created_at, judgeTotals: scores.filter((x) => x.submission_id === s.id).map((x) => x.total) })),
    );
    return {
      track,
      submissions: ranked.map((r) => {
        const s = inTrack.find((x) => x.id === r.id)!;
        return {
          rank: r.rank,
          submission_id: s.id,
          title: s.title,
          team: { id: s.team_id, name: teams.get(s.team_id)?.name ?? 'Team' },
          total: r.total,
          judges: r.judges,
        };
      }),
    };
  });
}

/**
 * `GET /api/hackathons/{id}/results`: public once published; before that a preview for the organisers and admins.
 * @throws AppError 404 'Hackathon not found'; 403 'Results are not published yet'
 */
export async function getResults(db: Db, viewer: Actor | null, id: number): Promise<HackathonResults> {
  const h = await loadHackathon(db, viewer, id);
  if (h.results_published_at === null && !(await managesEventOf(db, viewer, h))) throw forbidden(HACKATHON_MESSAGES.notPublished);
  return { published_at: h.results_published_at, tracks: await computeResults(db, h) };
}
