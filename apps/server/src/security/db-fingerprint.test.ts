import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { fingerprintDiff, fingerprinter, type Fingerprint } from './db-fingerprint.ts';

/* The fuzz suite's "no state change on refusal" is only as good as this fingerprint: it must see every kind of write. */

let t: TestApp;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  fingerprint = await fingerprinter(t.database);
});
afterAll(async () => {
  await t?.close();
});

/** The fingerprint's changes across `write`. */
async function changesOf(write: () => Promise<unknown>): Promise<string[]> {
  const before = await fingerprint();
  await write();
  return fingerprintDiff(before, await fingerprint());
}

describe('database fingerprint', () => {
  it('is stable when nothing is written, including across reads through the API', async () => {
    expect(await changesOf(async () => t.inject({ method: 'GET', url: '/api/tags' }))).toEqual([]);
  });

  it('sees a row inserted and deleted', async () => {
    const member = await t.register();
    const changes = await changesOf(() => t.db.deleteFrom('sessions').where('user_id', '=', member.user.id).execute());
    expect(changes.some((c) => c.startsWith('sessions.rows'))).toBe(true);
  });

  it('sees a text changed to another of the same length, through its time column', async () => {
    const user = await t.db.selectFrom('users').select(['id', 'name']).where('role', '=', 'user').executeTakeFirstOrThrow();
    const changes = await changesOf(() =>
      t.db
        .updateTable('users')
        .set({ name: user.name.split('').reverse().join(''), updated_at: new Date(Date.now() + 86_400_000).toISOString() })
        .where('id', '=', user.id)
        .execute(),
    );
    expect(changes.some((c) => c.startsWith('users.updated_at'))).toBe(true);
  });

  it('sees a text made longer without touching a time column', async () => {
    const changes = await changesOf(() =>
      t.db.updateTable('users').set({ bio: 'A longer biography than before, by quite a bit.' }).where('role', '=', 'user').execute(),
    );
    expect(changes.some((c) => c.startsWith('users.text length'))).toBe(true);
  });

  it('sees a number changed', async () => {
    const project = await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow();
    const changes = await changesOf(() =>
      t.db
        .updateTable('projects')
        .set((eb) => ({ likes: eb('likes', '+', 1) }))
        .where('id', '=', project.id)
        .execute(),
    );
    expect(changes.some((c) => c.startsWith('projects.number total'))).toBe(true);
  });

  it('sees a null set', async () => {
    const member = await t.register();
    const changes = await changesOf(() => t.db.updateTable('sessions').set({ revoked_at: 'x' }).where('user_id', '=', member.user.id).execute());
    expect(changes.length).toBeGreaterThan(0);
  });
});
