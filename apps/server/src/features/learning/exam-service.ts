import { attemptsLeft, LEARNING_MESSAGES, mayRevealAnswers, scoreAttempt, type ScorableQuestion } from '@esdc/core/course-learning';
import type { AttemptResult, Exam, ExamAttemptInput, QuestionResult } from '@esdc/core/course-learning-schemas';
import type { Actor } from '@esdc/core/permissions';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { issueCertificateIfEarned } from './certificate-service.ts';
import { lockEnrollment, refuseLearner, visibleCourse, type Viewer } from './learning-reads.ts';
import { isEnrolled } from '../courses/public.ts';
import type { Db } from '../../db/db.ts';

/*
 * Exams and tests (docs/decisions/017-exam-attempts-and-certificates.md): the questions without their answers, attempts
 * scored on the server within the exam's attempt limit, and the right answers only once the learner passed or has no
 * attempts left.
 */

/** 409 ATTEMPTS_EXHAUSTED 'No attempts left for this exam'. */
const attemptsExhausted = () => new AppError(409, 'ATTEMPTS_EXHAUSTED', LEARNING_MESSAGES.attemptsExhausted);

/** The exam row, or 404 'Exam not found' (also an exam of another course). */
async function examOf(db: Db, courseId: number, examId: number) {
  const exam = await db
    .selectFrom('course_exams')
    .select(['id', 'course_id', 'kind', 'title', 'duration_minutes', 'pass_mark_percent', 'max_attempts'])
    .where('id', '=', examId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!exam) throw notFound(LEARNING_MESSAGES.examNotFound);
  return exam;
}

/** A member's attempts at an exam so far: how many, the best score, whether any passed. */
async function attemptStats(db: Db, examId: number, userId: number | undefined) {
  if (userId === undefined) return { used: 0, best: null, passed: false };
  const row = await db
    .selectFrom('course_exam_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('score_percent').as('best'), eb.fn.max('passed').as('passed')])
    .where('exam_id', '=', examId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const used = Number(row.n);
  return { used, best: used > 0 && row.best !== null ? Number(row.best) : null, passed: Number(row.passed ?? 0) === 1 };
}

/** An exam's questions in order, each with its options in order, right answers included (for scoring only). */
async function questionsOf(db: Db, examId: number) {
  const questions = await db
    .selectFrom('course_questions')
    .select(['id', 'kind', 'prompt', 'explanation', 'accepted_answers_json'])
    .where('exam_id', '=', examId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const options = questions.length
    ? await db
        .selectFrom('course_question_options')
        .select(['id', 'question_id', 'text', 'correct'])
        .where(
          'question_id',
          'in',
          questions.map((q) => q.id),
        )
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  return questions.map((q) => ({
    id: q.id,
    kind: q.kind,
    prompt: q.prompt,
    explanation: q.explanation,
    accepted_answers: parseAccepted(q.accepted_answers_json),
    options: options.filter((o) => o.question_id === q.id).map((o) => ({ id: o.id, text: o.text, correct: o.correct === 1 })),
  }));
}

/** The accepted answers stored as a JSON array of strings (anything else reads as none). */
function parseAccepted(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * An exam or test to take (`GET /api/courses/{id}/exams/{exam_id}`): the questions and options only — never which
 * options are right, the accepted answers or the explanations — with the viewer's attempts so far.
 * Enrolled learners and the course's editors.
 * @throws AppError 404 'Course not found' / 'Exam not found', 401 signed out, 403 NOT_ENROLLED
 */
export async function getExam(db: Db, viewer: Viewer, courseId: number, examId: number): Promise<Exam> {
  const { editor } = await visibleCourse(db, viewer, courseId);
  const exam = await examOf(db, courseId, examId);
  if (!editor && !(await isEnrolled(db, courseId, viewer?.id))) throw refuseLearner(viewer);
  const [questions, stats] = await Promise.all([questionsOf(db, examId), attemptStats(db, examId, viewer?.id)]);
  return {
    ...exam,
    attempts_used: stats.used,
    attempts_left: attemptsLeft(exam.max_attempts, stats.used),
    best_score_percent: stats.best,
    passed: stats.passed,
    questions: questions.map((q) => ({ id: q.id, kind: q.kind, prompt: q.prompt, options: q.options.map((o) => ({ id: o.id, text: o.text })) })),
  };
}

/**
 * Submits an attempt (`POST /api/courses/{id}/exams/{exam_id}/attempts`), scored on the server. In one transaction
 * holding the member's enrollment row locked, the attempts made so far are counted against `max_attempts`, so
 * simultaneous submissions cannot exceed it. Passing the last exam may complete the course and issue its
 * certificate. The right answers and explanations are returned only when this attempt passed or was the last one.
 * @param actor the signed-in member
 * @param input the answers
 * @param now the time of the attempt
 * @throws AppError 404 'Course not found' / 'Exam not found', 403 NOT_ENROLLED, 409 ATTEMPTS_EXHAUSTED
 */
export async function submitAttempt(
  database: Database,
  actor: Actor,
  courseId: number,
  examId: number,
  input: ExamAttemptInput,
  now: Date,
): Promise<AttemptResult> {
  await visibleCourse(database.db, actor, courseId);
  const exam = await examOf(database.db, courseId, examId);
  return database.db.transaction().execute(async (trx) => {
    await lockEnrollment(trx, database.engine, courseId, actor.id);
    const { used } = await attemptStats(trx, examId, actor.id);
    if (exam.max_attempts !== null && used >= exam.max_attempts) throw attemptsExhausted();
    const questions = await questionsOf(trx, examId);
    const score = scoreAttempt(questions satisfies readonly ScorableQuestion[], input.answers, exam.pass_mark_percent);
    const createdAt = now.toISOString();
    const inserted = await trx
      .insertInto('course_exam_attempts')
      .values({
        exam_id: examId,
        course_id: courseId,
        user_id: actor.id,
        answers_json: JSON.stringify(input.answers),
        correct_count: score.correct_count,
        question_count: score.question_count,
        score_percent: score.score_percent,
        passed: score.passed ? 1 : 0,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const left = attemptsLeft(exam.max_attempts, used + 1);
    const reveal = mayRevealAnswers(score.passed, left);
    const results: QuestionResult[] = score.results.map((r, i) => {
      if (!reveal) return r;
      const q = questions[i]!;
      return q.kind === 'short'
        ? { ...r, ...(q.accepted_answers[0] !== undefined ? { accepted_answer: q.accepted_answers[0] } : {}), explanation: q.explanation }
        : { ...r, correct_option_ids: q.options.filter((o) => o.correct).map((o) => o.id), explanation: q.explanation };
    });
    const certificate = score.passed && exam.kind === 'exam' ? await issueCertificateIfEarned(trx, database.engine, courseId, actor.id, now) : null;
    return {
      attempt: {
        id: inserted.id,
        attempt_number: used + 1,
        correct_count: score.correct_count,
        question_count: score.question_count,
        score_percent: score.score_percent,
        passed: score.passed,
        attempts_left: left,
        created_at: createdAt,
      },
      results,
      revealed: reveal,
      certificate,
    };
  });
}
