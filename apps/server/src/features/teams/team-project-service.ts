import { TEAM_MESSAGES } from '@esdc/core/team';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { projectPeople } from '../projects/public.ts';
import { assertRunsTeam, type TeamActor } from './team-access.ts';

/*
 * A team's projects (docs/requirements.md §2 Teams): the lead (or an admin) adds a project owned by or contributed to
 * by a member of the team, and takes projects off the team's page.
 */

/**
 * Adds a project to a team's page.
 * @throws AppError 404 'Team not found', 'Project not found'; 403 'Only the team lead can do this'; 400 'Only projects
 *   owned by or contributed to by a team member can be added'; 409 'This project is already on the team'
 */
export async function addTeamProject(database: Database, actor: TeamActor, teamId: number, projectId: number, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await assertRunsTeam(trx, actor, teamId);
    const makers = (await projectPeople(trx, [projectId])).get(projectId);
    if (!makers) throw notFound(TEAM_MESSAGES.projectNotFound);
    const members = new Set((await trx.selectFrom('team_members').select('user_id').where('team_id', '=', teamId).execute()).map((m) => m.user_id));
    if (![makers.ownerId, ...makers.contributorIds].some((id) => members.has(id))) {
      throw new AppError(400, 'VALIDATION_ERROR', TEAM_MESSAGES.projectNotEligible, [{ path: 'project_id', message: TEAM_MESSAGES.projectNotEligible }]);
    }
    const there = await trx
      .selectFrom('team_projects')
      .select('project_id')
      .where('team_id', '=', teamId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (there) throw new AppError(409, 'CONFLICT', TEAM_MESSAGES.projectAlreadyAdded);
    await trx.insertInto('team_projects').values({ team_id: teamId, project_id: projectId, created_at: now.toISOString() }).execute();
  });
}

/**
 * Takes a project off a team's page.
 * @throws AppError 404 'Team not found', 'This project is not on the team'; 403 'Only the team lead can do this'
 */
export async function removeTeamProject(database: Database, actor: TeamActor, teamId: number, projectId: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await assertRunsTeam(trx, actor, teamId);
    const removed = await trx.deleteFrom('team_projects').where('team_id', '=', teamId).where('project_id', '=', projectId).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound(TEAM_MESSAGES.projectNotOnTeam);
  });
}
