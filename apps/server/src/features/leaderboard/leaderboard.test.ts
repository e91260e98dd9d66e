import { percentileOf, type LeaderboardHistory, type LeaderboardPage } from '@esdc/core/leaderboard';
import type { MemberStats } from '@esdc/core/members';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changePoints } from './points-ledger.ts';
import { adjustPoints } from '../../test/api.ts';
import { testCalendar } from '../../test/calendar.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { createTestChallenge } from '../../test/challenges.ts';

/*
 * GET /api/leaderboard and /api/leaderboard/history (SPEC §2 Leaderboard, §3 Leaderboard entry; issue "Games,
 * challenges and the leaderboard" §3). Points are given through the admin API (the real path into the
 * ledger), at moments chosen with the test clock.
 */

const cal = testCalendar();

/** A fresh app whose clock stands at the calendar's "now", with the admin signed in at that time. */
async function freshApp(): Promise<TestApp> {
  const app = await createTestApp({ now: new Date(cal.now) });
  await app.adminToken();
  return app;
}

/** Gives (or takes) points through the admin API at `at` (default: now). */
async function award(app: TestApp, userId: number, amount: number, at: string = cal.now, operation: 'add' | 'subtract' = 'add') {
  app.clock.set(at);
  try {
    await adjustPoints(app, userId, { operation, amount, reason: 'Leaderboard test' });
  } finally {
    app.clock.set(cal.now);
  }
}

