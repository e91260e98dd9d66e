import { ROADMAP_ITEMS_MAX, ROADMAP_MESSAGES, ROADMAP_PHASES } from '@esdc/core/roadmap';
import type { Roadmap, RoadmapItem } from '@esdc/core/roadmap-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { countRows, envelope, type TestApp } from '../../test/harness.ts';
import { SEED_ROADMAP_ITEMS } from './seed.ts';

/*
 * The roadmap (docs/requirements.md §2 Roadmap; SPEC §4 Roadmap phases) through the API, on SQLite, and on PostgreSQL
 * when TEST_DATABASE_URL is set: the public roadmap, admins managing items (audited), members voting once, voters
 * notified of a phase change, refusals that change nothing, and the member's data.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const messageOf = (res: Res) => envelope(res).message;

async function roadmap(token?: string): Promise<Roadmap> {
  const res = await call(t, 'GET', '/api/roadmap', token);
  expect(res.statusCode, res.body).toBe(200);
  return data<Roadmap>(res);
}
const allItems = (r: Roadmap) => r.phases.flatMap((p) => p.items);
const itemIn = (r: Roadmap, id: number) => allItems(r).find((i) => i.id === id);

async function newItem(payload: Record<string, unknown> = {}): Promise<RoadmapItem> {
  const res = await call(t, 'POST', '/api/roadmap/items', admin, { title: `Item ${Math.random().toString(36).slice(2, 8)}`, ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return data<RoadmapItem>(res);
}

const auditOf = (id: number) =>
  t.db.selectFrom('audit_log').select(['action', 'details']).where('target_type', '=', 'roadmap_item').where('target_id', '=', id).orderBy('id').execute();

describe('GET /api/roadmap', () => {
  it('a fresh install shows the seeded roadmap in its three phases; visitors get counts and voted null', async () => {
    const r = await roadmap();
    expect(r.phases.map((p) => [p.phase, p.label])).toEqual([
      ['completed', 'Completed'],
      ['in-progress', 'In progress'],
      ['planned', 'Planned'],
    ]);
    const seeded = allItems(r).filter((i) => SEED_ROADMAP_ITEMS.some((s) => s.title === i.title));
    expect(seeded).toHaveLength(SEED_ROADMAP_ITEMS.length);
    for (const phase of ROADMAP_PHASES) {
      expect(r.phases.find((p) => p.phase === phase)!.items.every((i) => i.phase === phase)).toBe(true);
    }
    expect(seeded.every((i) => i.voted === null && i.vote_count === 0)).toBe(true);
    expect(seeded.find((i) => i.title === 'Discussion forum')).toMatchObject({ phase: 'in-progress', quarter: 'Q2 2025' });
  });

  it('sorts a phase most voted first, then newest', async () => {
    const older = await newItem({ phase: 'planned' });
    t.clock.advance(60_000);
    const newer = await newItem({ phase: 'planned' });
    t.clock.advance(60_000);
    const voted = await newItem({ phase: 'planned' });
    const member = await memberWith(t);
    expect((await call(t, 'POST', `/api/roadmap/items/${voted.id}/vote`, member.token)).statusCode).toBe(200);
    const planned = (await roadmap(member.token)).phases.find((p) => p.phase === 'planned')!.items.map((i) => i.id);
    expect(planned.indexOf(voted.id)).toBeLessThan(planned.indexOf(newer.id));
    expect(planned.indexOf(newer.id)).toBeLessThan(planned.indexOf(older.id));
  });
});

describe('admins manage the items', () => {
  it('adds, edits and deletes an item, each recorded in the audit log', async () => {
    const res = await call(t, 'POST', '/api/roadmap/items', admin, {
      title: '  Live chat  ',
      description: ' Rooms for every topic. ',
      phase: 'in-progress',
      quarter: 'Q1 2026',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(messageOf(res)).toBe(ROADMAP_MESSAGES.itemCreated);
    const item = data<RoadmapItem>(res);
    expect(item).toMatchObject({
      title: 'Live chat',
      description: 'Rooms for every topic.',
      phase: 'in-progress',
      quarter: 'Q1 2026',
      vote_count: 0,
      voted: false,
    });
    expect(item.created_at).toBe(t.clock.now().toISOString());

    t.clock.advance(60_000);
    const edited = await call(t, 'PUT', `/api/roadmap/items/${item.id}`, admin, { title: 'Live chatroom', quarter: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(messageOf(edited)).toBe(ROADMAP_MESSAGES.itemSaved);
    expect(data<RoadmapItem>(edited)).toMatchObject({ title: 'Live chatroom', description: 'Rooms for every topic.', phase: 'in-progress', quarter: null });
    expect(data<RoadmapItem>(edited).updated_at).toBe(t.clock.now().toISOString());

    const deleted = await call(t, 'DELETE', `/api/roadmap/items/${item.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(messageOf(deleted)).toBe(ROADMAP_MESSAGES.itemDeleted);
    expect(itemIn(await roadmap(), item.id)).toBeUndefined();
    expect((await auditOf(item.id)).map((a) => a.action)).toEqual(['roadmap.item_created', 'roadmap.item_updated', 'roadmap.item_deleted']);

    for (const [method, url] of [
      ['PUT', `/api/roadmap/items/${item.id}`],
      ['DELETE', `/api/roadmap/items/${item.id}`],
    ] as const) {
      const missing = await call(t, method, url, admin, { title: 'Gone' });
      expect(missing.statusCode).toBe(404);
      expect(messageOf(missing)).toBe(ROADMAP_MESSAGES.itemNotFound);
    }
  });

  it('refuses bad input with the field message and changes nothing', async () => {
    const item = await newItem({ description: 'Kept', quarter: 'Q3 2026' });
    const before = await countRows(t.db, 'roadmap_items');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Title is required'],
      [{ title: '   ' }, 'Title is required'],
      [{ title: 'x'.repeat(121) }, 'Title must be at most 120 characters long'],
      [{ title: 'Two\nlines' }, 'Title cannot contain line breaks or tabs'],
      [{ title: 'Long', description: 'x'.repeat(1001) }, 'Description must be at most 1000 characters long'],
      [{ title: 'Phase', phase: 'done' }, ROADMAP_MESSAGES.invalidPhase],
      [{ title: 'Quarter', quarter: 'Q5 2026' }, ROADMAP_MESSAGES.invalidQuarter],
      [{ title: 'Quarter', quarter: 'Spring 2026' }, ROADMAP_MESSAGES.invalidQuarter],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'POST', '/api/roadmap/items', admin, payload);
      expect(res.statusCode, message).toBe(400);
      expect(messageOf(res)).toBe(message);
      if (Object.keys(payload).length === 0) continue;
      const put = await call(t, 'PUT', `/api/roadmap/items/${item.id}`, admin, payload);
      expect(put.statusCode, message).toBe(400);
      expect(messageOf(put)).toBe(message);
    }
    expect(await countRows(t.db, 'roadmap_items')).toBe(before);
    expect(itemIn(await roadmap(), item.id)).toMatchObject({ title: item.title, description: 'Kept', phase: 'planned', quarter: 'Q3 2026' });
  });

  it('refuses members and moderators (403), visitors (401), changing nothing', async () => {
    const item = await newItem();
    const before = await countRows(t.db, 'roadmap_items');
    for (const role of ['user', 'moderator'] as const) {
      const m = await memberWith(t, role);
      expect((await call(t, 'POST', '/api/roadmap/items', m.token, { title: 'Mine' })).statusCode).toBe(403);
      expect((await call(t, 'PUT', `/api/roadmap/items/${item.id}`, m.token, { phase: 'completed' })).statusCode).toBe(403);
      expect((await call(t, 'DELETE', `/api/roadmap/items/${item.id}`, m.token)).statusCode).toBe(403);
    }
    expect((await call(t, 'POST', '/api/roadmap/items', undefined, { title: 'Visitor' })).statusCode).toBe(401);
    expect(await countRows(t.db, 'roadmap_items')).toBe(before);
    expect(itemIn(await roadmap(), item.id)).toMatchObject({ phase: 'planned', title: item.title });
  });

  it(`holds at most ${ROADMAP_ITEMS_MAX} items: one more is 409 'The roadmap is full'`, async () => {
    const full = await startWithAdmin();
    try {
      const present = await countRows(full.t.db, 'roadmap_items');
      const at = full.t.clock.now().toISOString();
      await full.t.db
        .insertInto('roadmap_items')
        .values(
          Array.from({ length: ROADMAP_ITEMS_MAX - present }, (_, i) => ({
            title: `Filler ${i}`,
            description: '',
            phase: 'planned',
            quarter: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      const res = await call(full.t, 'POST', '/api/roadmap/items', full.admin, { title: 'One too many' });
      expect(res.statusCode).toBe(409);
      expect(messageOf(res)).toBe(ROADMAP_MESSAGES.full);
      expect(await countRows(full.t.db, 'roadmap_items')).toBe(ROADMAP_ITEMS_MAX);
    } finally {
      await full.t.close();
    }
  });
});

describe('votes', () => {
  it('a member votes once and takes the vote back; the count and voted follow', async () => {
    const item = await newItem();
    const member = await memberWith(t);
    const other = await memberWith(t);
    const first = await call(t, 'POST', `/api/roadmap/items/${item.id}/vote`, member.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(messageOf(first)).toBe(ROADMAP_MESSAGES.voted);
    expect(data<RoadmapItem>(first)).toMatchObject({ vote_count: 1, voted: true });
    expect(data<RoadmapItem>(await call(t, 'POST', `/api/roadmap/items/${item.id}/vote`, member.token))).toMatchObject({ vote_count: 1, voted: true });
    expect(itemIn(await roadmap(other.token), item.id)).toMatchObject({ vote_count: 1, voted: false });
    expect(itemIn(await roadmap(), item.id)).toMatchObject({ vote_count: 1, voted: null });
    const back = await call(t, 'DELETE', `/api/roadmap/items/${item.id}/vote`, member.token);
    expect(back.statusCode).toBe(200);
    expect(messageOf(back)).toBe(ROADMAP_MESSAGES.unvoted);
    expect(data<RoadmapItem>(back)).toMatchObject({ vote_count: 0, voted: false });
    expect(data<RoadmapItem>(await call(t, 'DELETE', `/api/roadmap/items/${item.id}/vote`, member.token))).toMatchObject({ vote_count: 0 });
  });

  it('refuses visitors (401), accounts that are not active (403) and a missing item (404), storing nothing', async () => {
    const item = await newItem();
    const before = await countRows(t.db, 'roadmap_votes');
    expect((await call(t, 'POST', `/api/roadmap/items/${item.id}/vote`)).statusCode).toBe(401);
    const pending = await memberWith(t, 'user', 'pending');
    const refused = await call(t, 'POST', `/api/roadmap/items/${item.id}/vote`, pending.token);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(ROADMAP_MESSAGES.voteNotAllowed);
    const member = await memberWith(t);
    const missing = await call(t, 'POST', '/api/roadmap/items/999999/vote', member.token);
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(ROADMAP_MESSAGES.itemNotFound);
    expect(await countRows(t.db, 'roadmap_votes')).toBe(before);
  });

  it('one member voting 20 times at once counts once; 20 members at once count 20', async () => {
    const item = await newItem();
    const fan = await memberWith(t);
    const all = await Promise.all(Array.from({ length: 20 }, () => call(t, 'POST', `/api/roadmap/items/${item.id}/vote`, fan.token)));
    expect(
      all.map((r) => r.statusCode),
      all.find((r) => r.statusCode !== 200)?.body,
    ).toEqual(Array(20).fill(200));
    expect(itemIn(await roadmap(fan.token), item.id)).toMatchObject({ vote_count: 1, voted: true });
    const members = await Promise.all(Array.from({ length: 20 }, () => memberWith(t)));
    const many = await Promise.all(members.map((m) => call(t, 'POST', `/api/roadmap/items/${item.id}/vote`, m.token)));
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    expect(itemIn(await roadmap(), item.id)!.vote_count).toBe(21);
  });

  it('deleting an item deletes its votes', async () => {
    const item = await newItem();
    const member = await memberWith(t);
    await call(t, 'POST', `/api/roadmap/items/${item.id}/vote`, member.token);
    expect((await call(t, 'DELETE', `/api/roadmap/items/${item.id}`, admin)).statusCode).toBe(200);
    expect(await t.db.selectFrom('roadmap_votes').select('user_id').where('item_id', '=', item.id).execute()).toEqual([]);
  });
});

describe('phase changes', () => {
  const notesOf = (userId: number) =>
    t.db.selectFrom('notifications').select(['title', 'message', 'link']).where('user_id', '=', userId).where('type', '=', 'roadmap_phase').execute();

  it("notifies the item's active voters ('roadmap_phase') when it changes phase, and no one otherwise", async () => {
    const item = await newItem({ title: 'Dark mode everywhere', phase: 'planned' });
    const voter = await memberWith(t);
    const leaver = await memberWith(t);
    const suspended = await memberWith(t);
    const bystander = await memberWith(t);
    for (const m of [voter, leaver, suspended]) await call(t, 'POST', `/api/roadmap/items/${item.id}/vote`, m.token);
    await call(t, 'DELETE', `/api/roadmap/items/${item.id}/vote`, leaver.token);
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.user.id).execute();

    await call(t, 'PUT', `/api/roadmap/items/${item.id}`, admin, { description: 'Same phase', phase: 'planned' });
    expect(await notesOf(voter.user.id)).toEqual([]);

    const moved = await call(t, 'PUT', `/api/roadmap/items/${item.id}`, admin, { phase: 'in-progress' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await notesOf(voter.user.id)).toEqual([
      { title: 'Dark mode everywhere is now in progress', message: 'It moved from Planned to In progress.', link: '/roadmap' },
    ]);
    for (const m of [leaver, suspended, bystander]) expect(await notesOf(m.user.id)).toEqual([]);
    expect((await auditOf(item.id)).at(-1)).toMatchObject({ action: 'roadmap.item_updated' });
  });
});

describe('account data', () => {
  it("the export holds the member's votes; on account deletion the votes go and the counts drop", async () => {
    const item = await newItem({ title: 'Exported item' });
    const member = await memberWith(t);
    const other = await memberWith(t);
    await call(t, 'POST', `/api/roadmap/items/${item.id}/vote`, member.token);
    await call(t, 'POST', `/api/roadmap/items/${item.id}/vote`, other.token);
    const exported = data<{ sections: Record<string, { item_id: number; title: string }[]> }>(await call(t, 'GET', '/api/user/export', member.token));
    expect(exported.sections['roadmap_votes']).toEqual([expect.objectContaining({ item_id: item.id, title: 'Exported item' })]);
    const res = await call(t, 'DELETE', '/api/user/account', member.token, { password: member.password, projects: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    expect(itemIn(await roadmap(), item.id)!.vote_count).toBe(1);
    expect(await t.db.selectFrom('roadmap_votes').select('item_id').where('user_id', '=', member.user.id).execute()).toEqual([]);
  });
});
