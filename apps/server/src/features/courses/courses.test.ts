import type { CourseDetail, CourseEnrollmentResult, CourseLikeResult, CourseReview, CourseSource, CourseSummary } from '@esdc/core/course-schemas';
import type { Order } from '@esdc/core/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, deleteOwnAccount, memberWith } from '../../test/api.ts';
import { insertTestCourse, insertTestEnrollment } from '../../test/courses.ts';
import { auditActions } from '../../test/audit.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';

/*
 * The course catalogue through the API (SPEC §2 Courses and course detail, §3 Course), on SQLite, and on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */

let t: TestApp;
let admin: string;
let moderator: Member;
let instructor: Member;
let learner: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  moderator = await memberWith(t, 'moderator');
  instructor = await memberWith(t);
  learner = await memberWith(t);
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const message = (res: Res) => envelope(res).message;
const code = (res: Res) => (JSON.parse(res.body) as { error?: { code: string } }).error?.code;

let sequence = 0;
/** A valid whole-course body with a unique title. */
function courseBody(extra: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: `Blinking LEDs course ${sequence}`,
    description: 'From a blinking LED to timers and interrupts, step by step.',
    duration: '4 weeks',
    level: 'Beginner',
    category: 'Arduino',
    price_paise: 0,
    published: true,
    outcomes: ['Blink an LED', 'Read a button'],
    resources: [{ title: 'Arduino reference', url: 'https://docs.arduino.cc/language-reference/' }],
    modules: [
      {
        title: 'Basics',
        lessons: [
          { title: 'Blink', content_md: '# Blink\n\n```cpp\ndigitalWrite(13, HIGH);\n```\n\n<script>alert(1)</script>', duration_minutes: 15, preview: true },
          { title: 'Buttons', content_md: 'Use `INPUT_PULLUP`.', duration_minutes: 20, video_url: 'https://example.com/video' },
        ],
      },
    ],
    exams: [
      {
        kind: 'exam',
        title: 'Final exam',
        duration_minutes: 15,
        questions: [
          {
            kind: 'single',
            prompt: 'Which function sets a pin high?',
            options: [
              { text: 'digitalWrite', correct: true },
              { text: 'analogRead', correct: false },
            ],
          },
          { kind: 'short', prompt: 'Name the pull-up pin mode.', accepted_answers: ['INPUT_PULLUP'] },
        ],
      },
      { kind: 'test', title: 'Practice', questions: [] },
    ],
    ...extra,
  };
}

