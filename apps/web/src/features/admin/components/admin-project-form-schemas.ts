import type { Project } from '@esdc/core/project';
import { projectCreateSchema, type ProjectUpdateInput } from '@esdc/core/project-schemas';
import { z } from 'zod';
import type { AdminProjectCreate } from '../api/create-admin-project';
import { projectFieldValues } from '../../../components/project-field-values';
import { changedFields } from './changed-fields';

/** The fields both admin project forms take from the core project rules (SPEC §5 Project). */
const CORE_FIELDS = { title: true, description: true, category: true, status: true, github_link: true } as const;

/**
 * The admin create-project form (SPEC §5 Admin create-project form, Project): an owner (user id required,
 * 'User ID is required'), Title and Description required (with the project minimums), a category, a status
 * and an optional GitHub URL.
 */
export const createProjectFormSchema = projectCreateSchema.pick(CORE_FIELDS).extend({
  owner: z
    .object({ id: z.number(), name: z.string(), email: z.string() })
    .nullable()
    .transform((v, ctx) => {
      if (v) return v;
      ctx.addIssue({ code: 'custom', message: 'User ID is required' });
      return z.NEVER;
    }),
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
export const editProjectFormSchema = projectCreateSchema.pick({ ...CORE_FIELDS, live_url: true });
/** What the edit form holds. */
export type EditProjectFormValues = z.input<typeof editProjectFormSchema>;
/** What the edit form submits. */
export type EditProjectFormOutput = z.output<typeof editProjectFormSchema>;

/** The edit form filled from a stored project. */
export function projectToEditValues(p: Project): EditProjectFormValues {
  return projectFieldValues(p);
}

/** The `PUT /api/admin/projects/{id}` body: only what changed (an unchanged status is not re-applied). */
export function editProjectPayload(p: Project, v: EditProjectFormOutput): ProjectUpdateInput {
  return changedFields(p, v, ['title', 'description', 'category', 'status', 'github_link', 'live_url']);
}
