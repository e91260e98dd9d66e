import type { AdminChallenge } from '@esdc/core/challenge';
import { challengeCreateSchema, challengeUpdateSchema } from '@esdc/core/challenge-schemas';
import { describe, expect, it } from 'vitest';
import {
  challengeToFormValues,
  createChallengeFormSchema,
  createChallengePayload,
  editChallengeFormSchema,
  editChallengePayload,
  EMPTY_CHALLENGE_FORM,
  type ChallengeFormValues,
} from './challenge-form-schema';

const stored: AdminChallenge = {
  id: 4,
  title: 'Volatile registers',
  description: 'Why must a memory-mapped register be declared `volatile` in C?',
  description_html: '',
  category: 'C',
  difficulty: 'Medium',
  points: 100,
  hints: ['Think about the optimiser.', 'What may change behind the compiler’s back?'],
  visibility: 'public',
  solve_count: 3,
  solved: false,
  solved_at: null,
  created_at: '2024-09-01T10:00:00.000Z',
  updated_at: '2024-09-01T10:00:00.000Z',
  answer_pattern: null,
  submission_count: 9,
};

const filled = (over: Partial<ChallengeFormValues> = {}): ChallengeFormValues => ({
  ...EMPTY_CHALLENGE_FORM,
  title: 'Ohm’s law',
  description: 'A 5 V supply drives 10 mA through a resistor. How many ohms?',
  answer: '500',
  ...over,
});

/** What the edit form submits for the stored challenge after these edits. */
const edit = (over: Partial<ChallengeFormValues> = {}) =>
  editChallengePayload(stored, editChallengeFormSchema.parse({ ...challengeToFormValues(stored), ...over }));

describe('admin create-challenge form', () => {
  it('sends points as a number, hint rows as texts and no pattern as null', () => {
    const body = createChallengePayload(
      createChallengeFormSchema.parse(filled({ points: '250', hints: [{ text: ' Use V = I·R ' }, { text: 'Mind the units' }] })),
    );
    expect(body).toEqual({
      title: 'Ohm’s law',
      description: 'A 5 V supply drives 10 mA through a resistor. How many ohms?',
      category: 'C',
      difficulty: 'Easy',
      points: 250,
      answer: '500',
      answer_pattern: null,
      hints: ['Use V = I·R', 'Mind the units'],
      visibility: 'public',
    });
    expect(challengeCreateSchema.safeParse(body).success).toBe(true);
  });

  it('keeps an answer pattern when one is given', () => {
    expect(createChallengePayload(createChallengeFormSchema.parse(filled({ answer_pattern: ' ^500\\s*(ohms?|Ω)?$ ' }))).answer_pattern).toBe(
      '^500\\s*(ohms?|Ω)?$',
    );
  });

  it('requires an answer, refuses an empty hint and more than five hints', () => {
    const issues = (v: ChallengeFormValues) => {
      const r = createChallengeFormSchema.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(issues(filled({ answer: '' }))).toContain('Answer is required');
    expect(issues(filled({ hints: [{ text: '  ' }] }))).toContain('Hints cannot be empty');
    expect(issues(filled({ hints: Array.from({ length: 6 }, (_, i) => ({ text: `hint ${i}` })) }))).toContain('At most 5 hints');
    expect(issues(filled({ points: '0' }))).toContain('Points must be between 1 and 1000');
  });
});

describe('admin edit-challenge form', () => {
  it('starts with a blank answer (the stored one never reaches the browser) and sends nothing when unchanged', () => {
    expect(challengeToFormValues(stored)).toMatchObject({
      answer: '',
      points: '100',
      hints: [{ text: 'Think about the optimiser.' }, { text: 'What may change behind the compiler’s back?' }],
    });
    expect(edit()).toEqual({});
  });

  it('sends only the fields that changed, points as a number', () => {
    expect(edit({ title: 'Volatile, explained', points: '150', visibility: 'members' })).toEqual({
      title: 'Volatile, explained',
      points: 150,
      visibility: 'members',
    });
  });

  it('sends a new answer only when one is typed', () => {
    expect(edit({ answer: '  optimiser  ' })).toEqual({ answer: 'optimiser' });
    expect(edit({ answer: '   ' })).toEqual({});
  });

  it('sends a cleared pattern as null and a new one as text', () => {
    const withPattern = { ...stored, answer_pattern: '^volatile$' };
    expect(editChallengePayload(withPattern, editChallengeFormSchema.parse({ ...challengeToFormValues(withPattern), answer_pattern: '' }))).toEqual({
      answer_pattern: null,
    });
    expect(edit({ answer_pattern: '^volatile$' })).toEqual({ answer_pattern: '^volatile$' });
  });

  it('sends the whole hint list when a hint is edited, removed or reordered', () => {
    const [first, second] = stored.hints as [string, string];
    expect(edit({ hints: [{ text: first }] })).toEqual({ hints: [first] });
    expect(edit({ hints: [{ text: second }, { text: first }] })).toEqual({ hints: [second, first] });
    expect(edit({ hints: [{ text: first }, { text: 'Another hint' }] })).toEqual({ hints: [first, 'Another hint'] });
  });

  it('builds bodies the server’s update schema accepts', () => {
    expect(challengeUpdateSchema.safeParse(edit({ points: '150', answer: 'optimiser', answer_pattern: '^volatile$' })).success).toBe(true);
  });
});
