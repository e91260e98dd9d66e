import { CHALLENGE_ANSWER_MAX, normalizeAnswer } from '@esdc/core/challenge';
import { LRUCache } from 'lru-cache';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { RE2JS, RE2JSException } from 're2js';

/*
 * How a challenge's answer is stored and checked (SPEC §2 Challenges: "a stored
 * hash of the expected answer, case and whitespace normalised; optionally a regex"). The answer itself is
 * never stored: only sha256(salt + normalised answer), with a random salt per challenge.
 */

/** The stored form of an expected answer. */
export interface AnswerSecret {
  /** Hex sha256 of `answer_salt` + the normalised answer. */
  answer_hash: string;
  /** 16 random bytes, hex. */
  answer_salt: string;
}

/**
 * Hashes an answer with a salt.
 * @param salt the challenge's salt (hex)
 * @param answer what was typed; normalised here (core `normalizeAnswer`)
 * @returns hex sha256 of salt + normalised answer
 */
function hashAnswer(salt: string, answer: string): string {
  return createHash('sha256')
    .update(salt + normalizeAnswer(answer), 'utf8')
    .digest('hex');
}

/**
 * Makes the stored form of a new expected answer, with a fresh random salt.
 * @param answer the expected answer as the admin typed it
 */
export function answerSecret(answer: string): AnswerSecret {
  const salt = randomBytes(16).toString('hex');
  return { answer_hash: hashAnswer(salt, answer), answer_salt: salt };
}

/*
 * Answer patterns run on RE2 (re2js, a pure-JavaScript port): matching takes time linear in the answer's length
 * times the pattern's compiled size, whatever the pattern, so a careless one (`(a+)+b`) cannot stall the server
 * as it did on the backtracking RegExp (SPEC §4 Challenges). RE2 has no backreferences, lookahead or lookbehind; a pattern
 * that needs them, or that compiles too large, is refused when the admin saves it ({@link answerPatternProblem}),
 * so every stored pattern compiles at check time.
 */

/**
 * Largest compiled pattern accepted, in RE2 program instructions. Checking one answer costs up to about its
 * length (at most {@link CHALLENGE_ANSWER_MAX}) times this many steps: ~10 ms at 1000 on this machine, against
 * under 50 for every seeded pattern. Only bounded repeats make a short pattern this large, e.g. `(?:.?){500}`.
 */
export const ANSWER_PATTERN_MAX_PROGRAM = 1000;

/** Flags every answer pattern runs with: case-insensitive (RE2 always works on Unicode code points). */
const PATTERN_FLAGS = RE2JS.CASE_INSENSITIVE;

/**
 * Compiles an answer pattern as it is checked: the whole answer must match (`testExact`), case-insensitively.
 * @param pattern the pattern source (the common subset of JavaScript and RE2 syntax; see the admin challenge routes in /api/docs)
 * @returns the compiled pattern
 * @throws RE2JSException when RE2 cannot compile it (e.g. a backreference or lookaround)
 */
export function compileAnswerPattern(pattern: string): RE2JS {
  return RE2JS.compile(pattern, PATTERN_FLAGS);
}

/**
 * Why an answer pattern cannot be stored, if it cannot (checked when an admin saves a challenge, after the
 * shared schema has checked it is a valid JavaScript regular expression).
 * @param pattern the pattern source
 * @returns the message to refuse it with ('Answer pattern is not supported: …' with RE2's reason, or
 *   'Answer pattern is too complex'), or undefined when it can be stored
 */
export function answerPatternProblem(pattern: string): string | undefined {
  let compiled: RE2JS;
  try {
    compiled = compileAnswerPattern(pattern);
  } catch (error) {
    if (!(error instanceof RE2JSException)) throw error;
    return `Answer pattern is not supported: ${error.message.replace(/^error parsing regexp: /, '')}`;
  }
  return compiled.programSize() > ANSWER_PATTERN_MAX_PROGRAM ? 'Answer pattern is too complex' : undefined;
}

const COMPILED_PATTERNS_MAX = 100;
/**
 * Compiled patterns by source, the least recently used evicted first (a few challenges are answered over and over);
 * `compiled` is null for a pattern that does not compile.
 */
const compiledPatterns = new LRUCache<string, { compiled: RE2JS | null }>({ max: COMPILED_PATTERNS_MAX });

/** The compiled pattern, or null when it does not compile (cached either way). */
function cachedPattern(pattern: string): RE2JS | null {
  const cached = compiledPatterns.get(pattern);
  if (cached) return cached.compiled;
  let compiled: RE2JS | null;
  try {
    compiled = compileAnswerPattern(pattern);
  } catch {
    compiled = null;
  }
  compiledPatterns.set(pattern, { compiled });
  return compiled;
}

/**
 * Whether a normalised answer matches an answer pattern as a whole (as `^(?:pattern)$`), case-insensitively,
 * in time linear in the answer's length. Answers longer than {@link CHALLENGE_ANSWER_MAX} and patterns RE2
 * cannot compile (SPEC §5 Challenge forms: none can be stored) never match.
 * @param pattern the pattern source
 * @param normalized the answer after `normalizeAnswer`
 */
export function matchesPattern(pattern: string, normalized: string): boolean {
  if (normalized.length > CHALLENGE_ANSWER_MAX) return false;
  return cachedPattern(pattern)?.testExact(normalized) ?? false;
}

/**
 * Checks a submitted answer: the salted hash of its normalised form against the stored one (constant time),
 * then, if that fails and the challenge has one, the answer pattern.
 * @param challenge the stored hash, salt and optional pattern
 * @param answer what the member typed
 * @returns whether it is correct
 */
export function isCorrectAnswer(challenge: { answer_hash: string; answer_salt: string; answer_pattern: string | null }, answer: string): boolean {
  const expected = Buffer.from(challenge.answer_hash, 'hex');
  const actual = Buffer.from(hashAnswer(challenge.answer_salt, answer), 'hex');
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) return true;
  return challenge.answer_pattern ? matchesPattern(challenge.answer_pattern, normalizeAnswer(answer)) : false;
}
