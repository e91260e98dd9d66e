import { HACKATHON_MESSAGES, scoreSum, scoresProblem } from '@esdc/core/hackathon';
import type { HackathonSubmission, HackathonTeamProject, ScoreSet, SubmissionCreate, SubmissionFields } from '@esdc/core/hackathon-schemas';
import { can, type Actor } from '@esdc/core/permissions';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { projectExists, projectIdsOf, projectPeople, projectRole } from '../projects/public.ts';
import { deadlineOf, inEntryTeam, judgeIdsOf, listSubmissions, loadHackathon, type HackathonRecord } from './hackathon-reads.ts';

/*
 * Submissions and scores (SPEC §2 Hackathons, Submissions and Scoring): one submission per registered team before the
 * deadline, edited by its members until then; judges score it on the rubric while judging is open, never their own
 * team's, one score set per judge and submission that they may change.
 */

/** 409 with the spec's message. */
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** Refuses a submission after the deadline, or on an event that is not published or under way. */
function checkOpen(h: HackathonRecord, now: Date): void {
  if (h.status !== 'published' && h.status !== 'ongoing') throw conflict(HACKATHON_MESSAGES.submissionsClosed);
  if (now.toISOString() >= deadlineOf(h)) throw conflict(HACKATHON_MESSAGES.deadlinePassed);
}

/** Refuses a linked project that no member of the entry owns or contributes to. */
async function checkProject(db: Db, entryId: number, projectId: number | null | undefined): Promise<void> {
  if (projectId === null || projectId === undefined) return;
  if (!(await projectExists(db, projectId))) throw notFound(HACKATHON_MESSAGES.projectNotFound);
  const members = await db.selectFrom('hackathon_entry_members').select('user_id').where('entry_id', '=', entryId).execute();
  for (const m of members) if ((await projectRole(db, projectId, m.user_id)) !== null) return;
  throw forbidden(HACKATHON_MESSAGES.projectNotYours);
}

/**
 * The projects a registered team may link to its submission (SPEC §2 Hackathons, Submissions): those owned by or
 * contributed to by a member of its entry, the same rule `checkProject` enforces, by title. A member of the team (as
 * registered or now) or an admin ('hackathon:manage-teams').
 * @returns the projects, by title then id
 * @throws AppError 404 'Hackathon not found', 'This team is not registered for this hackathon'; 403 'Only members of
 *   the team can see the projects it may link'
 */
export async function teamProjects(db: Db, actor: Actor, id: number, teamId: number): Promise<HackathonTeamProject[]> {
  await loadHackathon(db, actor, id);
  const entry = await db.selectFrom('hackathon_entries').select(['id', 'team_id']).where('event_id', '=', id).where('team_id', '=', teamId).executeTakeFirst();
  if (!entry) throw notFound(HACKATHON_MESSAGES.notRegisteredTeam);
  if (!can(actor, 'hackathon:manage-teams') && !(await inEntryTeam(db, entry, actor.id))) throw forbidden(HACKATHON_MESSAGES.teamProjectsHidden);
  const members = await db.selectFrom('hackathon_entry_members').select('user_id').where('entry_id', '=', entry.id).execute();
  const ids = (await Promise.all(members.map((m) => projectIdsOf(db, m.user_id)))).flat();
  const projects = [...(await projectPeople(db, ids)).values()].map((p) => ({ id: p.id, title: p.title }));
  return projects.sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
}

/** One submission as the viewer sees it. */
async function submissionFor(db: Db, actor: Actor, eventId: number, submissionId: number, now: Date): Promise<HackathonSubmission> {
  const list = await listSubmissions(db, actor, eventId, now);
  return list.find((s) => s.id === submissionId)!;
}

/**
 * Submits for a registered team (SPEC §2 Hackathons, Submissions): a member of the team, before the deadline, once.
 * @throws AppError 404 'Hackathon not found', 'Project not found'; 400 'This team is not registered for this hackathon';
 *   403 'Only members of the team can submit for it', 'Link a project owned by or contributed to by a team member';
 *   409 'The submission deadline has passed', 'Submissions are closed for this hackathon', 'This team has already submitted'
 */
