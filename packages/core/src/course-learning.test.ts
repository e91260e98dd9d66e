import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptsLeft,
  CERTIFICATE_CODE_ALPHABET,
  certificateCodeFromBytes,
  certificateFileName,
  certificatePath,
  courseProgress,
  hasEarnedCertificate,
  isAnswerCorrect,
  isCertificateCode,
  lessonNeighbours,
  mayRevealAnswers,
  newCertificateCode,
  nextLessonId,
  normaliseCertificateCode,
  normaliseShortAnswer,
  percentDown,
  scorePercent,
  type ScorableQuestion,
  scoreAttempt,
} from './course-learning.ts';
import { certificateCodeParamsSchema, examAttemptInputSchema, examSchema } from './course-learning-schemas.ts';

const single: ScorableQuestion = {
  id: 1,
  kind: 'single',
  options: [
    { id: 11, correct: false },
    { id: 12, correct: true },
    { id: 13, correct: false },
  ],
  accepted_answers: [],
};
const multiple: ScorableQuestion = {
  id: 2,
  kind: 'multiple',
  options: [
    { id: 21, correct: true },
    { id: 22, correct: false },
    { id: 23, correct: true },
  ],
  accepted_answers: [],
};
const short: ScorableQuestion = { id: 3, kind: 'short', options: [], accepted_answers: ['Pull-up resistor', 'pullup'] };

describe('isAnswerCorrect', () => {
  it('single: exactly the one correct option', () => {
    expect(isAnswerCorrect(single, { question_id: 1, option_ids: [12] })).toBe(true);
    expect(isAnswerCorrect(single, { question_id: 1, option_ids: [12, 12] })).toBe(true);
    expect(isAnswerCorrect(single, { question_id: 1, option_ids: [11] })).toBe(false);
    expect(isAnswerCorrect(single, { question_id: 1, option_ids: [11, 12] })).toBe(false);
    expect(isAnswerCorrect(single, { question_id: 1, option_ids: [] })).toBe(false);
    expect(isAnswerCorrect(single, { question_id: 1, text: '12' })).toBe(false);
    expect(isAnswerCorrect(single, undefined)).toBe(false);
  });

  it('multiple: exactly the set of correct options', () => {
    expect(isAnswerCorrect(multiple, { question_id: 2, option_ids: [23, 21] })).toBe(true);
    expect(isAnswerCorrect(multiple, { question_id: 2, option_ids: [21] })).toBe(false);
    expect(isAnswerCorrect(multiple, { question_id: 2, option_ids: [21, 22, 23] })).toBe(false);
    expect(isAnswerCorrect(multiple, { question_id: 2, option_ids: [21, 99] })).toBe(false);
  });

  it('short: normalised text equals an accepted answer', () => {
    expect(isAnswerCorrect(short, { question_id: 3, text: '  PULL-UP   resistor ' })).toBe(true);
    expect(isAnswerCorrect(short, { question_id: 3, text: 'Ｐｕｌｌｕｐ' })).toBe(true);
    expect(isAnswerCorrect(short, { question_id: 3, text: 'pull up' })).toBe(false);
    expect(isAnswerCorrect(short, { question_id: 3, text: '' })).toBe(false);
    expect(isAnswerCorrect({ ...short, accepted_answers: [''] }, { question_id: 3, text: ' ' })).toBe(false);
  });

  it('a choice question without a correct option cannot be answered right', () => {
    const broken: ScorableQuestion = { id: 4, kind: 'multiple', options: [{ id: 41, correct: false }], accepted_answers: [] };
    expect(isAnswerCorrect(broken, { question_id: 4, option_ids: [] })).toBe(false);
  });
});

describe('normaliseShortAnswer', () => {
  it('folds width, case and spacing', () => {
    expect(normaliseShortAnswer('  Pull-Up\u3000Resistor\n')).toBe('pull-up resistor');
    expect(normaliseShortAnswer('ＵＡＲＴ')).toBe('uart');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => normaliseShortAnswer(normaliseShortAnswer(s)) === normaliseShortAnswer(s)));
  });
});

