/*
 * Challenges with points (SPEC §4 Points: "Completing a challenge adds 1 to completed count"; "Only active
 * users may take part in challenges"; §2 Admin panel Challenges tab). Zod-free so display code stays small;
 * validation lives in ./challenge-schemas.ts.
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
 * A challenge as members see it (`GET /api/challenges`, `GET /api/challenges/{id}`). `description` is the
 * markdown source; `description_html` is that markdown rendered and sanitised on the server, safe to insert.
 */
export interface Challenge {
  id: number;
  title: string;
  description: string;
  description_html: string;
  category: ChallengeCategory;
  difficulty: ChallengeDifficulty;
  /** Points awarded for the first correct answer. */
  points: number;
  hints: string[];
  visibility: ChallengeVisibility;
  /** Members who solved it. */
  solve_count: number;
  /** Whether the signed-in viewer solved it (false when signed out). */
  solved: boolean;
  /** When the viewer solved it (ISO-8601 UTC), else null. */
  solved_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A challenge as admins see it (`/api/admin/challenges`): adds how answers are checked and attempt counts. */
export interface AdminChallenge extends Challenge {
  /** The optional regular expression an answer may match instead of the hashed answer. */
  answer_pattern: string | null;
  /** All submissions, right and wrong. */
  submission_count: number;
}

/** What `POST /api/challenges/{id}/submissions` answers (201). */
export interface SubmissionResult {
  correct: boolean;
  /** True when the member had already solved it before this submission (nothing is awarded again). */
  already_solved: boolean;
  /** Points added by this submission (0 unless it is the first correct one). */
  points_awarded: number;
  /** The member's points and completed challenges after the submission. */
  points: number;
  completed_challenges: number;
}

/** Messages of the submission flow (shown verbatim by the web app). */
export const CHALLENGE_MESSAGES = {
  correct: (points: number) => `Correct! You earned ${points} points.`,
  alreadySolved: 'Correct, but you have already solved this challenge.',
  wrong: 'Incorrect answer. Try again.',
  answerRequired: 'Answer is required',
  notFound: 'Challenge not found',
  inactive: 'Only active users may take part in challenges',
} as const;
