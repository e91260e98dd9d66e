import type { AttemptResult, Certificate, EnrollmentEntry, Exam, Lesson, LessonCompletionResult } from '@esdc/core/course-learning-schemas';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith } from '../../test/api.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { insertTestEnrollment } from '../../test/courses.ts';
import { insertLearningCourse, THREE_KINDS, threeKindsAnswers, type TestCourseSpec } from '../../test/learning-courses.ts';
import { pdfTextLines } from '../../test/pdf-text.ts';
import { formatShortDate } from '@esdc/core/display';

/*
 * Learning a course (SPEC §2 Courses and course detail): lessons, completion and progress, exams with server-checked
 * answers and attempt limits, certificates (issue, verify, PDF), the member's courses and stats. Runs on SQLite, and
 * on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://hub.esdc.example' } });
});
afterAll(async () => {
  await t?.close();
});

const now = () => t.clock.now().toISOString();
const course = (spec: TestCourseSpec = {}) => insertLearningCourse(t.db, spec, now());
const enroll = (courseId: number, m: Member) => insertTestEnrollment(t.db, courseId, m.user.id, t.clock.now());
const status = (res: LightMyRequestResponse) => [res.statusCode, envelope(res).error?.code ?? null];
const data = <T>(res: LightMyRequestResponse) => envelope<T>(res).data;

describe('lessons', () => {
  it('opens a preview lesson to anyone and the others to enrolled learners and editors only', async () => {
    const instructor = await t.register();
    const c = await course({ instructorId: instructor.user.id });
    const [preview, second, third] = c.lessons as [number, number, number];
    const learner = await t.register();
    const stranger = await t.register();
    await enroll(c.id, learner);

    const open = await call(t, 'GET', `/api/courses/${c.id}/lessons/${preview}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(data<Lesson>(open)).toMatchObject({ preview: true, completed: false, progress: null, previous_lesson_id: null, next_lesson_id: second });
    expect(open.body).not.toContain('content_md');
    expect(open.body).not.toContain('**source**');

    expect(status(await call(t, 'GET', `/api/courses/${c.id}/lessons/${second}`))).toEqual([401, 'UNAUTHORIZED']);
    const refused = await call(t, 'GET', `/api/courses/${c.id}/lessons/${second}`, stranger.token);
    expect(status(refused)).toEqual([403, 'NOT_ENROLLED']);
    expect(envelope(refused).message).toBe('Enroll in this course to open its lessons');

    const lesson = data<Lesson>(await call(t, 'GET', `/api/courses/${c.id}/lessons/${second}`, learner.token));
    expect(lesson).toMatchObject({
      id: second,
      course_id: c.id,
      module_title: 'Module 1',
      title: 'Lesson 1.2',
      content_html: '<p>Lesson 1.2 <strong>body</strong></p>',
      previous_lesson_id: preview,
      next_lesson_id: third,
      completed: false,
      progress: { completed_lessons: 0, total_lessons: 3, percent: 0 },
    });
    // The instructor and moderators read every lesson without enrolling.
    expect((await call(t, 'GET', `/api/courses/${c.id}/lessons/${third}`, instructor.token)).statusCode).toBe(200);
    const moderator = await memberWith(t, 'moderator');
    expect(data<Lesson>(await call(t, 'GET', `/api/courses/${c.id}/lessons/${third}`, moderator.token)).progress).toBeNull();
  });

  it('answers 404 for a lesson of another course, an unknown lesson and an unpublished course', async () => {
    const a = await course();
    const b = await course();
    const m = await t.register();
    await enroll(a.id, m);
    expect(status(await call(t, 'GET', `/api/courses/${a.id}/lessons/${b.lessons[1]}`, m.token))).toEqual([404, 'NOT_FOUND']);
    const missing = await call(t, 'GET', `/api/courses/${a.id}/lessons/999999`, m.token);
    expect([missing.statusCode, envelope(missing).message]).toEqual([404, 'Lesson not found']);
    const hidden = await course({ published: false });
    await enroll(hidden.id, m);
    const gone = await call(t, 'GET', `/api/courses/${hidden.id}/lessons/${hidden.lessons[0]}`, m.token);
    expect([gone.statusCode, envelope(gone).message]).toEqual([404, 'Course not found']);
    expect((await call(t, 'GET', `/api/courses/${hidden.id}/lessons/${hidden.lessons[1]}`, await t.adminToken())).statusCode).toBe(200);
  });
});

describe('completion and progress', () => {
  it('marks lessons complete and incomplete, idempotently, for enrolled learners only', async () => {
    const c = await course();
    const m = await t.register();
    const url = `/api/courses/${c.id}/lessons/${c.lessons[0]}/completion`;
    expect(status(await call(t, 'POST', url, m.token))).toEqual([403, 'NOT_ENROLLED']);
    expect(status(await call(t, 'DELETE', url, m.token))).toEqual([403, 'NOT_ENROLLED']);
    expect(status(await call(t, 'POST', url))).toEqual([401, 'UNAUTHORIZED']);
    await enroll(c.id, m);

    for (let i = 0; i < 2; i++) {
      const done = await call(t, 'POST', url, m.token);
      expect(done.statusCode, done.body).toBe(200);
      expect(data<LessonCompletionResult>(done)).toEqual({ progress: { completed_lessons: 1, total_lessons: 3, percent: 33 }, certificate: null });
    }
    expect(data<Lesson>(await call(t, 'GET', `/api/courses/${c.id}/lessons/${c.lessons[0]}`, m.token)).completed).toBe(true);
    for (let i = 0; i < 2; i++) {
      const undone = await call(t, 'DELETE', url, m.token);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(data(undone)).toEqual({ progress: { completed_lessons: 0, total_lessons: 3, percent: 0 } });
    }
    expect(status(await call(t, 'POST', `/api/courses/${c.id}/lessons/999999/completion`, m.token))).toEqual([404, 'NOT_FOUND']);
  });
});

describe('exams', () => {
  const threeKinds = (extra: { max_attempts?: number | null; pass_mark_percent?: number } = {}) =>
    course({ exams: [{ kind: 'exam', questions: THREE_KINDS, ...extra }] });

  it('shows the questions without right answers, accepted answers or explanations, to enrolled learners and editors', async () => {
    const instructor = await t.register();
    const c = await insertLearningCourse(t.db, { instructorId: instructor.user.id, exams: [{ kind: 'exam', questions: THREE_KINDS }] }, now());
    const exam = c.exams[0]!;
    const m = await t.register();
    const url = `/api/courses/${c.id}/exams/${exam.id}`;
    expect(status(await call(t, 'GET', url))).toEqual([401, 'UNAUTHORIZED']);
    expect(status(await call(t, 'GET', url, m.token))).toEqual([403, 'NOT_ENROLLED']);
    await enroll(c.id, m);
    for (const token of [m.token, instructor.token]) {
      const res = await call(t, 'GET', url, token);
      expect(res.statusCode, res.body).toBe(200);
      for (const secret of ['correct', 'accepted', 'explanation', 'Pull-up resistor', 'pullup', 'D13', 'not a bus', 'VCC'])
        expect(res.body).not.toContain(secret);
      const shown = data<Exam>(res);
      expect(shown).toMatchObject({
        kind: 'exam',
        pass_mark_percent: 70,
        max_attempts: 3,
        attempts_used: 0,
        attempts_left: 3,
        best_score_percent: null,
        passed: false,
      });
      expect(shown.questions.map((q) => [q.kind, q.options.length])).toEqual([
        ['single', 3],
        ['multiple', 3],
        ['short', 0],
      ]);
      expect(Object.keys(shown.questions[0]!.options[0]!).sort()).toEqual(['id', 'text']);
    }
    const other = await course({ exams: [{ kind: 'test', questions: THREE_KINDS }] });
    expect(status(await call(t, 'GET', `/api/courses/${c.id}/exams/${other.exams[0]!.id}`, m.token))).toEqual([404, 'NOT_FOUND']);
  });

  it('scores each kind on the server, rounds down, applies the pass mark and hides the answers until passed', async () => {
    const c = await threeKinds();
    const exam = c.exams[0]!;
    const m = await t.register();
    const url = `/api/courses/${c.id}/exams/${exam.id}/attempts`;
    expect(status(await call(t, 'POST', url, m.token, { answers: [] }))).toEqual([403, 'NOT_ENROLLED']);
    await enroll(c.id, m);

    const failed = await call(t, 'POST', url, m.token, { answers: threeKindsAnswers(exam, false) });
    expect(failed.statusCode, failed.body).toBe(201);
    const first = data<AttemptResult>(failed);
    expect(first.attempt).toMatchObject({ attempt_number: 1, correct_count: 2, question_count: 3, score_percent: 67, passed: false, attempts_left: 2 });
    expect(first.results).toEqual([
      { question_id: exam.questions[0]!.id, correct: true },
      { question_id: exam.questions[1]!.id, correct: false },
      { question_id: exam.questions[2]!.id, correct: true },
    ]);
    expect(first.revealed).toBe(false);
    for (const secret of ['correct_option_ids', 'accepted_answer', 'explanation', 'pullup', 'D13']) expect(failed.body).not.toContain(secret);

    const passed = data<AttemptResult>(await call(t, 'POST', url, m.token, { answers: threeKindsAnswers(exam, true) }));
    expect(passed.attempt).toMatchObject({ attempt_number: 2, correct_count: 3, score_percent: 100, passed: true, attempts_left: 1 });
    expect(passed.revealed).toBe(true);
    expect(passed.results).toEqual([
      { question_id: exam.questions[0]!.id, correct: true, correct_option_ids: [exam.questions[0]!.options[1]], explanation: 'The Uno wires its LED to D13.' },
      {
        question_id: exam.questions[1]!.id,
        correct: true,
        correct_option_ids: [exam.questions[1]!.options[0], exam.questions[1]!.options[2]],
        explanation: 'PWM is a modulation, not a bus.',
      },
      { question_id: exam.questions[2]!.id, correct: true, accepted_answer: 'Pull-up resistor', explanation: 'A weak resistor to VCC.' },
    ]);
    const after = data<Exam>(await call(t, 'GET', `/api/courses/${c.id}/exams/${exam.id}`, m.token));
    expect(after).toMatchObject({ attempts_used: 2, attempts_left: 1, best_score_percent: 100, passed: true });
  });

  it('passes at exactly the pass mark; an unanswered question is wrong; a question answered twice is refused', async () => {
    const c = await threeKinds({ pass_mark_percent: 67, max_attempts: null });
    const exam = c.exams[0]!;
    const m = await t.register();
    await enroll(c.id, m);
    const url = `/api/courses/${c.id}/exams/${exam.id}/attempts`;
    const atMark = data<AttemptResult>(await call(t, 'POST', url, m.token, { answers: threeKindsAnswers(exam, false) }));
    expect(atMark.attempt).toMatchObject({ score_percent: 67, passed: true, attempts_left: null });
    const blank = data<AttemptResult>(await call(t, 'POST', url, m.token, { answers: [] }));
    expect(blank.attempt).toMatchObject({ correct_count: 0, score_percent: 0, passed: false, attempts_left: null });
    expect(blank.revealed).toBe(false);
    const q = exam.questions[0]!.id;
    expect(status(await call(t, 'POST', url, m.token, { answers: [{ question_id: q }, { question_id: q }] }))).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('refuses an attempt beyond the limit with 409 and reveals the answers on the last one', async () => {
    const c = await threeKinds({ max_attempts: 2 });
    const exam = c.exams[0]!;
    const m = await t.register();
    await enroll(c.id, m);
    const url = `/api/courses/${c.id}/exams/${exam.id}/attempts`;
    const one = data<AttemptResult>(await call(t, 'POST', url, m.token, { answers: [] }));
    expect([one.attempt.attempts_left, one.revealed]).toEqual([1, false]);
    const two = data<AttemptResult>(await call(t, 'POST', url, m.token, { answers: [] }));
    expect([two.attempt.attempts_left, two.revealed, two.attempt.passed]).toEqual([0, true, false]);
    expect(two.results[2]).toMatchObject({ correct: false, accepted_answer: 'Pull-up resistor' });
    const three = await call(t, 'POST', url, m.token, { answers: threeKindsAnswers(exam, true) });
    expect(status(three)).toEqual([409, 'ATTEMPTS_EXHAUSTED']);
    expect(envelope(three).message).toBe('No attempts left for this exam');
    expect(await attemptsOf(exam.id, m.user.id)).toBe(2);
  });

  it('lets exactly one of 10 simultaneous submissions take the last attempt', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await threeKinds({ max_attempts: 3 });
      const exam = c.exams[0]!;
      const m = await t.register();
      await enroll(c.id, m);
      const url = `/api/courses/${c.id}/exams/${exam.id}/attempts`;
      for (let i = 0; i < 2; i++) expect((await call(t, 'POST', url, m.token, { answers: [] })).statusCode).toBe(201);
      const results = await Promise.all(Array.from({ length: 10 }, () => call(t, 'POST', url, m.token, { answers: threeKindsAnswers(exam, false) })));
      const tally: Record<number, number> = {};
      for (const r of results) tally[r.statusCode] = (tally[r.statusCode] ?? 0) + 1;
      expect(tally).toEqual({ 201: 1, 409: 9 });
      expect(new Set(results.filter((r) => r.statusCode === 409).map((r) => envelope(r).error?.code))).toEqual(new Set(['ATTEMPTS_EXHAUSTED']));
      expect(await attemptsOf(exam.id, m.user.id)).toBe(3);
    }
  });
});

async function attemptsOf(examId: number, userId: number): Promise<number> {
  const row = await t.db
    .selectFrom('course_exam_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('exam_id', '=', examId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('certificates', () => {
  it('issues one certificate after the last lesson and the exam (not the test), verifiable by anyone and printable', async () => {
    const instructor = await t.register({ name: 'Asha Instructor' });
    const c = await course({
      title: 'Arduino from scratch',
      level: 'Intermediate',
      instructorId: instructor.user.id,
      modules: [[true], [false]],
      exams: [
        { kind: 'exam', questions: THREE_KINDS },
        { kind: 'test', questions: THREE_KINDS },
      ],
    });
    const [exam] = c.exams as [(typeof c.exams)[number]];
    const m = await t.register({ name: 'Ravi Learner' });
    await enroll(c.id, m);
    const complete = (lesson: number) => call(t, 'POST', `/api/courses/${c.id}/lessons/${lesson}/completion`, m.token);

    expect(data<LessonCompletionResult>(await complete(c.lessons[0]!)).certificate).toBeNull();
    const passed = data<AttemptResult>(
      await call(t, 'POST', `/api/courses/${c.id}/exams/${exam.id}/attempts`, m.token, { answers: threeKindsAnswers(exam, true) }),
    );
    expect([passed.attempt.passed, passed.certificate]).toEqual([true, null]);
    const last = data<LessonCompletionResult>(await complete(c.lessons[1]!));
    expect(last.progress.percent).toBe(100);
    const cert = last.certificate!;
    expect(cert).toMatchObject({
      course_id: c.id,
      course_title: 'Arduino from scratch',
      course_level: 'Intermediate',
      instructor_name: 'Asha Instructor',
      holder_name: 'Ravi Learner',
      issued_at: now(),
      verify_url: `/certificates/${cert.code}`,
    });
    expect(cert.code).toMatch(/^ESDC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    // Once only: completing again, or undoing and redoing a lesson, issues nothing more.
    expect(data<LessonCompletionResult>(await complete(c.lessons[1]!)).certificate).toBeNull();
    await call(t, 'DELETE', `/api/courses/${c.id}/lessons/${c.lessons[1]}/completion`, m.token);
    expect(data<LessonCompletionResult>(await complete(c.lessons[1]!)).certificate).toBeNull();
    expect(await t.db.selectFrom('certificates').select('code').where('user_id', '=', m.user.id).execute()).toEqual([{ code: cert.code }]);
    const enrollment = await t.db
      .selectFrom('course_enrollments')
      .select('completed_at')
      .where('course_id', '=', c.id)
      .where('user_id', '=', m.user.id)
      .executeTakeFirstOrThrow();
    expect(enrollment.completed_at).toBe(cert.issued_at);
    const notes = await t.db.selectFrom('notifications').select(['type', 'link', 'message']).where('user_id', '=', m.user.id).execute();
    expect(notes).toEqual([{ type: 'certificate_issued', link: `/certificates/${cert.code}`, message: expect.stringContaining('Arduino from scratch') }]);

    // Anyone verifies it, whatever the case of the code; it survives the course's renaming.
    await t.db.updateTable('courses').set({ title: 'Renamed course' }).where('id', '=', c.id).execute();
    const verified = await call(t, 'GET', `/api/certificates/${cert.code.toLowerCase()}`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(data<Certificate>(verified)).toEqual(cert);
    expect(verified.body).not.toContain(m.email);
    for (const unknown of ['ESDC-0000-0000', 'nope', 'ESDC-UUUU-UUUU']) {
      const res = await call(t, 'GET', `/api/certificates/${unknown}`);
      expect([res.statusCode, envelope(res).message]).toEqual([404, 'Certificate not found']);
    }
    expect((await call(t, 'GET', '/api/certificates/ESDC-0000-0000/pdf')).statusCode).toBe(404);

    const pdf = await call(t, 'GET', `/api/certificates/${cert.code}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="esdc-certificate-${cert.code}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfTextLines(pdf.rawPayload);
    // The site's one date format (SPEC §9 US English short), as the certificate page shows it.
    for (const text of [
      'Certificate of Completion',
      'Ravi Learner',
      'Arduino from scratch',
      'Level: Intermediate',
      'Asha Instructor',
      cert.code,
      formatShortDate(cert.issued_at),
    ]) {
      expect(lines).toContain(text);
    }
    expect(lines).toContain(`https://hub.esdc.example/certificates/${cert.code}`);

    // The member's list and stats.
    const mine = await call(t, 'GET', '/api/certificates', m.token);
    expect([envelope(mine).meta?.total, data<Certificate[]>(mine)]).toEqual([1, [cert]]);
    expect(envelope(await call(t, 'GET', '/api/certificates', instructor.token)).meta?.total).toBe(0);
    expect((await call(t, 'GET', '/api/certificates')).statusCode).toBe(401);
    const stats = data<{ total_courses_completed: number }>(await call(t, 'GET', `/api/users/${m.user.id}/stats`, m.token));
    expect(stats.total_courses_completed).toBe(1);

    // On the member's profile: their certificates, to signed-in members only; 404 once they are suspended.
    const theirs = await call(t, 'GET', `/api/users/${m.user.id}/certificates`, instructor.token);
    expect([theirs.statusCode, envelope(theirs).meta?.total, data<Certificate[]>(theirs)]).toEqual([200, 1, [cert]]);
    expect((await call(t, 'GET', `/api/users/${m.user.id}/certificates`)).statusCode).toBe(401);
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', m.user.id).execute();
    const gone = await call(t, 'GET', `/api/users/${m.user.id}/certificates`, instructor.token);
    expect([gone.statusCode, envelope(gone).message]).toEqual([404, 'User not found']);
  });

  it('issues a course without exams on the last lesson, once, whatever completes it at the same time', async () => {
    const c = await course({ modules: [[false, false]] });
    const m = await t.register();
    await enroll(c.id, m);
    await call(t, 'POST', `/api/courses/${c.id}/lessons/${c.lessons[0]}/completion`, m.token);
    const results = await Promise.all(Array.from({ length: 8 }, () => call(t, 'POST', `/api/courses/${c.id}/lessons/${c.lessons[1]}/completion`, m.token)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(results.filter((r) => data<LessonCompletionResult>(r).certificate !== null)).toHaveLength(1);
    expect(await t.db.selectFrom('certificates').select('id').where('user_id', '=', m.user.id).execute()).toHaveLength(1);
  });
});

describe('enrollments', () => {
  it("lists the member's published courses with progress, the next lesson and the certificate", async () => {
    const m = await t.register();
    const a = await course({ title: 'First enrolled course' });
    t.clock.advance(1000);
    const b = await course({ title: 'Second enrolled course', modules: [[false]] });
    const hidden = await course({ published: false });
    await enroll(a.id, m);
    t.clock.advance(1000);
    await enroll(b.id, m);
    await enroll(hidden.id, m);
    await call(t, 'POST', `/api/courses/${a.id}/lessons/${a.lessons[0]}/completion`, m.token);
    const done = data<LessonCompletionResult>(await call(t, 'POST', `/api/courses/${b.id}/lessons/${b.lessons[0]}/completion`, m.token));

    expect((await call(t, 'GET', '/api/enrollments')).statusCode).toBe(401);
    const res = await call(t, 'GET', '/api/enrollments', m.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).meta).toEqual({ total: 2, limit: 20, offset: 0 });
    const [latest, earlier] = data<EnrollmentEntry[]>(res) as [EnrollmentEntry, EnrollmentEntry];
    expect(latest).toMatchObject({
      course: { id: b.id, title: 'Second enrolled course', lessons: 1, is_free: true },
      progress: { completed_lessons: 1, total_lessons: 1, percent: 100 },
      next_lesson: null,
      completed_at: done.certificate!.issued_at,
      certificate_code: done.certificate!.code,
    });
    expect(earlier).toMatchObject({
      course: { id: a.id, title: 'First enrolled course' },
      progress: { completed_lessons: 1, total_lessons: 3, percent: 33 },
      next_lesson: { id: a.lessons[1], title: 'Lesson 1.2' },
      completed_at: null,
      certificate_code: null,
    });
    const paged = await call(t, 'GET', '/api/enrollments?limit=1&offset=1', m.token);
    expect(data<EnrollmentEntry[]>(paged).map((e) => e.course.id)).toEqual([a.id]);
  });
});
