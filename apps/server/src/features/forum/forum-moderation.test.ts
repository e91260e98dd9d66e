import { FORUM_MESSAGES } from '@esdc/core/forum';
import type { ForumCategory, ForumPost, ForumReport, ForumThread, ForumThreadSummary } from '@esdc/core/forum-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { countRows, envelope, type Member, type TestApp } from '../../test/harness.ts';

/*
 * Forum moderation (docs/requirements.md §2 Forum Moderation) through app.inject: reports, hiding and restoring
 * (hidden posts never leak: lists, counts, the thread page), moving and merging threads (every reply kept), and the
 * audit log.
 */

let t: TestApp;
let admin: string;
let moderator: Member;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
  moderator = await memberWith(t, 'moderator');
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const messageOf = (res: Res) => envelope(res).message;

async function newCategory(): Promise<ForumCategory> {
  const res = await call(t, 'POST', '/api/forum/categories', admin, { name: `Mod ${Math.random().toString(36).slice(2, 10)}` });
  expect(res.statusCode, res.body).toBe(201);
  return data<ForumCategory>(res);
}

async function startThread(member: Member, categoryId: number, title = 'A thread to moderate'): Promise<ForumThread> {
  const res = await call(t, 'POST', '/api/forum/threads', member.token, { category_id: categoryId, title, body: 'Opening words' });
  expect(res.statusCode, res.body).toBe(201);
  return data<ForumThread>(res);
}

async function replyTo(member: Member, threadId: number, body: string): Promise<ForumPost> {
  const res = await call(t, 'POST', `/api/forum/threads/${threadId}/posts`, member.token, { body });
  expect(res.statusCode, res.body).toBe(201);
  return data<ForumPost>(res);
}

const auditActions = async (action: string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', action as never)
      .execute()
  ).map((a) => a.target_id);

