import { z } from 'zod';
import { listEnvelope } from './api.ts';
import { EVENT_MODES, EVENT_STATUSES } from './event.ts';
import {
  HACKATHON_CRITERIA_MAX,
  HACKATHON_CRITERION_MAX,
  HACKATHON_CRITERION_POINTS_MAX,
  HACKATHON_MESSAGES,
  HACKATHON_TEAM_SIZE_MAX,
  HACKATHON_TEAM_SIZE_MIN,
  HACKATHON_TRACK_MAX,
  HACKATHON_TRACKS_MAX,
  HACKATHON_WINNER_POINTS_MAX,
  SUBMISSION_DESCRIPTION_MAX,
  SUBMISSION_TITLE_MAX,
  SUBMISSION_URL_MAX,
} from './hackathon.ts';
import { bodyIdSchema, idParamsSchema, pageQueryShape, textSchema, wholeNumberSchema } from './input.ts';

/*
 * Hackathons (SPEC §2 Hackathons): what the routes take and answer; the same schemas drive the web forms. The texts,
 * limits and the ranking rule are in ./hackathon.ts.
 */

/** ISO-8601 date and time with a zone (Z or ±hh:mm). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
/** An https link. */
const HTTPS = /^https:\/\/[^\s/]+\S*$/i;

export const hackathonParamsSchema = idParamsSchema('hackathon');
export const submissionParamsSchema = idParamsSchema('submission');
export const hackathonJudgeParamsSchema = z.object({ id: hackathonParamsSchema.shape.id, userId: idParamsSchema('user').shape.id });
/** `/api/hackathons/{id}/teams/{teamId}`: a registered team of a hackathon. */
export const hackathonTeamParamsSchema = z.object({ id: hackathonParamsSchema.shape.id, teamId: idParamsSchema('team').shape.id });

/** A member as hackathons name them. */
export const hackathonMemberSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() }).meta({ id: 'HackathonMember' });
export type HackathonMember = z.infer<typeof hackathonMemberSchema>;

const teamRefSchema = z.object({ id: z.number().int(), name: z.string() });
const criterionSchema = z.object({ criterion: z.string(), max: z.number().int() }).meta({ id: 'RubricCriterion' });

/** A hackathon as the list shows it. */
export const hackathonSummarySchema = z
  .object({
    id: z.number().int().describe('The event’s id'),
    title: z.string(),
    status: z.enum(EVENT_STATUSES),
    start_date: z.string().describe('ISO-8601 UTC'),
    end_date: z.string().describe('ISO-8601 UTC'),
    location: z.string().nullable().describe('Null for an online event’s meeting link (on the event’s page)'),
    mode: z.enum(EVENT_MODES),
    tracks: z.array(z.string()),
    team_count: z.number().int().nonnegative().describe('Teams registered'),
    submission_deadline: z.string().describe('ISO-8601 UTC: the set deadline, else the event’s end'),
    results_published: z.boolean(),
    registration_open: z.boolean().describe('Teams may register: the event is published or under way, the deadline has not passed and it has tracks'),
  })
  .meta({ id: 'HackathonSummary' });
export type HackathonSummary = z.infer<typeof hackathonSummarySchema>;

/** A team registered for a hackathon, with the members it had when it registered. */
export const hackathonEntrySchema = z
  .object({
    id: z.number().int(),
    team: teamRefSchema,
    track: z.string(),
    members: z.array(hackathonMemberSchema),
    submission_id: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'HackathonEntry' });
export type HackathonEntry = z.infer<typeof hackathonEntrySchema>;

/** A hackathon's page: the event, its set-up, teams and judges, and what the viewer may do. */
export const hackathonSchema = hackathonSummarySchema
  .extend({
    description_html: z.string().describe('The event’s description rendered and sanitised'),
    rubric: z.array(criterionSchema),
    team_size_min: z.number().int(),
    team_size_max: z.number().int(),
    deadline_set: z.boolean().describe('False: the deadline is the event’s end'),
    judging_open: z.boolean(),
    results_published_at: z.string().nullable(),
    winner_points: z.number().int().describe('Points each member of a track’s winning team earns when results are published'),
    submissions_open: z.boolean().describe('The deadline has not passed and the event is not cancelled'),
    entries: z.array(hackathonEntrySchema),
    judges: z.array(hackathonMemberSchema),
    viewer: z.object({
      can_manage: z.boolean().describe('The event’s creator, a listed organiser or an admin'),
      can_appoint_judges: z.boolean(),
      is_judge: z.boolean(),
      entry_id: z.number().int().nullable().describe('The viewer’s registered team'),
      teams_led: z.array(z.object({ id: z.number().int(), name: z.string(), size: z.number().int() })).describe('Teams the viewer leads'),
      withdrawable_team_ids: z
        .array(z.number().int())
        .describe('Registered teams the viewer may withdraw now: the ones they lead (any, for an admin) while teams may still withdraw'),
    }),
  })
  .meta({ id: 'Hackathon' });
