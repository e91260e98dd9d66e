import type { Project } from '@esdc/core/project';
import { projectCreateSchema, type ProjectUpdateInput } from '@esdc/core/project-schemas';
import { z } from 'zod';
import type { AdminProjectCreate } from '../api/create-admin-project';

const shape = projectCreateSchema.shape;

/**
 * The admin create-project form (SPEC §5 Admin create-project form, Project): an owner (user id required,
 * 'User ID is required'), Title and Description required (with the project minimums), a category, a status
 * and an optional GitHub URL.
 */
export const createProjectFormSchema = z.object({
  owner: z
    .object({ id: z.number(), name: z.string(), email: z.string() })
    .nullable()
    .transform((v, ctx) => {
      if (v) return v;
      ctx.addIssue({ code: 'custom', message: 'User ID is required' });
      return z.NEVER;
    }),
  title: shape.title,
  description: shape.description,
  category: shape.category,
  status: shape.status,
  github_link: shape.github_link,
});
/** What the create form holds. */
export type CreateProjectFormValues = z.input<typeof createProjectFormSchema>;
/** What the create form submits. */
export type CreateProjectFormOutput = z.output<typeof createProjectFormSchema>;

/** An empty create form (status draft). */
export const EMPTY_CREATE_PROJECT_FORM: CreateProjectFormValues = { owner: null, title: '', description: '', category: '', status: 'draft', github_link: '' };

/** The `POST /api/admin/projects` body. */
export function createProjectPayload(v: CreateProjectFormOutput): AdminProjectCreate {
  return { user_id: v.owner.id, title: v.title, description: v.description, category: v.category, status: v.status, github_link: v.github_link ?? null };
}

/** The admin edit-project form: title, description, category, status, GitHub link and live URL. */
export const editProjectFormSchema = z.object({
  title: shape.title,
  description: shape.description,
  category: shape.category,
  status: shape.status,
  github_link: shape.github_link,
  live_url: shape.live_url,
});
/** What the edit form holds. */
export type EditProjectFormValues = z.input<typeof editProjectFormSchema>;
/** What the edit form submits. */
export type EditProjectFormOutput = z.output<typeof editProjectFormSchema>;

/** The edit form filled from a stored project. */
export function projectToEditValues(p: Project): EditProjectFormValues {
  return { title: p.title, description: p.description, category: p.category ?? '', status: p.status, github_link: p.github_link ?? '', live_url: p.live_url ?? '' };
}

/** The `PUT /api/admin/projects/{id}` body: only what changed (an unchanged status is not re-applied). */
export function editProjectPayload(p: Project, v: EditProjectFormOutput): ProjectUpdateInput {
  const body: ProjectUpdateInput = {};
  if (v.title !== p.title) body.title = v.title;
  if (v.description !== p.description) body.description = v.description;
  if (v.category !== p.category) body.category = v.category;
  if (v.status !== p.status) body.status = v.status;
  if ((v.github_link ?? null) !== (p.github_link ?? null)) body.github_link = v.github_link ?? null;
  if ((v.live_url ?? null) !== (p.live_url ?? null)) body.live_url = v.live_url ?? null;
  return body;
}
