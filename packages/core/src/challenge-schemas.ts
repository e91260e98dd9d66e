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
import { pageQueryShape, searchQuerySchema, textSchema, wholeNumberSchema } from './input.ts';

/*
 * Challenge validation shared by the admin form and the server (SPEC §2 Challenges).
 */

const title = textSchema({
  label: 'Title',
  max: CHALLENGE_TITLE_MAX,
  min: CHALLENGE_TITLE_MIN,
  requiredMessage: 'Challenge title is required',
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
