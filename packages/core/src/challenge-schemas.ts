import { z } from 'zod';
import {
  CHALLENGE_ANSWER_MAX,
  CHALLENGE_CATEGORIES,
  CHALLENGE_DESCRIPTION_MAX,
  CHALLENGE_DESCRIPTION_MIN,
  CHALLENGE_DIFFICULTIES,
  CHALLENGE_HINT_MAX,
  CHALLENGE_HINTS_MAX,
  CHALLENGE_MESSAGES,
  CHALLENGE_PATTERN_MAX,
  CHALLENGE_POINTS_MAX,
  CHALLENGE_POINTS_MIN,
  CHALLENGE_TITLE_MAX,
  CHALLENGE_TITLE_MIN,
  CHALLENGE_VISIBILITIES,
} from './challenge.ts';
import { listEnvelope, pageMetaSchema } from './api.ts';
import { pageQueryShape, searchQuerySchema, textSchema, wholeNumberSchema } from './input.ts';

/*
 * Challenge validation shared by the admin form and the server (SPEC §2 Challenges), and the shapes the
 * challenge routes answer (their response schemas: /api/docs shows them, Fastify serialises through them).
 */

const title = textSchema({
  label: 'Title',
  max: CHALLENGE_TITLE_MAX,
  min: CHALLENGE_TITLE_MIN,
  requiredMessage: 'Challenge title is required',
  singleLine: true,
});

const description = textSchema({
  label: 'Description',
  max: CHALLENGE_DESCRIPTION_MAX,
  min: CHALLENGE_DESCRIPTION_MIN,
  requiredMessage: 'Challenge description is required',
});

const category = z.enum(CHALLENGE_CATEGORIES, { error: 'Invalid challenge category' });
const difficulty = z.enum(CHALLENGE_DIFFICULTIES, { error: 'Invalid challenge difficulty' });
const visibility = z.enum(CHALLENGE_VISIBILITIES, { error: 'Invalid challenge visibility' });

/** Points of a challenge: a number or plain decimal digits (admin forms send input values); never a boolean. */
const points = wholeNumberSchema({
  message: `Points must be between ${CHALLENGE_POINTS_MIN} and ${CHALLENGE_POINTS_MAX}`,
  typeMessage: 'Points must be a number',
  intMessage: 'Points must be a whole number',
  min: CHALLENGE_POINTS_MIN,
  max: CHALLENGE_POINTS_MAX,
});

const answer = textSchema({ label: 'Answer', max: CHALLENGE_ANSWER_MAX, requiredMessage: 'Answer is required' });

/** An optional regular expression (RE2 syntax, checked by the server when saved; matched against the whole normalised answer). */
const answerPattern = textSchema({ label: 'Answer pattern', max: CHALLENGE_PATTERN_MAX })
  .refine((p) => {
    if (!p) return true;
    try {
      new RegExp(p, 'u');
      return true;
    } catch {
      return false;
    }
  }, 'Answer pattern is not a valid regular expression')
  .nullable()
  .transform((p) => (p ? p : null))
  .optional();

const hints = z
  .array(textSchema({ label: 'Hints', max: CHALLENGE_HINT_MAX, requiredMessage: 'Hints cannot be empty' }), {
    error: 'Hints must be a list of texts',
  })
  .max(CHALLENGE_HINTS_MAX, `At most ${CHALLENGE_HINTS_MAX} hints`);

/** `POST /api/admin/challenges` body: the expected answer is stored only as a hash of its normalised form. */
export const challengeCreateSchema = z.object({
  title,
  description,
  category,
  difficulty,
  points,
  answer,
  answer_pattern: answerPattern,
  hints: hints.default([]),
  visibility: visibility.default('public'),
});
export type ChallengeCreateInput = z.input<typeof challengeCreateSchema>;
export type ChallengeCreate = z.output<typeof challengeCreateSchema>;

/** `PUT /api/admin/challenges/{id}` body: any subset; an omitted or empty `answer` keeps the stored one. */
export const challengeUpdateSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  category: category.optional(),
  difficulty: difficulty.optional(),
  points: points.optional(),
  answer: textSchema({ label: 'Answer', max: CHALLENGE_ANSWER_MAX })
    .transform((a) => (a ? a : undefined))
    .optional(),
  answer_pattern: answerPattern,
  hints: hints.optional(),
  visibility: visibility.optional(),
});
export type ChallengeUpdateInput = z.input<typeof challengeUpdateSchema>;
export type ChallengeUpdate = z.output<typeof challengeUpdateSchema>;

/** `POST /api/challenges/{id}/submissions` body. */
export const submissionSchema = z.object({
  answer: textSchema({ label: 'Answer', max: CHALLENGE_ANSWER_MAX, requiredMessage: CHALLENGE_MESSAGES.answerRequired }),
});
export type SubmissionInput = z.input<typeof submissionSchema>;

/** `GET /api/challenges` query: filters and paging. `status` filters by the viewer's solved marks. */
export const challengeListQuerySchema = z.object({
  q: searchQuerySchema(),
  category: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), category.optional()),
  difficulty: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), difficulty.optional()),
  status: z.enum(['all', 'solved', 'unsolved'], { error: 'Invalid status filter' }).default('all'),
  ...pageQueryShape({ defaultLimit: 50, maxLimit: 100 }),
});
export type ChallengeListQuery = z.output<typeof challengeListQuerySchema>;

