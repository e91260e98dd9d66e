import { CHALLENGE_HINTS_MAX, type AdminChallenge } from '@esdc/core/challenge';
import { challengeCreateSchema, challengeUpdateSchema, type ChallengeCreateInput, type ChallengeUpdateInput } from '@esdc/core/challenge-schemas';
import { fromDigits } from '@esdc/core/input';
import { z } from 'zod';
import { changedFields } from '../../../components/admin/changed-fields';

const shape = challengeCreateSchema.shape;

/** Fields the server may name in a validation failure. */
export const CHALLENGE_FIELDS = ['title', 'description', 'category', 'difficulty', 'points', 'answer', 'answer_pattern', 'hints', 'visibility'] as const;
/** One hint's rule, taken from the core schema ('Hints cannot be empty', at most 500 characters). */
const hintText = shape.hints.unwrap().element;
/** Hints as form rows ({ text }), so react-hook-form can add and remove them; at most five ('At most 5 hints'). */
const hintRows = z.array(z.object({ text: hintText })).max(CHALLENGE_HINTS_MAX, `At most ${CHALLENGE_HINTS_MAX} hints`);

/**
 * The admin create-challenge form (SPEC §2 Admin panel Challenges tab; core `challengeCreateSchema` and its messages): title, markdown
 * description, category, difficulty, points, the expected answer (required), an optional answer pattern, hints
 * and visibility.
 */
export const createChallengeFormSchema = z.object({
  title: shape.title,
  description: shape.description,
  category: shape.category,
  difficulty: shape.difficulty,
  // Typed as text: digits become the number the API takes.
  points: fromDigits(shape.points),
  answer: shape.answer,
  answer_pattern: shape.answer_pattern,
  hints: hintRows,
  visibility: shape.visibility,
});

/** The admin edit-challenge form: as the create form, but a blank answer keeps the stored one (core `challengeUpdateSchema`). */
export const editChallengeFormSchema = createChallengeFormSchema.extend({ answer: challengeUpdateSchema.shape.answer.unwrap() });

/** What the challenge forms hold (points as typed). */
export type ChallengeFormValues = z.input<typeof createChallengeFormSchema>;
/** What the create form submits. */
export type CreateChallengeFormOutput = z.output<typeof createChallengeFormSchema>;
/** What the edit form submits. */
export type EditChallengeFormOutput = z.output<typeof editChallengeFormSchema>;

/** An empty create form: the first category, Easy, 50 points, public, no hints. */
export const EMPTY_CHALLENGE_FORM: ChallengeFormValues = {
  title: '',
  description: '',
  category: 'C',
  difficulty: 'Easy',
  points: '50',
  answer: '',
  answer_pattern: '',
  hints: [],
  visibility: 'public',
};

/**
 * The `POST /api/admin/challenges` body from the create form.
 * @param v the validated form
 * @returns the body (hint rows flattened to texts; no pattern as null)
 */
export function createChallengePayload(v: CreateChallengeFormOutput): ChallengeCreateInput {
  return {
    title: v.title,
    description: v.description,
    category: v.category,
    difficulty: v.difficulty,
    points: v.points,
    answer: v.answer,
    answer_pattern: v.answer_pattern ?? null,
    hints: v.hints.map((h) => h.text),
    visibility: v.visibility,
  };
}

/**
 * The edit form filled from a stored challenge (the answer is never sent to the browser, so it starts blank).
 * @param c the challenge as the admin list returned it
 */
export function challengeToFormValues(c: AdminChallenge): ChallengeFormValues {
  return {
    title: c.title,
    description: c.description,
    category: c.category,
    difficulty: c.difficulty,
    points: String(c.points),
    answer: '',
    answer_pattern: c.answer_pattern ?? '',
    hints: c.hints.map((text) => ({ text })),
    visibility: c.visibility,
  };
}

/**
 * The `PUT /api/admin/challenges/{id}` body: only what changed (a blank answer is left out and keeps the stored
 * one; a cleared pattern is sent as null).
 * @param c the challenge before the edit
 * @param v the validated form
 * @returns the changed fields ({} when nothing changed)
 */
export function editChallengePayload(c: AdminChallenge, v: EditChallengeFormOutput): ChallengeUpdateInput {
  const body: ChallengeUpdateInput = changedFields(c, v, ['title', 'category', 'difficulty', 'points', 'answer_pattern', 'visibility']);
  if (v.description !== c.description.trim()) body.description = v.description;
  if (v.answer) body.answer = v.answer;
  const hints = v.hints.map((h) => h.text);
  if (hints.length !== c.hints.length || hints.some((h, i) => h !== c.hints[i])) body.hints = hints;
  return body;
}
