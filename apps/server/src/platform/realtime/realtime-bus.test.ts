import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { publishRealtime, RealtimeBus } from './realtime-bus.ts';

/*
 * The realtime bus (docs/decisions/012): a message published inside a transaction reaches the subscribers after the
 * commit, never after a rollback, in order; published outside a transaction, at once. SQLite: in process; PostgreSQL
 * (TEST_DATABASE_URL): NOTIFY through the database to this instance's listening connection.
 */
let t: TestApp;
let bus: RealtimeBus;
beforeAll(async () => {
  t = await createTestApp();
  bus = new RealtimeBus(t.database, { warn: () => undefined });
  await bus.start();
});
afterAll(async () => {
  await bus?.stop();
  await t?.close();
});

/** Waits until `seen` has `n` entries (at most 5 s). */
async function until(seen: unknown[], n: number): Promise<void> {
  const deadline = Date.now() + 5000;
  while (seen.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}

describe('the realtime bus', () => {
  it('delivers after the commit, in order; drops what a rolled-back transaction published', async () => {
    const seen: unknown[] = [];
    const off = bus.subscribe('test', (p) => seen.push(p));
    try {
      await t.db.transaction().execute(async (trx) => {
        await publishRealtime(trx, t.database.engine, 'test', { n: 1 });
        await publishRealtime(trx, t.database.engine, 'test', { n: 2 });
        // Not before the commit.
        await new Promise((r) => setTimeout(r, 50));
        expect(seen).toEqual([]);
      });
      await until(seen, 2);
      expect(seen).toEqual([{ n: 1 }, { n: 2 }]);

      await expect(
        t.db.transaction().execute(async (trx) => {
          await publishRealtime(trx, t.database.engine, 'test', { n: 'rolled back' });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await publishRealtime(t.db, t.database.engine, 'test', { n: 3 });
      await publishRealtime(t.db, t.database.engine, 'other', { n: 'other channel' });
      await until(seen, 3);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    } finally {
      off();
    }
  });

  it('refuses a payload too large for PostgreSQL NOTIFY', async () => {
    if (t.database.engine !== 'postgres') return;
    await expect(publishRealtime(t.db, 'postgres', 'test', { big: 'x'.repeat(8000) })).rejects.toThrow(/too large/);
  });
});
