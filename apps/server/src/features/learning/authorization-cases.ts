import { newCertificateCode } from '@esdc/core/course-learning';
import { insertTestEnrollment } from '../../test/courses.ts';
import { insertLearningCourse, THREE_KINDS } from '../../test/learning-courses.ts';
import { ACTIVE, type AuthorizationCases, type Expect, memberOf, other, PUBLIC, type Role, SESSION, t } from '../../test/authorization-matrix-kit.ts';

/** A course's editors (admins, moderators, the instructor) or, here, nobody else: a course the caller is not enrolled in. */
const LEARNING_EDITORS = (ok: number): Expect => ({ anonymous: 401, user: 403, moderator: ok, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });

/**
 * A fresh published course of three lessons (the first a preview) and an exam, inserted straight into the database;
 * the caller is enrolled when `enrolled` (signed out: nobody).
 */
async function learningCourse(role: Role, enrolled: boolean) {
  const at = t.clock.now().toISOString();
  const c = await insertLearningCourse(t.db, { exams: [{ kind: 'exam', questions: THREE_KINDS, max_attempts: null }] }, at);
  const m = memberOf(role);
  if (enrolled && m) await insertTestEnrollment(t.db, c.id, m.user.id, t.clock.now());
  return { id: c.id, preview: c.lessons[0]!, lesson: c.lessons[1]!, exam: c.exams[0]!.id };
}

/** A certificate of `other`, inserted straight into the database; returns its code. */
async function matrixCertificate(): Promise<string> {
  const code = newCertificateCode();
  await t.db
    .insertInto('certificates')
    .values({
      code,
      course_id: null,
      user_id: other.user.id,
      holder_name: 'Matrix holder',
      course_title: 'Matrix course',
      course_level: 'Beginner',
      instructor_name: null,
      issued_at: t.clock.now().toISOString(),
    })
    .execute();
  return code;
}

/** Learning (SPEC §2 Courses and course detail): lessons, completion, exams and attempts, the member's courses and certificates. */
function learningCases(): AuthorizationCases {
  const lessonUrl = (c: { id: number; lesson: number }) => `/api/courses/${c.id}/lessons/${c.lesson}`;
  return {
    'GET /api/courses/:id/lessons/:lesson_id': [
      {
        label: 'preview',
        expect: PUBLIC,
        send: async (role) => {
          const c = await learningCourse(role, false);
          return { url: `/api/courses/${c.id}/lessons/${c.preview}` };
        },
      },
      { label: 'enrolled', expect: SESSION, send: async (role) => ({ url: lessonUrl(await learningCourse(role, true)) }) },
      {
        label: 'not enrolled',
        expect: LEARNING_EDITORS(200),
        forbiddenCode: 'NOT_ENROLLED',
        send: async (role) => ({ url: lessonUrl(await learningCourse(role, false)) }),
      },
    ],
    'POST /api/courses/:id/lessons/:lesson_id/completion': [
      { label: 'enrolled', expect: ACTIVE(200), send: async (role) => ({ url: `${lessonUrl(await learningCourse(role, true))}/completion` }) },
      {
        label: 'not enrolled',
        expect: ACTIVE(403),
        forbiddenCode: 'NOT_ENROLLED',
        send: async (role) => ({ url: `${lessonUrl(await learningCourse(role, false))}/completion` }),
      },
    ],
    'DELETE /api/courses/:id/lessons/:lesson_id/completion': [
      { label: 'enrolled', expect: ACTIVE(200), send: async (role) => ({ url: `${lessonUrl(await learningCourse(role, true))}/completion` }) },
      {
        label: 'not enrolled',
        expect: ACTIVE(403),
        forbiddenCode: 'NOT_ENROLLED',
        send: async (role) => ({ url: `${lessonUrl(await learningCourse(role, false))}/completion` }),
      },
    ],
    'GET /api/courses/:id/exams/:exam_id': [
      {
        label: 'enrolled',
        expect: SESSION,
        send: async (role) => {
          const c = await learningCourse(role, true);
          return { url: `/api/courses/${c.id}/exams/${c.exam}` };
        },
      },
      {
        label: 'not enrolled',
        expect: LEARNING_EDITORS(200),
        forbiddenCode: 'NOT_ENROLLED',
        send: async (role) => {
          const c = await learningCourse(role, false);
          return { url: `/api/courses/${c.id}/exams/${c.exam}` };
        },
      },
    ],
    'POST /api/courses/:id/exams/:exam_id/attempts': [
      {
        label: 'enrolled',
        expect: ACTIVE(201),
        send: async (role) => {
          const c = await learningCourse(role, true);
          return { url: `/api/courses/${c.id}/exams/${c.exam}/attempts`, payload: { answers: [] } };
        },
      },
      {
        label: 'not enrolled',
        expect: ACTIVE(403),
        forbiddenCode: 'NOT_ENROLLED',
        send: async (role) => {
          const c = await learningCourse(role, false);
          return { url: `/api/courses/${c.id}/exams/${c.exam}/attempts`, payload: { answers: [] } };
        },
      },
    ],
    'GET /api/enrollments': { expect: SESSION, send: () => ({ url: '/api/enrollments' }) },
    'GET /api/certificates': { expect: SESSION, send: () => ({ url: '/api/certificates' }) },
    'GET /api/users/:id/certificates': { expect: ACTIVE(200), send: () => ({ url: `/api/users/${other.user.id}/certificates` }) },
    'GET /api/certificates/:code': { expect: PUBLIC, send: async () => ({ url: `/api/certificates/${await matrixCertificate()}` }) },
    'GET /api/certificates/:code/pdf': { expect: PUBLIC, send: async () => ({ url: `/api/certificates/${await matrixCertificate()}/pdf` }) },
  };
}

/**
 * Who may call the learning routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = learningCases();
