import type { ForumCategory, ForumPost, ForumThread } from '@esdc/core/forum-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { envelope, type TestApp } from '../../test/harness.ts';

/*
 * The forum under simultaneous requests (docs/requirements.md §2 Forum), on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set: a thread's counts stay exact when its replies, likes and hides arrive at once.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;

describe('the forum under simultaneous requests', () => {
  it('20 members replying at once to one thread leave a reply count of 20 and the newest reply as its last', async () => {
    const category = data<ForumCategory>(await call(t, 'POST', '/api/forum/categories', admin, { name: `Race ${Math.random().toString(36).slice(2, 8)}` }));
    const asker = await memberWith(t);
    const thread = data<ForumThread>(
      await call(t, 'POST', '/api/forum/threads', asker.token, { category_id: category.id, title: 'Replies at once', body: 'Go' }),
    );
    const members = await Promise.all(Array.from({ length: 20 }, () => memberWith(t)));
    const all = await Promise.all(members.map((m, i) => call(t, 'POST', `/api/forum/threads/${thread.id}/posts`, m.token, { body: `Reply ${i}` })));
    expect(
      all.map((r) => r.statusCode),
      all.find((r) => r.statusCode !== 201)?.body,
    ).toEqual(Array(20).fill(201));
    const after = data<ForumThread>(await call(t, 'GET', `/api/forum/threads/${thread.id}`, asker.token));
    expect(after.reply_count).toBe(20);
    const newest = await t.db
      .selectFrom('forum_posts')
      .select(['created_at'])
      .where('thread_id', '=', thread.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(after.last_activity_at).toBe(newest.created_at);

    // A moderator hides ten of them at once: ten remain counted.
    const moderator = await memberWith(t, 'moderator');
    const replies = data<ForumPost[]>(await call(t, 'GET', `/api/forum/threads/${thread.id}/posts?limit=50`, asker.token));
    const hidden = await Promise.all(replies.slice(0, 10).map((p) => call(t, 'POST', `/api/forum/posts/${p.id}/hide`, moderator.token)));
    expect(hidden.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(data<ForumThread>(await call(t, 'GET', `/api/forum/threads/${thread.id}`, asker.token)).reply_count).toBe(10);
  });

  it('20 members liking one post at once count 20; one member liking it 20 times at once counts once', async () => {
    const category = data<ForumCategory>(await call(t, 'POST', '/api/forum/categories', admin, { name: `Likes ${Math.random().toString(36).slice(2, 8)}` }));
    const author = await memberWith(t);
    const thread = data<ForumThread>(
      await call(t, 'POST', '/api/forum/threads', author.token, { category_id: category.id, title: 'Like this', body: 'Please' }),
    );
    const postId = thread.opening_post.id;
    const members = await Promise.all(Array.from({ length: 20 }, () => memberWith(t)));
    const many = await Promise.all(members.map((m) => call(t, 'POST', `/api/forum/posts/${postId}/like`, m.token)));
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    const fan = await memberWith(t);
    await Promise.all(Array.from({ length: 20 }, () => call(t, 'POST', `/api/forum/posts/${postId}/like`, fan.token)));
    const after = data<ForumThread>(await call(t, 'GET', `/api/forum/threads/${thread.id}`, author.token));
    expect(after.opening_post.like_count).toBe(21);
    expect(after.like_count).toBe(21);
  });
});
