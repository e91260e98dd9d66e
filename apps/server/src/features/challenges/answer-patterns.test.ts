import { normalizeAnswer, type AdminChallenge, type SubmissionResult } from '@esdc/core/challenge';
import type { ChallengeCreateInput } from '@esdc/core/challenge-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_CHALLENGES } from './seed.ts';
import { envelope, type TestApp } from '../../test/harness.ts';
import { testChallenge } from '../../test/challenges.ts';
import { ANSWER_PATTERN_MAX_PROGRAM, answerPatternProblem, compileAnswerPattern, matchesPattern } from './answer-check.ts';
import { startWithAdmin } from '../../test/api.ts';

/*
 * Answer patterns run in linear time (SPEC §4 Challenges, §5 Challenge forms): an admin-written pattern such as `(a+)+b` used to
 * backtrack on the main thread for up to 1 s per submission. Patterns now run on RE2 (re2js); the ones RE2
 * cannot run (backreferences, lookaround) or that compile too large are refused when the admin saves them.
 */

/** What the old check did, for comparing answers that finish quickly on a backtracking engine. */
const backtrackingMatch = (pattern: string, normalized: string) => new RegExp(`^(?:${pattern})$`, 'iu').test(normalized);

describe('answer patterns on RE2', () => {
  it("runs `(a+)+b` on 50,000 a's and answers (no match) instead of backtracking for ages", () => {
    // A backtracking engine needs about 2^50000 steps here; RE2 one pass over the input.
    expect(compileAnswerPattern('(a+)+b').testExact('a'.repeat(50_000))).toBe(false);
    expect(compileAnswerPattern('(a+)+b').testExact(`${'a'.repeat(50_000)}b`)).toBe(true);
    expect(matchesPattern('(a+)+b', 'a'.repeat(200))).toBe(false);
  });

  it('accepts a correct answer that a backtracking engine would have given up on', () => {
    // The first alternative fails only after trying every split of the a's into a and aa (Fibonacci(60) ways):
    // the old check hit its 1 s limit and marked this correct answer wrong.
    const pattern = '(?:a|aa)+c|a+b';
    expect(matchesPattern(pattern, `${'a'.repeat(60)}b`)).toBe(true);
    expect(matchesPattern(pattern, `${'a'.repeat(60)}c`)).toBe(true);
    expect(matchesPattern(pattern, `${'a'.repeat(60)}d`)).toBe(false);
  });

  it('keeps the semantics: whole answer, case-insensitive, Unicode', () => {
    expect(matchesPattern('0x[0-9a-f]{2}', '0x3f')).toBe(true);
    expect(matchesPattern('0x[0-9a-f]{2}', '0X3F')).toBe(true);
    expect(matchesPattern('0x[0-9a-f]{2}', '0x3f0')).toBe(false);
    expect(matchesPattern('a|b', 'ab')).toBe(false);
    expect(matchesPattern('k(?:ohm|ω)', normalizeAnswer('KΩ'))).toBe(true);
    expect(matchesPattern('.', '😀')).toBe(true); // one code point, not two UTF-16 units
    expect(matchesPattern('\\p{L}+', 'ünïcödé')).toBe(true);
    expect(matchesPattern('(?<unit>ms|us)', 'ms')).toBe(true);
    expect(matchesPattern('(', 'x')).toBe(false); // cannot be stored, and never matches
    expect(matchesPattern('.*', 'x'.repeat(201))).toBe(false); // longer than any answer
  });

  it('compiles every seeded pattern, and each answers as the old check did', () => {
    for (const c of SEED_CHALLENGES) {
      if (!c.answer_pattern) continue;
      expect(answerPatternProblem(c.answer_pattern), c.title).toBeUndefined();
      const candidates = [
        c.answer,
        c.answer.toUpperCase(),
        `${c.answer} `,
        `x${c.answer}`,
        `${c.answer}x`,
        `${c.answer} ms`,
        `${c.answer} Ω`,
        `${c.answer}.000 mhz`,
        `${c.answer} microseconds`,
        'basic priority-inheritance protocol',
        'the stack cookie value',
        '0b010001',
        '300, 44, 0',
        '0.2 kohms',
        '93.95ms',
        '270 µs',
        '1.0 khz',
        '',
      ];
      for (const raw of candidates) {
        const normalized = normalizeAnswer(raw);
        expect(matchesPattern(c.answer_pattern, normalized), `${c.title}: ${raw}`).toBe(backtrackingMatch(c.answer_pattern, normalized));
      }
      expect(matchesPattern(c.answer_pattern, normalizeAnswer(c.answer)), c.title).toBe(true);
    }
  });

  it('says why a pattern cannot be stored', () => {
    expect(answerPatternProblem('(a)\\1')).toBe('Answer pattern is not supported: invalid escape sequence: `\\1`');
    expect(answerPatternProblem('(?=a)a')).toMatch(/^Answer pattern is not supported: /);
    expect(answerPatternProblem('(?!x)a')).toMatch(/^Answer pattern is not supported: /);
    expect(answerPatternProblem('(?<=a)b')).toMatch(/^Answer pattern is not supported: /);
    expect(answerPatternProblem('(?<n>a)\\k<n>')).toMatch(/^Answer pattern is not supported: /);
    expect(answerPatternProblem('(?:.?){500}')).toBe('Answer pattern is too complex');
    expect(compileAnswerPattern('(?:.?){400}').programSize()).toBeLessThanOrEqual(ANSWER_PATTERN_MAX_PROGRAM);
    expect(answerPatternProblem('(?:.?){400}')).toBeUndefined();
    expect(answerPatternProblem('(a+)+b')).toBeUndefined();
  });
});

