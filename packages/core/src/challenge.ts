/*
 * Challenges with points (SPEC §4 Points: "Completing a challenge adds 1 to completed count"; "Only active
 * users may take part in challenges"; §2 Admin panel Challenges tab). Zod-free so display code stays small;
 * validation and the response schemas live in ./challenge-schemas.ts.
 */

/** Embedded-systems topics a challenge belongs to. */
export const CHALLENGE_CATEGORIES = ['C', 'Electronics', 'Protocols', 'RTOS', 'Microcontrollers', 'Digital Logic', 'Signals', 'Security'] as const;
export type ChallengeCategory = (typeof CHALLENGE_CATEGORIES)[number];

/** How hard a challenge is. */
export const CHALLENGE_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type ChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];

/**
 * Who sees a challenge: 'public' (everyone, signed out too), 'members' (signed-in members), 'hidden'
 * (admins only: drafts and retired challenges; hidden challenges take no submissions).
 */
export const CHALLENGE_VISIBILITIES = ['public', 'members', 'hidden'] as const;
export type ChallengeVisibility = (typeof CHALLENGE_VISIBILITIES)[number];

/** Points a challenge may award (whole numbers). */
export const CHALLENGE_POINTS_MIN = 1;
export const CHALLENGE_POINTS_MAX = 1000;
/** Longest answer accepted, in characters (after normalising). */
export const CHALLENGE_ANSWER_MAX = 200;
/** Longest answer pattern (a regular expression), in characters. */
export const CHALLENGE_PATTERN_MAX = 200;
/** At most this many hints, each at most {@link CHALLENGE_HINT_MAX} characters. */
export const CHALLENGE_HINTS_MAX = 5;
export const CHALLENGE_HINT_MAX = 500;
/** Title and description (markdown) lengths, in characters. */
export const CHALLENGE_TITLE_MIN = 3;
export const CHALLENGE_TITLE_MAX = 120;
export const CHALLENGE_DESCRIPTION_MIN = 10;
export const CHALLENGE_DESCRIPTION_MAX = 10_000;
/** Submissions a member may make per minute, over all challenges (server-enforced, 429 beyond). */
export const CHALLENGE_SUBMISSIONS_PER_MINUTE = 10;

/**
 * Normalises an answer before it is hashed or compared: Unicode NFKC, trimmed, lower case, runs of
 * whitespace collapsed to one space ("  0X3F " and "0x3f" are the same answer).
 * @param answer what the member typed
 * @returns the normalised answer
 */
export function normalizeAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The shapes the challenge routes answer are zod schemas in ./challenge-schemas.ts (they are the routes' response
 * schemas); their types are re-exported here for display code.
 */
export type { AdminChallenge, AdminChallengeListItem, Challenge, ChallengeListItem, ChallengeListMeta, SubmissionResult } from './challenge-schemas.ts';

/** Messages of the submission flow (shown verbatim by the web app). */
export const CHALLENGE_MESSAGES = {
  correct: (points: number) => `Correct! You earned ${points} points.`,
  alreadySolved: 'Correct, but you have already solved this challenge.',
  wrong: 'Incorrect answer. Try again.',
  answerRequired: 'Answer is required',
  notFound: 'Challenge not found',
  inactive: 'Only active users may take part in challenges',
} as const;