async function createCourse(token: string, extra: Record<string, unknown> = {}): Promise<CourseSource> {
  const res = await call(t, 'POST', '/api/courses', token, courseBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return data<CourseSource>(res);
}

describe('creating and editing courses', () => {
  it('lets admins and moderators create; members get 403, visitors 401', async () => {
    expect((await call(t, 'POST', '/api/courses', undefined, courseBody())).statusCode).toBe(401);
    const refused = await call(t, 'POST', '/api/courses', learner.token, courseBody());
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe('Only admins and moderators may create courses');
    for (const token of [admin, moderator.token]) {
      const res = await call(t, 'POST', '/api/courses', token, courseBody());
      expect(res.statusCode, res.body).toBe(201);
      expect(message(res)).toBe('Course created');
      const source = data<CourseSource>(res);
      expect(source.modules[0]!.lessons.map((l) => l.title)).toEqual(['Blink', 'Buttons']);
      expect(source.exams[0]!.questions[1]).toMatchObject({ kind: 'short', accepted_answers: ['INPUT_PULLUP'], options: [] });
      expect(source.exams[0]).toMatchObject({ pass_mark_percent: 70, max_attempts: 3 });
    }
  });

  it('answers clear messages for bad input and stores nothing', async () => {
    const before = await t.count('courses');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'abc' }, 'Title must be at least 5 characters long'],
      [{ description: 'Too short' }, 'Description must be at least 20 characters long'],
      [{ level: 'Expert' }, 'Invalid course level'],
      [{ category: 'Cooking' }, 'Invalid course category'],
      [{ price_paise: -1 }, 'Price must be a whole number of paise, 0 or more'],
      [{ instructor_id: 999_999 }, 'Instructor not found'],
      [
        {
          exams: [
            {
              kind: 'exam',
              title: 'Bad',
              questions: [
                {
                  kind: 'single',
                  prompt: 'Pick',
                  options: [
                    { text: 'a', correct: true },
                    { text: 'b', correct: true },
                  ],
                },
              ],
            },
          ],
        },
        'A single-choice question needs exactly one correct option',
      ],
      [
        { exams: [{ kind: 'exam', title: 'Bad', questions: [{ kind: 'short', prompt: 'Type it' }] }] },
        'A short-answer question needs at least one accepted answer',
      ],
    ];
    for (const [extra, text] of cases) {
      const res = await call(t, 'POST', '/api/courses', admin, courseBody(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.body).toContain(text);
    }
    expect(await t.count('courses')).toBe(before);
  });

  it('renders lesson markdown to sanitised HTML at save', async () => {
    const source = await createCourse(admin);
    const html = await t.db.selectFrom('course_lessons').select('content_html').where('id', '=', source.modules[0]!.lessons[0]!.id).executeTakeFirstOrThrow();
    expect(html.content_html).toContain('<h1');
    expect(html.content_html).toContain('digitalWrite');
    expect(html.content_html).not.toContain('<script');
  });

  it('updates the tree in place: ids kept, new items inserted, missing ones deleted', async () => {
    const source = await createCourse(admin, { instructor_id: instructor.user.id });
    const [blink, buttons] = source.modules[0]!.lessons;
    const exam = source.exams[0]!;
    const body = {
      ...courseBody({ instructor_id: instructor.user.id }),
      title: 'Blinking LEDs, revised',
      modules: [
        {
          id: source.modules[0]!.id,
          title: 'Basics, revised',
          lessons: [
            { ...buttons, title: 'Buttons first' },
            { title: 'Timers', content_md: 'millis()' },
          ],
        },
        { title: 'Second module', lessons: [{ id: blink!.id, title: 'Blink, moved', content_md: blink!.content_md }] },
      ],
      exams: [
        {
          ...exam,
          questions: [{ ...exam.questions[0]!, prompt: 'Which call sets a pin high?' }],
        },
      ],
    };
    // The instructor edits their own course.
    const res = await call(t, 'PUT', `/api/courses/${source.id}`, instructor.token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(message(res)).toBe('Course updated');
    const after = data<CourseSource>(res);
    expect(after.title).toBe('Blinking LEDs, revised');
    expect(after.modules[0]!.id).toBe(source.modules[0]!.id);
    expect(after.modules[0]!.lessons.map((l) => [l.id === buttons!.id, l.title])).toEqual([
      [true, 'Buttons first'],
      [false, 'Timers'],
    ]);
    expect(after.modules[1]!.lessons).toMatchObject([{ id: blink!.id, title: 'Blink, moved' }]);
    expect(after.exams).toHaveLength(1);
    expect(after.exams[0]!.id).toBe(exam.id);
    expect(after.exams[0]!.questions).toMatchObject([{ id: exam.questions[0]!.id, prompt: 'Which call sets a pin high?' }]);
    expect(after.exams[0]!.questions[0]!.options.map((o) => o.id)).toEqual(exam.questions[0]!.options.map((o) => o.id));
    expect(await t.db.selectFrom('course_questions').select('id').where('id', '=', exam.questions[1]!.id).execute()).toEqual([]);

    // An id from another course's tree is refused, and nothing changes.
    const other = await createCourse(admin);
    const stolen = { ...body, modules: [{ id: other.modules[0]!.id, title: 'Stolen', lessons: [] }] };
    const refused = await call(t, 'PUT', `/api/courses/${source.id}`, admin, stolen);
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe('A module, lesson, exam, question or option id does not belong to this course');
  });

  it('lets only the instructor, moderators and admins edit, and only admins delete', async () => {
    const source = await createCourse(admin);
    const forbidden = await call(t, 'PUT', `/api/courses/${source.id}`, learner.token, courseBody());
    expect(forbidden.statusCode).toBe(403);
    expect(message(forbidden)).toBe('Only the instructor, a moderator or an admin may edit this course');
    expect((await call(t, 'GET', `/api/courses/${source.id}/source`, learner.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/courses/${source.id}/source`, moderator.token)).statusCode).toBe(200);
    expect((await call(t, 'PUT', `/api/courses/${source.id}`, moderator.token, courseBody())).statusCode).toBe(200);
    const del = await call(t, 'DELETE', `/api/courses/${source.id}`, moderator.token);
    expect(del.statusCode).toBe(403);
    expect(message(del)).toBe('Only admins may delete courses');
    const deleted = await call(t, 'DELETE', `/api/courses/${source.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(message(deleted)).toBe('Course deleted');
    expect((await call(t, 'GET', `/api/courses/${source.id}`)).statusCode).toBe(404);
    expect(await auditActions(t, 'course', source.id)).toEqual(['course.created', 'course.updated', 'course.deleted']);
  });
});

describe('the catalogue', () => {
  it('filters by level, category and text, pages, and hides unpublished courses from those who may not edit them', async () => {
    const tag = `Zq${Date.now()}`;
    const now = t.clock.now();
    await insertTestCourse(t.db, { title: `${tag} RTOS tasks`, level: 'Advanced', category: 'RTOS' }, now);
    await insertTestCourse(
      t.db,
      { title: `${tag} Sensors`, level: 'Beginner', category: 'Sensors', description: `Reading an ${tag} thermistor properly.` },
      now,
    );
    await insertTestCourse(t.db, { title: `${tag} Draft`, published: false, instructor_id: instructor.user.id }, now);
    const list = async (query: string, token?: string) => {
      const res = await call(t, 'GET', `/api/courses?q=${tag}&${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return envelope<CourseSummary[]>(res) as unknown as { data: CourseSummary[]; meta: { total: number } };
    };
    expect((await list('')).data.map((c) => c.title).sort()).toEqual([`${tag} RTOS tasks`, `${tag} Sensors`]);
    expect((await list('level=Advanced')).data.map((c) => c.category)).toEqual(['RTOS']);
    expect((await list('category=Sensors&level=all')).data).toHaveLength(1);
    expect((await list('limit=1')).data).toHaveLength(1);
    expect((await list('limit=1')).meta.total).toBe(2);
    // The instructor sees their unpublished course, flagged; admins with status=all too; members never.
    expect((await list('', instructor.token)).data.find((c) => !c.published)?.title).toBe(`${tag} Draft`);
    expect((await list('', learner.token)).data.every((c) => c.published)).toBe(true);
    expect((await list('status=all', admin)).data).toHaveLength(3);
    expect((await list('status=all', learner.token)).data).toHaveLength(2);
    const bad = await call(t, 'GET', '/api/courses?level=Expert');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Invalid course level');
    const summary = (await list('category=Sensors')).data[0]!;
    expect(summary).toMatchObject({ is_free: true, price_paise: 0, lessons: 2, modules: 1, rating: 0, comments: 0, instructor: null });
  });

  it('answers 404 for unknown and unpublished courses', async () => {
    const hidden = await insertTestCourse(t.db, { published: false }, t.clock.now());
    for (const token of [undefined, learner.token]) {
      const res = await call(t, 'GET', `/api/courses/${hidden.id}`, token);
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe('Course not found');
    }
    expect((await call(t, 'GET', `/api/courses/${hidden.id}`, admin)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/courses/99999999')).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/courses/${hidden.id}/enrollment`, learner.token)).statusCode).toBe(404);
  });

  it("shows the outline and the viewer's standing on a course page, and counts a view once an hour", async () => {
    const course = await insertTestCourse(t.db, { instructor_id: instructor.user.id }, t.clock.now());
    const visitor = data<CourseDetail>(await call(t, 'GET', `/api/courses/${course.id}`));
    expect(visitor.modules).toMatchObject([
      { title: 'Getting started', duration_minutes: 20, lessons: [{ preview: true, completed: false }, { preview: false }] },
    ]);
    expect(visitor.exams).toMatchObject([{ id: course.examId, question_count: 1, attempts_used: 0, best_score_percent: null, passed: false }]);
    expect(visitor.tests).toEqual([]);
    expect(visitor.viewer).toEqual({
      signed_in: false,
      enrollment: 'none',
      pending_order_id: null,
      liked: false,
      reviewed: false,
      can_edit: false,
      can_review: false,
      progress: null,
      next_lesson_id: null,
      certificate_code: null,
    });
    expect(visitor.views).toBe(1);
    expect(data<CourseDetail>(await call(t, 'GET', `/api/courses/${course.id}`)).views).toBe(1);
    expect(data<CourseDetail>(await call(t, 'GET', `/api/courses/${course.id}`, instructor.token)).viewer.can_edit).toBe(true);
    // Visitors read a shared copy (views may lag up to 10 s), but their view still counts once an hour.
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await call(t, 'GET', `/api/courses/${course.id}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('courses').select('views').where('id', '=', course.id).executeTakeFirstOrThrow()).toEqual({ views: 3 });

    await insertTestEnrollment(t.db, course.id, learner.user.id, t.clock.now());
    await t.db
      .insertInto('course_lesson_completions')
      .values({ course_id: course.id, lesson_id: course.lessonIds[0]!, user_id: learner.user.id, completed_at: t.clock.now().toISOString() })
      .execute();
    const mine = data<CourseDetail>(await call(t, 'GET', `/api/courses/${course.id}`, learner.token));
    expect(mine.enrolled).toBe(1);
    expect(mine.viewer).toMatchObject({
      signed_in: true,
      enrollment: 'enrolled',
      can_review: true,
      can_edit: false,
      progress: { completed_lessons: 1, total_lessons: 2, percent: 50 },
      next_lesson_id: course.lessonIds[1],
    });
    expect(mine.modules[0]!.lessons[0]!.completed).toBe(true);
  });
});

describe('enrolling', () => {
  it('enrolls in a free course at once, refuses a second time, and lets the member leave', async () => {
    const course = await insertTestCourse(t.db, {}, t.clock.now());
    const member = await memberWith(t);
    expect((await call(t, 'POST', `/api/courses/${course.id}/enrollment`)).statusCode).toBe(401);
    const res = await call(t, 'POST', `/api/courses/${course.id}/enrollment`, member.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(data<CourseEnrollmentResult>(res)).toEqual({ status: 'enrolled', order: null });
    const twice = await call(t, 'POST', `/api/courses/${course.id}/enrollment`, member.token);
    expect(twice.statusCode).toBe(409);
    expect(code(twice)).toBe('ALREADY_ENROLLED');
    expect(message(twice)).toBe('You are already enrolled in this course');
    expect(data<CourseDetail>(await call(t, 'GET', `/api/courses/${course.id}`, member.token)).enrolled).toBe(1);
    expect((await call(t, 'DELETE', `/api/courses/${course.id}/enrollment`, member.token)).statusCode).toBe(200);
    expect(data<CourseDetail>(await call(t, 'GET', `/api/courses/${course.id}`, member.token))).toMatchObject({ enrolled: 0, viewer: { enrollment: 'none' } });
  });

  it('places an INR order for a paid course, enrolls when an admin marks it paid, and withdraws when it is cancelled', async () => {
    const course = await insertTestCourse(t.db, { title: 'Paid RTOS course', price_paise: 99_900 }, t.clock.now());
    const member = await memberWith(t);
    const res = await call(t, 'POST', `/api/courses/${course.id}/enrollment`, member.token);
    expect(res.statusCode, res.body).toBe(201);
    const result = data<CourseEnrollmentResult>(res);
    expect(result.status).toBe('pending_payment');
    expect(result.order).toMatchObject({
      status: 'placed',
      currency: 'INR',
      total_cents: 99_900,
      lines: [{ course_id: course.id, product_id: null, name: 'Paid RTOS course', quantity: 1, unit_price_cents: 99_900 }],
    });
    const orderId = result.order!.id;
    // Asking again while the order waits answers the same order.
    const again = await call(t, 'POST', `/api/courses/${course.id}/enrollment`, member.token);
    expect(again.statusCode).toBe(200);
    expect(data<CourseEnrollmentResult>(again).order!.id).toBe(orderId);
    expect(data<CourseDetail>(await call(t, 'GET', `/api/courses/${course.id}`, member.token)).viewer).toMatchObject({
      enrollment: 'pending_payment',
      pending_order_id: orderId,
    });
    const notice = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', member.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.message).toContain('₹999.00');

    const paid = await t.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, headers: t.authHeader(admin), payload: { status: 'paid' } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(data<Order>(paid)).toMatchObject({ status: 'paid', currency: 'INR' });
    expect(data<CourseDetail>(await call(t, 'GET', `/api/courses/${course.id}`, member.token))).toMatchObject({
      enrolled: 1,
      viewer: { enrollment: 'enrolled' },
    });
    const leave = await call(t, 'DELETE', `/api/courses/${course.id}/enrollment`, member.token);
    expect(leave.statusCode).toBe(409);
    expect(message(leave)).toBe('Paid enrollments are withdrawn by cancelling the order');

    const cancelled = await t.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, headers: t.authHeader(admin), payload: { status: 'cancelled' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(data<CourseDetail>(await call(t, 'GET', `/api/courses/${course.id}`, member.token))).toMatchObject({ enrolled: 0, viewer: { enrollment: 'none' } });
  });

  it('keeps shop orders in USD', async () => {
    const orders = await t.db.selectFrom('orders').select('currency').where('currency', '!=', 'INR').execute();
    for (const o of orders) expect(o.currency).toBe('USD');
  });
});

describe('reviews and likes', () => {
  it('lets enrolled learners review once, keeps the average, and refuses others', async () => {
    const course = await insertTestCourse(t.db, {}, t.clock.now());
    const [a, b] = [await memberWith(t), await memberWith(t)];
    const body = { rating: 5, text: 'Clear lessons and a fair exam.' };
    const notEnrolled = await call(t, 'POST', `/api/courses/${course.id}/reviews`, a.token, body);
    expect(notEnrolled.statusCode).toBe(403);
    expect(code(notEnrolled)).toBe('NOT_ENROLLED');
    expect(message(notEnrolled)).toBe('Only enrolled learners can review this course');
    await insertTestEnrollment(t.db, course.id, a.user.id, t.clock.now());
    await insertTestEnrollment(t.db, course.id, b.user.id, t.clock.now());
    for (const rating of [0, 6, 'x']) {
      const bad = await call(t, 'POST', `/api/courses/${course.id}/reviews`, a.token, { ...body, rating });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Rating must be a whole number from 1 to 5');
    }
    const first = await call(t, 'POST', `/api/courses/${course.id}/reviews`, a.token, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(data<CourseReview>(first)).toMatchObject({ rating: 5, text: body.text, user: { id: a.user.id } });
    const twice = await call(t, 'POST', `/api/courses/${course.id}/reviews`, a.token, body);
    expect(twice.statusCode).toBe(409);
    expect(code(twice)).toBe('ALREADY_REVIEWED');
    expect(message(twice)).toBe('You have already reviewed this course');
    expect((await call(t, 'POST', `/api/courses/${course.id}/reviews`, b.token, { rating: 2, text: 'Too fast for me, sadly.' })).statusCode).toBe(201);
    const page = data<CourseDetail>(await call(t, 'GET', `/api/courses/${course.id}`, a.token));
    expect(page).toMatchObject({ rating: 3.5, review_count: 2, comments: 2, viewer: { reviewed: true, can_review: false } });
    expect(page.reviews.map((r) => r.rating)).toEqual([2, 5]);
    const list = await call(t, 'GET', `/api/courses/${course.id}/reviews?limit=1`);
    expect(data<CourseReview[]>(list)).toHaveLength(1);
  });

  it('counts one like per member and never below zero', async () => {
    const course = await insertTestCourse(t.db, {}, t.clock.now());
    const like = (method: 'PUT' | 'DELETE', token?: string) => call(t, method, `/api/courses/${course.id}/like`, token);
    expect((await like('PUT')).statusCode).toBe(401);
    expect(data<CourseLikeResult>(await like('PUT', learner.token))).toEqual({ liked: true, likes: 1 });
    expect(data<CourseLikeResult>(await like('PUT', learner.token))).toEqual({ liked: true, likes: 1 });
    expect(data<CourseDetail>(await call(t, 'GET', `/api/courses/${course.id}`, learner.token)).viewer.liked).toBe(true);
    expect(data<CourseLikeResult>(await like('DELETE', learner.token))).toEqual({ liked: false, likes: 0 });
    expect(data<CourseLikeResult>(await like('DELETE', learner.token))).toEqual({ liked: false, likes: 0 });
  });
});

describe('account data', () => {
  it("exports a member's course data and, when the account is deleted, removes it and lowers the course's counts", async () => {
    const course = await insertTestCourse(t.db, {}, t.clock.now());
    const member = await memberWith(t);
    expect((await call(t, 'POST', `/api/courses/${course.id}/enrollment`, member.token)).statusCode).toBe(201);
    expect((await call(t, 'PUT', `/api/courses/${course.id}/like`, member.token)).statusCode).toBe(200);
    expect((await call(t, 'POST', `/api/courses/${course.id}/reviews`, member.token, { rating: 4, text: 'Good pace and clear code.' })).statusCode).toBe(201);
    expect((await call(t, 'GET', `/api/courses/${course.id}`, member.token)).statusCode).toBe(200);
    const exported = data<{ sections: Record<string, unknown[]> }>(await call(t, 'GET', '/api/user/export', member.token)).sections;
    expect(exported.course_enrollments).toMatchObject([{ course_id: course.id, order_id: null }]);
    expect(exported.course_likes).toMatchObject([{ course_id: course.id }]);
    expect(exported.course_reviews).toMatchObject([{ course_id: course.id, rating: 4 }]);
    expect(exported.course_views).toMatchObject([{ course_id: course.id }]);

    await deleteOwnAccount(t, member, 'keep');
    expect(
      await t.db.selectFrom('courses').select(['enrolled_count', 'likes', 'rating_sum', 'review_count']).where('id', '=', course.id).executeTakeFirstOrThrow(),
    ).toEqual({
      enrolled_count: 0,
      likes: 0,
      rating_sum: 0,
      review_count: 0,
    });
    for (const table of ['course_enrollments', 'course_likes', 'course_reviews'] as const)
      expect(await t.db.selectFrom(table).select('course_id').where('user_id', '=', member.user.id).execute(), table).toEqual([]);
    expect(await t.db.selectFrom('course_views').select('course_id').where('viewer_key', '=', `user:${member.user.id}`).execute()).toEqual([]);
  });
});
