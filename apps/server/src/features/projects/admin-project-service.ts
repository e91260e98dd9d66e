import type { Project } from '@esdc/core/project';
import type { ProjectCreate, projectUpdateSchema } from '@esdc/core/project-schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '@esdc/core/permissions';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { createProject, deleteProject, getProject, updateProject } from './project-service.ts';

/*
 * Admin project management (SPEC §2 Admin panel Projects tab, §6 "creates and deletes users and projects",
 * §7 /api/admin/projects): the project service's rules, plus an audit entry per write.
 */

/** The acting admin, as the image rules see them (these routes run for active admins only). */
const asAdmin = (actorId: number): Actor => ({ id: actorId, role: 'admin', status: 'active' });

/**
 * Creates a project for any member (SPEC §7 POST /api/admin/projects) and records `project.created`.
 * @param ownerId the member who will own it
 * @throws AppError 404 'User not found' when the owner does not exist; 400 for unknown contributor emails
 */
export async function adminCreateProject(db: Kysely<DB>, actorId: number, ownerId: number, input: ProjectCreate, now: Date): Promise<Project> {
  const owner = await db.selectFrom('users').select('id').where('id', '=', ownerId).executeTakeFirst();
  if (!owner) throw notFound('User not found');
  const project = await createProject(db, ownerId, input, now, asAdmin(actorId));
  await recordAudit(db, {
    actorId,
    action: 'project.created',
    targetType: 'project',
    targetId: project.id,
    details: { title: project.title, user_id: ownerId },
    now,
  });
  return project;
}

/**
 * Updates any project (SPEC §4 Project status transitions apply) and records `project.updated` with the
 * names of the fields sent.
 * @throws AppError 404 'Project not found'; 400 with a transition message
 */
export async function adminUpdateProject(
  db: Kysely<DB>,
  actorId: number,
  id: number,
  input: z.output<typeof projectUpdateSchema>,
  now: Date,
): Promise<Project> {
  const project = await updateProject(db, id, input, now, asAdmin(actorId));
  await recordAudit(db, {
    actorId,
    action: 'project.updated',
    targetType: 'project',
    targetId: id,
    details: { title: project.title, fields: Object.keys(input).filter((k) => input[k as keyof typeof input] !== undefined) },
    now,
  });
  return project;
}

/**
 * Deletes any project and records `project.deleted` with its title and owner.
 * @throws AppError 404 'Project not found'
 */
export async function adminDeleteProject(db: Kysely<DB>, actorId: number, id: number, now: Date): Promise<void> {
  const project = await getProject(db, id);
  await deleteProject(db, id);
  await recordAudit(db, {
    actorId,
    action: 'project.deleted',
    targetType: 'project',
    targetId: id,
    details: { title: project.title, user_id: project.user_id },
    now,
  });
}
