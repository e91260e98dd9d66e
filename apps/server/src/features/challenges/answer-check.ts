import { CHALLENGE_ANSWER_MAX, normalizeAnswer } from '@esdc/core/challenge';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import vm from 'node:vm';

/*
 * How a challenge's answer is stored and checked (issue "Games, challenges and the leaderboard" §2: "a stored
 * hash of the expected answer, case and whitespace normalised; optionally a regex"). The answer itself is
 * never stored: only sha256(salt + normalised answer), with a random salt per challenge.
 */

/**
 * Longest a pattern may run on one answer, in ms (wall-clock); a pattern that backtracks longer counts as no
 * match. Generous on purpose: a busy machine can pause the thread for tens of ms, and a correct answer must
 * never be marked wrong for that (measured: up to 75 ms with both cores saturated).
 */
export const PATTERN_TIMEOUT_MS = 1000;

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
export function hashAnswer(salt: string, answer: string): string {
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

// Patterns are written by admins, but a careless one (`(a+)+b`) can backtrack for minutes: run it in a
// separate context with a time limit, so it can never stall the server.
const patternContext = vm.createContext(Object.create(null) as object);
const patternScript = new vm.Script('pattern.test(answer)');

/**
 * Whether a normalised answer matches an answer pattern as a whole: `^(?:pattern)$`, case-insensitive,
 * Unicode. Answers longer than {@link CHALLENGE_ANSWER_MAX} and patterns that are invalid or run longer than
 * {@link PATTERN_TIMEOUT_MS} never match.
 * @param pattern the regular expression source (JavaScript syntax)
 * @param normalized the answer after `normalizeAnswer`
 */
export function matchesPattern(pattern: string, normalized: string): boolean {
  if (normalized.length > CHALLENGE_ANSWER_MAX) return false;
  let regex: RegExp;
  try {
    regex = new RegExp(`^(?:${pattern})$`, 'iu');
  } catch {
    return false;
  }
  const sandbox = patternContext as { pattern?: RegExp; answer?: string };
  sandbox.pattern = regex;
  sandbox.answer = normalized;
  try {
    return patternScript.runInContext(patternContext, { timeout: PATTERN_TIMEOUT_MS }) === true;
  } catch {
    return false;
  } finally {
    delete sandbox.pattern;
    delete sandbox.answer;
  }
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
