import { envelope, listEnvelope, mediaResponse } from '@esdc/core/api';
import { EXAM_ATTEMPTS_PER_MINUTE, LEARNING_MESSAGES } from '@esdc/core/course-learning';
import {
  attemptResultSchema,
  certificateCodeParamsSchema,
  certificateSchema,
  courseExamParamsSchema,
  courseLessonParamsSchema,
  enrollmentEntrySchema,
  examAttemptInputSchema,
  examSchema,
  learningPageQuerySchema,
  lessonCompletionResultSchema,
  lessonSchema,
  lessonUncompletionResultSchema,
} from '@esdc/core/course-learning-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@esdc/core/input';
import type { AppContext } from '../../app-context.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import { certificatePdf, getCertificate, listMemberCertificates, listMyCertificates } from './certificate-service.ts';
import { listEnrollments, type SummarizeCourses } from './enrollment-service.ts';
import { getExam, submitAttempt } from './exam-service.ts';
import { getLesson } from './lesson-service.ts';
import { completeLesson, uncompleteLesson } from './progress-service.ts';
import { userOf } from '../../plugins/auth.ts';

const NOT_FOUND = "404 'Course not found' (also an unpublished course the caller may not edit)";
const LEARNERS = `Enrolled learners: 401 signed out, 403 NOT_ENROLLED '${LEARNING_MESSAGES.notEnrolled}' (403 FORBIDDEN for an account that is not active).`;

/**
 * Learning a course (SPEC §2 Courses and course detail; the contract: /api/docs): reading lessons, marking them
 * complete, exams and tests scored on the server within their attempt limits, the member's courses (Continue Learning)
 * and certificates, which anyone may verify and print.
 * @param courses what the learning routes need from the courses feature: its course summaries
 */
