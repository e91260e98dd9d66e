import { z } from 'zod';
import { envelope, listEnvelope } from './api.ts';
import { idParamsSchema, pageQueryShape, searchQuerySchema, textSchema, wholeNumberSchema } from './input.ts';
import {
  JOB_APPLICATION_STATUSES,
  JOB_COMPANY_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_LOCATION_MAX,
  JOB_MESSAGES,
  JOB_PAGE_SIZE,
  JOB_SALARY_LABEL_MAX,
  JOB_SALARY_MAX,
  JOB_TITLE_MAX,
  JOB_TYPES,
} from './jobs.ts';

/*
 * Jobs (SPEC §2 Jobs): what the routes take and answer; the same posting schema drives the web editor. Messages are
 * the spec's style ('Title is required').
 */

/** ISO-8601 date and time with a zone (Z or ±hh:mm). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A member named on a posting or an application. */
export const jobPersonSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() }).meta({ id: 'JobPerson' });
export type JobPerson = z.infer<typeof jobPersonSchema>;

export const jobTypeSchema = z.enum(JOB_TYPES, { error: JOB_MESSAGES.invalidType });
export const jobApplicationStatusSchema = z.enum(JOB_APPLICATION_STATUSES, { error: JOB_MESSAGES.invalidStatus });

/** The viewer's own application on a posting. */
export const myJobApplicationSchema = z.object({ id: z.number().int(), status: jobApplicationStatusSchema }).meta({ id: 'MyJobApplicationRef' });

/** One posting. */
export const jobSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    company: z.string(),
    location: z.string(),
    remote: z.boolean(),
    type: jobTypeSchema,
    salary_min: z.number().int().nullable(),
    salary_max: z.number().int().nullable(),
    salary_label: z.string().nullable().describe("Currency or period, e.g. 'EUR per month'"),
    deadline: z.string().describe('ISO-8601 UTC; after it the posting leaves the public list and takes no applications'),
    description: z.string().describe('Markdown source'),
    description_html: z.string().describe('The description rendered and sanitised'),
    apply_url: z.string().nullable().describe('External https link; null: apply in the app'),
    poster: jobPersonSchema.nullable().describe('Who posted it; null once they deleted their account'),
    open: z.boolean().describe('The deadline has not passed'),
    can_edit: z.boolean().describe('The viewer is the poster or an admin'),
    my_application: myJobApplicationSchema.nullable().describe("The viewer's application, if any"),
    application_count: z.number().int().nullable().describe('For the poster and admins; null for everyone else'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

const boolFilter = (message: string) =>
  z
    .enum(['true', 'false'], { error: message })
    .transform((v) => v === 'true')
    .optional();

/** `GET /api/jobs` query: filters and paging. `mine=true` lists the viewer's own postings, expired ones too. */
export const jobListQuerySchema = z.object({
  type: z.enum(JOB_TYPES, { error: JOB_MESSAGES.invalidType }).optional(),
  remote: boolFilter(JOB_MESSAGES.invalidRemote),
  q: searchQuerySchema(),
  mine: boolFilter('Mine must be true or false'),
  ...pageQueryShape({ defaultLimit: JOB_PAGE_SIZE, maxLimit: 50 }),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

const salarySchema = wholeNumberSchema({ message: JOB_MESSAGES.invalidSalary, min: 0, max: JOB_SALARY_MAX }).nullable().optional();

/** `POST /api/jobs` and `PUT /api/jobs/{id}`: the whole posting, trimmed. */
export const jobInputSchema = z
  .object({
    title: textSchema({ label: 'Title', max: JOB_TITLE_MAX, requiredMessage: JOB_MESSAGES.titleRequired, singleLine: true }),
    company: textSchema({ label: 'Company', max: JOB_COMPANY_MAX, requiredMessage: JOB_MESSAGES.companyRequired, singleLine: true }),
    location: textSchema({ label: 'Location', max: JOB_LOCATION_MAX, requiredMessage: JOB_MESSAGES.locationRequired, singleLine: true }),
    remote: z.boolean({ error: JOB_MESSAGES.invalidRemote }),
    type: jobTypeSchema,
    salary_min: salarySchema,
    salary_max: salarySchema,
    salary_label: textSchema({ label: 'Salary label', max: JOB_SALARY_LABEL_MAX, singleLine: true })
      .nullable()
      .transform((v) => (v ? v : null))
      .optional(),
    deadline: z
      .string({ error: JOB_MESSAGES.invalidDeadline })
      .max(40, JOB_MESSAGES.invalidDeadline)
      .refine((v) => ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), { message: JOB_MESSAGES.invalidDeadline, abort: true })
      .transform((v) => new Date(v).toISOString())
      .describe('ISO-8601 with a zone; may be in the past'),
    description: textSchema({ label: 'Description', max: JOB_DESCRIPTION_MAX, requiredMessage: JOB_MESSAGES.descriptionRequired }).describe('Markdown source'),
    apply_url: textSchema({ label: 'Apply link', max: 500, maxMessage: 'Apply link is too long' })
      .refine((v) => v === '' || /^https:\/\/[^\s/]+\S*$/i.test(v), JOB_MESSAGES.invalidApplyUrl)
      .nullable()
      .transform((v) => (v ? v : null))
      .optional()
      .describe('An https link to apply elsewhere; absent or empty: members apply in the app'),
  })
  .superRefine((v, ctx) => {
    if (v.salary_min != null && v.salary_max != null && v.salary_min > v.salary_max) {
      ctx.addIssue({ code: 'custom', path: ['salary_max'], message: JOB_MESSAGES.salaryOrder });
    }
  })
  .meta({ id: 'JobFields' });
export type JobInput = z.infer<typeof jobInputSchema>;
export type JobInputFields = z.input<typeof jobInputSchema>;

/** One application, as the poster (and the applicant) sees it. */
export const jobApplicationSchema = z
  .object({
    id: z.number().int(),
    job_id: z.number().int(),
    job_title: z.string(),
    company: z.string(),
    applicant: jobPersonSchema.nullable(),
    cover_note: z.string(),
    cv_name: z.string(),
    cv_bytes: z.number().int(),
    cv_url: z.string().describe('Authenticated download: the applicant, the poster and admins'),
    status: jobApplicationStatusSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'JobApplication' });
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** Lists of applications (a posting's, or the member's own). */
export const jobApplicationListSchema = listEnvelope(jobApplicationSchema);

/** Paging of the application lists. */
export const jobApplicationListQuerySchema = z.object({ ...pageQueryShape({ defaultLimit: 50, maxLimit: 100 }) });
export type JobApplicationListQuery = z.infer<typeof jobApplicationListQuerySchema>;

/** `PATCH /api/job-applications/{id}`: the new status. */
export const jobApplicationStatusInputSchema = z.object({ status: jobApplicationStatusSchema }).meta({ id: 'JobApplicationStatusChange' });

/** The cover note of `POST /api/jobs/{id}/applications` (a multipart text field). */
export const coverNoteSchema = textSchema({
  label: 'Cover note',
  max: 5000,
  requiredMessage: JOB_MESSAGES.coverNoteRequired,
  maxMessage: JOB_MESSAGES.coverNoteTooLong,
});

/** Path params `{ id }` of a job application: 'Invalid application id', 404 'Application not found'. */
export const jobApplicationParamsSchema = idParamsSchema('application');

/** Path params `{ id }` of a posting: 'Invalid job id', 404 'Job not found'. */
export const jobParamsSchema = idParamsSchema('job');

/** A member an admin made a job partner (`GET /api/admin/jobs/partners`). */
export const jobPartnerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    added_at: z.string().describe('When they were made a partner, ISO-8601 UTC'),
    postings: z.number().int().describe('How many postings they have'),
  })
  .meta({ id: 'JobPartner' });