export type Hackathon = z.infer<typeof hackathonSchema>;

export const hackathonListQuerySchema = z.object({ ...pageQueryShape({ defaultLimit: 20, maxLimit: 50 }) });
export const hackathonPageSchema = listEnvelope(hackathonSummarySchema);

const trackName = textSchema({ label: 'Track name', max: HACKATHON_TRACK_MAX, requiredMessage: HACKATHON_MESSAGES.trackRequired, singleLine: true });
const teamSize = wholeNumberSchema({ message: HACKATHON_MESSAGES.teamSize, min: HACKATHON_TEAM_SIZE_MIN, max: HACKATHON_TEAM_SIZE_MAX });
const distinct = (names: readonly string[]) => new Set(names.map((n) => n.toLowerCase())).size === names.length;

/** The fields of a hackathon's set-up (the seed content reuses them). */
export const hackathonSettingsShape = {
  tracks: z
    .array(trackName, { error: HACKATHON_MESSAGES.tracksRequired })
    .min(1, HACKATHON_MESSAGES.tracksRequired)
    .max(HACKATHON_TRACKS_MAX, HACKATHON_MESSAGES.tracksTooMany)
    .refine(distinct, HACKATHON_MESSAGES.tracksDistinct),
  rubric: z
    .array(
      z.object({
        criterion: textSchema({ label: 'Criterion', max: HACKATHON_CRITERION_MAX, requiredMessage: HACKATHON_MESSAGES.criterionRequired, singleLine: true }),
        max: wholeNumberSchema({ message: HACKATHON_MESSAGES.criterionMax, min: 1, max: HACKATHON_CRITERION_POINTS_MAX }),
      }),
      { error: HACKATHON_MESSAGES.criterionRequired },
    )
    .max(HACKATHON_CRITERIA_MAX, HACKATHON_MESSAGES.criteriaTooMany)
    .refine((r) => distinct(r.map((c) => c.criterion)), HACKATHON_MESSAGES.criteriaDistinct)
    .describe('[{criterion, max}]: what judges score, each from 0 to its max'),
  team_size_min: teamSize,
  team_size_max: teamSize,
  submission_deadline: z
    .string({ error: HACKATHON_MESSAGES.invalidDeadline })
    .max(40, HACKATHON_MESSAGES.invalidDeadline)
    .refine((v) => ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), { message: HACKATHON_MESSAGES.invalidDeadline, abort: true })
    .transform((v) => new Date(v).toISOString())
    .nullable()
    .describe('ISO-8601 with a zone; null: the event’s end'),
  judging_open: z.boolean({ error: 'Judging open must be true or false' }),
  winner_points: wholeNumberSchema({ message: HACKATHON_MESSAGES.winnerPoints, min: 0, max: HACKATHON_WINNER_POINTS_MAX }),
};

/** `PUT /api/hackathons/{id}`: the organiser's set-up (SPEC §2 Hackathons, Set-up). */
export const hackathonSettingsSchema = z.object(hackathonSettingsShape).superRefine((v, ctx) => {
  if (v.team_size_min > v.team_size_max) ctx.addIssue({ code: 'custom', path: ['team_size_max'], message: HACKATHON_MESSAGES.teamSizeOrder });
});
export type HackathonSettingsInput = z.input<typeof hackathonSettingsSchema>;
export type HackathonSettings = z.output<typeof hackathonSettingsSchema>;

/** `POST /api/hackathons/{id}/teams`: the lead registers their team, in a track (optional when there is one). */
export const hackathonTeamInputSchema = z.object({
  team_id: bodyIdSchema('team'),
  track: textSchema({ label: 'Track', max: HACKATHON_TRACK_MAX, singleLine: true }).optional(),
});
export type HackathonTeamInput = z.input<typeof hackathonTeamInputSchema>;