describe('saving answer patterns', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startWithAdmin()));
  afterAll(() => t.close());

  const body = (overrides: Partial<ChallengeCreateInput> = {}): ChallengeCreateInput => testChallenge({ title: 'Pattern Case', ...overrides });
  const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.inject({ method, url, headers: t.authHeader(admin), payload: payload as Record<string, unknown> });

  it.each([
    ['a backreference', '(a)\\1', 'Answer pattern is not supported: invalid escape sequence: `\\1`'],
    ['a lookahead', '(?=ab)a\\w', 'Answer pattern is not supported: invalid or unsupported Perl syntax: `(?=`'],
    ['a pattern too large to check quickly', '(?:.?){500}', 'Answer pattern is too complex'],
  ])('refuses %s on create with 400 and stores nothing', async (_name, pattern, message) => {
    const before = await t.count('challenges');
    const res = await call('POST', '/api/admin/challenges', body({ answer_pattern: pattern }));
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({ success: false, message, error: { code: 'VALIDATION_ERROR', details: [{ path: 'answer_pattern', message }] } });
    expect(await t.count('challenges')).toBe(before);
  });

  it('refuses a backreference on update with 400 and keeps the stored pattern', async () => {
    const created = await call('POST', '/api/admin/challenges', body({ title: 'Keeps Its Pattern', answer_pattern: 'mode\\s*3' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = envelope<AdminChallenge>(created).data.id;
    const res = await call('PUT', `/api/admin/challenges/${id}`, { answer_pattern: '(mode)\\s*\\1' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Answer pattern is not supported: invalid escape sequence: `\\1`');
    const row = await t.db.selectFrom('challenges').select('answer_pattern').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.answer_pattern).toBe('mode\\s*3');
  });

  it('stores `(a+)+b` and checks answers against it at once', async () => {
    const created = await call('POST', '/api/admin/challenges', body({ title: 'Careless But Harmless', answer: 'right', answer_pattern: '(a+)+b' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = envelope<AdminChallenge>(created).data.id;
    const m = await t.register();
    const submit = async (answer: string) =>
      envelope<SubmissionResult>(
        await t.inject({ method: 'POST', url: `/api/challenges/${id}/submissions`, headers: t.authHeader(m.token), payload: { answer } }),
      ).data;
    expect((await submit('a'.repeat(200))).correct).toBe(false);
    expect((await submit(`${'a'.repeat(199)}b`)).correct).toBe(true);
  });
});
