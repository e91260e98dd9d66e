import type { BlogAccess, BlogLikeResult, BlogPost, BlogPostSummary, BlogViewCount, BlogWriter } from '@esdc/core/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith } from '../../test/api.ts';
import { blogWriter } from '../../test/blog.ts';
import { auditActions } from '../../test/audit.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';

/*
 * The blog through the API (SPEC §2 Blog, §3 Blog post), on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

let t: TestApp;
let admin: string;
let writer: Member;
let moderator: Member;
let reader: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  writer = await blogWriter(t, admin);
  moderator = await memberWith(t, 'moderator');
  reader = await memberWith(t);
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const message = (res: Res) => envelope(res).message;

let sequence = 0;
/** A valid post body with a unique title. */
function postBody(extra: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: `Reading an I2C bus number ${sequence}`,
    content: 'Pull-ups first, then the address scan.\n\n```c\nWire.begin();\n```\n\nThat is most of it.',
    category: 'Tutorial',
    tags: ['I2C', 'Arduino'],
    ...extra,
  };
}

async function createPost(token: string, extra: Record<string, unknown> = {}): Promise<BlogPost> {
  const res = await call(t, 'POST', '/api/blog/posts', token, postBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return data<BlogPost>(res);
}

describe('writing posts', () => {
  it('admins, moderators and writers write; other members get 403; visitors 401', async () => {
    expect((await call(t, 'POST', '/api/blog/posts', undefined, postBody())).statusCode).toBe(401);
    const refused = await call(t, 'POST', '/api/blog/posts', reader.token, postBody());
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe('Only admins, moderators and writers may write posts');
    for (const token of [admin, moderator.token, writer.token]) {
      const res = await call(t, 'POST', '/api/blog/posts', token, postBody());
      expect(res.statusCode).toBe(201);
      expect(message(res)).toBe('Post created');
      expect(data<BlogPost>(res)).toMatchObject({ status: 'draft', published_at: null, can_edit: true, read_time: 1, tags: ['I2C', 'Arduino'] });
    }
    expect(data<BlogAccess>(await call(t, 'GET', '/api/blog/access', writer.token))).toEqual({ is_writer: true, can_write: true });
    expect(data<BlogAccess>(await call(t, 'GET', '/api/blog/access', reader.token))).toEqual({ is_writer: false, can_write: false });
    expect(data<BlogAccess>(await call(t, 'GET', '/api/blog/access', moderator.token))).toEqual({ is_writer: false, can_write: true });
    expect(data<BlogAccess>(await call(t, 'GET', '/api/blog/access'))).toEqual({ is_writer: false, can_write: false });
  });

  it('derives the slug, the excerpt and the read time', async () => {
    const first = await createPost(writer.token, { title: 'Café timers: the ESP32 way!' });
    expect(first.slug).toBe('cafe-timers-the-esp32-way');
    expect(first.excerpt).toBe('Pull-ups first, then the address scan. That is most of it.');
    const second = await createPost(writer.token, { title: 'Café timers: the ESP32 way!' });
    expect(second.slug).toBe('cafe-timers-the-esp32-way-2');
    const long = await createPost(writer.token, { content: Array.from({ length: 401 }, (_, i) => `word${i}`).join(' '), excerpt: 'Given excerpt' });
    expect(long.read_time).toBe(3);
    expect(long.excerpt).toBe('Given excerpt');
  });

  it('answers clear messages for bad input and stores nothing', async () => {
    const before = await t.count('blog_posts');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'Hey' }, 'Title must be at least 5 characters long'],
      [{ title: '' }, 'Post title is required'],
      [{ content: 'Too short.' }, 'Content must be at least 20 characters long'],
      [{ category: 'Gossip' }, 'Invalid post category'],
      [{ status: 'archived' }, 'Invalid post status'],
      [{ tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }, 'At most 8 tags'],
      [{ cover_url: 'javascript:alert(1)' }, 'Cover image URL must be a valid URL'],
      [{ cover_image_id: 999999 }, 'Image 999999 not found'],
    ];
    for (const [extra, text] of cases) {
      const res = await call(t, 'POST', '/api/blog/posts', writer.token, postBody(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.body).toContain(text);
    }
    expect(await t.count('blog_posts')).toBe(before);
  });

  it('stores the markdown as sent and serves it sanitised; only editors get the markdown', async () => {
    const evil =
      'Hello <script>alert("x")</script> there.\n\n<img src="https://example.com/a.png" onerror="alert(1)">\n\n[click](javascript:alert(2)) and <a href="javascript:alert(3)">me</a>\n\n<iframe src="https://evil.example"></iframe>';
    const post = await createPost(writer.token, { content: evil, status: 'published' });
    const row = await t.db.selectFrom('blog_posts').select(['content', 'content_html']).where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.content).toBe(evil);
    for (const token of [undefined, reader.token]) {
      const res = data<BlogPost>(await call(t, 'GET', `/api/blog/posts/${post.slug}`, token));
      expect(res.content).toBeNull();
      expect(res.can_edit).toBe(false);
      const html = res.content_html.toLowerCase();
      expect(html).not.toContain('<script');
      expect(html).not.toContain('onerror');
      expect(html).not.toContain('javascript:');
      expect(html).not.toContain('<iframe');
      expect(html).toContain('hello');
    }
    const asAuthor = data<BlogPost>(await call(t, 'GET', `/api/blog/posts/${post.slug}`, writer.token));
    expect(asAuthor.content).toBe(evil);
    expect(data<BlogPost>(await call(t, 'GET', `/api/blog/posts/${post.slug}`, moderator.token)).content).toBe(evil);
    // Editing re-renders through the same sanitiser.
    const edited = await call(t, 'PUT', `/api/blog/posts/${post.id}`, writer.token, { content: '# Title\n\n<svg onload="alert(1)"></svg> **bold** text here' });
    expect(edited.statusCode).toBe(200);
    expect(data<BlogPost>(edited).content_html).toContain('<strong>bold</strong>');
    expect(data<BlogPost>(edited).content_html).not.toContain('onload');
  });
});

