import type { AnalyticsGoal, AnalyticsSeries, AnalyticsSummary } from '@esdc/core/analytics-schemas';
import { ANALYTICS_MESSAGES } from '@esdc/core/analytics-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, deleteOwnAccount, memberWith } from '../../test/api.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, countRows, createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';

/*
 * Analytics (SPEC §2 Analytics) through the API, on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: numbers
 * computed from the data members make, who may read and who may set goals, bad ranges, and goals with their completion.
 * Each test works in its own future month, where no other test's rows fall.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock and signs the admin in again (their earlier token may have expired); the sign-in is activity. */
const at = async (time: string) => {
  t.clock.set(time);
  admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
};
const data = <T>(res: Awaited<ReturnType<typeof call>>) => envelope<T>(res).data;
const summaryOf = async (from: string, to: string, token = admin) => {
  const res = await call(t, 'GET', `/api/analytics/summary?from=${from}&to=${to}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return data<AnalyticsSummary>(res);
};
const seriesOf = async (query: string) => {
  const res = await call(t, 'GET', `/api/analytics/series?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return data<AnalyticsSeries>(res);
};
const project = async (member: Member) => {
  const res = await call(t, 'POST', '/api/projects', member.token, {
    title: 'Analytics probe',
    description: 'A project that the analytics count.',
    category: 'IoT',
  });
  expect(res.statusCode, res.body).toBe(201);
};

describe('the numbers come from the data', () => {
  it('a member registers and creates a project: new members, active members, the series and the goals change', async () => {
    const empty = await summaryOf('2031-01-01', '2031-01-31');
    expect(empty.members).toEqual({ new: 0, previous: 0, growth_percent: 0 });
    expect(empty.active.count).toBe(0);
    expect(empty.range).toEqual({ from: '2031-01-01', to: '2031-01-31', days: 31 });
    expect(empty.previous).toEqual({ from: '2030-12-01', to: '2030-12-31', days: 31 });

    await at('2031-01-06T09:00:00.000Z');
    t.clock.set('2031-01-06T10:00:00.000Z');
    const a = await memberWith(t);
    await project(a);
    await at('2031-01-14T23:59:00.000Z');
    const b = await memberWith(t);
    await project(b);

    const month = await summaryOf('2031-01-01', '2031-01-31');
    expect(month.members).toEqual({ new: 2, previous: 0, growth_percent: null });
    // The admin signed in twice, A and B registered (a sign-in) and created a project: three members were active.
    expect(month.active.count).toBe(3);
    const accounts = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .where('deleted_at', 'is', null)
      .where('created_at', '<', '2031-02-01T00:00:00.000Z')
      .executeTakeFirstOrThrow();
    expect(month.active.accounts).toBe(Number(accounts.n));
    expect(month.active.engagement_percent).toBe(Math.round((3 / Number(accounts.n)) * 100));

    const daily = await seriesOf('metric=projects&from=2031-01-01&to=2031-01-31&interval=day');
    expect(daily.points).toHaveLength(31);
    expect(daily.points.filter((p) => p.value > 0)).toEqual([
      { bucket: '2031-01-06', value: 1 },
      { bucket: '2031-01-14', value: 1 },
    ]);
    expect(daily.total).toBe(2);
    const weekly = await seriesOf('metric=active-members&from=2031-01-01&to=2031-01-31&interval=week');
    expect(weekly.points).toEqual([
      { bucket: '2030-12-30', value: 0 },
      { bucket: '2031-01-06', value: 2 },
      { bucket: '2031-01-13', value: 2 },
      { bucket: '2031-01-20', value: 0 },
      { bucket: '2031-01-27', value: 0 },
    ]);
    expect(weekly.total).toBe(3);
    const members = await seriesOf('metric=new-members&from=2031-01-01&to=2031-01-31&interval=week');
    expect(members.points.map((p) => p.value)).toEqual([0, 1, 1, 0, 0]);

    // Growth against the previous period of the same length: 1 (A) before, 2 (B, C) now.
    await at('2031-01-15T08:00:00.000Z');
    await memberWith(t);
    const week = await summaryOf('2031-01-14', '2031-01-21');
    expect(week.previous).toEqual({ from: '2031-01-06', to: '2031-01-13', days: 8 });
    expect(week.members).toEqual({ new: 2, previous: 1, growth_percent: 100 });

    // Goals over the month: two projects reached, three not.
    for (const target of [2, 3]) {
      const res = await call(t, 'POST', '/api/analytics/goals', admin, {
        title: `Projects ${target}`,
        metric: 'projects',
        target,
        from: '2031-01-01',
        to: '2031-01-31',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(data<AnalyticsGoal>(res)).toMatchObject({ value: 2, completed: target === 2 });
    }
    const withGoals = await summaryOf('2031-01-10', '2031-01-20');
    expect(withGoals.goals.completed).toBe(1);
    expect(withGoals.goals.total).toBe(2);
    expect((await summaryOf('2031-03-01', '2031-03-31')).goals.total).toBe(0);
  });

  it('the default range is the last 30 days up to today (UTC)', async () => {
    await at('2031-06-10T03:00:00.000Z');
    const res = await call(t, 'GET', '/api/analytics/summary', admin);
    expect(data<AnalyticsSummary>(res).range).toEqual({ from: '2031-05-12', to: '2031-06-10', days: 30 });
    const s = await seriesOf('metric=forum-posts');
    expect(s.interval).toBe('day');
    expect(s.points).toHaveLength(30);
  });
});

describe('the per-day totals (SPEC §2 Analytics)', () => {
  it('a completion set after the enrolment counts on its own day; a deleted project stays counted', async () => {
    await at('2033-05-02T09:00:00.000Z');
    const member = await memberWith(t);
    const course = await t.db
      .insertInto('courses')
      .values({
        title: 'Analytics probe',
        slug: null,
        description: 'A course.',
        instructor_id: null,
        duration: '1 week',
        level: 'Beginner',
        category: 'Embedded C',
        image_id: null,
        image_url: null,
        created_by: null,
        created_at: '2033-05-01T00:00:00.000Z',
        updated_at: '2033-05-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('course_enrollments')
      .values({ course_id: course.id, user_id: member.user.id, enrolled_at: '2033-05-02T09:30:00.000Z', order_id: null, completed_at: null })
      .execute();
    await t.db
      .updateTable('course_enrollments')
      .set({ completed_at: '2033-05-09T18:00:00.000Z' })
      .where('course_id', '=', course.id)
      .where('user_id', '=', member.user.id)
      .execute();
    const completions = await seriesOf('metric=course-completions&from=2033-05-01&to=2033-05-31&interval=day');
    expect(completions.points.filter((p) => p.value > 0)).toEqual([{ bucket: '2033-05-09', value: 1 }]);
    // The member was active on the day of the enrolment (and their sign-up) and on the day of the completion.
    const active = await seriesOf('metric=active-members&from=2033-05-09&to=2033-05-09&interval=day');
    expect(active.total).toBe(1);
    // Weeks: 2033-05-02 is a Monday. A range cut in a week counts only its own days of that week.
    const weekly = await seriesOf('metric=active-members&from=2033-05-03&to=2033-05-15&interval=week');
    expect(weekly.points).toEqual([
      { bucket: '2033-05-02', value: 0 },
      { bucket: '2033-05-09', value: 1 },
    ]);
    const whole = await seriesOf('metric=active-members&from=2033-05-02&to=2033-05-15&interval=week');
    expect(whole.points.map((p) => p.value)).toEqual([2, 1]);

    await project(member);
    const created = await t.db.selectFrom('projects').select('id').where('user_id', '=', member.user.id).executeTakeFirstOrThrow();
    await t.db.deleteFrom('projects').where('id', '=', created.id).execute();
    expect((await seriesOf('metric=projects&from=2033-05-01&to=2033-05-31&interval=day')).total).toBe(1);
  });

  it("a deleted account's actions stay counted, as an anonymous account's", async () => {
    await at('2033-07-04T10:00:00.000Z');
    const member = await memberWith(t);
    await project(member);
    const before = await summaryOf('2033-07-01', '2033-07-31');
    expect(before.active.count).toBe(2);
    await deleteOwnAccount(t, member, 'delete');
    const after = await summaryOf('2033-07-01', '2033-07-31');
    expect(after.active.count).toBe(2);
    expect(after.members.new).toBe(1);
    expect((await seriesOf('metric=projects&from=2033-07-01&to=2033-07-31&interval=week')).total).toBe(1);
    const account = await t.db.selectFrom('users').select(['email', 'deleted_at']).where('id', '=', member.user.id).executeTakeFirstOrThrow();
    expect(account.deleted_at).not.toBeNull();
    expect(account.email).not.toBe(member.email);
  });
});

describe('who may see analytics', () => {
  it('admins and moderators read; members get 403, visitors 401, suspended accounts 401', async () => {
    await at('2031-09-01T12:00:00.000Z');
    const moderator = await memberWith(t, 'moderator');
    const member = await memberWith(t);
    const suspended = await memberWith(t, 'user', 'suspended');
    for (const url of ['/api/analytics/summary', '/api/analytics/series?metric=orders', '/api/analytics/goals']) {
      expect((await call(t, 'GET', url, admin)).statusCode).toBe(200);
      expect((await call(t, 'GET', url, moderator.token)).statusCode).toBe(200);
      const refused = await call(t, 'GET', url, member.token);
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).message).toBe(ANALYTICS_MESSAGES.viewNotAllowed);
      expect((await call(t, 'GET', url)).statusCode).toBe(401);
      expect((await call(t, 'GET', url, suspended.token)).statusCode).toBe(401);
    }
    const before = await countRows(t.db, 'analytics_goals');
    const goal = { title: 'Not allowed', metric: 'orders', target: 3, from: '2032-01-01', to: '2032-01-31' };
    const byModerator = await call(t, 'POST', '/api/analytics/goals', moderator.token, goal);
    expect(byModerator.statusCode).toBe(403);
    expect(envelope(byModerator).message).toBe(ANALYTICS_MESSAGES.manageNotAllowed);
    expect((await call(t, 'POST', '/api/analytics/goals', member.token, goal)).statusCode).toBe(403);
    expect(await countRows(t.db, 'analytics_goals')).toBe(before);
  });
});

describe('bad ranges', () => {
  it('are refused with 400 and the rule in words', async () => {
    await at('2031-09-02T12:00:00.000Z');
    const cases: [string, string][] = [
      ['/api/analytics/summary?from=yesterday', ANALYTICS_MESSAGES.fromInvalid],
      ['/api/analytics/summary?from=2026-02-30', ANALYTICS_MESSAGES.fromInvalid],
      ['/api/analytics/summary?to=2026-1-5', ANALYTICS_MESSAGES.toInvalid],
      ['/api/analytics/summary?from=2026-03-02&to=2026-03-01', ANALYTICS_MESSAGES.rangeOrder],
      ['/api/analytics/summary?from=2025-01-01&to=2026-01-02', ANALYTICS_MESSAGES.rangeTooLong],
      ['/api/analytics/series?metric=visits', ANALYTICS_MESSAGES.metricInvalid],
      ['/api/analytics/series', ANALYTICS_MESSAGES.metricInvalid],
      ['/api/analytics/series?metric=orders&interval=month', ANALYTICS_MESSAGES.intervalInvalid],
      ['/api/analytics/series?metric=orders&from=2026-03-02&to=2026-03-01', ANALYTICS_MESSAGES.rangeOrder],
    ];
    for (const [url, message] of cases) {
      const res = await call(t, 'GET', url, admin);
      expect(res.statusCode, url).toBe(400);
      expect(envelope(res).message, url).toBe(message);
    }
    // 366 days is the longest range.
    expect((await call(t, 'GET', '/api/analytics/summary?from=2024-01-01&to=2024-12-31', admin)).statusCode).toBe(200);
  });
});

describe('goals', () => {
  const auditOf = (id: number) =>
    t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'analytics_goal').where('target_id', '=', id).orderBy('id').execute();

  it('admins add, edit and delete goals, each recorded in the audit log', async () => {
    await at('2032-02-10T12:00:00.000Z');
    const created = await call(t, 'POST', '/api/analytics/goals', admin, {
      title: '  Ten posts  ',
      metric: 'forum-posts',
      target: 10,
      from: '2032-02-01',
      to: '2032-02-29',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(envelope(created).message).toBe(ANALYTICS_MESSAGES.goalCreated);
    const goal = data<AnalyticsGoal>(created);
    expect(goal).toMatchObject({ title: 'Ten posts', metric: 'forum-posts', target: 10, from: '2032-02-01', to: '2032-02-29', value: 0, completed: false });
    const listed = data<AnalyticsGoal[]>(await call(t, 'GET', '/api/analytics/goals', admin));
    expect(listed.find((g) => g.id === goal.id)).toEqual(goal);

    // A member registers in the period: the new-members goal is reached.
    const edited = await call(t, 'PUT', `/api/analytics/goals/${goal.id}`, admin, {
      title: 'One new member',
      metric: 'new-members',
      target: 1,
      from: '2032-02-01',
      to: '2032-02-29',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope(edited).message).toBe(ANALYTICS_MESSAGES.goalUpdated);
    expect(data<AnalyticsGoal>(edited)).toMatchObject({ title: 'One new member', value: 0, completed: false });
    await memberWith(t);
    const reached = data<AnalyticsGoal[]>(await call(t, 'GET', '/api/analytics/goals', admin)).find((g) => g.id === goal.id);
    expect(reached).toMatchObject({ value: 1, completed: true });

    const deleted = await call(t, 'DELETE', `/api/analytics/goals/${goal.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(envelope(deleted).message).toBe(ANALYTICS_MESSAGES.goalDeleted);
    expect(await t.db.selectFrom('analytics_goals').select('id').where('id', '=', goal.id).executeTakeFirst()).toBeUndefined();
    expect((await auditOf(goal.id)).map((a) => a.action)).toEqual(['analytics.goal_created', 'analytics.goal_updated', 'analytics.goal_deleted']);

    for (const [method, payload] of [
      ['PUT', { title: 'Gone', metric: 'orders', target: 1, from: '2032-02-01', to: '2032-02-02' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t, method, `/api/analytics/goals/${goal.id}`, admin, payload);
      expect(res.statusCode).toBe(404);
      expect(envelope(res).message).toBe(ANALYTICS_MESSAGES.goalNotFound);
    }
  });

  it('refuses bad goals with the field message and stores nothing', async () => {
    await at('2032-02-11T12:00:00.000Z');
    const before = await countRows(t.db, 'analytics_goals');
    const good = { title: 'Good', metric: 'orders', target: 5, from: '2032-01-01', to: '2032-01-31' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, title: '  ' }, 'Title is required'],
      [{ ...good, title: 'x'.repeat(121) }, 'Title must be at most 120 characters long'],
      [{ ...good, metric: 'visits' }, ANALYTICS_MESSAGES.metricInvalid],
      [{ ...good, target: 0 }, ANALYTICS_MESSAGES.targetInvalid],
      [{ ...good, target: 2.5 }, ANALYTICS_MESSAGES.targetInvalid],
      [{ ...good, target: '5' }, ANALYTICS_MESSAGES.targetInvalid],
      [{ ...good, from: '2032-13-01' }, ANALYTICS_MESSAGES.fromInvalid],
      [{ ...good, to: undefined }, ANALYTICS_MESSAGES.toInvalid],
      [{ ...good, from: '2032-02-01' }, ANALYTICS_MESSAGES.rangeOrder],
      [{ ...good, to: '2033-12-31' }, ANALYTICS_MESSAGES.rangeTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'POST', '/api/analytics/goals', admin, payload);
      expect(res.statusCode, message).toBe(400);
      expect(envelope(res).message).toBe(message);
    }
    expect(await countRows(t.db, 'analytics_goals')).toBe(before);
  });
});
