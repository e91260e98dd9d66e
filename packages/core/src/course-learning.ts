/*
 * Learning a course (SPEC §2 Courses): scoring an exam or test attempt on the
 * server, progress through the lessons, and the format of certificate codes. Pure and zod-free so the lesson
 * player and the exam page stay small; validation and the response schemas live in ./course-learning-schemas.ts.
 */

import { COURSE_EXAM_KINDS, COURSE_QUESTION_KINDS, type CourseExamKind, type CourseQuestionKind } from './course.ts';

/** How a question is answered: one option, a set of options, or a short typed answer (./course.ts). */
export const QUESTION_KINDS = COURSE_QUESTION_KINDS;
export type QuestionKind = CourseQuestionKind;

/** What an exam is: an 'exam' counts towards the certificate; a 'test' is practice (./course.ts). */
export const EXAM_KINDS = COURSE_EXAM_KINDS;
export type ExamKind = CourseExamKind;

/** Texts of the learning answers and pages (shown verbatim by the web app). */
export const LEARNING_MESSAGES = {
  notEnrolled: 'Enroll in this course to open its lessons',
  attemptsExhausted: 'No attempts left for this exam',
  lessonNotFound: 'Lesson not found',
  examNotFound: 'Exam not found',
  certificateNotFound: 'Certificate not found',
  lessonCompleted: 'Lesson marked as complete',
  lessonUncompleted: 'Lesson marked as incomplete',
  attemptPassed: 'Passed',
  attemptFailed: 'Not passed',
  certificateIssued: 'Certificate of Completion',
  tooManyAnswers: 'Too many answers',
  duplicateAnswer: 'Each question may be answered once',
} as const;

/** Longest short answer a learner may type, in characters. */
export const SHORT_ANSWER_MAX = 500;
/** Most answers (questions) one attempt may carry, and most options chosen for one question. */
export const ATTEMPT_ANSWERS_MAX = 200;
export const ATTEMPT_OPTIONS_MAX = 50;
/** Attempts one member may submit at one exam per minute (beyond it 429), besides the exam's own attempt limit. */
export const EXAM_ATTEMPTS_PER_MINUTE = 20;

/** A question with its right answers, as the server scores it (never sent to learners before they may see it). */
export interface ScorableQuestion {
  id: number;
  kind: QuestionKind;
  /** Every option of the question with whether it is correct (empty for a short question). */
  options: readonly { id: number; correct: boolean }[];
  /** Accepted answers of a short question (compared after {@link normaliseShortAnswer}); empty otherwise. */
  accepted_answers: readonly string[];
}

/** One answer a learner sends: the chosen option ids (single, multiple) or the typed text (short). */
export interface SubmittedAnswer {
  question_id: number;
  option_ids?: readonly number[] | undefined;
  text?: string | undefined;
}

/** The score of one attempt: per question whether it was right, the counts, the percent and the verdict. */
export interface AttemptScore {
  /** One entry per question, in the questions' order (an unanswered question is wrong). */
  results: { question_id: number; correct: boolean }[];
  correct_count: number;
  question_count: number;
  /** correct_count × 100 / question_count, rounded down; 100 for an exam without questions. */
  score_percent: number;
  /** score_percent ≥ the pass mark. */
  passed: boolean;
}

/**
 * The canonical form of a short answer, so that case, width and spacing do not matter: NFKC-normalised, lower
 * case, runs of white space collapsed to one space, trimmed ('  Pull-Up\u3000Resistor ' → 'pull-up resistor').
 * @param text what was typed or accepted
 */
