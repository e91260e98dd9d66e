import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db.ts';

/*
 * Hackathons and workshops made straight in the database, for tests and the authorization matrix.
 */

/** A rubric of two criteria. */
export const TEST_RUBRIC = [
  { criterion: 'Idea', max: 10 },
  { criterion: 'Demo', max: 5 },
];

/** Options of {@link insertHackathon}. */
export interface HackathonFixture {
  category?: 'Hackathon' | 'Workshop';
  status?: 'draft' | 'published' | 'ongoing' | 'completed' | 'cancelled';
  /** Hours from `now` to the event's start (default 48); it lasts 24 hours. */
  startInHours?: number;
  /** Whether to save a set-up row (tracks 'Hardware' and 'Software', {@link TEST_RUBRIC}, teams of 1–3). */
  setup?: boolean;
  judgingOpen?: boolean;
  deadline?: string | null;
  winnerPoints?: number;
}

/**
 * Inserts a hackathon (or workshop) event created by `ownerId`, and its set-up.
 * @returns the event's id
 */
export async function insertHackathon(db: Db, ownerId: number, now: Date, options: HackathonFixture = {}): Promise<number> {
  const start = new Date(now.getTime() + (options.startInHours ?? 48) * 3_600_000);
  const at = now.toISOString();
  const row = await db
    .insertInto('events')
    .values({
      title: options.category === 'Workshop' ? 'Test workshop' : 'Test hackathon',
      description: 'An event made for the tests.',
      status: options.status ?? 'published',
      category: options.category ?? 'Hackathon',
      location: 'Lab',
      mode: 'offline',
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 24 * 3_600_000).toISOString(),
      max_participants: null,
      image_id: null,
      image_url: null,
      registration_url: null,
      created_by: ownerId,
      cancellation_reason: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.setup !== false && (options.category ?? 'Hackathon') === 'Hackathon') {
    await db
      .insertInto('hackathons')
      .values({
        event_id: row.id,
        tracks: JSON.stringify(['Hardware', 'Software']),
        rubric: JSON.stringify(TEST_RUBRIC),
        team_size_min: 1,
        team_size_max: 3,
        submission_deadline: options.deadline ?? null,
        judging_open: options.judgingOpen ? 1 : 0,
        results_published_at: null,
        winner_points: options.winnerPoints ?? 0,
        points_awarded_at: null,
        updated_at: at,
      })
      .execute();
  }
  return row.id;
}

/**
 * Registers a team for a hackathon straight in the database, with the given members.
 * @returns the entry's id
 */
export async function insertEntry(db: Db, eventId: number, teamId: number, memberIds: readonly number[], now: Date, track = 'Hardware'): Promise<number> {
  const row = await db
    .insertInto('hackathon_entries')
    .values({ event_id: eventId, team_id: teamId, track, registered_by: memberIds[0] ?? null, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (memberIds.length > 0)
    await db
      .insertInto('hackathon_entry_members')
      .values(memberIds.map((user_id) => ({ entry_id: row.id, event_id: eventId, user_id })))
      .execute();
  return row.id;
}

/**
 * Inserts a submission of an entry.
 * @returns its id
 */
export async function insertSubmission(db: Db, eventId: number, entryId: number, now: Date, title = 'Test submission'): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('hackathon_submissions')
    .values({
      entry_id: entryId,
      event_id: eventId,
      title,
      description: 'What we built.',
      repository_url: 'https://github.com/example/project',
      demo_url: null,
      project_id: null,
      submitted_by: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Appoints a judge straight in the database. */
export async function insertJudge(db: Db, eventId: number, userId: number, now: Date): Promise<void> {
  await db.insertInto('hackathon_judges').values({ event_id: eventId, user_id: userId, created_at: now.toISOString() }).execute();
}

/** Records a member's attendance at an event (as a check-in does). */
export async function insertAttendance(db: Db, eventId: number, userId: number, now: Date): Promise<void> {
  await db.insertInto('event_attendance').values({ event_id: eventId, user_id: userId, points: 0, checked_in_at: now.toISOString() }).execute();
}

/**
 * Inserts a team led by `leadId`, with `memberIds` as members (the teams feature's rows, as its own fixtures make them).
 * @returns the team's id
 */
export async function insertTeam(db: Db, leadId: number, now: Date, memberIds: readonly number[] = []): Promise<number> {
  const at = now.toISOString();
  const team = await db
    .insertInto('teams')
    .values({
      name: `Team ${randomBytes(6).toString('hex')}`,
      description: 'A test team',
      avatar: null,
      focus_area: 'Hardware',
      created_by: leadId,
      position: 0,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('team_members').values({ team_id: team.id, user_id: leadId, role: 'lead', joined_at: at }).execute();
  for (const id of memberIds) await db.insertInto('team_members').values({ team_id: team.id, user_id: id, role: 'member', joined_at: at }).execute();
  return team.id;
}
