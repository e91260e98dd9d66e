import type { ForumCategory, ForumPost, ForumThread } from '@esdc/core/forum-schemas';
import type { SearchAnswer } from '@esdc/core/search-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { envelope, type Member, type TestApp } from '../../test/harness.ts';

/*
 * Forum threads in the site search (docs/requirements.md §2 Forum, Search; migration 026) through the API, on SQLite,
 * and on PostgreSQL when TEST_DATABASE_URL is set: a thread is found by its title, opening post and accepted answer
 * (not by other replies); the index follows edits, answers, hiding and deletion; hidden threads and archived
 * categories stay out of members' results.
 */

let t: TestApp;
let admin: string;
let asker: Member;
let helper: Member;
let moderator: Member;
let help: ForumCategory;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
  asker = await memberWith(t);
  helper = await memberWith(t);
  moderator = await memberWith(t, 'moderator');
  const categories = envelope<ForumCategory[]>(await call(t, 'GET', '/api/forum/categories')).data;
  help = categories.find((c) => c.qa)!;
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;

/** The forum results of `q` for `token` (ids), expecting 200. */
async function found(q: string, token?: string): Promise<number[]> {
  const res = await call(t, 'GET', `/api/search?q=${encodeURIComponent(q)}&category=forum`, token);
  expect(res.statusCode, res.body).toBe(200);
  const answer = data<SearchAnswer>(res);
  expect(answer.counts.forum).toBe(answer.results.length);
  return answer.results.map((r) => r.id);
}

async function thread(title: string, body: string, categoryId = help.id): Promise<ForumThread> {
  const res = await call(t, 'POST', '/api/forum/threads', asker.token, { category_id: categoryId, title, body });
  expect(res.statusCode, res.body).toBe(201);
  return data<ForumThread>(res);
}

async function reply(threadId: number, body: string): Promise<ForumPost> {
  const res = await call(t, 'POST', `/api/forum/threads/${threadId}/posts`, helper.token, { body });
  expect(res.statusCode, res.body).toBe(201);
  return data<ForumPost>(res);
}

describe('forum threads in the site search', () => {
  it('finds a thread by its title and opening post, as a result of type thread with its path and meta', async () => {
    const q = await thread('Brownout on quokkaboard', 'My wombatcontroller resets when the servo starts.');
    const res = data<SearchAnswer>(await call(t, 'GET', '/api/search?q=quokkaboard'));
    const hit = res.results.find((r) => r.type === 'thread' && r.id === q.id);
    expect(hit).toMatchObject({ title: 'Brownout on quokkaboard', url: `/forum/t/${q.id}` });
    expect(hit!.meta).toBe(`Forum · ${help.name} · 0 replies`);
    expect(await found('wombatcontroller')).toEqual([q.id]);
  });

  it('indexes the accepted answer, not other replies; unmarking or hiding the answer takes its words out', async () => {
    const q = await thread('Servo jitter question', 'The servo twitches at rest.');
    const other = await reply(q.id, 'Maybe numbatcapacitor helps?');
    const answer = await reply(q.id, 'Add a bilbydecoupling cap near the servo connector.');
    expect(await found('numbatcapacitor')).toEqual([]);
    expect(await found('bilbydecoupling')).toEqual([]);
    expect((await call(t, 'POST', `/api/forum/posts/${answer.id}/accept`, asker.token)).statusCode).toBe(200);
    expect(await found('bilbydecoupling')).toEqual([q.id]);
    const hit = data<SearchAnswer>(await call(t, 'GET', '/api/search?q=bilbydecoupling&category=forum')).results[0]!;
    expect(hit.meta).toBe(`Forum · ${help.name} · Solved · 2 replies`);
    expect(await found('numbatcapacitor')).toEqual([]);
    expect(other.id).toBeGreaterThan(0);
    // Editing the answer re-indexes it.
    expect((await call(t, 'PUT', `/api/forum/posts/${answer.id}`, helper.token, { body: 'Use a dingoferrite bead.' })).statusCode).toBe(200);
    expect(await found('bilbydecoupling')).toEqual([]);
    expect(await found('dingoferrite')).toEqual([q.id]);
    // A moderator hides the answer: it is no longer the answer, and no longer searchable.
    expect((await call(t, 'POST', `/api/forum/posts/${answer.id}/hide`, moderator.token)).statusCode).toBe(200);
    expect(await found('dingoferrite')).toEqual([]);
  });

  it('follows edits of the opening post and the title, and forgets a deleted thread', async () => {
    const q = await thread('Koalasolder fumes', 'Which extractor do you use?');
    expect(await found('koalasolder')).toEqual([q.id]);
    expect((await call(t, 'PUT', `/api/forum/posts/${q.opening_post.id}`, asker.token, { body: 'Which platypusfan do you use?' })).statusCode).toBe(200);
    expect(await found('extractor')).not.toContain(q.id);
    expect(await found('platypusfan')).toEqual([q.id]);
    expect((await call(t, 'DELETE', `/api/forum/threads/${q.id}`, asker.token)).statusCode).toBe(200);
    expect(await found('koalasolder')).toEqual([]);
  });

  it('a hidden thread reaches moderators only; an archived category admins only', async () => {
    const q = await thread('Echidnarelay wiring', 'Is this relay safe for mains?');
    expect((await call(t, 'POST', `/api/forum/posts/${q.opening_post.id}/hide`, moderator.token)).statusCode).toBe(200);
    expect(await found('echidnarelay', asker.token)).toEqual([]);
    expect(await found('echidnarelay')).toEqual([]);
    expect(await found('echidnarelay', moderator.token)).toEqual([q.id]);

    const cat = data<ForumCategory>(await call(t, 'POST', '/api/forum/categories', admin, { name: 'Archive me' }));
    const old = await thread('Wallabyradio notes', 'Old notes.', cat.id);
    expect(await found('wallabyradio', asker.token)).toEqual([old.id]);
    expect((await call(t, 'PUT', `/api/forum/categories/${cat.id}`, admin, { archived: true })).statusCode).toBe(200);
    expect(await found('wallabyradio', asker.token)).toEqual([]);
    expect(await found('wallabyradio', admin)).toEqual([old.id]);
  });
});
