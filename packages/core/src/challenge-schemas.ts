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

/*
 * Challenge validation shared by the admin form and the server (issue "Games, challenges and the leaderboard" §2).
 */

const title = z
  .string({ error: 'Challenge title is required' })
  .trim()
  .min(1, { message: 'Challenge title is required', abort: true })
  .min(CHALLENGE_TITLE_MIN, `Title must be at least ${CHALLENGE_TITLE_MIN} characters long`)
  .max(CHALLENGE_TITLE_MAX, `Title must be at most ${CHALLENGE_TITLE_MAX} characters long`);

const description = z
  .string({ error: 'Challenge description is required' })
  .trim()
  .min(1, { message: 'Challenge description is required', abort: true })
  .min(CHALLENGE_DESCRIPTION_MIN, `Description must be at least ${CHALLENGE_DESCRIPTION_MIN} characters long`)
  .max(CHALLENGE_DESCRIPTION_MAX, `Description must be at most ${CHALLENGE_DESCRIPTION_MAX} characters long`);

const category = z.enum(CHALLENGE_CATEGORIES, { error: 'Invalid challenge category' });
const difficulty = z.enum(CHALLENGE_DIFFICULTIES, { error: 'Invalid challenge difficulty' });
const visibility = z.enum(CHALLENGE_VISIBILITIES, { error: 'Invalid challenge visibility' });

const points = z.coerce
  .number({ error: 'Points must be a number' })
  .int('Points must be a whole number')
  .min(CHALLENGE_POINTS_MIN, `Points must be between ${CHALLENGE_POINTS_MIN} and ${CHALLENGE_POINTS_MAX}`)
  .max(CHALLENGE_POINTS_MAX, `Points must be between ${CHALLENGE_POINTS_MIN} and ${CHALLENGE_POINTS_MAX}`);

const answer = z
  .string({ error: 'Answer is required' })
  .trim()
  .min(1, 'Answer is required')
  .max(CHALLENGE_ANSWER_MAX, `Answer must be at most ${CHALLENGE_ANSWER_MAX} characters long`);

/** An optional regular expression (JavaScript syntax, matched against the whole normalised answer). */
const answerPattern = z
  .string()
  .trim()
  .max(CHALLENGE_PATTERN_MAX, `Answer pattern must be at most ${CHALLENGE_PATTERN_MAX} characters long`)
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
  .array(z.string().trim().min(1, 'Hints cannot be empty').max(CHALLENGE_HINT_MAX, `Hints must be at most ${CHALLENGE_HINT_MAX} characters long`), {
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
  answer: z
    .string()
    .trim()
    .max(CHALLENGE_ANSWER_MAX, `Answer must be at most ${CHALLENGE_ANSWER_MAX} characters long`)
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
  answer: z
    .string({ error: CHALLENGE_MESSAGES.answerRequired })
    .trim()
    .min(1, CHALLENGE_MESSAGES.answerRequired)
    .max(CHALLENGE_ANSWER_MAX, `Answer must be at most ${CHALLENGE_ANSWER_MAX} characters long`),
});
export type SubmissionInput = z.input<typeof submissionSchema>;

/** `GET /api/challenges` query: filters and paging. `status` filters by the viewer's solved marks. */
export const challengeListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), category.optional()),
  difficulty: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), difficulty.optional()),
  status: z.enum(['all', 'solved', 'unsolved'], { error: 'Invalid status filter' }).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ChallengeListQuery = z.output<typeof challengeListQuerySchema>;
