import { HACKATHON_MESSAGES } from '@esdc/core/hackathon';
import type { HackathonEntry, HackathonResults, HackathonSettings } from '@esdc/core/hackathon-schemas';
import { can, type Actor } from '@esdc/core/permissions';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { forUpdate } from '../../db/row-lock.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { managesEventOf } from '../events/public.ts';
import { changePoints } from '../leaderboard/public.ts';
import { teamExists, teamPeople, teamRole } from '../teams/public.ts';
import { computeResults, deadlineOf, entriesOf, loadHackathon, submissionsOpen, withdrawalOpen, type HackathonRecord } from './hackathon-reads.ts';

/*
 * Hackathon writes (SPEC §2 Hackathons): the organiser's set-up, a team's registration, the admins' judges and the
 * publication of the results with the winners' points. The routes have checked the actor is an active member
 * ('hackathon:take-part') or an admin ('hackathon:appoint-judges'); every other rule is here.
 */

/** 409 with the spec's message. */
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** The page of a hackathon. */
const pathOf = (id: number) => `/hackathons/${id}`;

/** The hackathon for its organiser (creator, listed organiser) or an admin. @throws 404, 403 'Only the organiser or an admin can manage this hackathon' */
async function managedHackathon(db: Db, actor: Actor, id: number): Promise<HackathonRecord> {
  const h = await loadHackathon(db, actor, id);
  if (!(await managesEventOf(db, actor, h))) throw forbidden(HACKATHON_MESSAGES.notOrganiser);
  return h;
}

/** Locks a hackathon's set-up row (PostgreSQL), creating it from the defaults first when the organiser never saved one. */
async function lockSetup(trx: Db, database: Database, h: HackathonRecord, now: Date): Promise<void> {
  if (!h.configured) {
    await trx
      .insertInto('hackathons')
      .values({
        event_id: h.id,
        tracks: JSON.stringify(h.tracks),
        rubric: JSON.stringify(h.rubric),
        team_size_min: h.team_size_min,
        team_size_max: h.team_size_max,
        submission_deadline: null,
        judging_open: 0,
        results_published_at: null,
        winner_points: 0,
        points_awarded_at: null,
        updated_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .execute();
  }
  await forUpdate(trx.selectFrom('hackathons').select('event_id').where('event_id', '=', h.id), database.engine).executeTakeFirst();
}

/**
 * Saves a hackathon's set-up (SPEC §2 Hackathons, Set-up): tracks, rubric, team size limits, deadline, judging open or
 * closed and the winners' points; the organiser or an admin.
 * @throws AppError 404, 403 (not the organiser); 409 'The rubric cannot change once scoring has begun', 'A track with
 *   registered teams cannot be removed', 'Add a rubric before opening judging', 'Results are published: judging is closed'
 */
export async function updateHackathon(database: Database, actor: Actor, id: number, input: HackathonSettings, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const before = await managedHackathon(trx, actor, id);
    await lockSetup(trx, database, before, now);
    const h = await loadHackathon(trx, actor, id);
    const scored = await trx
      .selectFrom('hackathon_scores as sc')
      .innerJoin('hackathon_submissions as s', 's.id', 'sc.submission_id')
      .select('sc.id')
      .where('s.event_id', '=', id)
      .executeTakeFirst();
    if (scored && JSON.stringify(input.rubric) !== JSON.stringify(h.rubric)) throw conflict(HACKATHON_MESSAGES.rubricLocked);
    const used = await trx.selectFrom('hackathon_entries').select('track').distinct().where('event_id', '=', id).execute();
    if (used.some((u) => !input.tracks.includes(u.track))) throw conflict(HACKATHON_MESSAGES.tracksLocked);
    if (input.judging_open && input.rubric.length === 0) throw conflict(HACKATHON_MESSAGES.rubricNeeded);
    if (input.judging_open && h.results_published_at !== null) throw conflict(HACKATHON_MESSAGES.resultsFinal);
    await trx
      .updateTable('hackathons')
      .set({
        tracks: JSON.stringify(input.tracks),
        rubric: JSON.stringify(input.rubric),
        team_size_min: input.team_size_min,
        team_size_max: input.team_size_max,
        submission_deadline: input.submission_deadline,
        judging_open: input.judging_open ? 1 : 0,
        winner_points: input.winner_points,
        updated_at: now.toISOString(),
      })
      .where('event_id', '=', id)
      .execute();
  });
}

/**
 * Registers a team for a hackathon (SPEC §2 Hackathons, Teams): by the team's lead, while registration is open, in one
 * of the tracks, with as many members as the size limits allow, none of them already in another registered team of the
 * hackathon. The members are notified ('hackathon_team').
 * @returns the entry
 * @throws AppError 404 'Hackathon not found', 'Team not found'; 403 'Only the team lead can register the team';
 *   409 'Registration is closed for this hackathon', 'This team is already registered for this hackathon', 'A member of
 *   this team is already in another team registered for this hackathon'; 400 the size and track messages
 */