describe('scoreAttempt', () => {
  it('scores each kind, rounds half up and applies the pass mark', () => {
    const score = scoreAttempt(
      [single, multiple, short],
      [
        { question_id: 1, option_ids: [12] },
        { question_id: 2, option_ids: [21] },
        { question_id: 3, text: 'pullup' },
      ],
      68,
    );
    expect(score).toEqual({
      results: [
        { question_id: 1, correct: true },
        { question_id: 2, correct: false },
        { question_id: 3, correct: true },
      ],
      correct_count: 2,
      question_count: 3,
      score_percent: 67,
      passed: false,
    });
    expect(
      scoreAttempt(
        [single, multiple, short],
        [
          { question_id: 1, option_ids: [12] },
          { question_id: 3, text: 'pullup' },
        ],
        66,
      ).passed,
    ).toBe(true);
  });

  it('ignores unknown questions and counts the first of two answers', () => {
    const score = scoreAttempt(
      [single],
      [
        { question_id: 1, option_ids: [11] },
        { question_id: 1, option_ids: [12] },
        { question_id: 99, option_ids: [12] },
      ],
      50,
    );
    expect([score.correct_count, score.question_count, score.passed]).toEqual([0, 1, false]);
  });

  it('an exam without questions scores 100', () => {
    expect(scoreAttempt([], [], 70)).toMatchObject({ score_percent: 100, passed: true, question_count: 0 });
  });

  const question = fc.oneof(
    fc.record({
      id: fc.integer({ min: 1, max: 30 }),
      kind: fc.constantFrom('single' as const, 'multiple' as const),
      options: fc.array(fc.record({ id: fc.integer({ min: 1, max: 8 }), correct: fc.boolean() }), { maxLength: 6 }),
      accepted_answers: fc.constant([] as string[]),
    }),
    fc.record({
      id: fc.integer({ min: 1, max: 30 }),
      kind: fc.constant('short' as const),
      options: fc.constant([] as { id: number; correct: boolean }[]),
      accepted_answers: fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
    }),
  );
  const questions = fc.uniqueArray(question, { selector: (q) => q.id, maxLength: 12 });
  const answer = fc.record({
    question_id: fc.integer({ min: 1, max: 30 }),
    option_ids: fc.option(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 6 }), { nil: undefined }),
    text: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
  });

  it('property: counts agree, the percent is the floor, passing is the pass mark', () => {
    fc.assert(
      fc.property(questions, fc.array(answer, { maxLength: 15 }), fc.integer({ min: 1, max: 100 }), (qs, answers, mark) => {
        const score = scoreAttempt(qs, answers, mark);
        expect(score.question_count).toBe(qs.length);
        expect(score.results.map((r) => r.question_id)).toEqual(qs.map((q) => q.id));
        expect(score.correct_count).toBe(score.results.filter((r) => r.correct).length);
        expect(score.score_percent).toBeGreaterThanOrEqual(0);
        expect(score.score_percent).toBeLessThanOrEqual(100);
        if (qs.length > 0) {
          // Within half a percent of the exact score, halves rounded up.
          expect((2 * score.score_percent - 1) * qs.length).toBeLessThanOrEqual(score.correct_count * 200);
          expect((2 * score.score_percent + 1) * qs.length).toBeGreaterThan(score.correct_count * 200);
        }
        expect(score.passed).toBe(score.score_percent >= mark);
      }),
    );
  });

  it('property: answering with exactly the right options scores every choice question right', () => {
    fc.assert(
      fc.property(questions, (qs) => {
        const choice = qs.filter((q) => q.kind !== 'short');
        const answers = choice.map((q) => ({ question_id: q.id, option_ids: q.options.filter((o) => o.correct).map((o) => o.id) }));
        const score = scoreAttempt(choice, answers, 100);
        for (const [i, q] of choice.entries()) {
          const right = new Set(q.options.filter((o) => o.correct).map((o) => o.id));
          const wrong = new Set(q.options.filter((o) => !o.correct).map((o) => o.id));
          // An id listed both as right and wrong (or a single question with several right ids) is ambiguous.
          const clean = right.size > 0 && [...right].every((id) => !wrong.has(id)) && (q.kind === 'multiple' || right.size === 1);
          if (clean) expect(score.results[i]!.correct).toBe(true);
        }
      }),
    );
  });

  it('property: the score does not depend on the order of answers or options chosen', () => {
    fc.assert(
      fc.property(questions, fc.array(answer, { maxLength: 15 }), (qs, answers) => {
        const unique = answers.filter((a, i) => answers.findIndex((b) => b.question_id === a.question_id) === i);
        const shuffled = [...unique].reverse().map((a) => ({ ...a, option_ids: a.option_ids ? [...a.option_ids].reverse() : undefined }));
        expect(scoreAttempt(qs, shuffled, 50)).toEqual(scoreAttempt(qs, unique, 50));
      }),
    );
  });
});