/** A project a registered team may link to its submission: one owned by or contributed to by a member of the entry. */
export const hackathonTeamProjectSchema = z.object({ id: z.number().int(), title: z.string() }).meta({ id: 'HackathonTeamProject' });
export type HackathonTeamProject = z.infer<typeof hackathonTeamProjectSchema>;

/** `POST /api/hackathons/{id}/judges`. */
export const hackathonJudgeInputSchema = z.object({ user_id: bodyIdSchema('user') });

const httpsUrl = (label: string, message: string) =>
  textSchema({ label, max: SUBMISSION_URL_MAX, maxMessage: `${label} is too long` }).refine((v) => v === '' || HTTPS.test(v), message);

/** A submission's fields (SPEC §2 Hackathons, Submissions); `PUT /api/submissions/{id}` takes these. */
export const submissionFieldsSchema = z.object({
  title: textSchema({ label: 'Title', max: SUBMISSION_TITLE_MAX, requiredMessage: HACKATHON_MESSAGES.submissionTitleRequired, singleLine: true }),
  description: textSchema({ label: 'Description', max: SUBMISSION_DESCRIPTION_MAX, requiredMessage: HACKATHON_MESSAGES.submissionDescriptionRequired }),
  repository_url: httpsUrl('Repository link', HACKATHON_MESSAGES.repositoryUrl).refine((v) => v !== '', HACKATHON_MESSAGES.repositoryUrl),
  demo_url: httpsUrl('Demo video link', HACKATHON_MESSAGES.demoUrl)
    .nullable()
    .transform((v) => (v ? v : null))
    .optional()
    .describe('An https link; absent or empty: none'),
  project_id: bodyIdSchema('project').nullable().optional().describe('A project owned by or contributed to by a team member'),
});
export type SubmissionFieldsInput = z.input<typeof submissionFieldsSchema>;
export type SubmissionFields = z.output<typeof submissionFieldsSchema>;

/** `POST /api/hackathons/{id}/submissions`: a team member submits for their registered team. */
export const submissionCreateSchema = submissionFieldsSchema.extend({ team_id: bodyIdSchema('team') });
export type SubmissionCreate = z.output<typeof submissionCreateSchema>;

/** `POST /api/submissions/{id}/scores`: a judge's score per criterion of the rubric. */
export const scoresInputSchema = z.object({
  scores: z.record(z.string(), z.unknown(), { error: HACKATHON_MESSAGES.scoresRequired }),
});

/** A team's submission. */
export const hackathonSubmissionSchema = z
  .object({
    id: z.number().int(),
    entry_id: z.number().int(),
    team: teamRefSchema,
    track: z.string(),
    title: z.string(),
    description: z.string(),
    repository_url: z.string(),
    demo_url: z.string().nullable(),
    project: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    can_edit: z.boolean().describe('The viewer is in the team and the deadline has not passed'),
    can_score: z.boolean().describe('The viewer is a judge not in the team and judging is open'),
    my_scores: z.record(z.string(), z.number().int()).nullable().describe('The viewer’s scores as a judge'),
  })
  .meta({ id: 'HackathonSubmission' });
export type HackathonSubmission = z.infer<typeof hackathonSubmissionSchema>;

/** A judge's saved scores. */
export const scoreSetSchema = z
  .object({
    submission_id: z.number().int(),
    scores: z.record(z.string(), z.number().int()),
    total: z.number().int().describe('The sum of the criteria'),
    updated_at: z.string(),
  })
  .meta({ id: 'HackathonScoreSet' });
export type ScoreSet = z.infer<typeof scoreSetSchema>;

/** The results: per track, the submissions in ranking order. */
export const hackathonResultsSchema = z
  .object({
    published_at: z.string().nullable().describe('Null: a preview only the organisers and admins see'),
    tracks: z.array(
      z.object({
        track: z.string(),
        submissions: z.array(
          z.object({
            rank: z.number().int().nullable().describe('Null: nobody scored it'),
            submission_id: z.number().int(),
            title: z.string(),
            team: teamRefSchema,
            total: z.number().nullable().describe('Average over the judges of the sum of criteria, 2 decimals'),
            judges: z.number().int(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'HackathonResults' });
export type HackathonResults = z.infer<typeof hackathonResultsSchema>;