export type JobPartner = z.infer<typeof jobPartnerSchema>;

/** `GET /api/admin/jobs/partners` answer. */
export const jobPartnerListSchema = listEnvelope(jobPartnerSchema);

/** `GET /api/jobs` meta: whether the viewer may post jobs (the page shows 'Post a job'). */
export const jobListMetaSchema = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int(), can_post: z.boolean() });

/** `GET /api/jobs` answer: one page of postings, the nearest deadline first, with the total and `can_post`. */
export const jobPageSchema = z.object({ success: z.literal(true), data: z.array(jobSchema), message: z.string().optional(), meta: jobListMetaSchema });

/** `POST /api/my/job-searches`: the filters to save (SPEC §2 Jobs, saved searches); each one left out matches every posting. */
export const jobSavedSearchInputSchema = z.object({
  type: jobTypeSchema.nullable().optional(),
  remote: z.boolean({ error: JOB_MESSAGES.invalidRemote }).nullable().optional(),
  q: searchQuerySchema().nullable(),
});
export type JobSavedSearchInput = z.input<typeof jobSavedSearchInputSchema>;

/** A saved search of the member's (SPEC §2 Jobs): its filters, null where it matches every posting. */
export const jobSavedSearchSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(JOB_TYPES).nullable(),
    remote: z.boolean().nullable(),
    q: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'JobSavedSearch' });
export type JobSavedSearch = z.infer<typeof jobSavedSearchSchema>;

/** `GET /api/my/job-searches` answer: the member's saved searches, newest first. */
export const jobSavedSearchListSchema = envelope(z.array(jobSavedSearchSchema));

/** `/api/my/job-searches/{id}` path. */
export const jobSavedSearchParamsSchema = idParamsSchema('saved search');
