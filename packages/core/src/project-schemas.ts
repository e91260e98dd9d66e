import { z } from 'zod';
import { PROJECT_CONTRIBUTORS_MAX, PROJECT_CONTRIBUTORS_TOO_MANY, PROJECT_DESCRIPTION_MIN, PROJECT_TITLE_MIN } from './constants.ts';
import { emailSchema } from './email.ts';
import { INT32_MAX, textSchema, wholeNumberSchema } from './input.ts';
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
  textSchema({ label, max: 500, maxMessage: `${label} is too long` })
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), `${label} must be a valid URL`)
    .nullable()
    .transform((v) => (v ? v : null))
    .optional();

const nameList = (label: string, max: number) =>
  z
    .array(textSchema({ label: `${label} names`, max: 40 }), {
      error: `${label} must be a list of names`,
    })
    .max(max, `At most ${max} ${label.toLowerCase()}`)
    .transform((names) => dedupeNames(names));

const titleSchema = textSchema({
  label: 'Title',
  max: 120,
  min: PROJECT_TITLE_MIN,
  requiredMessage: 'Project title is required',
});

const descriptionSchema = textSchema({
  label: 'Description',
  max: 5000,
  min: PROJECT_DESCRIPTION_MIN,
  requiredMessage: 'Project description is required',
});

const categorySchema = textSchema({ label: 'Category', max: 40, requiredMessage: 'Project category is required' });

/** The largest cost of a project, in cents ($100,000.00). */
export const PROJECT_COST_MAX_CENTS = 10_000_000;

const costSchema = z
  .number({ error: 'Cost must be a number' })
  .int('Cost must be a whole number of cents')
  .min(0, 'Cost cannot be negative')
  .max(PROJECT_COST_MAX_CENTS, 'Cost is too large');

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
  cost: costSchema.optional().default(0),
  technologies: nameList('Technologies', 20).default([]),
  tags: nameList('Tags', 20).default([]),
  contributors: z.array(emailSchema, { error: 'Contributors must be a list of emails' }).max(PROJECT_CONTRIBUTORS_MAX, PROJECT_CONTRIBUTORS_TOO_MANY).default([]),
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
  cost: costSchema.optional(),
  technologies: nameList('Technologies', 20).optional(),
  tags: nameList('Tags', 20).optional(),
  contributors: z.array(emailSchema, { error: 'Contributors must be a list of emails' }).max(PROJECT_CONTRIBUTORS_MAX, PROJECT_CONTRIBUTORS_TOO_MANY).optional(),
});
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;


/**
 * `POST /api/admin/projects` body (SPEC §5 Project 'User ID is required', §7): the owner's id plus the
 * create fields. A numeric string is accepted for the id (admin forms send select values).
 */
export const adminProjectCreateSchema = projectCreateSchema.extend({
  user_id: wholeNumberSchema({ message: 'User ID is required', min: 1, max: INT32_MAX }),
});
export type AdminProjectCreateInput = z.input<typeof adminProjectCreateSchema>;
