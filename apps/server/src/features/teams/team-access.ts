import { can, type Actor } from '@esdc/core/permissions';
import { TEAM_MESSAGES } from '@esdc/core/team';
import type { Db } from '../../db/db.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { teamRole } from './public.ts';

/*
 * Who runs a team (docs/requirements.md §2 Teams): its lead, or an admin ('team:manage') for any team. An admin's
 * change to a team they do not lead is recorded in the audit log.
 */

/** The signed-in member acting on a team. */
export type TeamActor = Actor & { name: string };

/**
 * Checks that a team exists and that the actor may run it.
 * @param db the database or a transaction
 * @param actor the signed-in member
 * @param teamId the team's id
 * @returns `asAdmin`: the actor acts as an admin (they are not the team's lead), so the change is audited
 * @throws AppError 404 'Team not found'; 403 'Only the team lead can do this'
 */
export async function assertRunsTeam(db: Db, actor: TeamActor, teamId: number): Promise<{ asAdmin: boolean }> {
  const team = await db.selectFrom('teams').select('id').where('id', '=', teamId).executeTakeFirst();
  if (!team) throw notFound(TEAM_MESSAGES.teamNotFound);
  if (actor.status === 'active' && (await teamRole(db, teamId, actor.id)) === 'lead') return { asAdmin: false };
  if (can(actor, 'team:manage')) return { asAdmin: true };
  throw forbidden(TEAM_MESSAGES.notLead);
}

/** The lead's id of a team, or null (a team being deleted). */
export async function leadOf(db: Db, teamId: number): Promise<number | null> {
  const row = await db.selectFrom('team_members').select('user_id').where('team_id', '=', teamId).where('role', '=', 'lead').executeTakeFirst();
  return row?.user_id ?? null;
}