async function board(app: TestApp, query = '', token?: string): Promise<LeaderboardPage> {
  const res = await app.inject({ method: 'GET', url: `/api/leaderboard${query}`, headers: token ? app.authHeader(token) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return envelope<LeaderboardPage>(res).data;
}

/** Registers members one after another (so ids grow in the order given). */
async function registerAll(app: TestApp, usernames: string[]): Promise<Member[]> {
  const out: Member[] = [];
  for (const username of usernames) out.push(await app.register({ username }));
  return out;
}

const names = (page: LeaderboardPage) => page.entries.map((e) => [e.rank, e.username, e.points]);

describe('timeframes: all, monthly and weekly are really applied', () => {
  let t: TestApp;
  let ada: Member, bob: Member, cyd: Member, dee: Member, eve: Member;
  beforeAll(async () => {
    t = await freshApp();
    const registered: Member[] = [];
    for (const i of [1, 2, 3, 4, 5]) registered.push(await t.register({ username: `tf_${'abcde'[i - 1]}`, name: `Timeframe ${i}` }));
    [ada, bob, cyd, dee, eve] = registered as [Member, Member, Member, Member, Member];
    await award(t, ada.user.id, 100, cal.lastMonth(10)); // last month only
    await award(t, bob.user.id, 50, cal.lastWeek(1)); // this month, an earlier week
    await award(t, cyd.user.id, 30, cal.thisWeek(1)); // this week
    await award(t, dee.user.id, 20, cal.lastMonth(2));
    await award(t, dee.user.id, 20, cal.weekStart.toISOString()); // Monday 00:00: this week
    await award(t, eve.user.id, 10, new Date(cal.weekStart.getTime() - 1).toISOString()); // Sunday 23:59:59.999: last week
  });
  afterAll(async () => {
    await t.close();
  });

  it("'all' ranks everyone with points by their total (the admin, with none, is not on the board)", async () => {
    const page = await board(t, '?timeframe=all');
    expect(page).toMatchObject({ timeframe: 'all', since: null, total: 5, limit: 10, offset: 0, me: null });
    expect(names(page)).toEqual([
      [1, 'tf_a', 100],
      [2, 'tf_b', 50],
      [3, 'tf_d', 40],
      [4, 'tf_c', 30],
      [5, 'tf_e', 10],
    ]);
  });

  it("'monthly' counts only points earned since the 1st of this month", async () => {
    const page = await board(t, '?timeframe=monthly');
    expect(page).toMatchObject({ timeframe: 'monthly', since: cal.monthStart.toISOString(), total: 4 });
    expect(names(page)).toEqual([
      [1, 'tf_b', 50],
      [2, 'tf_c', 30],
      [3, 'tf_d', 20],
      [4, 'tf_e', 10],
    ]);
  });

  it("'weekly' counts only points earned since Monday 00:00 UTC", async () => {
    const page = await board(t, '?timeframe=weekly');
    expect(page).toMatchObject({ timeframe: 'weekly', since: cal.weekStart.toISOString(), total: 2 });
    expect(names(page)).toEqual([
      [1, 'tf_c', 30],
      [2, 'tf_d', 20],
    ]);
  });

  it('defaults to all time; entries carry the member, avatar, challenges and when the score was reached', async () => {
    await t.db.updateTable('users').set({ github_username: 'octo-ada', completed_challenges: 3 }).where('id', '=', ada.user.id).execute();
    const page = await board(t);
    expect(page.timeframe).toBe('all');
    expect(page.entries[0]).toEqual({
      rank: 1,
      id: ada.user.id,
      username: 'tf_a',
      name: 'Timeframe 1',
      avatar: 'https://github.com/octo-ada.png?size=160',
      points: 100,
      completed_challenges: 3,
      reached_at: cal.lastMonth(10),
    });
    expect(page.entries[1]!.avatar).toBe('');
  });

  it('a new week starts with an empty weekly board, and a new month with an empty monthly one', async () => {
    t.clock.set(new Date(cal.weekStart.getTime() + 7 * 86_400_000).toISOString());
    try {
      const nextWeek = await board(t, '?timeframe=weekly');
      expect(nextWeek).toMatchObject({ total: 0, entries: [] });
      expect((await board(t, '?timeframe=all')).total).toBe(5);
    } finally {
      t.clock.set(cal.now);
    }
    const nextMonth = new Date(Date.UTC(cal.monthStart.getUTCFullYear(), cal.monthStart.getUTCMonth() + 1, 2)).toISOString();
    t.clock.set(nextMonth);
    try {
      expect(await board(t, '?timeframe=monthly')).toMatchObject({ total: 0, entries: [] });
    } finally {
      t.clock.set(cal.now);
    }
  });
});

describe('ties go to whoever reached the score first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await freshApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('orders equal totals by when they were reached, on every timeframe', async () => {
    const [late, early, same1, same2] = (await registerAll(t, ['tie_1', 'tie_2', 'tie_3', 'tie_4'])) as [Member, Member, Member, Member];
    await award(t, late.user.id, 40, cal.thisWeek(1, 15));
    await award(t, early.user.id, 40, cal.thisWeek(1, 9));
    // The same instant: the smaller id first.
    await award(t, same2.user.id, 10, cal.thisWeek(0, 8));
    await award(t, same1.user.id, 10, cal.thisWeek(0, 8));
    for (const timeframe of ['all', 'monthly', 'weekly']) {
      expect(names(await board(t, `?timeframe=${timeframe}`)), timeframe).toEqual([
        [1, 'tie_2', 40],
        [2, 'tie_1', 40],
        [3, 'tie_3', 10],
        [4, 'tie_4', 10],
      ]);
    }
  });

  it('a member who drops and regains the score reached it again, later', async () => {
    const early = (await t.db.selectFrom('users').select('id').where('username', '=', 'tie_2').executeTakeFirstOrThrow()).id;
    await award(t, early, 5, cal.thisWeek(1, 18), 'subtract');
    await award(t, early, 5, cal.thisWeek(1, 19));
    expect(names(await board(t, '?timeframe=weekly')).slice(0, 2)).toEqual([
      [1, 'tie_1', 40],
      [2, 'tie_2', 40],
    ]);
  });
});

