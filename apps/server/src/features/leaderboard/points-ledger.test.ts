import { periodKey } from '@esdc/core/leaderboard';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import { adjustPoints } from '../../test/api.ts';
import { testCalendar } from '../../test/calendar.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { changePoints } from './points-ledger.ts';

/*
 * changePoints keeps what the leaderboard reads (SPEC §2 Leaderboard;
 * docs/decisions/004-leaderboard.md): users.points_reached_at and the member's week and month totals in
 * points_periods, in the transaction that writes the ledger row.
 */

const cal = testCalendar();
const NOW = cal.now;
const week = (at: string) => periodKey('weekly', new Date(at));
const month = (at: string) => periodKey('monthly', new Date(at));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date(NOW) });
  await t.adminToken(); // signed in at "now", before the clock visits the past
});
afterAll(async () => {
  await t.close();
});

/** Changes points through the admin API (the real path) at `at`. */
async function adjust(userId: number, operation: 'add' | 'subtract' | 'multiply', amount: number, at: string) {
  t.clock.set(at);
  try {
    await adjustPoints(t, userId, { operation, amount, reason: 'Ledger test' });
  } finally {
    t.clock.set(NOW);
  }
}

const periodsOf = (userId: number) =>
  t.db.selectFrom('points_periods').select(['period', 'points', 'reached_at']).where('user_id', '=', userId).orderBy('period').execute();
const reachedAt = async (userId: number) =>
  await t.db.selectFrom('users').select(['points', 'points_reached_at']).where('id', '=', userId).executeTakeFirstOrThrow();

describe('changePoints: period totals and points_reached_at', () => {
  it("adds every change to the member's week and month totals and stamps when the points were reached", async () => {
    const m = await t.register();
    const october = cal.lastMonth(4);
    const earlier = cal.lastWeek(0, 9);
    const monday = cal.thisWeek(1, 10);
    const today = cal.thisWeek(2, 11);
    await adjust(m.user.id, 'add', 30, october);
    await adjust(m.user.id, 'add', 20, earlier);
    await adjust(m.user.id, 'add', 5, monday);
    await adjust(m.user.id, 'add', 7, today);
    expect(await reachedAt(m.user.id)).toEqual({ points: 62, points_reached_at: today });
    const expected = [
      { period: month(october), points: 30, reached_at: october },
      { period: cal.monthKey, points: 32, reached_at: today },
      { period: week(october), points: 30, reached_at: october },
      { period: week(earlier), points: 20, reached_at: earlier },
      { period: cal.weekKey, points: 12, reached_at: today },
    ].sort((a, b) => a.period.localeCompare(b.period));
    expect(await periodsOf(m.user.id)).toEqual(expected);
  });

  it('puts a change at the last millisecond of a Sunday in the week it ends, and the next in the new week', async () => {
    const m = await t.register();
    const sundayNight = new Date(cal.weekStart.getTime() - 1).toISOString();
    await adjust(m.user.id, 'add', 4, sundayNight);
    await adjust(m.user.id, 'add', 6, cal.weekStart.toISOString());
    const periods = await periodsOf(m.user.id);
    expect(periods.map((p) => [p.period, p.points])).toEqual([
      [cal.monthKey, 10],
      [week(sundayNight), 4],
      [cal.weekKey, 6],
    ]);
  });

  it('takes subtractions off the period totals too (a period may end below 0), and writes nothing for a change of 0', async () => {
    const m = await t.register();
    const before = cal.lastMonth(20);
    const monday = cal.thisWeek(0, 12);
    await adjust(m.user.id, 'add', 100, before);
    await adjust(m.user.id, 'subtract', 30, monday);
    await adjust(m.user.id, 'multiply', 1, cal.thisWeek(2, 9)); // 70 × 1: no change
    expect(await reachedAt(m.user.id)).toEqual({ points: 70, points_reached_at: monday });
    expect((await periodsOf(m.user.id)).map((p) => [p.period, p.points])).toEqual(
      [
        [month(before), 100],
        [cal.monthKey, -30],
        [week(before), 100],
        [cal.weekKey, -30],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    const zero = await t.register();
    await adjust(zero.user.id, 'subtract', 5, NOW);
    expect(await reachedAt(zero.user.id)).toEqual({ points: 0, points_reached_at: null });
    expect(await periodsOf(zero.user.id)).toEqual([]);
  });

  it('keeps concurrent changes: none is lost in the totals', async () => {
    const m = await t.register();
    const token = await t.adminToken();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        t.inject({
          method: 'PUT',
          url: `/api/admin/users/${m.user.id}`,
          headers: t.authHeader(token),
          payload: { points_adjustment: { operation: 'add', amount: 5, reason: 'Race' } },
        }),
      ),
    );
    expect((await periodsOf(m.user.id)).map((p) => p.points)).toEqual([40, 40]);
  });

  it("writes the totals in the caller's transaction: a rolled-back change leaves nothing behind", async () => {
    const m = await t.register();
    const now = new Date(NOW);
    const solve = (trx: Transaction<DB>) =>
      changePoints(trx, t.database.engine, {
        userId: m.user.id,
        change: { operation: 'add', amount: 25 },
        reason: 'Solved',
        source: 'challenge',
        actorId: null,
        now,
      });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await solve(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await reachedAt(m.user.id)).toEqual({ points: 0, points_reached_at: null });
    expect(await periodsOf(m.user.id)).toEqual([]);
    expect(await t.db.selectFrom('points_ledger').select('id').where('user_id', '=', m.user.id).execute()).toEqual([]);

    const result = await t.db.transaction().execute(solve);
    expect(result).toEqual({ before: 0, after: 25, delta: 25 });
    expect((await periodsOf(m.user.id)).map((p) => [p.period, p.points, p.reached_at])).toEqual([
      [cal.monthKey, 25, NOW],
      [cal.weekKey, 25, NOW],
    ]);
  });
});
