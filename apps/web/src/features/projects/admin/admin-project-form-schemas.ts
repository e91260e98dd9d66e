import type { Project } from '@esdc/core/project';
import { projectCreateSchema, type ProjectUpdateInput } from '@esdc/core/project-schemas';
import type { Image } from '@esdc/core/image';
import { z } from 'zod';
import type { AdminProjectCreate } from '../api/create-admin-project';
import { projectFieldValues } from '../components/project-field-values';
import { projectImagesPayload } from '../components/project-images-field';
import { changedFields } from '../../../components/admin/changed-fields';

/** The fields both admin project forms take from the core project rules (SPEC §5 Project). */
const CORE_FIELDS = { title: true, description: true, category: true, status: true, github_link: true } as const;

/** Uploaded images of both admin project forms, in order, and the cover. */
const IMAGE_FIELDS = { images: z.array(z.custom<Image>()), cover_image_id: z.number().nullable() };

/**
 * The admin create-project form (SPEC §5 Admin create-project form, Project): an owner (user id required,
 * 'User ID is required'), Title and Description required (with the project minimums), a category, a status
 * and an optional GitHub URL.
 */
export const createProjectFormSchema = projectCreateSchema.pick(CORE_FIELDS).extend({
  ...IMAGE_FIELDS,
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
export const EMPTY_CREATE_PROJECT_FORM: CreateProjectFormValues = {
  owner: null,
  title: '',
  description: '',
  category: '',
  status: 'draft',
  github_link: '',
  images: [],
  cover_image_id: null,
};

/** The `POST /api/admin/projects` body. */
export function createProjectPayload(v: CreateProjectFormOutput): AdminProjectCreate {
  return {
    user_id: v.owner.id,
    title: v.title,
    description: v.description,
    category: v.category,
    status: v.status,
    github_link: v.github_link ?? null,
    ...projectImagesPayload(v.images, v.cover_image_id),
  };
}

/** The admin edit-project form: title, description, category, status, GitHub link, live URL and uploaded images. */
export const editProjectFormSchema = projectCreateSchema.pick({ ...CORE_FIELDS, live_url: true }).extend(IMAGE_FIELDS);
/** What the edit form holds. */
export type EditProjectFormValues = z.input<typeof editProjectFormSchema>;
/** What the edit form submits. */
export type EditProjectFormOutput = z.output<typeof editProjectFormSchema>;

/** The edit form filled from a stored project. */
export function projectToEditValues(p: Project): EditProjectFormValues {
  return { ...projectFieldValues(p), images: p.images, cover_image_id: p.cover_image?.id ?? null };
}

/** The `PUT /api/admin/projects/{id}` body: only what changed (an unchanged status is not re-applied). */
export function editProjectPayload(p: Project, v: EditProjectFormOutput): ProjectUpdateInput {
  const body: ProjectUpdateInput = changedFields(p, v, ['title', 'description', 'category', 'status', 'github_link', 'live_url']);
  const images = projectImagesPayload(v.images, v.cover_image_id);
  if (images.image_ids.join() !== p.images.map((i) => i.id).join()) body.image_ids = images.image_ids;
  if (images.cover_image_id !== (p.cover_image?.id ?? null)) body.cover_image_id = images.cover_image_id;
  return body;
}
