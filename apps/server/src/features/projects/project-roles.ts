import type { Db } from '../../db/db.ts';

/*
 * Who works on a project (SPEC §3 Project: its owner and contributors), for the features whose things a project owns
 * (planning boards). Read through ./public.ts.
 */

/** A project's role of a member. */
export type ProjectRole = 'owner' | 'contributor';

/**
 * A member's role in a project (planning boards owned by a project).
 * @param db the database or a transaction
 * @param projectId the project's id
 * @param userId the member's id
 * @returns 'owner', 'contributor', or null when neither (or the project does not exist)
 */
export async function projectRole(db: Db, projectId: number, userId: number): Promise<ProjectRole | null> {
  const project = await db.selectFrom('projects').select('user_id').where('id', '=', projectId).executeTakeFirst();
  if (!project) return null;
  if (project.user_id === userId) return 'owner';
  const contributor = await db
    .selectFrom('project_contributors')
    .select('user_id')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return contributor ? 'contributor' : null;
}

/**
 * The ids of the projects a member owns or contributes to.
 * @param db the database or a transaction
 * @param userId the member's id
 * @returns project ids, in no particular order
 */
export async function projectIdsOf(db: Db, userId: number): Promise<number[]> {
  const [owned, contributed] = await Promise.all([
    db.selectFrom('projects').select('id').where('user_id', '=', userId).execute(),
    db.selectFrom('project_contributors').select('project_id as id').where('user_id', '=', userId).execute(),
  ]);
  return [...new Set([...owned, ...contributed].map((r) => r.id))];
}

/** A project as another feature names it: its title, its owner and its contributors (in the order they were added). */
export interface ProjectPeople {
  id: number;
  title: string;
  ownerId: number;
  contributorIds: number[];
}

/**
 * The title, owner and contributors of some projects.
 * @param db the database or a transaction
 * @param projectIds the projects' ids (missing ones are left out)
 * @returns by project id
 */
export async function projectPeople(db: Db, projectIds: readonly number[]): Promise<Map<number, ProjectPeople>> {
  const byId = new Map<number, ProjectPeople>();
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return byId;
  const [projects, contributors] = await Promise.all([
    db.selectFrom('projects').select(['id', 'title', 'user_id']).where('id', 'in', ids).execute(),
    db.selectFrom('project_contributors').select(['project_id', 'user_id']).where('project_id', 'in', ids).orderBy('created_at').orderBy('user_id').execute(),
  ]);
  for (const p of projects) byId.set(p.id, { id: p.id, title: p.title, ownerId: p.user_id, contributorIds: [] });
  for (const c of contributors) byId.get(c.project_id)?.contributorIds.push(c.user_id);
  return byId;
}

/**
 * Whether a project exists.
 * @param db the database or a transaction
 * @param projectId the project's id
 */
export async function projectExists(db: Db, projectId: number): Promise<boolean> {
  return (await db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()) !== undefined;
}