describe('paging, validation and the viewer’s own standing', () => {
  let t: TestApp;
  const members: Member[] = [];
  let unranked: Member;
  beforeAll(async () => {
    t = await freshApp();
    for (let i = 0; i < 25; i += 1) members.push(await t.register({ username: `page_${String(i).padStart(2, '0')}` }));
    // page_00 has 250 points, page_01 240, … page_24 10; the last ten earned theirs last week.
    for (const [i, m] of members.entries()) await award(t, m.user.id, 250 - i * 10, i >= 15 ? cal.lastWeek(2) : cal.thisWeek(0, 1 + i / 10));
    unranked = await t.register({ username: 'page_none' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('pages with limit and offset, ranks continuing across pages; total counts the whole board', async () => {
    const first = await board(t);
    expect(first.entries).toHaveLength(10);
    expect(first.total).toBe(25);
    const second = await board(t, '?limit=10&offset=10');
    expect(second.entries.map((e) => e.rank)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(second.entries[0]!.username).toBe('page_10');
    const last = await board(t, '?limit=10&offset=20');
    expect(last.entries.map((e) => e.username)).toEqual(['page_20', 'page_21', 'page_22', 'page_23', 'page_24']);
    expect((await board(t, '?limit=10&offset=40')).entries).toEqual([]);
    expect((await board(t, '?limit=100')).entries).toHaveLength(25);
  });

  it('answers exactly the fields of the schemas, signed in or out, and never an email or a password hash', async () => {
    for (const [timeframe, token] of [
      ['all', undefined],
      ['weekly', members[3]!.token],
    ] as const) {
      const res = await t.inject({ method: 'GET', url: `/api/leaderboard?timeframe=${timeframe}`, headers: token ? t.authHeader(token) : {} });
      const body = res.json() as { data: LeaderboardPage };
      expect(Object.keys(body).sort()).toEqual(['data', 'success']);
      expect(Object.keys(body.data).sort()).toEqual(['entries', 'limit', 'me', 'offset', 'since', 'timeframe', 'total']);
      expect(body.data.entries.length).toBeGreaterThan(0);
      for (const entry of body.data.entries) {
        expect(Object.keys(entry).sort()).toEqual(['avatar', 'completed_challenges', 'id', 'name', 'points', 'rank', 'reached_at', 'username']);
      }
      if (token) expect(Object.keys(body.data.me!).sort()).toEqual(['percentile', 'points', 'rank']);
      else expect(body.data.me).toBeNull();
      expect(res.body).not.toMatch(/email|password|status|role/);
    }
    for (const timeframe of ['all', 'monthly']) {
      const res = await t.inject({ method: 'GET', url: `/api/leaderboard/history?timeframe=${timeframe}` });
      const data = envelope<LeaderboardHistory>(res).data;
      expect(Object.keys(data).sort()).toEqual(['series', 'since', 'timeframe']);
      expect(data.series).toHaveLength(5);
      for (const line of data.series) {
        expect(Object.keys(line).sort()).toEqual(['id', 'name', 'points', 'username']);
        expect(line.points.length).toBeGreaterThan(0);
        for (const point of line.points) expect(Object.keys(point).sort()).toEqual(['at', 'points']);
      }
      expect(res.body).not.toMatch(/email|password|avatar/);
    }
  });

  it("answers 400 for an unknown timeframe ('Invalid timeframe') or a bad limit or offset", async () => {
    for (const [query, message] of [
      ['?timeframe=yearly', 'Invalid timeframe'],
      ['?limit=0', 'Invalid limit'],
      ['?limit=101', 'Invalid limit'],
      ['?limit=abc', 'Invalid limit'],
      ['?offset=-1', 'Invalid offset'],
    ]) {
      const res = await t.inject({ method: 'GET', url: `/api/leaderboard${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(envelope(res).message, query).toBe(message);
    }
    const res = await t.inject({ method: 'GET', url: '/api/leaderboard/history?timeframe=daily' });
    expect([res.statusCode, envelope(res).message]).toEqual([400, 'Invalid timeframe']);
    expect((await t.inject({ method: 'GET', url: '/api/leaderboard/history?limit=11' })).statusCode).toBe(400);
  });

  it('shows the signed-in member their rank, points and percentile even outside the page', async () => {
    const viewer = members[16]!; // 17th of 25, 90 points
    const page = await board(t, '', viewer.token);
    expect(page.entries.some((e) => e.id === viewer.user.id)).toBe(false);
    expect(page.me).toEqual({ rank: 17, points: 90, percentile: percentileOf(17, 25) });
    expect(page.me!.percentile).toBe(36);
    expect((await board(t, '', members[0]!.token)).me).toEqual({ rank: 1, points: 250, percentile: 100 });
    expect((await board(t, '', members[24]!.token)).me).toEqual({ rank: 25, points: 10, percentile: 4 });
  });

  it('the standing follows the timeframe: unranked (null) where the member has no points', async () => {
    const lastWeeker = members[20]!;
    expect((await board(t, '?timeframe=monthly', lastWeeker.token)).me).toEqual({ rank: 21, points: 50, percentile: percentileOf(21, 25) });
    const weekly = await board(t, '?timeframe=weekly', lastWeeker.token);
    expect(weekly.total).toBe(15);
    expect(weekly.me).toEqual({ rank: null, points: 0, percentile: null });
    expect((await board(t, '?timeframe=weekly', members[3]!.token)).me).toEqual({ rank: 4, points: 220, percentile: percentileOf(4, 15) });
    expect((await board(t, '', unranked.token)).me).toEqual({ rank: null, points: 0, percentile: null });
  });

  it('GET /api/users/{id}/stats reports the same all-time rank, and null when unranked', async () => {
    const stats = async (id: number) => {
      const res = await t.inject({ method: 'GET', url: `/api/users/${id}/stats`, headers: t.authHeader(unranked.token) });
      expect(res.statusCode, res.body).toBe(200);
      return envelope<MemberStats>(res).data;
    };
    expect((await stats(members[16]!.user.id)).rank).toBe(17);
    expect((await stats(members[0]!.user.id)).rank).toBe(1);
    expect((await stats(unranked.user.id)).rank).toBeNull();
  });
});

describe('only active members are on the board', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('leaves out suspended, inactive and pending members, and ranks the rest without them', async () => {
    t = await freshApp();
    const [top, second, third, fourth] = (await registerAll(t, ['act_1', 'act_2', 'act_3', 'act_4'])) as [Member, Member, Member, Member];
    await award(t, top.user.id, 400);
    await award(t, second.user.id, 300);
    await award(t, third.user.id, 200);
    await award(t, fourth.user.id, 100);
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', top.user.id).execute();
    await t.db.updateTable('users').set({ status: 'pending' }).where('id', '=', third.user.id).execute();
    for (const timeframe of ['all', 'monthly', 'weekly']) {
      const page = await board(t, `?timeframe=${timeframe}`, fourth.token);
      expect(names(page), timeframe).toEqual([
        [1, 'act_2', 300],
        [2, 'act_4', 100],
      ]);
      expect(page.total).toBe(2);
      expect(page.me).toEqual({ rank: 2, points: 100, percentile: 50 });
    }
    // A pending member is signed in but not on the board.
    expect((await board(t, '', third.token)).me).toEqual({ rank: null, points: 200, percentile: null });
    const stats = await t.inject({ method: 'GET', url: `/api/users/${third.user.id}/stats`, headers: t.authHeader(fourth.token) });
    expect(envelope<MemberStats>(stats).data.rank).toBeNull();
    const history = await t.inject({ method: 'GET', url: '/api/leaderboard/history' });
    expect(envelope<LeaderboardHistory>(history).data.series.map((s) => s.username)).toEqual(['act_2', 'act_4']);
  });
});

describe('GET /api/leaderboard/history', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  const history = async (query = '') => {
    const res = await t.inject({ method: 'GET', url: `/api/leaderboard/history${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return envelope<LeaderboardHistory>(res).data;
  };

  it("draws the top members' balances week by week (all time) and their points since the period began after each change (monthly, weekly)", async () => {
    t = await freshApp();
    const [a, b, c] = (await registerAll(t, ['hist_1', 'hist_2', 'hist_3'])) as [Member, Member, Member];
    const t1 = cal.lastMonth(5);
    const t2 = cal.lastWeek(1);
    const t3 = cal.thisWeek(0, 10);
    const t4 = cal.thisWeek(1, 10);
    await award(t, a.user.id, 50, t1);
    await award(t, a.user.id, 30, t2);
    await award(t, a.user.id, 10, t3, 'subtract');
    await award(t, a.user.id, 25, t4);
    await award(t, b.user.id, 60, t3);
    await award(t, c.user.id, 5, t1);

    // All time: the balance after the last change of each week (this week: −10 then +25).
    const all = await history();
    expect(all).toMatchObject({ timeframe: 'all', since: null });
    expect(all.series.map((s) => [s.username, s.points])).toEqual([
      [
        'hist_1',
        [
          { at: t1, points: 50 },
          { at: t2, points: 80 },
          { at: t4, points: 95 },
        ],
      ],
      ['hist_2', [{ at: t3, points: 60 }]],
      ['hist_3', [{ at: t1, points: 5 }]],
    ]);

    const monthly = await history('?timeframe=monthly');
    const since = cal.monthStart.toISOString();
    expect(monthly.since).toBe(since);
    expect(monthly.series.map((s) => [s.username, s.points])).toEqual([
      [
        'hist_2',
        [
          { at: since, points: 0 },
          { at: t3, points: 60 },
        ],
      ],
      [
        'hist_1',
        [
          { at: since, points: 0 },
          { at: t2, points: 30 },
          { at: t3, points: 20 },
          { at: t4, points: 45 },
        ],
      ],
    ]);

    const weekly = await history('?timeframe=weekly&limit=1');
    expect(weekly.series.map((s) => [s.username, s.points])).toEqual([
      [
        'hist_2',
        [
          { at: cal.weekStart.toISOString(), points: 0 },
          { at: t3, points: 60 },
        ],
      ],
    ]);
  });

  it('shows 5 members by default, up to 10, and at most 60 points a series, keeping the first and the last', async () => {
    t = await freshApp();
    const members = await registerAll(
      t,
      Array.from({ length: 12 }, (_, i) => `many_${String(i).padStart(2, '0')}`),
    );
    const leader = members[0]!;
    const gain = (at: Date) =>
      t.db.transaction().execute((trx) =>
        changePoints(trx, t.database.engine, {
          userId: leader.user.id,
          change: { operation: 'add', amount: 1 },
          reason: 'Drip',
          source: 'system',
          actorId: null,
          now: at,
        }),
      );
    // The leader gained a point in each of the last 250 weeks (straight through the ledger's code path) …
    for (let weeksAgo = 250; weeksAgo >= 1; weeksAgo -= 1) await gain(new Date(cal.weekStart.getTime() - weeksAgo * 7 * 86_400_000 + 3_600_000));
    for (const [i, m] of members.entries()) await award(t, m.user.id, 100 - i);
    // … and 300 more this week, one a minute from now on.
    for (let i = 1; i <= 300; i += 1) await gain(new Date(Date.parse(cal.now) + i * 60_000));

    expect((await history()).series).toHaveLength(5);
    const ten = await history('?limit=10');
    expect(ten.series).toHaveLength(10);
    const top = ten.series[0]!;
    expect(top.username).toBe('many_00');
    expect(top.points).toHaveLength(60); // 251 weeks, thinned
    expect(top.points[0]!.points).toBe(1);
    expect(top.points.at(-1)!.points).toBe((await board(t)).entries[0]!.points);
    expect(top.points.at(-1)!.points).toBe(650);
    const weekly = (await history('?timeframe=weekly&limit=1')).series[0]!;
    expect(weekly.points).toHaveLength(60); // since, the award, 300 gains: thinned
    expect(weekly.points[0]).toEqual({ at: cal.weekStart.toISOString(), points: 0 });
    expect(weekly.points.at(-1)!.points).toBe((await board(t, '?timeframe=weekly')).entries[0]!.points);
    expect(weekly.points.at(-1)!.points).toBe(400);
  });

  it('is empty when nobody has points', async () => {
    t = await freshApp();
    expect(await history('?timeframe=weekly')).toEqual({ timeframe: 'weekly', since: cal.weekStart.toISOString(), series: [] });
  });
});

describe('challenges beside the points', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  /** Creates a public challenge (answer 'yes') and has `member` solve it at `at`. */
  async function solveAt(app: TestApp, member: Member, title: string, at: string) {
    const id = await createTestChallenge(app, { title, description: 'A challenge solved for the leaderboard test.', points: 10, answer: 'yes' });
    app.clock.set(at);
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api/challenges/${id}/submissions`,
        headers: app.authHeader(member.token),
        payload: { answer: 'yes' },
      });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      app.clock.set(cal.now);
    }
  }

  it('a weekly or monthly board counts the challenges solved in that period, all time counts them all', async () => {
    t = await freshApp();
    const [ann] = await registerAll(t, ['cc_ann']);
    await solveAt(t, ann!, 'Solved last month', cal.lastMonth(3));
    await solveAt(t, ann!, 'Solved earlier this month', cal.lastWeek(1));
    await solveAt(t, ann!, 'Solved this week', cal.thisWeek(0));
    const challenges = async (q: string) => (await board(t, q)).entries.find((e) => e.id === ann!.user.id)?.completed_challenges;
    expect(await challenges('?timeframe=all')).toBe(3);
    expect(await challenges('?timeframe=monthly')).toBe(2); // the calendar's Monday is the 9th–26th: last week is this month
    expect(await challenges('?timeframe=weekly')).toBe(1);
  });
});
