import { ROADMAP_MESSAGES, type RoadmapEntry } from '@esdc/core/roadmap-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith } from '../../test/api.ts';
import { countRows, createTestApp, envelope, type TestApp } from '../../test/harness.ts';
import { SEED_ROADMAP_ENTRIES } from './seed.ts';

/*
 * Roadmap (SPEC §2 Static pages) through the API, on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: the
 * public list, members posting, refusals that store nothing, and the member's data.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const data = <T>(res: Awaited<ReturnType<typeof call>>) => envelope<T>(res).data;
const codeOf = (res: Awaited<ReturnType<typeof call>>) => (JSON.parse(res.body) as { error?: { code: string } }).error?.code;

describe('GET /api/roadmap', () => {
  it('lists entries newest first with their authors, a page at a time', async () => {
    const member = await memberWith(t);
    const before = await countRows(t.db, 'roadmap_entries');
    for (const title of ['One', 'Two', 'Three']) {
      const res = await call(t, 'POST', '/api/roadmap', member.token, { title, body: 'About ' + title });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await call(t, 'GET', '/api/roadmap?limit=2');
    expect(res.statusCode).toBe(200);
    expect(data<RoadmapEntry[]>(res).map((e) => e.title)).toEqual(['Three', 'Two']);
    expect(data<RoadmapEntry[]>(res)[0]!.author).toEqual({ id: member.user.id, name: member.user.name, username: member.user.username });
    expect(envelope(res).meta).toEqual({ total: before + 3, limit: 2, offset: 0 });
    expect(data<RoadmapEntry[]>(await call(t, 'GET', '/api/roadmap?limit=2&offset=1')).map((e) => e.title)).toEqual(['Two', 'One']);
  });

  it("refuses a bad page with 400 'Invalid limit'", async () => {
    const res = await call(t, 'GET', '/api/roadmap?limit=51');
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Invalid limit');
  });
});

describe('POST /api/roadmap', () => {
  it("stores a member's entry, trimmed, and answers 201 with its message", async () => {
    const member = await memberWith(t);
    const res = await call(t, 'POST', '/api/roadmap', member.token, { title: '  First light  ', body: ' The board blinks. ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(envelope(res).message).toBe(ROADMAP_MESSAGES.created);
    const entry = data<RoadmapEntry>(res);
    expect(entry).toMatchObject({ title: 'First light', body: 'The board blinks.', author: { id: member.user.id } });
    const row = await t.db.selectFrom('roadmap_entries').selectAll().where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'First light', author_id: member.user.id, created_at: t.clock.now().toISOString() });
  });

  it('refuses bad input with the field message and stores nothing', async () => {
    const member = await memberWith(t);
    const before = await countRows(t.db, 'roadmap_entries');
    const cases: [Record<string, unknown>, string][] = [
      [{ body: 'No title' }, 'Title is required'],
      [{ title: '   ', body: 'Blank title' }, 'Title is required'],
      [{ title: 'x'.repeat(121), body: 'Long title' }, 'Title must be at most 120 characters long'],
      [{ title: 'Two\nlines', body: 'Line break' }, 'Title cannot contain line breaks or tabs'],
      [{ title: 'No body' }, 'Body is required'],
      [{ title: 'Long body', body: 'x'.repeat(5001) }, 'Body must be at most 5000 characters long'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'POST', '/api/roadmap', member.token, payload);
      expect(res.statusCode, message).toBe(400);
      expect(envelope(res).message).toBe(message);
    }
    expect(await countRows(t.db, 'roadmap_entries')).toBe(before);
  });

  it('refuses visitors (401), accounts that are not active (403) and suspended members (401), storing nothing', async () => {
    const before = await countRows(t.db, 'roadmap_entries');
    const payload = { title: 'Not allowed', body: 'Should not be stored.' };
    const signedOut = await call(t, 'POST', '/api/roadmap', undefined, payload);
    expect(signedOut.statusCode).toBe(401);
    expect(envelope(signedOut).message).toBe('No token provided');
    const pending = await memberWith(t, 'user', 'pending');
    const notActive = await call(t, 'POST', '/api/roadmap', pending.token, payload);
    expect(notActive.statusCode).toBe(403);
    expect(envelope(notActive).message).toBe(ROADMAP_MESSAGES.postNotAllowed);
    // A suspended member's sessions are refused on every route (plugins/auth.ts), before any permission check.
    const suspended = await memberWith(t, 'user', 'suspended');
    const refused = await call(t, 'POST', '/api/roadmap', suspended.token, payload);
    expect(refused.statusCode).toBe(401);
    expect(codeOf(refused)).toBe('ACCOUNT_SUSPENDED');
    expect(await countRows(t.db, 'roadmap_entries')).toBe(before);
  });
});

describe('account data', () => {
  it("the export holds the member's entries; after account deletion the entries stay without an author", async () => {
    const member = await memberWith(t);
    const entry = data<RoadmapEntry>(await call(t, 'POST', '/api/roadmap', member.token, { title: 'Mine', body: 'Kept after I leave.' }));
    const exported = data<{ sections: Record<string, { id: number }[]> }>(await call(t, 'GET', '/api/user/export', member.token));
    expect(exported.sections['roadmap_entries']!.map((e) => e.id)).toEqual([entry.id]);
    const res = await call(t, 'DELETE', '/api/user/account', member.token, { password: member.password, projects: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.selectFrom('roadmap_entries').selectAll().where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Mine', author_id: null });
  });
});

describe('the demo content', () => {
  it('holds the demo entries by their authors, loaded once', async () => {
    const demo = await createTestApp({ seedDemo: true });
    try {
      const rows = await demo.db
        .selectFrom('roadmap_entries')
        .innerJoin('users', 'users.id', 'roadmap_entries.author_id')
        .select(['title', 'username'])
        .orderBy('roadmap_entries.id')
        .execute();
      expect(rows).toEqual(SEED_ROADMAP_ENTRIES.map((entry) => ({ title: entry.title, username: entry.author })));
    } finally {
      await demo.close();
    }
  });
});