export async function createSubmission(database: Database, actor: Actor, id: number, input: SubmissionCreate, now: Date): Promise<HackathonSubmission> {
  const submissionId = await database.db
    .transaction()
    .execute(async (trx) => {
      const h = await loadHackathon(trx, actor, id);
      const entry = await trx
        .selectFrom('hackathon_entries')
        .select(['id', 'team_id'])
        .where('event_id', '=', id)
        .where('team_id', '=', input.team_id)
        .executeTakeFirst();
      if (!entry) throw badRequest(HACKATHON_MESSAGES.notRegisteredTeam);
      if (!(await inEntryTeam(trx, entry, actor.id))) throw forbidden(HACKATHON_MESSAGES.notTeamMember);
      checkOpen(h, now);
      const existing = await trx.selectFrom('hackathon_submissions').select('id').where('entry_id', '=', entry.id).executeTakeFirst();
      if (existing) throw conflict(HACKATHON_MESSAGES.alreadySubmitted);
      await checkProject(trx, entry.id, input.project_id);
      const at = now.toISOString();
      const row = await trx
        .insertInto('hackathon_submissions')
        .values({
          entry_id: entry.id,
          event_id: id,
          title: input.title,
          description: input.description,
          repository_url: input.repository_url,
          demo_url: input.demo_url ?? null,
          project_id: input.project_id ?? null,
          submitted_by: actor.id,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(HACKATHON_MESSAGES.alreadySubmitted);
      throw error;
    });
  return submissionFor(database.db, actor, id, submissionId, now);
}

/** A submission with its hackathon and entry. @throws AppError 404 'Submission not found' */
async function loadSubmission(db: Db, actor: Actor, submissionId: number) {
  const row = await db
    .selectFrom('hackathon_submissions as s')
    .innerJoin('hackathon_entries as en', 'en.id', 's.entry_id')
    .select(['s.id', 's.event_id', 's.entry_id', 'en.team_id'])
    .where('s.id', '=', submissionId)
    .executeTakeFirst();
  if (!row) throw notFound(HACKATHON_MESSAGES.submissionNotFound);
  const h = await loadHackathon(db, actor, row.event_id).catch(() => {
    throw notFound(HACKATHON_MESSAGES.submissionNotFound);
  });
  return { ...row, h };
}

/**
 * Edits a submission (SPEC §2 Hackathons, Submissions): a member of its team, before the deadline.
 * @throws AppError 404 'Submission not found', 'Project not found'; 403 'Only members of the team can submit for it',
 *   'Link a project owned by or contributed to by a team member'; 409 'The submission deadline has passed'
 */
export async function updateSubmission(
  database: Database,
  actor: Actor,
  submissionId: number,
  input: SubmissionFields,
  now: Date,
): Promise<HackathonSubmission> {
  const eventId = await database.db.transaction().execute(async (trx) => {
    const s = await loadSubmission(trx, actor, submissionId);
    if (!(await inEntryTeam(trx, { id: s.entry_id, team_id: s.team_id }, actor.id))) throw forbidden(HACKATHON_MESSAGES.notTeamMember);
    checkOpen(s.h, now);
    await checkProject(trx, s.entry_id, input.project_id);
    await trx
      .updateTable('hackathon_submissions')
      .set({
        title: input.title,
        description: input.description,
        repository_url: input.repository_url,
        demo_url: input.demo_url ?? null,
        project_id: input.project_id ?? null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', submissionId)
      .execute();
    return s.event_id;
  });
  return submissionFor(database.db, actor, eventId, submissionId, now);
}

/**
 * Saves a judge's scores of a submission (SPEC §2 Hackathons, Scoring): an appointed judge who is not in the team,
 * while judging is open; every criterion of the rubric, each a whole number from 0 to its max. One set per judge and
 * submission: scoring again replaces it.
 * @returns the saved set and whether it is new
 * @throws AppError 404 'Submission not found'; 403 'Only the hackathon’s judges can score submissions', 'Judges cannot
 *   score a team they belong to'; 409 'Judging is not open'; 400 the rubric's messages
 */
export async function scoreSubmission(
  database: Database,
  actor: Actor,
  submissionId: number,
  scores: Record<string, unknown>,
  now: Date,
): Promise<{ set: ScoreSet; created: boolean }> {
  return database.db.transaction().execute(async (trx) => {
    const s = await loadSubmission(trx, actor, submissionId);
    if (!(await judgeIdsOf(trx, s.event_id)).includes(actor.id)) throw forbidden(HACKATHON_MESSAGES.notJudge);
    if (await inEntryTeam(trx, { id: s.entry_id, team_id: s.team_id }, actor.id)) throw forbidden(HACKATHON_MESSAGES.ownTeam);
    if (!s.h.judging_open || s.h.results_published_at !== null) throw conflict(HACKATHON_MESSAGES.judgingClosed);
    const problem = scoresProblem(s.h.rubric, scores);
    if (problem) throw badRequest(problem);
    const valid = scores as Record<string, number>;
    const ordered = Object.fromEntries(s.h.rubric.map((c) => [c.criterion, valid[c.criterion]!]));
    const total = scoreSum(s.h.rubric, valid);
    const at = now.toISOString();
    const before = await trx
      .selectFrom('hackathon_scores')
      .select('id')
      .where('submission_id', '=', submissionId)
      .where('judge_id', '=', actor.id)
      .executeTakeFirst();
    await trx
      .insertInto('hackathon_scores')
      .values({ submission_id: submissionId, judge_id: actor.id, scores: JSON.stringify(ordered), total, created_at: at, updated_at: at })
      .onConflict((oc) => oc.columns(['submission_id', 'judge_id']).doUpdateSet({ scores: JSON.stringify(ordered), total, updated_at: at }))
      .execute();
    return { set: { submission_id: submissionId, scores: ordered, total, updated_at: at }, created: before === undefined };
  });
}
