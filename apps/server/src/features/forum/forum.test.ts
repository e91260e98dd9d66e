import { FORUM_DEFAULT_CATEGORIES, FORUM_MESSAGES, FORUM_POSTS_PER_MINUTE } from '@esdc/core/forum';
import type { ForumCategory, ForumPost, ForumPostEdit, ForumThread, ForumThreadSummary } from '@esdc/core/forum-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith } from '../../test/api.ts';
import { countRows, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { startWithAdmin } from '../../test/api.ts';
import { insertForumThread } from './forum-fixtures.ts';

/*
 * The forum's API (docs/requirements.md §2 Forum) through app.inject, on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set: categories, threads, replies, edits, likes, Q&A, subscriptions and notifications, the
 * refusals (exact messages, nothing changed), the rate limit and the member's data. Moderation: forum-moderation.test.ts.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const messageOf = (res: Res) => envelope(res).message;

/** A fresh category made by the admin. */
async function newCategory(qa = false): Promise<ForumCategory> {
  const res = await call(t, 'POST', '/api/forum/categories', admin, { name: `Cat ${Math.random().toString(36).slice(2, 10)}`, qa });
  expect(res.statusCode, res.body).toBe(201);
  return data<ForumCategory>(res);
}

async function startThread(
  member: Member,
  categoryId: number,
  body = 'What do you think about this?',
  title = 'A question about boards',
): Promise<ForumThread> {
  const res = await call(t, 'POST', '/api/forum/threads', member.token, { category_id: categoryId, title, body });
  expect(res.statusCode, res.body).toBe(201);
  return data<ForumThread>(res);
}

async function replyTo(member: Member | string, threadId: number, body = 'A reply'): Promise<ForumPost> {
  const res = await call(t, 'POST', `/api/forum/threads/${threadId}/posts`, typeof member === 'string' ? member : member.token, { body });
  expect(res.statusCode, res.body).toBe(201);
  return data<ForumPost>(res);
}

const threadsOf = async (query: string, token?: string) => data<ForumThreadSummary[]>(await call(t, 'GET', `/api/forum/threads?${query}`, token));

describe('categories', () => {
  it('a fresh install has the five default categories, in order; Help is Q&A', async () => {
    const res = await call(t, 'GET', '/api/forum/categories');
    expect(res.statusCode).toBe(200);
    const categories = data<ForumCategory[]>(res);
    expect(categories.slice(0, 5).map((c) => ({ name: c.name, description: c.description, qa: c.qa }))).toEqual(
      FORUM_DEFAULT_CATEGORIES.map((c) => ({ name: c.name, description: c.description, qa: c.qa })),
    );
  });

  it('admins add, rename, reorder and archive; a taken name is 409; an archived category is listed to admins only and takes no thread', async () => {
    const member = await memberWith(t);
    const category = await newCategory();
    const before = await countRows(t.db, 'forum_categories');
    const dup = await call(t, 'POST', '/api/forum/categories', admin, { name: category.name.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(messageOf(dup)).toBe(FORUM_MESSAGES.categoryNameTaken);
    expect(await countRows(t.db, 'forum_categories')).toBe(before);
    const bad = await call(t, 'POST', '/api/forum/categories', admin, { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Category name is required');
    expect((await call(t, 'POST', '/api/forum/categories', member.token, { name: 'Mine' })).statusCode).toBe(403);

    const moved = await call(t, 'PUT', `/api/forum/categories/${category.id}`, admin, { position: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(data<ForumCategory[]>(await call(t, 'GET', '/api/forum/categories'))[0]!.id).toBe(category.id);

    const archived = await call(t, 'PUT', `/api/forum/categories/${category.id}`, admin, { archived: true, name: 'Old Stuff' });
    expect(data<ForumCategory>(archived)).toMatchObject({ archived: true, name: 'Old Stuff' });
    expect(data<ForumCategory[]>(await call(t, 'GET', '/api/forum/categories', member.token)).some((c) => c.id === category.id)).toBe(false);
    expect(data<ForumCategory[]>(await call(t, 'GET', '/api/forum/categories', admin)).at(-1)!.id).toBe(category.id);
    const refused = await call(t, 'POST', '/api/forum/threads', member.token, { category_id: category.id, title: 'Any news?', body: 'Hello' });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(FORUM_MESSAGES.categoryArchived);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'forum_category')
      .where('target_id', '=', category.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['forum.category_created', 'forum.category_updated', 'forum.category_updated']);
  });
});

describe('threads and replies', () => {
  it('starts a thread, replies oldest first, counts and unread markers follow', async () => {
    const author = await memberWith(t);
    const replier = await memberWith(t);
    const category = await newCategory();
    const thread = await startThread(author, category.id, 'Some **bold** text <script>alert(1)</script>');
    expect(thread).toMatchObject({ category_id: category.id, reply_count: 0, subscribed: true, solved: false, author: { id: author.user.id } });
    expect(thread.opening_post.html).toContain('<strong>bold</strong>');
    expect(thread.opening_post.html).not.toMatch(/<script/);
    expect(thread.author).not.toHaveProperty('email');
    await replyTo(replier, thread.id, 'First');
    await replyTo(author, thread.id, 'Second');
    const page = await call(t, 'GET', `/api/forum/threads/${thread.id}/posts`);
    expect(data<ForumPost[]>(page).map((p) => p.body)).toEqual(['First', 'Second']);
    expect(envelope(page).meta).toMatchObject({ total: 2 });

    const listed = await threadsOf(`category_id=${category.id}`, replier.token);
    expect(listed[0]).toMatchObject({ id: thread.id, reply_count: 2, unread: true, new_posts: 1, last_poster: { id: author.user.id } });
    expect(data<ForumCategory[]>(await call(t, 'GET', '/api/forum/categories')).find((c) => c.id === category.id)).toMatchObject({
      thread_count: 1,
      post_count: 3,
    });
    expect((await call(t, 'GET', `/api/forum/threads/${thread.id}`, replier.token)).statusCode).toBe(200);
    expect((await threadsOf(`category_id=${category.id}`, replier.token))[0]).toMatchObject({ unread: false, new_posts: 0 });
    expect((await threadsOf(`category_id=${category.id}`))[0]).toMatchObject({ unread: null, new_posts: null });
  });

  it('lists pinned first in latest; top by likes; unanswered; title search', async () => {
    const a = await memberWith(t);
    const b = await memberWith(t);
    const category = await newCategory();
    const first = await startThread(a, category.id, 'One', 'Pinned later thread');
    const second = await startThread(a, category.id, 'Two', 'Answered thread here');
    await replyTo(b, second.id);
    expect((await threadsOf(`category_id=${category.id}`)).map((x) => x.id)).toEqual([second.id, first.id]);
    expect((await call(t, 'POST', `/api/forum/threads/${first.id}/pin`, admin)).statusCode).toBe(200);
    expect((await threadsOf(`category_id=${category.id}`)).map((x) => x.id)).toEqual([first.id, second.id]);
    expect((await call(t, 'POST', `/api/forum/posts/${second.opening_post.id}/like`, b.token)).statusCode).toBe(200);
    expect((await threadsOf(`category_id=${category.id}&sort=top`)).map((x) => x.id)).toEqual([second.id, first.id]);
    expect((await threadsOf(`category_id=${category.id}&sort=unanswered`)).map((x) => x.id)).toEqual([first.id]);
    expect((await threadsOf(`category_id=${category.id}&q=answered`)).map((x) => x.id)).toEqual([second.id]);
  });

  it('every page of a long category is the same whichever end it is read from; totals leave hidden threads out', async () => {
    const moderator = await memberWith(t, 'moderator');
    const author = await memberWith(t);
    const category = await newCategory();
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) {
      ids.push((await insertForumThread(t.db, author.user.id, t.clock.now(), { categoryId: category.id, title: `Paged thread ${i}` })).threadId);
      t.clock.advance(60_000);
    }
    const pinned = ids[3]!;
    const hidden = ids[20]!;
    expect((await call(t, 'POST', `/api/forum/threads/${pinned}/pin`, moderator.token)).statusCode).toBe(200);
    const opening = await t.db.selectFrom('forum_posts').select('id').where('thread_id', '=', hidden).where('opening', '=', 1).executeTakeFirstOrThrow();
    expect((await call(t, 'POST', `/api/forum/posts/${opening.id}/hide`, moderator.token)).statusCode).toBe(200);
    // Moderators' lists are counted and read from the start: the reference order, less the hidden thread.
    const all = (await threadsOf(`category_id=${category.id}&limit=50`, moderator.token)).map((x) => x.id);
    expect(all).toHaveLength(23);
    expect(all[0]).toBe(pinned);
    const expected = all.filter((id) => id !== hidden);
    for (const limit of [5, 7]) {
      const pages: number[] = [];
      for (let offset = 0; offset < 25; offset += limit) {
        const res = await call(t, 'GET', `/api/forum/threads?category_id=${category.id}&limit=${limit}&offset=${offset}`, author.token);
        expect(envelope(res).meta!.total).toBe(22);
        pages.push(...data<ForumThreadSummary[]>(res).map((x) => x.id));
      }
      expect(pages).toEqual(expected);
    }
    const top = async (token: string) => {
      const pages: number[] = [];
      for (let offset = 0; offset < 25; offset += 6)
        pages.push(...(await threadsOf(`category_id=${category.id}&sort=top&limit=6&offset=${offset}`, token)).map((x) => x.id));
      return pages;
    };
    expect(await top(author.token)).toEqual((await top(moderator.token)).filter((id) => id !== hidden));
    const listed = data<ForumCategory[]>(await call(t, 'GET', '/api/forum/categories', author.token)).find((c) => c.id === category.id);
    expect(listed).toMatchObject({ thread_count: 22, post_count: 22 });
    const moderated = data<ForumCategory[]>(await call(t, 'GET', '/api/forum/categories', moderator.token)).find((c) => c.id === category.id);
    expect(moderated).toMatchObject({ thread_count: 23, post_count: 23 });
  });

  it('refuses bad input with the schema message and stores nothing; unknown ids are 404', async () => {
    const member = await memberWith(t);
    const category = await newCategory();
    const before = await countRows(t.db, 'forum_threads');
    const short = await call(t, 'POST', '/api/forum/threads', member.token, { category_id: category.id, title: 'Hi', body: 'Body' });
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe('Title must be at least 5 characters long');
    const empty = await call(t, 'POST', '/api/forum/threads', member.token, { category_id: category.id, title: 'A fine title', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe('Body is required');
    const missing = await call(t, 'POST', '/api/forum/threads', member.token, { category_id: 999999, title: 'A fine title', body: 'Body' });
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(FORUM_MESSAGES.categoryNotFound);
    const link = await call(t, 'POST', '/api/forum/threads', member.token, {
      category_id: category.id,
      title: 'A fine title',
      body: 'Body',
      link: { kind: 'event', id: 999999 },
    });
    expect(link.statusCode).toBe(404);
    expect(messageOf(link)).toBe(FORUM_MESSAGES.linkNotFound);
    expect(await countRows(t.db, 'forum_threads')).toBe(before);
    const noThread = await call(t, 'GET', '/api/forum/threads/999999');
    expect(noThread.statusCode).toBe(404);
    expect(messageOf(noThread)).toBe(FORUM_MESSAGES.threadNotFound);
    const noPost = await call(t, 'PUT', '/api/forum/posts/999999', member.token, { body: 'x' });
    expect(noPost.statusCode).toBe(404);
    expect(messageOf(noPost)).toBe(FORUM_MESSAGES.postNotFound);
  });

  it('refuses visitors (401), suspended members (401) and accounts that are not active (403)', async () => {
    const category = await newCategory();
    const body = { category_id: category.id, title: 'Hello there', body: 'Hi' };
    expect((await call(t, 'POST', '/api/forum/threads', undefined, body)).statusCode).toBe(401);
    const suspended = await memberWith(t, 'user', 'suspended');
    expect((await call(t, 'POST', '/api/forum/threads', suspended.token, body)).statusCode).toBe(401);
    const pending = await memberWith(t, 'user', 'pending');
    const refused = await call(t, 'POST', '/api/forum/threads', pending.token, body);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(FORUM_MESSAGES.notActive);
  });

  it('edits keep the history; only the author edits; deletes follow the rules', async () => {
    const author = await memberWith(t);
    const other = await memberWith(t);
    const moderator = await memberWith(t, 'moderator');
    const thread = await startThread(author, (await newCategory()).id);
    const post = await replyTo(author, thread.id, 'Original');
    const refused = await call(t, 'PUT', `/api/forum/posts/${post.id}`, moderator.token, { body: 'Changed' });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(FORUM_MESSAGES.notYourPost);
    const edited = await call(t, 'PUT', `/api/forum/posts/${post.id}`, author.token, { body: 'Changed' });
    expect(data<ForumPost>(edited)).toMatchObject({ body: 'Changed', edit_count: 1 });
    expect(await t.db.selectFrom('forum_post_edits').select('body').where('post_id', '=', post.id).execute()).toEqual([{ body: 'Original' }]);
    expect((await call(t, 'PUT', `/api/forum/posts/${post.id}`, author.token, { body: 'Changed again' })).statusCode).toBe(200);
    // The history: each earlier body, newest first, with its editor; readable by anyone who sees the post.
    const history = await call(t, 'GET', `/api/forum/posts/${post.id}/edits`);
    expect(history.statusCode).toBe(200);
    expect(data<ForumPostEdit[]>(history).map((e) => [e.body, e.editor?.id])).toEqual([
      ['Changed', author.user.id],
      ['Original', author.user.id],
    ]);
    expect((await call(t, 'GET', '/api/forum/posts/999999/edits')).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/forum/posts/${post.id}/hide`, moderator.token)).statusCode).toBe(200);
    expect(messageOf(await call(t, 'GET', `/api/forum/posts/${post.id}/edits`, other.token))).toBe(FORUM_MESSAGES.postNotFound);
    expect((await call(t, 'GET', `/api/forum/posts/${post.id}/edits`, moderator.token)).statusCode).toBe(200);
    expect((await call(t, 'POST', `/api/forum/posts/${post.id}/restore`, moderator.token)).statusCode).toBe(200);

    const notMine = await call(t, 'DELETE', `/api/forum/posts/${post.id}`, other.token);
    expect(notMine.statusCode).toBe(403);
    expect(messageOf(notMine)).toBe(FORUM_MESSAGES.mayNotDelete);
    const opening = await call(t, 'DELETE', `/api/forum/posts/${thread.opening_post.id}`, author.token);
    expect(opening.statusCode).toBe(409);
    expect(messageOf(opening)).toBe(FORUM_MESSAGES.openingPostDelete);
    expect((await call(t, 'DELETE', `/api/forum/posts/${post.id}`, moderator.token)).statusCode).toBe(200);
    const audit = await t.db.selectFrom('audit_log').select('action').where('action', '=', 'forum.post_deleted').where('target_id', '=', thread.id).execute();
    expect(audit).toHaveLength(1);
    expect((await call(t, 'DELETE', `/api/forum/threads/${thread.id}`, other.token)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/forum/threads/${thread.id}`, author.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/forum/threads/${thread.id}`)).statusCode).toBe(404);
  });

  it('likes: once, not one’s own, taken back', async () => {
    const author = await memberWith(t);
    const fan = await memberWith(t);
    const thread = await startThread(author, (await newCategory()).id);
    const own = await call(t, 'POST', `/api/forum/posts/${thread.opening_post.id}/like`, author.token);
    expect(own.statusCode).toBe(403);
    expect(messageOf(own)).toBe(FORUM_MESSAGES.ownPostLike);
    for (let i = 0; i < 2; i += 1)
      expect(data<ForumPost>(await call(t, 'POST', `/api/forum/posts/${thread.opening_post.id}/like`, fan.token))).toMatchObject({
        like_count: 1,
        liked: true,
      });
    expect(data<ForumPost>(await call(t, 'DELETE', `/api/forum/posts/${thread.opening_post.id}/like`, fan.token))).toMatchObject({
      like_count: 0,
      liked: false,
    });
  });
});

describe('links and archived categories', () => {
  it('a thread about a project lists under that project; a reply in an archived category is refused', async () => {
    const member = await memberWith(t);
    const project = await call(t, 'POST', '/api/projects', member.token, {
      title: 'Forum Linked Project',
      description: 'A project for a linked discussion.',
      category: 'IoT',
    });
    expect(project.statusCode, project.body).toBe(201);
    const projectId = data<{ id: number }>(project).id;
    const category = await newCategory();
    const res = await call(t, 'POST', '/api/forum/threads', member.token, {
      category_id: category.id,
      title: 'About my project',
      body: 'Feedback welcome',
      link: { kind: 'project', id: projectId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const thread = data<ForumThread>(res);
    expect(thread.link).toEqual({ kind: 'project', id: projectId, title: 'Forum Linked Project', path: `/projects/${projectId}` });
    expect((await threadsOf(`link_kind=project&link_id=${projectId}`)).map((x) => x.id)).toEqual([thread.id]);

    expect((await call(t, 'PUT', `/api/forum/categories/${category.id}`, admin, { archived: true })).statusCode).toBe(200);
    const refused = await call(t, 'POST', `/api/forum/threads/${thread.id}/posts`, member.token, { body: 'Late reply' });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(FORUM_MESSAGES.categoryArchived);
    expect(await threadsOf(`link_kind=project&link_id=${projectId}`, member.token)).toEqual([]);
    expect((await threadsOf(`link_kind=project&link_id=${projectId}`, admin)).map((x) => x.id)).toEqual([thread.id]);
    expect((await threadsOf(`category_id=${category.id}`, member.token)).map((x) => x.id)).toEqual([thread.id]);
  });

  it('a thread about a team lists under that team (named through the teams feature); a missing team is 404', async () => {
    const member = await memberWith(t);
    const team = await call(t, 'POST', '/api/teams', member.token, { name: `Forum team ${Date.now()}`, description: 'Talks', focus_area: 'Hardware' });
    expect(team.statusCode, team.body).toBe(201);
    const { id: teamId, name } = data<{ id: number; name: string }>(team);
    const category = await newCategory();
    const res = await call(t, 'POST', '/api/forum/threads', member.token, {
      category_id: category.id,
      title: 'Our next build night',
      body: 'Who brings the scope?',
      link: { kind: 'team', id: teamId },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(data<ForumThread>(res).link).toEqual({ kind: 'team', id: teamId, title: name, path: `/teams/${teamId}` });
    expect((await threadsOf(`link_kind=team&link_id=${teamId}`)).map((x) => x.id)).toEqual([data<ForumThread>(res).id]);
    const missing = await call(t, 'POST', '/api/forum/threads', member.token, {
      category_id: category.id,
      title: 'About nobody',
      body: 'Nothing',
      link: { kind: 'team', id: 999999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(FORUM_MESSAGES.linkNotFound);
  });

  it('a title search treats % and _ as plain characters', async () => {
    const member = await memberWith(t);
    const category = await newCategory();
    const hit = await startThread(member, category.id, 'Body', '100% duty cycle');
    await startThread(member, category.id, 'Body', '1000 duty cycles');
    expect((await threadsOf(`category_id=${category.id}&q=${encodeURIComponent('100%')}`)).map((x) => x.id)).toEqual([hit.id]);
  });
});

describe('Q&A', () => {
  it('the asker or a moderator marks one reply; not the question, not elsewhere, not others', async () => {
    const asker = await memberWith(t);
    const helper = await memberWith(t);
    const stranger = await memberWith(t);
    const moderator = await memberWith(t, 'moderator');
    const qa = await newCategory(true);
    const thread = await startThread(asker, qa.id);
    const a1 = await replyTo(helper, thread.id, 'Try this');
    const a2 = await replyTo(helper, thread.id, 'Or that');
    const notAsker = await call(t, 'POST', `/api/forum/posts/${a1.id}/accept`, stranger.token);
    expect(notAsker.statusCode).toBe(403);
    expect(messageOf(notAsker)).toBe(FORUM_MESSAGES.mayNotAccept);
    const question = await call(t, 'POST', `/api/forum/posts/${thread.opening_post.id}/accept`, asker.token);
    expect(question.statusCode).toBe(400);
    expect(messageOf(question)).toBe(FORUM_MESSAGES.openingPostAnswer);
    const marked = await call(t, 'POST', `/api/forum/posts/${a1.id}/accept`, asker.token);
    expect(marked.statusCode).toBe(200);
    expect(messageOf(marked)).toBe(FORUM_MESSAGES.answerMarked);
    expect((await call(t, 'POST', `/api/forum/posts/${a2.id}/accept`, moderator.token)).statusCode).toBe(200);
    const page = data<ForumThread>(await call(t, 'GET', `/api/forum/threads/${thread.id}`));
    expect(page).toMatchObject({ solved: true, answer: { id: a2.id, accepted: true } });
    expect((await threadsOf(`category_id=${qa.id}&solved=true`)).map((x) => x.id)).toEqual([thread.id]);
    expect(await threadsOf(`category_id=${qa.id}&solved=false`)).toEqual([]);
    expect((await call(t, 'DELETE', `/api/forum/posts/${a2.id}/accept`, asker.token)).statusCode).toBe(200);
    expect(data<ForumThread>(await call(t, 'GET', `/api/forum/threads/${thread.id}`))).toMatchObject({ solved: false, answer: null });

    const plain = await startThread(asker, (await newCategory()).id);
    const reply = await replyTo(helper, plain.id);
    const notQa = await call(t, 'POST', `/api/forum/posts/${reply.id}/accept`, asker.token);
    expect(notQa.statusCode).toBe(400);
    expect(messageOf(notQa)).toBe(FORUM_MESSAGES.notQa);
  });
});

describe('subscriptions and notifications', () => {
  it('subscribers get forum_reply once per reply (not the author); mentions get forum_mention', async () => {
    const author = await memberWith(t);
    const replier = await memberWith(t);
    const mentioned = await memberWith(t);
    const quiet = await memberWith(t);
    const thread = await startThread(author, (await newCategory()).id);
    expect((await call(t, 'POST', `/api/forum/threads/${thread.id}/subscription`, quiet.token)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/forum/threads/${thread.id}/subscription`, quiet.token)).statusCode).toBe(200);
    await replyTo(replier, thread.id, `Hello @${mentioned.user.username}`);
    const notes = async (m: Member) =>
      (await t.db.selectFrom('notifications').select(['type', 'link']).where('user_id', '=', m.user.id).execute()).map((n) => n.type);
    expect(await notes(author)).toEqual(['forum_reply']);
    expect(await notes(mentioned)).toEqual(['forum_mention']);
    expect(await notes(replier)).toEqual([]);
    expect(await notes(quiet)).toEqual([]);
    await replyTo(author, thread.id, 'Thanks');
    expect(await notes(replier)).toEqual(['forum_reply']);
    expect(await notes(author)).toEqual(['forum_reply']);
  });
});

describe('lock', () => {
  it('a locked thread takes no reply', async () => {
    const author = await memberWith(t);
    const thread = await startThread(author, (await newCategory()).id);
    expect((await call(t, 'POST', `/api/forum/threads/${thread.id}/lock`, admin)).statusCode).toBe(200);
    const before = await countRows(t.db, 'forum_posts');
    const refused = await call(t, 'POST', `/api/forum/threads/${thread.id}/posts`, author.token, { body: 'Let me in' });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(FORUM_MESSAGES.locked);
    expect(await countRows(t.db, 'forum_posts')).toBe(before);
    expect((await call(t, 'POST', `/api/forum/threads/${thread.id}/unlock`, admin)).statusCode).toBe(200);
    await replyTo(author, thread.id);
  });
});

describe('rate limit', () => {
  it(`refuses a member's post beyond ${FORUM_POSTS_PER_MINUTE} a minute with 429 and Retry-After, storing nothing`, async () => {
    const member = await memberWith(t);
    const category = await newCategory();
    const thread = await startThread(member, category.id);
    for (let i = 1; i < FORUM_POSTS_PER_MINUTE; i += 1) await replyTo(member, thread.id, `Reply ${i}`);
    const before = await countRows(t.db, 'forum_posts');
    const res = await call(t, 'POST', `/api/forum/threads/${thread.id}/posts`, member.token, { body: 'One too many' });
    expect(res.statusCode).toBe(429);
    expect(messageOf(res)).toBe(FORUM_MESSAGES.rateLimited);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(t.db, 'forum_posts')).toBe(before);
    await replyTo(await memberWith(t), thread.id, 'I can still post');
  });
});

describe('account data', () => {
  it("exports the member's forum rows; on deletion posts stay without an author, likes and subscriptions go", async () => {
    const member = await memberWith(t);
    const other = await memberWith(t);
    const thread = await startThread(other, (await newCategory()).id);
    const post = await replyTo(member, thread.id, 'Remember me');
    expect((await call(t, 'POST', `/api/forum/posts/${thread.opening_post.id}/like`, member.token)).statusCode).toBe(200);
    const exported = data<{ sections: Record<string, unknown[]> }>(await call(t, 'GET', '/api/user/export', member.token));
    expect(exported.sections['forum_posts']).toHaveLength(1);
    expect(exported.sections['forum_post_likes']).toHaveLength(1);
    expect(exported.sections['forum_subscriptions']).toHaveLength(1);
    const res = await call(t, 'DELETE', '/api/user/account', member.token, { password: member.password, projects: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.selectFrom('forum_posts').select(['body', 'author_id']).where('id', '=', post.id).executeTakeFirst()).toEqual({
      body: 'Remember me',
      author_id: null,
    });
    expect(data<ForumThread>(await call(t, 'GET', `/api/forum/threads/${thread.id}`)).opening_post.like_count).toBe(0);
    expect(await t.db.selectFrom('forum_subscriptions').select('thread_id').where('user_id', '=', member.user.id).execute()).toEqual([]);
  });
});