export async function registerTeam(
  database: Database,
  actor: Actor,
  id: number,
  input: { team_id: number; track?: string | undefined },
  now: Date,
): Promise<HackathonEntry> {
  const entryId = await database.db
    .transaction()
    .execute(async (trx) => {
      const h = await loadHackathon(trx, actor, id);
      if (!(await teamExists(trx, input.team_id))) throw notFound(HACKATHON_MESSAGES.teamNotFound);
      if ((await teamRole(trx, input.team_id, actor.id)) !== 'lead') throw forbidden(HACKATHON_MESSAGES.notLead);
      if (!submissionsOpen(h, now)) throw conflict(HACKATHON_MESSAGES.registrationClosed);
      const track = input.track ?? (h.tracks.length === 1 ? h.tracks[0] : undefined);
      if (track === undefined || !h.tracks.includes(track)) throw badRequest(HACKATHON_MESSAGES.unknownTrack);
      const team = (await teamPeople(trx, [input.team_id])).get(input.team_id)!;
      if (team.memberIds.length < h.team_size_min) throw badRequest(HACKATHON_MESSAGES.teamTooSmall(h.team_size_min));
      if (team.memberIds.length > h.team_size_max) throw badRequest(HACKATHON_MESSAGES.teamTooLarge(h.team_size_max));
      const existing = await trx
        .selectFrom('hackathon_entries')
        .select('id')
        .where('event_id', '=', id)
        .where('team_id', '=', input.team_id)
        .executeTakeFirst();
      if (existing) throw conflict(HACKATHON_MESSAGES.alreadyRegistered);
      const elsewhere = await trx
        .selectFrom('hackathon_entry_members')
        .select('user_id')
        .where('event_id', '=', id)
        .where('user_id', 'in', team.memberIds)
        .executeTakeFirst();
      if (elsewhere) throw conflict(HACKATHON_MESSAGES.memberElsewhere);
      const entry = await trx
        .insertInto('hackathon_entries')
        .values({ event_id: id, team_id: input.team_id, track, registered_by: actor.id, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('hackathon_entry_members')
        .values(team.memberIds.map((user_id) => ({ entry_id: entry.id, event_id: id, user_id })))
        .execute();
      await notify(
        trx,
        database.engine,
        {
          userIds: team.memberIds.filter((m) => m !== actor.id),
          type: 'hackathon_team',
          title: 'Team registered',
          message: `${team.name} is registered for ${h.title} (${track}). Submissions close ${deadlineOf(h).slice(0, 10)}.`,
          link: pathOf(id),
        },
        now,
      );
      return entry.id;
    })
    .catch((error: unknown) => {
      // Two leads registering at once: the database keeps one team per member and hackathon, and one entry per team.
      if (isUniqueViolation(error)) throw conflict(HACKATHON_MESSAGES.memberElsewhere);
      throw error;
    });
  return (await entriesOf(database.db, id)).find((e) => e.id === entryId)!;
}

/**
 * Withdraws a registered team from a hackathon (SPEC §2 Hackathons, Teams): its lead (the one who may register it) or an
 * admin ('hackathon:manage-teams'), while teams may still withdraw: submissions open, judging never opened, results not
 * published and the team's submission not scored. The entry goes with its members and its submission, if any; the
 * event's seats are the members' own registrations ([Events]) and stay as they are, since a team's entry takes no
 * seat. The members as registered, other than the actor, are notified ('hackathon_withdrawn').
 * @throws AppError 404 'Hackathon not found', 'This team is not registered for this hackathon'; 403 'Only the team
 *   lead or an admin can withdraw the team'; 409 'Teams can no longer withdraw from this hackathon'
 */
export async function withdrawTeam(database: Database, actor: Actor, id: number, teamId: number, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const h = await loadHackathon(trx, actor, id);
    const entry = await forUpdate(
      trx.selectFrom('hackathon_entries').select('id').where('event_id', '=', id).where('team_id', '=', teamId),
      database.engine,
    ).executeTakeFirst();
    if (!entry) throw notFound(HACKATHON_MESSAGES.notRegisteredTeam);
    if (!can(actor, 'hackathon:manage-teams') && (await teamRole(trx, teamId, actor.id)) !== 'lead') throw forbidden(HACKATHON_MESSAGES.notLeadWithdraw);
    if (!withdrawalOpen(h, now)) throw conflict(HACKATHON_MESSAGES.withdrawClosed);
    const scored = await trx
      .selectFrom('hackathon_scores as sc')
      .innerJoin('hackathon_submissions as s', 's.id', 'sc.submission_id')
      .select('sc.id')
      .where('s.entry_id', '=', entry.id)
      .executeTakeFirst();
    if (scored) throw conflict(HACKATHON_MESSAGES.withdrawClosed);
    const members = await trx.selectFrom('hackathon_entry_members').select('user_id').where('entry_id', '=', entry.id).execute();
    const team = (await teamPeople(trx, [teamId])).get(teamId);
    // The submission and the entry's members go with the entry (foreign keys cascade); deleted here to say so.
    await trx.deleteFrom('hackathon_submissions').where('entry_id', '=', entry.id).execute();
    await trx.deleteFrom('hackathon_entry_members').where('entry_id', '=', entry.id).execute();
    await trx.deleteFrom('hackathon_entries').where('id', '=', entry.id).execute();
    await notify(
      trx,
      database.engine,
      {
        userIds: members.map((m) => m.user_id).filter((m) => m !== actor.id),
        type: 'hackathon_withdrawn',
        title: 'Team withdrawn',
        message: `${team?.name ?? 'Your team'} was withdrawn from ${h.title}.`,
        link: pathOf(id),
      },
      now,
    );
  });
}

