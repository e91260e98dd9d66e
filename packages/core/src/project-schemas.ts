import { z } from 'zod';
import { PROJECT_DESCRIPTION_MIN, PROJECT_TITLE_MIN } from './constants.ts';
import { emailSchema } from './email.ts';
import { dedupeNames, PROJECT_STATUSES } from './project.ts';

/*
 * Project validation (SPEC §5 Project, Create project form), kept apart from ./project.ts so that pages
 * which only display projects do not load zod.
 */

/** Status field: 'Invalid project status' (SPEC §5 Project). Accepts 'in-progress' as in the sample data. */
export const projectStatusSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/[-\s]/g, '_') : v),
  z.enum(PROJECT_STATUSES, { error: 'Invalid project status' }),
);

const urlField = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} is too long`)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), `${label} must be a valid URL`)
    .nullable()
    .transform((v) => (v ? v : null))
    .optional();

const nameList = (label: string, max: number) =>
  z
    .array(z.string().trim().max(40, `${label} names must be at most 40 characters long`), {
      error: `${label} must be a list of names`,
    })
    .max(max, `At most ${max} ${label.toLowerCase()}`)
    .transform((names) => dedupeNames(names));

const titleSchema = z
  .string({ error: 'Project title is required' })
  .trim()
  .min(1, { message: 'Project title is required', abort: true })
  .min(PROJECT_TITLE_MIN, 'Title must be at least 5 characters long')
  .max(120, 'Title must be at most 120 characters long');

const descriptionSchema = z
  .string({ error: 'Project description is required' })
  .trim()
  .min(1, { message: 'Project description is required', abort: true })
  .min(PROJECT_DESCRIPTION_MIN, 'Description must be at least 20 characters long')
  .max(5000, 'Description must be at most 5000 characters long');

const categorySchema = z
  .string({ error: 'Project category is required' })
  .trim()
  .min(1, { message: 'Project category is required', abort: true })
  .max(40, 'Category must be at most 40 characters long');

/**
 * `POST /api/projects` body (SPEC §3 Project create payload, §5 Project, Create project form).
 * The creator is always the signed-in user; contributors are emails of existing users.
 */
export const projectCreateSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  category: categorySchema,
  status: projectStatusSchema.default('draft'),
  github_link: urlField('GitHub link').default(null),
  live_url: urlField('Live URL').default(null),
  image: urlField('Image URL').default(null),
  /** SPEC §3: the image is "sent as image_url"; accepted as an alias of `image`. */
  image_url: urlField('Image URL'),
  cost: z.number({ error: 'Cost must be a number' }).int('Cost must be a whole number of cents').min(0, 'Cost cannot be negative').max(10_000_000).optional().default(0),
  technologies: nameList('Technologies', 20).default([]),
  tags: nameList('Tags', 20).default([]),
  contributors: z.array(emailSchema, { error: 'Contributors must be a list of emails' }).max(20, 'At most 20 contributors').default([]),
});
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export type ProjectCreate = z.output<typeof projectCreateSchema>;

/** `PUT /api/projects/{id}` body: any subset of the create fields. */
export const projectUpdateSchema = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  category: categorySchema.optional(),
  status: projectStatusSchema.optional(),
  github_link: urlField('GitHub link'),
  live_url: urlField('Live URL'),
  image: urlField('Image URL'),
  image_url: urlField('Image URL'),
  cost: z.number({ error: 'Cost must be a number' }).int('Cost must be a whole number of cents').min(0, 'Cost cannot be negative').max(10_000_000).optional(),
  technologies: nameList('Technologies', 20).optional(),
  tags: nameList('Tags', 20).optional(),
  contributors: z.array(emailSchema).max(20, 'At most 20 contributors').optional(),
});
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;


/**
 * `POST /api/admin/projects` body (SPEC §5 Project 'User ID is required', §7): the owner's id plus the
 * create fields. A numeric string is accepted for the id (admin forms send select values).
 */
export const adminProjectCreateSchema = projectCreateSchema.extend({
  user_id: z.coerce
    .number({ error: 'User ID is required' })
    .int('User ID is required')
    .positive('User ID is required'),
});
export type AdminProjectCreateInput = z.input<typeof adminProjectCreateSchema>;