/** Plain-text excerpt length of the list answers, in characters (before the ellipsis). */
export const CHALLENGE_EXCERPT_MAX = 160;

/** Fields of a challenge as members see it; the expected answer, its hash and its salt are never among them. */
const challengeShape = {
  id: z.number().int(),
  title: z.string(),
  description: z.string().describe('The description as written: markdown source'),
  description_html: z
    .string()
    .describe(
      'The description rendered on the server (marked, GitHub-flavoured) and sanitised with an allow-list: headings, paragraphs, lists, quotes, ' +
        'pre/code (a language-* class only), emphasis, tables, links (absolute http, https and mailto URLs only, always rel="noopener noreferrer nofollow") ' +
        'and images (https only); scripts, styles, iframes, event handlers and other URLs removed. Safe to insert into a page as it is',
    ),
  category: z.enum(CHALLENGE_CATEGORIES),
  difficulty: z.enum(CHALLENGE_DIFFICULTIES),
  points: z.number().int().describe(`Points awarded for the first correct answer (${CHALLENGE_POINTS_MIN}–${CHALLENGE_POINTS_MAX})`),
  hints: z.array(z.string()),
  visibility: z
    .enum(CHALLENGE_VISIBILITIES)
    .describe(
      "'public': everyone, signed out too; 'members': signed-in members (signed out: not listed, detail 401); " +
        "'hidden': admins only, through the admin API (drafts and retired challenges; takes no submissions)",
    ),
  solve_count: z.number().int().nonnegative().describe('Members who solved it'),
  solved: z.boolean().describe('Whether the signed-in viewer solved it (false when signed out)'),
  solved_at: z.string().nullable().describe('When the viewer solved it (ISO-8601 UTC); null when unsolved or signed out'),
  created_at: z.string().describe('ISO-8601 UTC'),
  updated_at: z.string().describe('ISO-8601 UTC'),
};

/** What an admin sees besides: how answers are checked (never the answer's hash) and how often it was tried. */
const adminShape = {
  answer_pattern: z
    .string()
    .nullable()
    .describe('The optional regular expression (RE2 syntax) the whole normalised answer may match instead of the hashed answer; null when none'),
  submission_count: z.number().int().nonnegative().describe('All submissions, right and wrong'),
};

/** The card text of the list answers. */
const excerptShape = {
  excerpt: z
    .string()
    .describe(
      `A plain-text excerpt of the description for cards, derived on the server from the markdown: code blocks, headings, tables, images and HTML dropped, ` +
        `link texts kept, whitespace collapsed, cut at a word boundary at ${CHALLENGE_EXCERPT_MAX} characters with an ellipsis ('' when nothing is left)`,
    ),
};

/** A challenge as members see it (`GET /api/challenges/{id}`). */
export const challengeSchema = z.object(challengeShape).meta({ id: 'Challenge' });
export type Challenge = z.infer<typeof challengeSchema>;

/** One item of `GET /api/challenges`: the challenge and its plain-text excerpt. */
export const challengeListItemSchema = z.object({ ...challengeShape, ...excerptShape }).meta({ id: 'ChallengeListItem' });
export type ChallengeListItem = z.infer<typeof challengeListItemSchema>;

/** A challenge as admins see it (`/api/admin/challenges/{id}`, create, update): adds the answer pattern and the submission count. */
export const adminChallengeSchema = z.object({ ...challengeShape, ...adminShape }).meta({ id: 'AdminChallenge' });
export type AdminChallenge = z.infer<typeof adminChallengeSchema>;

/** One item of `GET /api/admin/challenges`: the admin's challenge and its plain-text excerpt. */
export const adminChallengeListItemSchema = z.object({ ...challengeShape, ...adminShape, ...excerptShape }).meta({ id: 'AdminChallengeListItem' });
export type AdminChallengeListItem = z.infer<typeof adminChallengeListItemSchema>;

/** `meta` of `GET /api/challenges`: the page, and how many of all the challenges the viewer may see they solved. */
export const challengeListMetaSchema = pageMetaSchema.extend({
  solved: z
    .number()
    .int()
    .nonnegative()
    .describe('How many of all the challenges visible to the viewer they solved: the filters do not change it; 0 when signed out'),
});
export type ChallengeListMeta = z.infer<typeof challengeListMetaSchema>;

/** The whole answer of `GET /api/challenges`: the items, with the paging and the viewer's solved count in `meta`. */
export const challengeListEnvelopeSchema = listEnvelope(challengeListItemSchema).extend({ meta: challengeListMetaSchema });

/** What `POST /api/challenges/{id}/submissions` answers (201); a wrong answer is a result too, not an error. */
export const submissionResultSchema = z
  .object({
    correct: z.boolean(),
    already_solved: z.boolean().describe('True when the member had solved it before this submission (nothing is awarded again)'),
    points_awarded: z.number().int().nonnegative().describe('Points added by this submission: 0 unless it is the first correct one'),
    points: z.number().int().describe("The member's points after the submission"),
    completed_challenges: z.number().int().nonnegative().describe("The member's completed challenges after the submission"),
  })
  .meta({ id: 'SubmissionResult' });
export type SubmissionResult = z.infer<typeof submissionResultSchema>;
