import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { LEASE_TTL_MS, LeaderLease } from './leader-lease.ts';

/*
 * The jobs lease (docs/requirements.md §7 Operations) on the test's database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): one instance holds it at a time, renews it, and another takes it once it lapses or is given back.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const silent = { warn: () => undefined };
const lease = (name: string) => new LeaderLease({ db: t.db, name, clock: () => t.clock.now(), log: silent });

describe('LeaderLease', () => {
  it('one of three instances holds it; the holder renews it; the others take it only once it has lapsed', async () => {
    const [a, b, c] = [lease('jobs-a'), lease('jobs-a'), lease('jobs-a')];
    const first = await Promise.all([a.tryAcquire(), b.tryAcquire(), c.tryAcquire()]);
    expect(first.filter(Boolean)).toHaveLength(1);
    const holder = [a, b, c][first.indexOf(true)]!;
    const others = [a, b, c].filter((x) => x !== holder);
    t.clock.advance(LEASE_TTL_MS - 1000);
    expect(await holder.tryAcquire()).toBe(true);
    t.clock.advance(LEASE_TTL_MS - 1000);
    // Renewed a moment ago: still the holder's.
    expect(await others[0]!.tryAcquire()).toBe(false);
    expect(holder.isLeader).toBe(true);
    // The holder dies (stops renewing): once its lease lapses, one of the others takes it.
    t.clock.advance(LEASE_TTL_MS + 1);
    const next = await Promise.all(others.map((x) => x.tryAcquire()));
    expect(next.filter(Boolean)).toHaveLength(1);
    expect(await holder.tryAcquire()).toBe(false);
    expect(holder.isLeader).toBe(false);
  });

  it('a holder that stops gives it back at once', async () => {
    const [a, b] = [lease('jobs-b'), lease('jobs-b')];
    expect(await a.tryAcquire()).toBe(true);
    expect(await b.tryAcquire()).toBe(false);
    await a.stop();
    expect(await b.tryAcquire()).toBe(true);
  });

  it("the app's jobs run under it: the app holds its lease once ready", async () => {
    await t.app.ready();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const row = await t.db.selectFrom('job_leases').selectAll().where('name', '=', 'periodic-jobs').executeTakeFirst();
    expect(row?.holder).toBe(t.app.jobsLease.holder);
    expect(t.app.jobsLease.isLeader).toBe(true);
  });
});
