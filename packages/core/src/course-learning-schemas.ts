import { z } from 'zod';
import {
  ATTEMPT_ANSWERS_MAX,
  ATTEMPT_OPTIONS_MAX,
  EXAM_KINDS,
  LEARNING_MESSAGES,
  normaliseCertificateCode,
  QUESTION_KINDS,
  SHORT_ANSWER_MAX,
} from './course-learning.ts';
import { courseProgressSchema, courseSummarySchema } from './course-schemas.ts';
import { bodyIdSchema, idSchema, pageQueryShape, textSchema, type IssueStatus } from './input.ts';

/*
 * Validation and the shapes the learning routes answer: lessons, completion
 * and progress, exams and attempts, the member's enrollments and certificates. Timestamps are ISO-8601 UTC.
 */

/** Path params of `/api/courses/{id}/lessons/{lesson_id}…`. */
export const courseLessonParamsSchema = z.object({ id: idSchema('course'), lesson_id: idSchema('lesson') });
export type CourseLessonParams = z.output<typeof courseLessonParamsSchema>;

/** Path params of `/api/courses/{id}/exams/{exam_id}…`. */
export const courseExamParamsSchema = z.object({ id: idSchema('course'), exam_id: idSchema('exam') });
export type CourseExamParams = z.output<typeof courseExamParamsSchema>;

/**
 * Path params of `/api/certificates/{code}…`: a typed code is read as its issued form (case, spaces and dashes do
 * not matter; O reads as 0, I and L as 1); anything that cannot be a code answers 404 'Certificate not found'.
 */
export const certificateCodeParamsSchema = z.object({
  code: z
    .string()
    .transform((v, ctx) => {
      const code = normaliseCertificateCode(v);
      if (code === null) {
        ctx.addIssue({ code: 'custom', message: LEARNING_MESSAGES.certificateNotFound, params: { status: 404 } satisfies IssueStatus });
        return z.NEVER;
      }
      return code;
    })
    .describe("A certificate code, 'ESDC-XXXX-XXXX'"),
});
export type CertificateCodeParams = z.output<typeof certificateCodeParamsSchema>;

/** `GET /api/enrollments` and `GET /api/certificates` query: paging. */
export const learningPageQuerySchema = z.object({ ...pageQueryShape({ defaultLimit: 20, maxLimit: 100 }) });
export type LearningPageQuery = z.output<typeof learningPageQuerySchema>;

/** A certificate of completion as anyone may verify it; the holder, course and instructor are copied at issue. */
export const certificateSchema = z
  .object({
    code: z.string().describe("'ESDC-XXXX-XXXX'"),
    course_id: z.number().int().nullable().describe('null once the course was deleted'),
    course_title: z.string(),
    course_level: z.string(),
    instructor_name: z.string().nullable(),
    holder_name: z.string(),
    issued_at: z.string(),
    verify_url: z.string().describe("The public verification page, '/certificates/{code}'"),
  })
  .meta({ id: 'Certificate' });
export type Certificate = z.infer<typeof certificateSchema>;

/** One lesson opened to read (`GET /api/courses/{id}/lessons/{lesson_id}`): the content as sanitised HTML only. */
export const lessonSchema = z
  .object({
    id: z.number().int(),
    course_id: z.number().int(),
    module_id: z.number().int(),
    module_title: z.string(),
    title: z.string(),
    content_html: z.string().describe('The lesson rendered to sanitised HTML'),
    video_url: z.string().nullable(),
    duration_minutes: z.number().int().nonnegative(),
    preview: z.boolean().describe('Readable without enrolling'),
    completed: z.boolean().describe('Whether the viewer marked it complete (false when signed out or not enrolled)'),
    previous_lesson_id: z.number().int().nullable(),
    next_lesson_id: z.number().int().nullable(),
    progress: courseProgressSchema.nullable().describe('The viewer’s progress; null when not enrolled'),
  })
  .meta({ id: 'Lesson' });
export type Lesson = z.infer<typeof lessonSchema>;

/** The answer to marking a lesson complete: the progress, and the certificate when this completed the course. */
export const lessonCompletionResultSchema = z
  .object({
    progress: courseProgressSchema,
    certificate: certificateSchema.nullable().describe('Issued by this completion (null when not, or issued before)'),
  })
  .meta({ id: 'LessonCompletionResult' });
export type LessonCompletionResult = z.infer<typeof lessonCompletionResultSchema>;

/** The answer to marking a lesson incomplete. */
export const lessonUncompletionResultSchema = z.object({ progress: courseProgressSchema }).meta({ id: 'LessonUncompletionResult' });
export type LessonUncompletionResult = z.infer<typeof lessonUncompletionResultSchema>;