export function normaliseShortAnswer(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * Whether one answer is right.
 * - single: exactly one option chosen, and it is the question's one correct option;
 * - multiple: the chosen set (duplicates ignored) is exactly the set of correct options;
 * - short: the normalised text equals a normalised accepted answer (a blank answer is never right).
 * A choice question without a correct option cannot be answered right.
 * @param question the question with its right answers
 * @param answer the learner's answer, or undefined when none was sent
 */
export function isAnswerCorrect(question: ScorableQuestion, answer: SubmittedAnswer | undefined): boolean {
  if (!answer) return false;
  if (question.kind === 'short') {
    const given = normaliseShortAnswer(answer.text ?? '');
    if (given === '') return false;
    return question.accepted_answers.some((accepted) => normaliseShortAnswer(accepted) === given);
  }
  const correct = new Set(question.options.filter((o) => o.correct).map((o) => o.id));
  const chosen = new Set(answer.option_ids ?? []);
  if (correct.size === 0 || chosen.size !== correct.size) return false;
  if (question.kind === 'single' && correct.size !== 1) return false;
  for (const id of chosen) if (!correct.has(id)) return false;
  return true;
}

/**
 * Whole percent, rounded down: `part × 100 / whole` (0 when whole is 0). For progress, which shows 100% only when done.
 * @param part how many
 * @param whole out of how many
 */
export function percentDown(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.floor((Math.min(Math.max(part, 0), whole) * 100) / whole);
}

/**
 * A score as a whole percent, rounded half up (4 of 6 is 67%, 1 of 8 is 13%); 0 when whole is 0. The one rounding of
 * every score shown, on the server and in the web app.
 * @param part how many were right
 * @param whole out of how many
 */
export function scorePercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  // Integer arithmetic: (200·part + whole) / (2·whole), floored, is part/whole·100 rounded half up, exactly.
  return Math.floor((Math.min(Math.max(part, 0), whole) * 200 + whole) / (2 * whole));
}

/**
 * Scores an attempt (answers are checked on the server). Answers to questions the exam does not have
 * are ignored; when a question is answered twice the first answer counts (the request schema refuses both).
 * @param questions the exam's questions with their right answers, in order
 * @param answers what the learner sent
 * @param passMarkPercent the exam's pass mark, 1–100
 * @returns per-question correctness, the counts, the score (whole percent, rounded half up) and whether it passed
 */
export function scoreAttempt(questions: readonly ScorableQuestion[], answers: readonly SubmittedAnswer[], passMarkPercent: number): AttemptScore {
  const byQuestion = new Map<number, SubmittedAnswer>();
  for (const answer of answers) if (!byQuestion.has(answer.question_id)) byQuestion.set(answer.question_id, answer);
  const results = questions.map((q) => ({ question_id: q.id, correct: isAnswerCorrect(q, byQuestion.get(q.id)) }));
  const correctCount = results.filter((r) => r.correct).length;
  const questionCount = questions.length;
  const score = questionCount === 0 ? 100 : scorePercent(correctCount, questionCount);
  return { results, correct_count: correctCount, question_count: questionCount, score_percent: score, passed: score >= passMarkPercent };
}

/**
 * Attempts a learner has left: null when the exam allows unlimited attempts, never below 0.
 * @param maxAttempts the exam's limit, or null for unlimited
 * @param used attempts already made
 */
export function attemptsLeft(maxAttempts: number | null, used: number): number | null {
  return maxAttempts === null ? null : Math.max(0, maxAttempts - used);
}

/**
 * Whether the right answers and explanations may be shown after an attempt: when it passed, or when no attempts
 * are left (so they cannot help a later attempt).
 * @param passed whether this attempt passed
 * @param left attempts left after it (null: unlimited)
 */
export function mayRevealAnswers(passed: boolean, left: number | null): boolean {
  return passed || left === 0;
}

/** A learner's progress through a course's lessons. */
export interface CourseProgress {
  completed_lessons: number;
  total_lessons: number;
  /** completed × 100 / total, rounded down; 0 for a course without lessons. */
  percent: number;
}

/**
 * Progress through a course.
 * @param completed lessons completed (only lessons the course still has)
 * @param total lessons the course has
 */
export function courseProgress(completed: number, total: number): CourseProgress {
  const done = Math.min(Math.max(completed, 0), Math.max(total, 0));
  return { completed_lessons: done, total_lessons: Math.max(total, 0), percent: percentDown(done, total) };
}

/**
 * The lesson to continue with: the first lesson in course order that is not complete, else null.
 * @param orderedLessonIds the course's lessons in order (module position, then lesson position)
 * @param completed ids of the lessons the learner completed
 */
export function nextLessonId(orderedLessonIds: readonly number[], completed: ReadonlySet<number>): number | null {
  return orderedLessonIds.find((id) => !completed.has(id)) ?? null;
}

/**
 * A lesson's neighbours in course order (for Previous / Next).
 * @param orderedLessonIds the course's lessons in order
 * @param lessonId the lesson open
 */