describe('scorePercent', () => {
  it('rounds half up: 4 of 6 is 67%, 2 of 3 is 67%, 1 of 8 is 13%, 1 of 3 is 33%', () => {
    expect(scorePercent(4, 6)).toBe(67);
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(1, 8)).toBe(13);
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(0, 0)).toBe(0);
    expect(scorePercent(6, 6)).toBe(100);
  });

  it('equals Math.round of the exact percent within 0..100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.nat(1000),
        (whole, part) => scorePercent(Math.min(part, whole), whole) === Math.round((Math.min(part, whole) * 100) / whole),
      ),
    );
  });
});

describe('progress', () => {
  it('rounds the percent down and stays within bounds', () => {
    expect(courseProgress(1, 3)).toEqual({ completed_lessons: 1, total_lessons: 3, percent: 33 });
    expect(courseProgress(0, 0)).toEqual({ completed_lessons: 0, total_lessons: 0, percent: 0 });
    expect(courseProgress(5, 4)).toEqual({ completed_lessons: 4, total_lessons: 4, percent: 100 });
    expect(percentDown(2, 3)).toBe(66);
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (done, total) => {
        const p = courseProgress(done, total);
        return p.percent >= 0 && p.percent <= 100 && p.completed_lessons <= p.total_lessons && (p.percent === 100) === (total > 0 && done >= total);
      }),
    );
  });

  it('continues with the first incomplete lesson and knows neighbours', () => {
    expect(nextLessonId([5, 6, 7], new Set([5, 7]))).toBe(6);
    expect(nextLessonId([5, 6, 7], new Set([5, 6, 7]))).toBeNull();
    expect(lessonNeighbours([5, 6, 7], 6)).toEqual({ previous: 5, next: 7 });
    expect(lessonNeighbours([5, 6, 7], 5)).toEqual({ previous: null, next: 6 });
    expect(lessonNeighbours([5, 6, 7], 9)).toEqual({ previous: null, next: null });
  });

  it('counts attempts left and reveals answers only when passed or exhausted', () => {
    expect(attemptsLeft(null, 7)).toBeNull();
    expect(attemptsLeft(3, 1)).toBe(2);
    expect(attemptsLeft(3, 5)).toBe(0);
    expect(mayRevealAnswers(true, 2)).toBe(true);
    expect(mayRevealAnswers(false, 0)).toBe(true);
    expect(mayRevealAnswers(false, 1)).toBe(false);
    expect(mayRevealAnswers(false, null)).toBe(false);
  });

  it('earns the certificate with every lesson and every exam (not test) passed', () => {
    const all = courseProgress(3, 3);
    expect(
      hasEarnedCertificate(all, [
        { kind: 'exam', passed: true },
        { kind: 'test', passed: false },
      ]),
    ).toBe(true);
    expect(hasEarnedCertificate(all, [{ kind: 'exam', passed: false }])).toBe(false);
    expect(hasEarnedCertificate(courseProgress(2, 3), [])).toBe(false);
    expect(hasEarnedCertificate(courseProgress(0, 0), [])).toBe(false);
    expect(hasEarnedCertificate(courseProgress(0, 0), [{ kind: 'exam', passed: true }])).toBe(true);
  });
});