describe('reports', () => {
  it('a member reports once, not their own; moderators see open reports newest first; hiding resolves them', async () => {
    const author = await memberWith(t);
    const reporter = await memberWith(t);
    const thread = await startThread(author, (await newCategory()).id);
    const post = await replyTo(author, thread.id, 'Rude words');
    const own = await call(t, 'POST', `/api/forum/posts/${post.id}/report`, author.token, { reason: 'Mine' });
    expect(own.statusCode).toBe(403);
    expect(messageOf(own)).toBe(FORUM_MESSAGES.ownPostReport);
    const empty = await call(t, 'POST', `/api/forum/posts/${post.id}/report`, reporter.token, { reason: '' });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe('Reason is required');
    const sent = await call(t, 'POST', `/api/forum/posts/${post.id}/report`, reporter.token, { reason: 'Rude' });
    expect(sent.statusCode).toBe(201);
    expect(messageOf(sent)).toBe(FORUM_MESSAGES.reported);
    const before = await countRows(t.db, 'forum_reports');
    const again = await call(t, 'POST', `/api/forum/posts/${post.id}/report`, reporter.token, { reason: 'Still rude' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(FORUM_MESSAGES.alreadyReported);
    expect(await countRows(t.db, 'forum_reports')).toBe(before);

    expect((await call(t, 'GET', '/api/forum/reports', reporter.token)).statusCode).toBe(403);
    const queue = data<ForumReport[]>(await call(t, 'GET', '/api/forum/reports', moderator.token));
    expect(queue[0]).toMatchObject({ reason: 'Rude', post: { id: post.id, thread_id: thread.id, hidden: false }, reporter: { id: reporter.user.id } });
    expect((await call(t, 'POST', `/api/forum/posts/${post.id}/hide`, moderator.token)).statusCode).toBe(200);
    expect(data<ForumReport[]>(await call(t, 'GET', '/api/forum/reports', moderator.token)).some((r) => r.post.id === post.id)).toBe(false);
    expect(await auditActions('forum.post_hidden')).toContain(post.id);
  });
});

describe('hidden posts', () => {
  it('never reach members: replies, counts, last activity, the thread list; moderators see them; restore brings them back', async () => {
    const author = await memberWith(t);
    const member = await memberWith(t);
    const category = await newCategory();
    const thread = await startThread(author, category.id);
    const kept = await replyTo(author, thread.id, 'Fine words');
    const bad = await replyTo(member, thread.id, 'Bad words');
    expect((await call(t, 'POST', `/api/forum/posts/${bad.id}/hide`, moderator.token)).statusCode).toBe(200);

    const replies = async (token?: string) => data<ForumPost[]>(await call(t, 'GET', `/api/forum/threads/${thread.id}/posts`, token)).map((p) => p.id);
    expect(await replies()).toEqual([kept.id]);
    expect(await replies(member.token)).toEqual([kept.id]);
    expect(await replies(moderator.token)).toEqual([kept.id, bad.id]);
    const listed = data<ForumThreadSummary[]>(await call(t, 'GET', `/api/forum/threads?category_id=${category.id}`))[0]!;
    expect(listed).toMatchObject({ reply_count: 1, last_poster: { id: author.user.id } });
    expect(data<ForumCategory[]>(await call(t, 'GET', '/api/forum/categories')).find((c) => c.id === category.id)).toMatchObject({ post_count: 2 });
    const edit = await call(t, 'PUT', `/api/forum/posts/${bad.id}`, member.token, { body: 'Sneaky' });
    expect(edit.statusCode).toBe(404);
    expect(messageOf(edit)).toBe(FORUM_MESSAGES.postNotFound);

    expect((await call(t, 'POST', `/api/forum/posts/${bad.id}/restore`, moderator.token)).statusCode).toBe(200);
    expect(await replies()).toEqual([kept.id, bad.id]);
    expect(await auditActions('forum.post_restored')).toContain(bad.id);
  });

  it('a thread whose opening post is hidden is gone for members (page, list, search) and kept for moderators', async () => {
    const author = await memberWith(t);
    const category = await newCategory();
    const thread = await startThread(author, category.id, 'Spam spam spam thread');
    expect((await call(t, 'POST', `/api/forum/posts/${thread.opening_post.id}/hide`, moderator.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/forum/threads/${thread.id}`, author.token)).statusCode).toBe(404);
    expect(data<ForumThreadSummary[]>(await call(t, 'GET', `/api/forum/threads?category_id=${category.id}`))).toEqual([]);
    expect(data<ForumThreadSummary[]>(await call(t, 'GET', '/api/forum/threads?q=spam%20spam', author.token))).toEqual([]);
    expect(data<ForumCategory[]>(await call(t, 'GET', '/api/forum/categories')).find((c) => c.id === category.id)).toMatchObject({
      thread_count: 0,
      post_count: 0,
    });
    const seen = await call(t, 'GET', `/api/forum/threads/${thread.id}`, moderator.token);
    expect(data<ForumThread>(seen).opening_post.hidden).toBe(true);
  });

  it('a hidden reply cannot be the answer', async () => {
    const res = await call(t, 'GET', '/api/forum/categories');
    const help = data<ForumCategory[]>(res).find((c) => c.name === 'Help')!;
    const asker = await memberWith(t);
    const helper = await memberWith(t);
    const thread = await startThread(asker, help.id);
    const reply = await replyTo(helper, thread.id, 'Bad advice');
    expect((await call(t, 'POST', `/api/forum/posts/${reply.id}/hide`, moderator.token)).statusCode).toBe(200);
    const refused = await call(t, 'POST', `/api/forum/posts/${reply.id}/accept`, moderator.token);
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(FORUM_MESSAGES.hiddenAnswer);
  });
});

describe('move and merge', () => {
  it('moves a thread to another category', async () => {
    const author = await memberWith(t);
    const from = await newCategory();
    const to = await newCategory();
    const thread = await startThread(author, from.id);
    await replyTo(author, thread.id, 'Still here');
    const missing = await call(t, 'POST', `/api/forum/threads/${thread.id}/move`, moderator.token, { category_id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(FORUM_MESSAGES.categoryNotFound);
    const moved = await call(t, 'POST', `/api/forum/threads/${thread.id}/move`, moderator.token, { category_id: to.id });
    expect(data<ForumThread>(moved)).toMatchObject({ category_id: to.id, reply_count: 1 });
    const counts = async () => {
      const listed = data<ForumCategory[]>(await call(t, 'GET', '/api/forum/categories', author.token));
      return [from.id, to.id].map((id) => listed.find((c) => c.id === id)).map((c) => [c!.thread_count, c!.post_count]);
    };
    expect(await counts()).toEqual([
      [0, 0],
      [1, 2],
    ]);
    expect((await call(t, 'DELETE', `/api/forum/threads/${thread.id}`, author.token)).statusCode).toBe(200);
    expect(await counts()).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(await auditActions('forum.thread_moved')).toContain(thread.id);
  });

  it('merges every post into the target in time order and deletes the merged thread; likes and reports stay', async () => {
    const a = await memberWith(t);
    const b = await memberWith(t);
    const category = await newCategory();
    const target = await startThread(a, category.id, 'The target thread');
    const t1 = await replyTo(b, target.id, 'Target reply 1');
    t.clock.advance(60_000);
    const source = await startThread(b, category.id, 'The merged thread');
    const s1 = await replyTo(a, source.id, 'Source reply 1');
    t.clock.advance(60_000);
    const t2 = await replyTo(a, target.id, 'Target reply 2');
    expect((await call(t, 'POST', `/api/forum/posts/${s1.id}/like`, b.token)).statusCode).toBe(200);
    expect((await call(t, 'POST', `/api/forum/posts/${s1.id}/report`, b.token, { reason: 'Off topic' })).statusCode).toBe(201);

    const self = await call(t, 'POST', `/api/forum/threads/${target.id}/merge`, moderator.token, { into_thread_id: target.id });
    expect(self.statusCode).toBe(400);
    expect(messageOf(self)).toBe(FORUM_MESSAGES.mergeIntoItself);
    const merged = await call(t, 'POST', `/api/forum/threads/${source.id}/merge`, moderator.token, { into_thread_id: target.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(data<ForumThread>(merged)).toMatchObject({ id: target.id, reply_count: 4 });
    const replies = data<ForumPost[]>(await call(t, 'GET', `/api/forum/threads/${target.id}/posts`));
    expect(replies.map((p) => p.id)).toEqual([t1.id, source.opening_post.id, s1.id, t2.id]);
    expect(replies.find((p) => p.id === s1.id)).toMatchObject({ like_count: 1 });
    expect(await t.db.selectFrom('forum_reports').select('post_id').where('post_id', '=', s1.id).execute()).toHaveLength(1);
    expect((await call(t, 'GET', `/api/forum/threads/${source.id}`)).statusCode).toBe(404);
    expect(await auditActions('forum.thread_merged')).toContain(target.id);
    const other = await newCategory();
    const away = await startThread(b, other.id, 'A thread from another category');
    expect((await call(t, 'POST', `/api/forum/threads/${away.id}/merge`, moderator.token, { into_thread_id: target.id })).statusCode).toBe(200);
    const listed = data<ForumCategory[]>(await call(t, 'GET', '/api/forum/categories', b.token));
    expect(listed.find((c) => c.id === category.id)).toMatchObject({ thread_count: 1, post_count: 6 });
    expect(listed.find((c) => c.id === other.id)).toMatchObject({ thread_count: 0, post_count: 0, last_activity_at: null });
  });
});