export function lessonNeighbours(orderedLessonIds: readonly number[], lessonId: number): { previous: number | null; next: number | null } {
  const at = orderedLessonIds.indexOf(lessonId);
  if (at < 0) return { previous: null, next: null };
  return { previous: orderedLessonIds[at - 1] ?? null, next: orderedLessonIds[at + 1] ?? null };
}

/**
 * Whether a learner has earned the course's certificate: every lesson complete and every exam of kind 'exam'
 * passed (tests are practice). A course with neither lessons nor exams earns nothing.
 * @param progress the learner's lesson progress
 * @param exams the course's exams and tests with whether the learner passed each
 */
export function hasEarnedCertificate(progress: CourseProgress, exams: readonly { kind: ExamKind; passed: boolean }[]): boolean {
  const graded = exams.filter((e) => e.kind === 'exam');
  if (progress.total_lessons === 0 && graded.length === 0) return false;
  return progress.completed_lessons >= progress.total_lessons && graded.every((e) => e.passed);
}

/*
 * Certificate codes: 'ESDC-XXXX-XXXX', eight symbols of Crockford's base32 (0–9 and the letters without I, L, O
 * and U, so no two symbols look alike), 40 random bits.
 */

/** Crockford's base32 alphabet. */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A certificate code exactly as issued. */
export const CERTIFICATE_CODE_PATTERN = /^ESDC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** Longest text read as a typed certificate code (spaces and dashes included). */
export const CERTIFICATE_CODE_INPUT_MAX = 40;

/**
 * A certificate code from random bytes (the server passes `crypto.getRandomValues` output). Each byte gives one
 * symbol from its low five bits (256 is a multiple of 32, so every symbol is equally likely).
 * @param random at least 8 random bytes
 * @returns e.g. 'ESDC-7K2M-Q9XA'
 * @throws RangeError when fewer than 8 bytes are given
 */
export function certificateCodeFromBytes(random: Uint8Array): string {
  if (random.length < 8) throw new RangeError('A certificate code needs 8 random bytes');
  let symbols = '';
  for (let i = 0; i < 8; i += 1) symbols += CERTIFICATE_CODE_ALPHABET[random[i]! & 31];
  return `ESDC-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

/** A fresh certificate code from the platform's cryptographic random source (Web Crypto). */
export function newCertificateCode(): string {
  return certificateCodeFromBytes(globalThis.crypto.getRandomValues(new Uint8Array(8)));
}

/**
 * Whether a text is a certificate code exactly as issued ('ESDC-7K2M-Q9XA').
 * @param code the text to check
 */
export function isCertificateCode(code: string): boolean {
  return CERTIFICATE_CODE_PATTERN.test(code);
}

/**
 * The issued form of a typed certificate code, or null when it cannot be one: case, spaces and dashes do not
 * matter, and as Crockford's base32 reads them O is 0 and I and L are 1 ('esdc 7k2m q9xa' → 'ESDC-7K2M-Q9XA').
 * @param input what was typed or read from a link
 */
export function normaliseCertificateCode(input: string): string | null {
  if (input.length > CERTIFICATE_CODE_INPUT_MAX) return null;
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith('ESDC')) return null;
  const symbols = compact.slice(4).replace(/O/g, '0').replace(/[IL]/g, '1');
  const code = `ESDC-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
  return symbols.length === 8 && isCertificateCode(code) ? code : null;
}

/**
 * The public verification path of a certificate (SPEC: /certificates/{code}).
 * @param code the certificate's code
 */
export function certificatePath(code: string): string {
  return `/certificates/${code}`;
}

/**
 * The PDF's download name: 'esdc-certificate-{code}.pdf'.
 * @param code the certificate's code
 */
export function certificateFileName(code: string): string {
  return `esdc-certificate-${code}.pdf`;
}

/*
 * The shapes the learning routes answer are zod schemas in ./course-learning-schemas.ts; their types are
 * re-exported here for display code.
 */
export type {
  AttemptResult,
  Certificate,
  Exam,
  ExamAttempt,
  ExamAttemptInput,
  ExamQuestion,
  Lesson,
  LessonCompletionResult,
} from './course-learning-schemas.ts';
