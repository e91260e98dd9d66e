import { TEAM_MESSAGES } from '@esdc/core/team';
import type { Team, TeamCreate, TeamUpdate } from '@esdc/core/team-schemas';
import { sql } from 'kysely';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { checkUploadedUrlOwner } from '../images/public.ts';
import { assertRunsTeam, leadOf, type TeamActor } from './team-access.ts';
import { getTeam } from './team-reads.ts';

/*
 * Creating, editing and deleting teams (docs/requirements.md §2 Teams): any active member creates a team and becomes
 * its lead; the lead (or an admin) edits it, hands over the lead to another member, and deletes it. Names are unique
 * whatever their case.
 */

/** @throws AppError 409 'A team with this name already exists' when another team has it, whatever its case */
async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('teams')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw new AppError(409, 'CONFLICT', TEAM_MESSAGES.nameTaken);
}

/** Whether a database error is the unique index on the name (two teams named at once). */
function isNameTaken(error: unknown): boolean {
  return !(error instanceof AppError) && /unique|duplicate/i.test(String(error)) && /teams_name_idx|teams\.name|lower/i.test(String(error));
}

/**
 * Creates a team; its creator becomes its lead (docs/requirements.md §2 Teams 'Create Team'). It is listed last.
 * @param actor an active member
 * @param now the action's time
 * @returns the new team as its lead sees it
 * @throws AppError 409 'A team with this name already exists'; 400 an avatar that is not one of the actor's uploads
 */
export async function createTeam(database: Database, actor: TeamActor, input: TeamCreate, now: Date): Promise<Team> {
  try {
    const id = await database.db.transaction().execute(async (trx) => {
      await assertNameFree(trx, input.name);
      await checkUploadedUrlOwner(trx, input.avatar, actor.id, 'avatar');
      const last = await trx
        .selectFrom('teams')
        .select((eb) => eb.fn.max('position').as('p'))
        .executeTakeFirst();
      const team = await trx
        .insertInto('teams')
        .values({
          name: input.name,
          description: input.description,
          avatar: input.avatar ?? null,
          focus_area: input.focus_area,
          created_by: actor.id,
          position: last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('team_members').values({ team_id: team.id, user_id: actor.id, role: 'lead', joined_at: now.toISOString() }).execute();
      return team.id;
    });
    return await getTeam(database.db, id, actor.id);
  } catch (error) {
    if (isNameTaken(error)) throw new AppError(409, 'CONFLICT', TEAM_MESSAGES.nameTaken);
    throw error;
  }
}

/**
 * Edits a team (the lead or an admin): name, description, avatar, focus area; `lead_id` hands over the lead to a
 * member (the old lead stays a member). Fields left out keep their value. An admin's change of a team they do not
 * lead is recorded in the audit log.
 * @returns the team after the change
 * @throws AppError 404 'Team not found'; 403 'Only the team lead can do this'; 409 'A team with this name already
 *   exists'; 400 'The new lead must be a member of the team'
 */
export async function updateTeam(database: Database, actor: TeamActor, teamId: number, input: TeamUpdate, now: Date): Promise<Team> {
  try {
    await database.db.transaction().execute(async (trx) => {
      const { asAdmin } = await assertRunsTeam(trx, actor, teamId);
      if (input.name !== undefined) await assertNameFree(trx, input.name, teamId);
      if (input.avatar) {
        const current = await trx.selectFrom('teams').select('avatar').where('id', '=', teamId).executeTakeFirstOrThrow();
        if (current.avatar !== input.avatar) await checkUploadedUrlOwner(trx, input.avatar, actor.id, 'avatar');
      }
      if (input.lead_id !== undefined) {
        const member = await trx
          .selectFrom('team_members')
          .select('role')
          .where('team_id', '=', teamId)
          .where('user_id', '=', input.lead_id)
          .executeTakeFirst();
        if (!member)
          throw new AppError(400, 'VALIDATION_ERROR', TEAM_MESSAGES.newLeadNotMember, [{ path: 'lead_id', message: TEAM_MESSAGES.newLeadNotMember }]);
        if (member.role !== 'lead') {
          await trx.updateTable('team_members').set({ role: 'member' }).where('team_id', '=', teamId).where('role', '=', 'lead').execute();
          await trx.updateTable('team_members').set({ role: 'lead' }).where('team_id', '=', teamId).where('user_id', '=', input.lead_id).execute();
        }
      }
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
        ...(input.focus_area !== undefined ? { focus_area: input.focus_area } : {}),
      };
      if (Object.keys(changes).length > 0) await trx.updateTable('teams').set(changes).where('id', '=', teamId).execute();
      if (asAdmin) await recordAudit(trx, { actorId: actor.id, action: 'team.updated', targetType: 'team', targetId: teamId, details: { ...input }, now });
    });
  } catch (error) {
    if (isNameTaken(error)) throw new AppError(409, 'CONFLICT', TEAM_MESSAGES.nameTaken);
    throw error;
  }
  return getTeam(database.db, teamId, actor.id);
}

/**
 * Deletes a team with its memberships, invitations and project links (the lead or an admin; an admin's deletion of
 * a team they do not lead is recorded in the audit log).
 * @throws AppError 404 'Team not found'; 403 'Only the team lead can do this'
 */
export async function deleteTeam(database: Database, actor: TeamActor, teamId: number, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const { asAdmin } = await assertRunsTeam(trx, actor, teamId);
    const team = await trx.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirstOrThrow();
    const lead = await leadOf(trx, teamId);
    await removeTeamRows(trx, teamId);
    if (asAdmin)
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'team.deleted',
        targetType: 'team',
        targetId: teamId,
        details: { name: team.name, lead_id: lead },
        now,
      });
  });
}

/**
 * Deletes a team's rows: its memberships, invitations and project links, then the team (the foreign keys cascade too;
 * deleting them first keeps SQLite without foreign keys right as well).
 * @param trx an open transaction
 */
export async function removeTeamRows(trx: Db, teamId: number): Promise<void> {
  await trx.deleteFrom('team_projects').where('team_id', '=', teamId).execute();
  await trx.deleteFrom('team_invitations').where('team_id', '=', teamId).execute();
  await trx.deleteFrom('team_members').where('team_id', '=', teamId).execute();
  await trx.deleteFrom('teams').where('id', '=', teamId).execute();
}
