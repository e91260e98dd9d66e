import { z } from 'zod';
import { PROJECT_CONTRIBUTORS_MAX, PROJECT_CONTRIBUTORS_TOO_MANY, PROJECT_DESCRIPTION_MIN, PROJECT_TITLE_MIN } from './constants.ts';
import { emailSchema } from './email.ts';
import { imageSchema } from './image-schemas.ts';
import { bodyIdSchema, INT32_MAX, optionalUrlSchema, textSchema, wholeNumberSchema } from './input.ts';
import { dedupeNames, PROJECT_STATUSES } from './project.ts';
import { USER_ROLES } from './user.ts';

/*
 * Project validation (SPEC §5 Project, Create project form) and the shapes the project routes answer (SPEC §3
 * Project, Like entry), kept apart from ./project.ts so that pages which only display projects do not load zod
 * (./project.ts re-exports the answer types).
 */

/** Status field: 'Invalid project status' (SPEC §5 Project). Accepts 'in-progress' as in the sample data. */
export const projectStatusSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/[-\s]/g, '_') : v),
  z.enum(PROJECT_STATUSES, { error: 'Invalid project status' }),
);

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
  singleLine: true,
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

/** The most uploaded images a project shows. */
export const PROJECT_IMAGES_MAX = 12;

/** Uploaded images of a project, in the order shown: ids from `POST /api/images`, each at most once. */
const imageIdsSchema = z
  .array(bodyIdSchema('image'), { error: 'Images must be a list of image ids' })
  .max(PROJECT_IMAGES_MAX, `At most ${PROJECT_IMAGES_MAX} images`)
  .refine((ids) => new Set(ids).size === ids.length, 'An image can be added only once');

/** Which of the images is the cover (default: the first). */
const coverImageIdSchema = bodyIdSchema('image').nullable();

/**
 * `POST /api/projects` body (SPEC §3 Project create payload, §5 Project, Create project form).
 * The creator is always the signed-in user; contributors are emails of existing users.
 */
export const projectCreateSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  category: categorySchema,
  status: projectStatusSchema.default('draft'),
  github_link: optionalUrlSchema('GitHub link').default(null),
  live_url: optionalUrlSchema('Live URL').default(null),
  image: optionalUrlSchema('Image URL').default(null),
  /** SPEC §3: the image is "sent as image_url"; accepted as an alias of `image`. */
  image_url: optionalUrlSchema('Image URL'),
  image_ids: imageIdsSchema.default([]),
  cover_image_id: coverImageIdSchema.optional(),
  cost: costSchema.optional().default(0),
  technologies: nameList('Technologies', 20).default([]),
  tags: nameList('Tags', 20).default([]),
  contributors: z
    .array(emailSchema, { error: 'Contributors must be a list of emails' })
    .max(PROJECT_CONTRIBUTORS_MAX, PROJECT_CONTRIBUTORS_TOO_MANY)
    .default([]),
});
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export type ProjectCreate = z.output<typeof projectCreateSchema>;

/** `PUT /api/projects/{id}` body: any subset of the create fields. */
export const projectUpdateSchema = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  category: categorySchema.optional(),
  status: projectStatusSchema.optional(),
  github_link: optionalUrlSchema('GitHub link'),
  live_url: optionalUrlSchema('Live URL'),
  image: optionalUrlSchema('Image URL'),
  image_url: optionalUrlSchema('Image URL'),
  image_ids: imageIdsSchema.optional(),
  cover_image_id: coverImageIdSchema.optional(),
  cost: costSchema.optional(),
  technologies: nameList('Technologies', 20).optional(),
  tags: nameList('Tags', 20).optional(),
  contributors: z
    .array(emailSchema, { error: 'Contributors must be a list of emails' })
    .max(PROJECT_CONTRIBUTORS_MAX, PROJECT_CONTRIBUTORS_TOO_MANY)
    .optional(),
});
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;

/**
 * `POST /api/admin/projects` body (SPEC §5 Project 'User ID is required', §7): the owner's id plus the
 * create fields; the id is a JSON number.
 */
export const adminProjectCreateSchema = projectCreateSchema.extend({
  user_id: wholeNumberSchema({ message: 'User ID is required', min: 1, max: INT32_MAX }),
});
export type AdminProjectCreateInput = z.input<typeof adminProjectCreateSchema>;

/*
 * Answers (the response contract of the project routes, shown at /api/docs). Timestamps are ISO-8601 UTC strings.
 */

const isoTime = (what: string) => z.string().describe(`${what}, ISO-8601 UTC`);
const avatarField = z.string().nullable().describe("The member's picture URL, else their GitHub avatar; null when they have neither");

const technologyShape = {
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable().describe('An icon name or URL; null when none was set'),
  category: z.string().nullable().describe('e.g. Microcontroller; null for a technology first named on a project'),
  description: z.string().nullable(),
  course_link: z.string().nullable().describe('A course that teaches it (URL); null when none'),
};