describe('drafts and publishing', () => {
  it('drafts are seen only by their author, moderators and admins, in lists and by slug', async () => {
    const draft = await createPost(writer.token, { title: 'Secret draft about FreeRTOS queues' });
    for (const token of [undefined, reader.token]) {
      expect((await call(t, 'GET', `/api/blog/posts/${draft.slug}`, token)).statusCode).toBe(404);
      const list = data<BlogPostSummary[]>(await call(t, 'GET', '/api/blog/posts?status=all&q=secret%20draft', token));
      expect(list).toHaveLength(0);
    }
    const missing = await call(t, 'GET', '/api/blog/posts/no-such-post');
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe('Post not found');
    expect((await call(t, 'GET', '/api/blog/posts/Not%20A%20Slug')).statusCode).toBe(404);
    for (const token of [writer.token, moderator.token, admin]) {
      expect((await call(t, 'GET', `/api/blog/posts/${draft.slug}`, token)).statusCode).toBe(200);
      expect(data<BlogPostSummary[]>(await call(t, 'GET', '/api/blog/posts?status=draft&q=secret%20draft', token)).map((p) => p.id)).toEqual([draft.id]);
    }
    // Published lists never hold drafts, even for editors.
    expect(data<BlogPostSummary[]>(await call(t, 'GET', '/api/blog/posts?q=secret%20draft', admin))).toHaveLength(0);
    // Someone who may not see it cannot act on it either.
    expect((await call(t, 'PUT', `/api/blog/posts/${draft.id}/like`, reader.token)).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/blog/posts/${draft.id}/views`, reader.token)).statusCode).toBe(404);
    expect((await call(t, 'PUT', `/api/blog/posts/${draft.id}`, reader.token, { title: 'Taken over' })).statusCode).toBe(404);
  });

  it('publishing sets published_at once; unpublishing hides it again', async () => {
    const post = await createPost(writer.token, { title: 'Publishing a LoRa field log' });
    expect((await call(t, 'POST', `/api/blog/posts/${post.id}/publish`, reader.token)).statusCode).toBe(404);
    const published = await call(t, 'POST', `/api/blog/posts/${post.id}/publish`, writer.token);
    expect(published.statusCode).toBe(200);
    expect(message(published)).toBe('Post published');
    const at = data<BlogPost>(published).published_at;
    expect(at).toBe(t.clock.now().toISOString());
    expect((await call(t, 'GET', `/api/blog/posts/${post.slug}`)).statusCode).toBe(200);
    expect((await call(t, 'POST', `/api/blog/posts/${post.id}/unpublish`, reader.token)).statusCode).toBe(403);
    const back = await call(t, 'POST', `/api/blog/posts/${post.id}/unpublish`, moderator.token);
    expect(message(back)).toBe('Post moved back to drafts');
    expect(data<BlogPost>(back)).toMatchObject({ status: 'draft', published_at: at });
    expect((await call(t, 'GET', `/api/blog/posts/${post.slug}`)).statusCode).toBe(404);
    expect(await auditActions(t, 'blog_post', post.id)).toEqual(['blog.created', 'blog.published', 'blog.unpublished']);
  });
});

describe('listing', () => {
  it('searches title and excerpt case-insensitively, filters by category, tag and author, pages', async () => {
    const a = await createPost(writer.token, { title: 'Zigbee mesh in a greenhouse', category: 'Project', status: 'published', tags: ['Zigbee'] });
    const b = await createPost(moderator.token, {
      title: 'Club news for the term',
      excerpt: 'The zigbee workshop moves rooms',
      category: 'News',
      status: 'published',
    });
    const ids = (res: Res) => data<BlogPostSummary[]>(res).map((p) => p.id);
    expect(ids(await call(t, 'GET', '/api/blog/posts?q=ZIGBEE'))).toEqual([b.id, a.id]);
    expect(ids(await call(t, 'GET', '/api/blog/posts?q=zigbee&category=Project'))).toEqual([a.id]);
    expect(ids(await call(t, 'GET', '/api/blog/posts?q=zigbee&category=all'))).toHaveLength(2);
    expect(ids(await call(t, 'GET', '/api/blog/posts?tag=zigbee'))).toEqual([a.id]);
    expect(ids(await call(t, 'GET', `/api/blog/posts?q=zigbee&author=${moderator.user.id}`))).toEqual([b.id]);
    const page = await call(t, 'GET', '/api/blog/posts?q=zigbee&limit=1&offset=1');
    expect(ids(page)).toEqual([a.id]);
    expect(envelope(page).meta).toMatchObject({ total: 2, limit: 1, offset: 1 });
    const summary = data<BlogPostSummary[]>(await call(t, 'GET', '/api/blog/posts?q=zigbee%20mesh'))[0]!;
    expect(summary).not.toHaveProperty('content');
    expect(summary.author).toMatchObject({ id: writer.user.id, username: writer.user.username });
    for (const bad of ['category=Gossip', 'limit=0', 'limit=51', 'offset=-1', 'status=hidden', 'author=abc']) {
      expect((await call(t, 'GET', `/api/blog/posts?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('editing and deleting', () => {
  it('the author, moderators and admins edit and delete; others get 403', async () => {
    const post = await createPost(writer.token, { status: 'published' });
    const other = await memberWith(t);
    await call(t, 'PUT', `/api/admin/blog/writers/${other.user.id}`, admin);
    const refused = await call(t, 'PUT', `/api/blog/posts/${post.id}`, other.token, { title: 'Hijacked title' });
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe('Only the author, a moderator or an admin may edit this post');
    expect((await call(t, 'PUT', `/api/blog/posts/${post.id}`, undefined, { title: 'Hijacked title' })).statusCode).toBe(401);
    const edited = await call(t, 'PUT', `/api/blog/posts/${post.id}`, moderator.token, { title: 'A better title here', tags: ['SPI'] });
    expect(edited.statusCode).toBe(200);
    expect(data<BlogPost>(edited)).toMatchObject({ title: 'A better title here', slug: post.slug, tags: ['SPI'] });
    expect((await call(t, 'PUT', `/api/blog/posts/${post.id}`, writer.token, { title: 'Hey' })).statusCode).toBe(400);
    const deleteRefused = await call(t, 'DELETE', `/api/blog/posts/${post.id}`, other.token);
    expect(deleteRefused.statusCode).toBe(403);
    expect(message(deleteRefused)).toBe('Only the author, a moderator or an admin may delete this post');
    const deleted = await call(t, 'DELETE', `/api/blog/posts/${post.id}`, writer.token);
    expect(deleted.statusCode).toBe(200);
    expect(message(deleted)).toBe('Post deleted');
    expect((await call(t, 'DELETE', `/api/blog/posts/${post.id}`, writer.token)).statusCode).toBe(404);
    expect((await call(t, 'PUT', '/api/blog/posts/abc', writer.token, { title: 'Whatever title' })).statusCode).toBe(400);
  });

  it('a removed writer may no longer write but still edits their own posts', async () => {
    const former = await memberWith(t);
    await call(t, 'PUT', `/api/admin/blog/writers/${former.user.id}`, admin);
    const post = await createPost(former.token);
    const removed = await call(t, 'DELETE', `/api/admin/blog/writers/${former.user.id}`, admin);
    expect(message(removed)).toBe('Writer removed');
    expect((await call(t, 'POST', '/api/blog/posts', former.token, postBody())).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/api/blog/posts/${post.id}`, former.token, { title: 'Still mine to edit' })).statusCode).toBe(200);
  });
});

describe('likes and views', () => {
  it('a member likes once; unliking twice changes nothing; visitors cannot like', async () => {
    const post = await createPost(writer.token, { status: 'published' });
    expect((await call(t, 'PUT', `/api/blog/posts/${post.id}/like`)).statusCode).toBe(401);
    const first = data<BlogLikeResult>(await call(t, 'PUT', `/api/blog/posts/${post.id}/like`, reader.token));
    const again = data<BlogLikeResult>(await call(t, 'PUT', `/api/blog/posts/${post.id}/like`, reader.token));
    expect(first).toEqual({ likes: 1, liked: true });
    expect(again).toEqual({ likes: 1, liked: true });
    expect(data<BlogPost>(await call(t, 'GET', `/api/blog/posts/${post.slug}`, reader.token)).liked).toBe(true);
    expect(data<BlogLikeResult>(await call(t, 'DELETE', `/api/blog/posts/${post.id}/like`, reader.token))).toEqual({ likes: 0, liked: false });
    expect(data<BlogLikeResult>(await call(t, 'DELETE', `/api/blog/posts/${post.id}/like`, reader.token))).toEqual({ likes: 0, liked: false });
    expect((await call(t, 'PUT', '/api/blog/posts/999999/like', reader.token)).statusCode).toBe(404);
  });

  it('counts a view once per viewer per hour', async () => {
    const post = await createPost(writer.token, { status: 'published' });
    const v1 = data<BlogViewCount>(await call(t, 'POST', `/api/blog/posts/${post.id}/views`, reader.token));
    const v2 = data<BlogViewCount>(await call(t, 'POST', `/api/blog/posts/${post.id}/views`, reader.token));
    expect(v1).toEqual({ views: 1, counted: true });
    expect(v2).toEqual({ views: 1, counted: false });
    expect(data<BlogViewCount>(await call(t, 'POST', `/api/blog/posts/${post.id}/views`))).toEqual({ views: 2, counted: true });
    t.clock.advance(61 * 60 * 1000);
    expect(data<BlogViewCount>(await call(t, 'POST', `/api/blog/posts/${post.id}/views`, reader.token))).toEqual({ views: 3, counted: true });
  });
});

describe('writers (admins)', () => {
  it('admins list, add and remove writers; nobody else may', async () => {
    const member = await memberWith(t);
    for (const token of [reader.token, moderator.token, writer.token]) {
      expect((await call(t, 'PUT', `/api/admin/blog/writers/${member.user.id}`, token)).statusCode).toBe(403);
      expect((await call(t, 'GET', '/api/admin/blog/writers', token)).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', '/api/admin/blog/writers')).statusCode).toBe(401);
    const added = await call(t, 'PUT', `/api/admin/blog/writers/${member.user.id}`, admin);
    expect(message(added)).toBe('Writer added');
    expect((await call(t, 'PUT', `/api/admin/blog/writers/${member.user.id}`, admin)).statusCode).toBe(200);
    expect((await call(t, 'PUT', '/api/admin/blog/writers/999999', admin)).statusCode).toBe(404);
    const list = data<BlogWriter[]>(await call(t, 'GET', '/api/admin/blog/writers', admin));
    expect(list[0]).toMatchObject({ id: member.user.id, posts: 0 });
    expect(list.map((w) => w.id)).toContain(writer.user.id);
    expect((await call(t, 'DELETE', `/api/admin/blog/writers/${member.user.id}`, admin)).statusCode).toBe(200);
    const again = await call(t, 'DELETE', `/api/admin/blog/writers/${member.user.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(message(again)).toBe('This member is not a writer');
  });
});

describe('account data', () => {
  it('the export holds the posts and likes; erasure keeps posts under "Former member" and removes likes and the writer row', async () => {
    const author = await memberWith(t);
    await call(t, 'PUT', `/api/admin/blog/writers/${author.user.id}`, admin);
    const own = await createPost(author.token, { status: 'published' });
    const other = await createPost(writer.token, { status: 'published' });
    await call(t, 'PUT', `/api/blog/posts/${other.id}/like`, author.token);
    const exported = await call(t, 'GET', '/api/user/export', author.token);
    expect(exported.statusCode).toBe(200);
    const sections = JSON.parse(exported.body) as { data?: { sections: Record<string, unknown> }; sections?: Record<string, unknown> };
    const s = sections.data?.sections ?? sections.sections ?? {};
    expect((s.blog_posts as { id: number }[]).map((p) => p.id)).toEqual([own.id]);
    expect((s.blog_likes as { likes: { post_id: number }[] }).likes.map((l) => l.post_id)).toEqual([other.id]);

    const res = await call(t, 'DELETE', '/api/user/account', author.token, { password: author.password, projects: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    const kept = data<BlogPost>(await call(t, 'GET', `/api/blog/posts/${own.slug}`));
    expect(kept.author).toEqual({ id: author.user.id, name: 'Former member', username: '', avatar_url: null });
    expect(data<BlogPost>(await call(t, 'GET', `/api/blog/posts/${other.slug}`)).likes).toBe(0);
    expect(await t.db.selectFrom('blog_writers').select('user_id').where('user_id', '=', author.user.id).execute()).toHaveLength(0);
  });
});
