import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../test/harness.ts';
import type { TableWrite } from './write-observer.ts';

/*
 * Cache invalidation follows the writes themselves (docs/architecture.md Caching): the database reports every
 * committed write, a transaction's only once it commits, and the project cache drops what a write can change, so
 * no route calls an invalidation by hand. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Collects what the database reports while `run` runs. */
async function reported(run: (seen: TableWrite[][]) => Promise<void>): Promise<TableWrite[][]> {
  const seen: TableWrite[][] = [];
  const stop = t.database.writes.subscribe((writes) => seen.push([...writes]));
  try {
    await run(seen);
  } finally {
    stop();
  }
  return seen;
}
const plain = (batches: TableWrite[][]) => batches.map((b) => b.map((w) => ({ table: w.table, columns: w.columns && [...w.columns].sort() })));

describe('the write observer', () => {
  it('reports a statement with its table and the columns an update set; reads and no-op updates are not reported', async () => {
    const member = await t.register();
    // Registering queues a verification link; let its delivery (writes of its own) finish before observing.
    await t.app.mailDelivery.idle();
    const seen = await reported(async () => {
      await t.db.selectFrom('users').select('id').execute();
      await t.db.updateTable('users as u').set({ bio: 'Hi', location: 'Lab' }).where('u.id', '=', member.user.id).execute();
      await t.db.updateTable('users').set({ bio: 'nobody' }).where('id', '=', -1).execute();
      await t.db.deleteFrom('project_views').where('project_id', '=', -1).execute();
    });
    expect(plain(seen)).toEqual([[{ table: 'users', columns: ['bio', 'location'] }]]);
  });

  it('reports a transaction once, after it commits, and nothing for one that rolls back', async () => {
    const member = await t.register();
    await t.app.mailDelivery.idle();
    const duringTransaction: number[] = [];
    const seen = await reported(async (batches) => {
      await t.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ bio: 'a' }).where('id', '=', member.user.id).execute();
        await trx
          .insertInto('tags')
          .values({ name: `tag-${member.user.id}`, color: '#112233' })
          .execute();
        duringTransaction.push(batches.length);
      });
      await t.db
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('users').set({ name: 'Rolled Back' }).where('id', '=', member.user.id).execute();
          throw new Error('roll back');
        })
        .catch(() => undefined);
    });
    expect(duringTransaction).toEqual([0]);
    expect(plain(seen)).toEqual([
      [
        { table: 'users', columns: ['bio'] },
        { table: 'tags', columns: null },
      ],
    ]);
  });
});

describe('the project cache follows the writes', () => {
  it('a profile edit shows on the project cards at once (no hand call in the route)', async () => {
    const owner = await t.register({ name: 'Card Owner' });
    const created = await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: t.authHeader(owner.token),
      payload: { title: 'Cached Card', description: 'A project whose card shows its owner.', category: 'IoT' },
    });
    expect(created.statusCode).toBe(201);
    const creatorName = async () => {
      const res = await t.inject({ method: 'GET', url: `/api/projects?user_id=${owner.user.id}` });
      return envelope<{ creator: { name: string } }[]>(res).data[0]?.creator.name;
    };
    expect(await creatorName()).toBe('Card Owner');
    expect(await creatorName()).toBe('Card Owner'); // now served from the cache
    const edited = await t.inject({
      method: 'PUT',
      url: `/api/users/${owner.user.id}`,
      headers: t.authHeader(owner.token),
      payload: { name: 'Renamed Owner' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await creatorName()).toBe('Renamed Owner');
  });
});