/** A technology attached to a project (SPEC §3 Project technologies). */
export const technologySchema = z.object(technologyShape).meta({ id: 'Technology' });
export type Technology = z.infer<typeof technologySchema>;

/** A technology with how many projects use it (`GET /api/technologies`). */
export const technologyUsageSchema = z
  .object({ ...technologyShape, project_count: z.number().int().nonnegative().describe('How many projects use it') })
  .meta({ id: 'TechnologyUsage' });
export type TechnologyUsage = z.infer<typeof technologyUsageSchema>;

const projectTagShape = {
  id: z.number().int(),
  name: z.string(),
  color: z.string().describe('A hex colour (#rrggbb), the same for the same name'),
};

/** A tag as embedded in a project (SPEC §3 Project tags). */
export const projectTagSchema = z.object(projectTagShape).meta({ id: 'ProjectTag' });
export type ProjectTag = z.infer<typeof projectTagSchema>;

/** A tag with how many projects carry it (SPEC §3 Project tags projectCount; `GET /api/tags`). */
export const tagSchema = z
  .object({ ...projectTagShape, project_count: z.number().int().nonnegative().describe('How many projects carry it') })
  .meta({ id: 'Tag' });
export type Tag = z.infer<typeof tagSchema>;

/** A member as a project shows them (owner, contributor, like entry): id, name, username and picture. */
const memberRefShape = {
  id: z.number().int().describe("The member's id"),
  name: z.string(),
  username: z.string(),
  avatar: avatarField,
};

/** A contributor (SPEC §3 Project contributors). */
export const contributorSchema = z
  .object({
    ...memberRefShape,
    email: z.string().describe("The member's email for themself and admins, and for signed-in members when the member shows it; else an empty string"),
    role: z.enum(USER_ROLES),
    github_username: z.string().nullable(),
  })
  .meta({ id: 'Contributor' });
export type Contributor = z.infer<typeof contributorSchema>;

/** Who owns a project, as the project shows them. */
export const projectCreatorSchema = z
  .object({
    ...memberRefShape,
    id: z.number().int().describe("The owner's id (the project's user_id)"),
    github_username: z.string().nullable(),
  })
  .meta({ id: 'ProjectCreator' });
export type ProjectCreator = z.infer<typeof projectCreatorSchema>;

/**
 * A project as the API returns it (SPEC §3 Project): its fields, owner, technologies and tags (by name),
 * contributors (in the order they were added) and whether the viewer likes it.
 */
export const projectSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    status: z.enum(PROJECT_STATUSES),
    image: z.string().nullable().describe('External image URL; null shows the bundled placeholder unless there is a cover_image'),
    images: z.array(imageSchema).describe('Uploaded images, in the order shown'),
    cover_image: imageSchema.nullable().describe('The uploaded image cards show (one of images); null when none, then `image` is shown'),
    github_link: z.string().nullable(),
    live_url: z.string().nullable(),
    cost: z.number().int().nonnegative().describe('In cents'),
    likes: z.number().int().nonnegative().describe('How many members like it (never below zero)'),
    views: z.number().int().nonnegative().describe('Views counted by POST /api/projects/{id}/views (once per viewer per hour)'),
    user_id: z.number().int().describe("The owner's id"),
    creator: projectCreatorSchema,
    technologies: z.array(technologySchema).describe('By name'),
    tags: z.array(projectTagSchema).describe('By name'),
    contributors: z.array(contributorSchema).describe('In the order they were added'),
    liked_by_me: z.boolean().describe('Whether the signed-in viewer likes it; false for signed-out visitors and in answers to writes'),
    created_at: isoTime('When it was created'),
    updated_at: isoTime('When it last changed'),
    completed_at: z.string().nullable().describe('When it was last completed, ISO-8601 UTC; null until it is completed'),
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof projectSchema>;

/**
 * A like entry (SPEC §3 Like entry): the member who liked and when. `GET /api/projects/{id}/likes` is public,
 * so the entry carries no email; the Who Liked list shows the name, avatar, username and date.
 */
export const likeSchema = z
  .object({
    ...memberRefShape,
    liked_at: isoTime('When they liked it'),
  })
  .meta({ id: 'Like' });
export type Like = z.infer<typeof likeSchema>;

/** The answer to a like or unlike (SPEC §4): the project's like count after it, and whether the caller now likes it. */
export const projectLikeCountSchema = z.object({
  likes: z.number().int().nonnegative().describe("The project's likes after the call"),
  liked: z.boolean().describe('Whether the caller now likes it'),
});
export type ProjectLikeCount = z.infer<typeof projectLikeCountSchema>;

/** The answer to a counted view (SPEC §4 "opening a detail increments views"): the views after the call, and whether it counted. */
export const projectViewCountSchema = z.object({
  views: z.number().int().nonnegative().describe("The project's views after the call"),
  counted: z.boolean().describe('False when this viewer was already counted within the hour'),
});
export type ProjectViewCount = z.infer<typeof projectViewCountSchema>;
