import { PROJECT_CONTRIBUTORS_MAX, PROJECT_CONTRIBUTORS_TOO_MANY } from '@esdc/core/constants';
import { formatStatusLabel, splitCommaList, type Project, type ProjectStatus } from '@esdc/core/project';
import { PROJECT_COST_MAX_CENTS, projectCreateSchema, type ProjectCreateInput } from '@esdc/core/project-schemas';
import type { Image } from '@esdc/core/image';
import { z } from 'zod';
import { projectFieldValues } from './project-field-values';
import { projectImagesPayload } from './project-images-field';

/** Cost is typed in dollars with at most this many decimals (it is stored in cents). */
const COST_DECIMALS = 2;
/** Whole dollars (at most 6 digits; the cap itself is PROJECT_COST_MAX_CENTS) and up to {@link COST_DECIMALS} decimals. */
const COST_PATTERN = new RegExp(`^\\d{1,6}(\\.\\d{1,${COST_DECIMALS}})?$`);

/** Statuses a new project may start in (SPEC §4 Project status; archived is an action, not a start). */
const CREATE_STATUSES = ['draft', 'in_progress', 'completed'] as const satisfies readonly ProjectStatus[];

/** Select options for {@link CREATE_STATUSES}, labelled as the app shows statuses. */
export const CREATE_STATUS_OPTIONS = CREATE_STATUSES.map((value) => ({ value, label: formatStatusLabel(value) }));

/**
 * The create/edit project form (SPEC §5 Create project form): the core rules for title ('Project title is
 * required', 'Title must be at least 5 characters long'), description, category and links; technologies
 * and tags as comma separated text; contributors as emails; cost as dollars.
 */
export const projectFormSchema = projectCreateSchema
  .pick({ title: true, description: true, category: true, status: true, github_link: true, live_url: true, image: true })
  .extend({
    technologies: z.string().max(1000, 'Too many technologies'),
    tags: z.string().max(1000, 'Too many tags'),
    contributors: z.array(z.string()).max(PROJECT_CONTRIBUTORS_MAX, PROJECT_CONTRIBUTORS_TOO_MANY),
    /** Uploaded images, in order; the server checks them. */
    images: z.array(z.custom<Image>()),
    cover_image_id: z.number().nullable(),
    cost: z
      .string()
      .trim()
      .refine((v) => v === '' || COST_PATTERN.test(v), { message: `Cost must be a number with at most ${COST_DECIMALS} decimals`, abort: true })
      .refine((v) => v === '' || Math.round(Number(v) * 100) <= PROJECT_COST_MAX_CENTS, 'Cost is too large'),
  });
/** What the form holds. */
export type ProjectFormValues = z.input<typeof projectFormSchema>;
/** What the form submits. */
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

/** An empty form (create). */
export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  title: '',
  description: '',
  category: '',
  status: 'draft',
  github_link: '',
  live_url: '',
  image: '',
  technologies: '',
  tags: '',
  contributors: [],
  images: [],
  cover_image_id: null,
  cost: '',
};

/** The form filled from a stored project (edit). */
export function projectToFormValues(project: Project): ProjectFormValues {
  return {
    ...projectFieldValues(project),
    image: project.image ?? '',
    technologies: project.technologies.map((t) => t.name).join(', '),
    tags: project.tags.map((t) => t.name).join(', '),
    contributors: project.contributors.map((c) => c.email),
    images: project.images,
    cover_image_id: project.cover_image?.id ?? null,
    cost: project.cost > 0 ? (project.cost / 100).toFixed(2) : '',
  };
}

/** The request body: lists split on commas (trimmed, empties dropped), images by id with the cover, cost in integer cents. */
export function formToPayload(values: ProjectFormOutput): ProjectCreateInput {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    status: values.status,
    github_link: values.github_link,
    live_url: values.live_url,
    image: values.image,
    technologies: splitCommaList(values.technologies),
    tags: splitCommaList(values.tags),
    contributors: values.contributors,
    ...projectImagesPayload(values.images, values.cover_image_id),
    cost: values.cost ? Math.round(Number(values.cost) * 100) : 0,
  };
}