/**
 * Appoints a judge (SPEC §2 Hackathons, Judging); admins (checked by the route).
 * @throws AppError 404 'Hackathon not found', 'User not found'; 400 'Only active members can be judges'; 409 'This member is already a judge of this hackathon'
 */
export async function addJudge(db: Database['db'], actor: Actor, id: number, userId: number, now: Date): Promise<void> {
  await loadHackathon(db, actor, id);
  const user = await db.selectFrom('users').select(['id', 'status', 'deleted_at']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.deleted_at !== null) throw notFound(HACKATHON_MESSAGES.userNotFound);
  if (user.status !== 'active') throw badRequest(HACKATHON_MESSAGES.judgeInactive);
  try {
    await db.insertInto('hackathon_judges').values({ event_id: id, user_id: userId, created_at: now.toISOString() }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(HACKATHON_MESSAGES.alreadyJudge);
    throw error;
  }
}

/**
 * Removes a judge; their scores of the hackathon go with them (SPEC §2 Hackathons, Judging). Admins.
 * @throws AppError 404 'Hackathon not found', 'This member is not a judge of this hackathon'
 */
export async function removeJudge(database: Database, actor: Actor, id: number, userId: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await loadHackathon(trx, actor, id);
    const gone = await trx.deleteFrom('hackathon_judges').where('event_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw notFound(HACKATHON_MESSAGES.notAJudge);
    const submissions = trx.selectFrom('hackathon_submissions').select('id').where('event_id', '=', id);
    await trx.deleteFrom('hackathon_scores').where('judge_id', '=', userId).where('submission_id', 'in', submissions).execute();
  });
}

/**
 * Publishes the results (SPEC §2 Hackathons, Results): judging closes, the ranking per track becomes public, each
 * member of a track's first-ranked team earns the hackathon's winner points through the ledger (source 'hackathon'),
 * and every registered member is notified ('hackathon_results'). Once: publishing again changes nothing and awards
 * nothing (the set-up row is locked, and `points_awarded_at` records the award).
 * @returns the results
 * @throws AppError 404, 403 (not the organiser)
 */
export async function publishResults(database: Database, actor: Actor, id: number, now: Date): Promise<HackathonResults> {
  return database.db.transaction().execute(async (trx) => {
    const before = await managedHackathon(trx, actor, id);
    await lockSetup(trx, database, before, now);
    const h = await loadHackathon(trx, actor, id);
    const tracks = await computeResults(trx, h);
    if (h.results_published_at !== null) return { published_at: h.results_published_at, tracks };
    const at = now.toISOString();
    const award = h.points_awarded_at === null && h.winner_points > 0;
    if (award) {
      for (const t of tracks) {
        const winner = t.submissions.find((s) => s.rank === 1);
        if (!winner) continue;
        const members = await trx
          .selectFrom('hackathon_entry_members as m')
          .innerJoin('hackathon_submissions as s', 's.entry_id', 'm.entry_id')
          .select('m.user_id')
          .where('s.id', '=', winner.submission_id)
          .execute();
        for (const m of members) {
          await changePoints(trx, database.engine, {
            userId: m.user_id,
            change: { operation: 'add', amount: h.winner_points },
            reason: `Hackathon winner: ${h.title} (${t.track})`.slice(0, 200),
            source: 'hackathon',
            actorId: actor.id,
            now,
          });
        }
      }
    }
    await trx
      .updateTable('hackathons')
      .set({ results_published_at: at, judging_open: 0, updated_at: at, ...(award ? { points_awarded_at: at } : {}) })
      .where('event_id', '=', id)
      .execute();
    const everyone = await trx.selectFrom('hackathon_entry_members').select('user_id').where('event_id', '=', id).execute();
    await notify(
      trx,
      database.engine,
      {
        userIds: everyone.map((e) => e.user_id),
        type: 'hackathon_results',
        title: 'Hackathon results',
        message: `The results of ${h.title} are published.`,
        link: `${pathOf(id)}?tab=results`,
      },
      now,
    );
    return { published_at: at, tracks };
  });
}