describe('certificate codes', () => {
  it('have the issued format and use only Crockford symbols', () => {
    expect(CERTIFICATE_CODE_ALPHABET).toHaveLength(32);
    expect(CERTIFICATE_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(certificateCodeFromBytes(new Uint8Array([0, 1, 2, 3, 28, 29, 30, 31]))).toBe('ESDC-0123-WXYZ');
    expect(() => certificateCodeFromBytes(new Uint8Array(7))).toThrow(RangeError);
    fc.assert(fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => isCertificateCode(certificateCodeFromBytes(bytes))));
    const codes = new Set(Array.from({ length: 200 }, () => newCertificateCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(isCertificateCode(code)).toBe(true);
  });

  it('are read back from what people type', () => {
    expect(normaliseCertificateCode('esdc 7k2m q9xa')).toBe('ESDC-7K2M-Q9XA');
    expect(normaliseCertificateCode('ESDC-OIL0-1234')).toBe('ESDC-0110-1234');
    expect(normaliseCertificateCode('ESDC-7K2M-Q9X')).toBeNull();
    expect(normaliseCertificateCode('ESDC-7K2M-Q9XU')).toBeNull();
    expect(normaliseCertificateCode('XSDC-7K2M-Q9XA')).toBeNull();
    expect(normaliseCertificateCode('E'.repeat(100))).toBeNull();
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const code = certificateCodeFromBytes(bytes);
        return normaliseCertificateCode(code.toLowerCase()) === code && normaliseCertificateCode(code) === code;
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (s) => {
        const c = normaliseCertificateCode(s);
        return c === null || isCertificateCode(c);
      }),
    );
    expect(certificatePath('ESDC-7K2M-Q9XA')).toBe('/certificates/ESDC-7K2M-Q9XA');
    expect(certificateFileName('ESDC-7K2M-Q9XA')).toBe('esdc-certificate-ESDC-7K2M-Q9XA.pdf');
  });
});

describe('learning schemas', () => {
  it('reads a code param as its issued form, 404 otherwise', () => {
    expect(certificateCodeParamsSchema.parse({ code: 'esdc-7k2m-q9xa' })).toEqual({ code: 'ESDC-7K2M-Q9XA' });
    const bad = certificateCodeParamsSchema.safeParse({ code: 'nope' });
    expect(bad.error?.issues[0]).toMatchObject({ message: 'Certificate not found', params: { status: 404 } });
  });

  it('refuses a question answered twice and too many answers', () => {
    expect(examAttemptInputSchema.safeParse({ answers: [{ question_id: 1 }, { question_id: 1 }] }).success).toBe(false);
    expect(examAttemptInputSchema.safeParse({ answers: Array.from({ length: 201 }, (_, i) => ({ question_id: i + 1 })) }).success).toBe(false);
    expect(examAttemptInputSchema.parse({ answers: [{ question_id: 2, option_ids: [3], text: ' x ' }] })).toEqual({
      answers: [{ question_id: 2, option_ids: [3], text: 'x' }],
    });
  });

  it('an exam never carries right answers (unknown keys are stripped)', () => {
    const exam = examSchema.parse({
      id: 1,
      course_id: 1,
      kind: 'exam',
      title: 'Final',
      duration_minutes: 20,
      pass_mark_percent: 70,
      max_attempts: 3,
      attempts_used: 0,
      attempts_left: 3,
      best_score_percent: null,
      passed: false,
      questions: [{ id: 1, kind: 'single', prompt: 'Q', explanation: 'secret', accepted_answers: ['x'], options: [{ id: 1, text: 'A', correct: true }] }],
    });
    expect(JSON.stringify(exam)).not.toMatch(/correct|accepted|explanation/);
  });
});
