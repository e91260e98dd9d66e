import type { Db } from '../../db/db.ts';

/**
 * Who made a project: its owner and its contributors (a team shows the projects of its members, features/teams).
 * @param db the database or a transaction
 * @param projectId the project's id
 * @returns the owner's id and the contributors' ids, or null when there is no such project
 */
export async function projectMakers(db: Db, projectId: number): Promise<{ ownerId: number; contributorIds: number[] } | null> {
  const project = await db.selectFrom('projects').select('user_id').where('id', '=', projectId).executeTakeFirst();
  if (!project) return null;
  const contributors = await db.selectFrom('project_contributors').select('user_id').where('project_id', '=', projectId).execute();
  return { ownerId: project.user_id, contributorIds: contributors.map((c) => c.user_id) };
}