export async function learningRoutes(app: FastifyInstance, ctx: AppContext, courses: { summarizeCourses: SummarizeCourses }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const learner = { onRequest: app.requirePermission('course:learn') };

  r.get(
    '/api/courses/:id/lessons/:lesson_id',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['learning'],
        summary: 'One lesson to read',
        description:
          'Enrolled learners and the course’s editors open every lesson; anyone opens a preview lesson (`preview: true`). Only the sanitised ' +
          '`content_html` is sent. `completed` and `progress` are the viewer’s (false and null unless enrolled); `previous_lesson_id` and ' +
          `\`next_lesson_id\` follow course order. ${NOT_FOUND}; 404 '${LEARNING_MESSAGES.lessonNotFound}'; 401 signed out or 403 NOT_ENROLLED ` +
          `'${LEARNING_MESSAGES.notEnrolled}' for a lesson that is not a preview.`,
        params: courseLessonParamsSchema,
        response: { 200: envelope(lessonSchema) },
      },
    },
    async (request) => ok(await getLesson(ctx.db, request.user, request.params.id, request.params.lesson_id)),
  );

  r.post(
    '/api/courses/:id/lessons/:lesson_id/completion',
    {
      ...learner,
      schema: {
        tags: ['learning'],
        summary: 'Mark a lesson complete',
        description:
          `${LEARNERS} Idempotent. Answers the progress, and the certificate when this completed the course (every lesson complete and every ` +
          `exam of kind 'exam' passed; issued once). ${NOT_FOUND}; 404 '${LEARNING_MESSAGES.lessonNotFound}'.`,
        params: courseLessonParamsSchema,
        response: { 200: envelope(lessonCompletionResultSchema) },
      },
    },
    async (request) =>
      ok(await completeLesson(ctx.database, userOf(request), request.params.id, request.params.lesson_id, ctx.clock()), {
        message: LEARNING_MESSAGES.lessonCompleted,
      }),
  );

  r.delete(
    '/api/courses/:id/lessons/:lesson_id/completion',
    {
      ...learner,
      schema: {
        tags: ['learning'],
        summary: 'Mark a lesson incomplete',
        description: `${LEARNERS} Idempotent; a certificate already issued stays. ${NOT_FOUND}; 404 '${LEARNING_MESSAGES.lessonNotFound}'.`,
        params: courseLessonParamsSchema,
        response: { 200: envelope(lessonUncompletionResultSchema) },
      },
    },
    async (request) =>
      ok(await uncompleteLesson(ctx.database, userOf(request), request.params.id, request.params.lesson_id), {
        message: LEARNING_MESSAGES.lessonUncompleted,
      }),
  );

  r.get(
    '/api/courses/:id/exams/:exam_id',
    {
      ...signedIn,
      schema: {
        tags: ['learning'],
        summary: 'An exam or test to take',
        description:
          'Enrolled learners and the course’s editors (401 signed out, 403 NOT_ENROLLED). The questions and their options only: never which ' +
          'options are right, the accepted answers or the explanations. With the viewer’s attempts so far (`attempts_left` null: unlimited). ' +
          `${NOT_FOUND}; 404 '${LEARNING_MESSAGES.examNotFound}'.`,
        params: courseExamParamsSchema,
        response: { 200: envelope(examSchema) },
      },
    },
    async (request) => ok(await getExam(ctx.db, userOf(request), request.params.id, request.params.exam_id)),
  );

  r.post(
    '/api/courses/:id/exams/:exam_id/attempts',
    {
      ...learner,
      // Counted per member and exam after authentication (the preHandler runs after onRequest and validation).
      config: {
        rateLimit: {
          max: EXAM_ATTEMPTS_PER_MINUTE,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `exam-attempt:${request.user?.id ?? request.ip}:${(request.params as { exam_id?: unknown }).exam_id}`,
        },
      },
      schema: {
        tags: ['learning'],
        summary: 'Submit an attempt (scored on the server; rate limited)',
        description:
          `${LEARNERS} One answer per question: \`option_ids\` for single and multiple choice, \`text\` for short answers; an unanswered ` +
          'question is wrong. single: exactly the one right option; multiple: exactly the set of right options; short: equal to an accepted ' +
          'answer ignoring case, width and spacing. The score is rounded down; passed when it reaches the pass mark. ' +
          `409 ATTEMPTS_EXHAUSTED '${LEARNING_MESSAGES.attemptsExhausted}' once \`max_attempts\` are used (simultaneous submissions cannot ` +
          'exceed it). The right answers and explanations come back only when this attempt passed or no attempts are left (`revealed`). ' +
          `Passing the last exam may issue the course's certificate. ${NOT_FOUND}; 404 '${LEARNING_MESSAGES.examNotFound}'; ` +
          `429 beyond ${EXAM_ATTEMPTS_PER_MINUTE} attempts a minute at one exam.`,
        params: courseExamParamsSchema,
        body: examAttemptInputSchema,
        response: { 201: envelope(attemptResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await submitAttempt(ctx.database, userOf(request), request.params.id, request.params.exam_id, request.body, ctx.clock());
      const message = result.attempt.passed ? LEARNING_MESSAGES.attemptPassed : LEARNING_MESSAGES.attemptFailed;
      return reply.status(201).send(ok(result, { message }));
    },
  );

  r.get(
    '/api/enrollments',
    {
      ...signedIn,
      schema: {
        tags: ['learning'],
        summary: 'My courses (Continue Learning)',
        description:
          'The published courses the member is enrolled in, most recently enrolled first, each with the progress, the next lesson to open ' +
          '(null when every lesson is complete), when it was completed and the certificate code. A paid course appears once its order is paid. Paged.',
        querystring: learningPageQuerySchema,
        response: { 200: listEnvelope(enrollmentEntrySchema) },
      },
    },
    async (request) => okPageOf(await listEnrollments(ctx.db, courses.summarizeCourses, userOf(request).id, request.query), request.query),
  );

  r.get(
    '/api/certificates',
    {
      ...signedIn,
      schema: {
        tags: ['learning'],
        summary: 'My certificates',
        description: 'The certificates of completion the member holds, newest first. Paged.',
        querystring: learningPageQuerySchema,
        response: { 200: listEnvelope(certificateSchema) },
      },
    },
    async (request) => okPageOf(await listMyCertificates(ctx.db, userOf(request).id, request.query), request.query),
  );

  r.get(
    '/api/users/:id/certificates',
    {
      onRequest: app.requirePermission('user:read'),
      schema: {
        tags: ['learning'],
        summary: "A member's certificates (the courses they completed)",
        description: "Signed in only (401), like a member's statistics and events. Newest first, paged. 404 'User not found'.",
        params: idParamsSchema('user'),
        querystring: learningPageQuerySchema,
        response: { 200: listEnvelope(certificateSchema) },
      },
    },
    async (request) => okPageOf(await listMemberCertificates(ctx.db, request.params.id, request.query), request.query),
  );

  r.get(
    '/api/certificates/:code',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['learning'],
        summary: 'Verify a certificate',
        description:
          "Public. The code as issued ('ESDC-XXXX-XXXX'); case, spaces and dashes do not matter, O reads as 0 and I, L as 1. " +
          `404 '${LEARNING_MESSAGES.certificateNotFound}'. The holder, course and instructor are as they were at issue.`,
        params: certificateCodeParamsSchema,
        response: { 200: envelope(certificateSchema) },
      },
    },
    async (request) => ok(await getCertificate(ctx.db, request.params.code)),
  );

  r.get(
    '/api/certificates/:code/pdf',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['learning'],
        summary: 'A certificate as a PDF',
        description:
          "Public. An A4 landscape PDF (application/pdf), downloaded as 'esdc-certificate-{code}.pdf', with the address where it can be verified. " +
          `404 '${LEARNING_MESSAGES.certificateNotFound}' (in the JSON failure envelope).`,
        params: certificateCodeParamsSchema,
        response: { 200: mediaResponse('application/pdf', 'The certificate as a PDF file', true) },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await certificatePdf(ctx.db, request.params.code, ctx.config.publicUrl);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-cache')
        .send(bytes);
    },
  );
}