/** A question as a learner sees it before answering: never the right answers or the explanation. */
export const examQuestionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(QUESTION_KINDS).describe('single: choose one option; multiple: choose every right option; short: type the answer'),
    prompt: z.string(),
    options: z.array(z.object({ id: z.number().int(), text: z.string() })).describe('Empty for a short question'),
  })
  .meta({ id: 'ExamQuestion' });
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

/** An exam or test opened to take (`GET /api/courses/{id}/exams/{exam_id}`), with the viewer's attempts so far. */
export const examSchema = z
  .object({
    id: z.number().int(),
    course_id: z.number().int(),
    kind: z.enum(EXAM_KINDS).describe("'exam' counts towards the certificate; 'test' is practice"),
    title: z.string(),
    duration_minutes: z.number().int().nonnegative(),
    pass_mark_percent: z.number().int().min(1).max(100),
    max_attempts: z.number().int().positive().nullable().describe('null: unlimited'),
    attempts_used: z.number().int().nonnegative(),
    attempts_left: z.number().int().nonnegative().nullable().describe('null: unlimited'),
    best_score_percent: z.number().int().min(0).max(100).nullable(),
    passed: z.boolean().describe('Whether any attempt passed'),
    questions: z.array(examQuestionSchema),
  })
  .meta({ id: 'Exam' });
export type Exam = z.infer<typeof examSchema>;

/** One answer of an attempt: the chosen option ids (single, multiple) or the typed text (short). */
const answerInputSchema = z.object({
  question_id: bodyIdSchema('question'),
  option_ids: z.array(bodyIdSchema('option'), { error: 'Options must be a list of ids' }).max(ATTEMPT_OPTIONS_MAX, LEARNING_MESSAGES.tooManyAnswers).optional(),
  text: textSchema({ label: 'Answer', max: SHORT_ANSWER_MAX }).optional(),
});

/** `POST /api/courses/{id}/exams/{exam_id}/attempts` body: one answer per question (unanswered ones are wrong). */
export const examAttemptInputSchema = z
  .object({
    answers: z
      .array(answerInputSchema, { error: 'Answers must be a list' })
      .max(ATTEMPT_ANSWERS_MAX, LEARNING_MESSAGES.tooManyAnswers)
      .refine((answers) => new Set(answers.map((a) => a.question_id)).size === answers.length, LEARNING_MESSAGES.duplicateAnswer),
  })
  .meta({ id: 'ExamAnswers' });
export type ExamAttemptInput = z.output<typeof examAttemptInputSchema>;

/** An attempt as scored. */
export const examAttemptSchema = z
  .object({
    id: z.number().int(),
    attempt_number: z.number().int().positive().describe('1 for the first attempt at this exam'),
    correct_count: z.number().int().nonnegative(),
    question_count: z.number().int().nonnegative(),
    score_percent: z.number().int().min(0).max(100).describe('Whole percent, rounded half up'),
    passed: z.boolean(),
    attempts_left: z.number().int().nonnegative().nullable().describe('After this attempt; null: unlimited'),
    created_at: z.string(),
  })
  .meta({ id: 'ExamAttempt' });
export type ExamAttempt = z.infer<typeof examAttemptSchema>;

/** One question's result; the right answer and explanation only when the attempt passed or no attempts are left. */
export const questionResultSchema = z
  .object({
    question_id: z.number().int(),
    correct: z.boolean(),
    correct_option_ids: z.array(z.number().int()).optional().describe('Choice questions, when revealed'),
    accepted_answer: z.string().optional().describe('Short questions, when revealed: the first accepted answer'),
    explanation: z.string().nullable().optional().describe('When revealed (null when the question has none)'),
  })
  .meta({ id: 'QuestionResult' });
export type QuestionResult = z.infer<typeof questionResultSchema>;

/** The answer to an attempt (201). */
export const attemptResultSchema = z
  .object({
    attempt: examAttemptSchema,
    results: z.array(questionResultSchema),
    revealed: z.boolean().describe('Whether the right answers and explanations are included'),
    certificate: certificateSchema.nullable().describe('Issued by this attempt (null when not, or issued before)'),
  })
  .meta({ id: 'AttemptResult' });
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** One course of the member's (`GET /api/enrollments`, for Continue Learning): where they are and what is next. */
export const enrollmentEntrySchema = z
  .object({
    course: courseSummarySchema,
    enrolled_at: z.string(),
    progress: courseProgressSchema,
    next_lesson: z
      .object({ id: z.number().int(), title: z.string() })
      .nullable()
      .describe('The first lesson not completed, in course order; null when all are'),
    completed_at: z.string().nullable().describe('When the certificate was earned'),
    certificate_code: z.string().nullable(),
  })
  .meta({ id: 'EnrollmentEntry' });
export type EnrollmentEntry = z.infer<typeof enrollmentEntrySchema>;
