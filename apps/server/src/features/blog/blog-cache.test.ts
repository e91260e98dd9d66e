import type { BlogPost, BlogPostSummary } from '@esdc/core/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith } from '../../test/api.ts';
import { blogWriter } from '../../test/blog.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { changesBlogReads } from './blog-cache.ts';

/*
 * The shared cache of the blog's public reads (docs/architecture.md Caching): every write that changes a list or a post
 * page shows in the very next answer. On SQLite, and on PostgreSQL when TEST_DATABASE_URL
 * is set.
 */

let t: TestApp;
let admin: string;
let writer: Member;
let reader: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  writer = await blogWriter(t, admin);
  reader = await memberWith(t);
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const total = (res: Res) => (envelope(res).meta as { total: number }).total;

let sequence = 0;
/** A unique word to search the list by, so each test reads its own posts only. */
function uniqueTag(): string {
  sequence += 1;
  return `cachetag${Date.now().toString(36)}x${sequence}`;
}

async function createPost(token: string, tag: string, extra: Record<string, unknown> = {}): Promise<BlogPost> {
  const res = await call(t, 'POST', '/api/blog/posts', token, {
    title: `Caching the ${tag} post`,
    content: 'A post about timers, long enough to be a post.',
    category: 'Tutorial',
    tags: ['Timers'],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return data<BlogPost>(res);
}

/** The published list searched by `tag`, as a visitor reads it. */
const list = (tag: string, token?: string) => call(t, 'GET', `/api/blog/posts?q=${tag}`, token);

describe('the shared cache of public blog reads', () => {
  it('answers a published list with an ETag and 304 to a matching If-None-Match; the same copy for members and visitors', async () => {
    const tag = uniqueTag();
    await createPost(writer.token, tag, { status: 'published' });
    const first = await list(tag);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.inject({ method: 'GET', url: `/api/blog/posts?q=${tag}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const member = await list(tag, reader.token);
    expect(member.headers.etag).toBe(etag);
    expect(data<BlogPostSummary[]>(member)).toEqual(data<BlogPostSummary[]>(first));
  });

  it('publishing, unpublishing, editing, liking and deleting show in the next list answer', async () => {
    const tag = uniqueTag();
    const post = await createPost(writer.token, tag);
    expect(total(await list(tag))).toBe(0);

    expect((await call(t, 'POST', `/api/blog/posts/${post.id}/publish`, writer.token)).statusCode).toBe(200);
    const published = await list(tag);
    expect(data<BlogPostSummary[]>(published).map((p) => p.id)).toEqual([post.id]);

    expect((await call(t, 'PUT', `/api/blog/posts/${post.id}`, writer.token, { title: `Edited ${tag} title`, tags: ['DMA'] })).statusCode).toBe(200);
    const edited = data<BlogPostSummary[]>(await list(tag))[0]!;
    expect(edited).toMatchObject({ title: `Edited ${tag} title`, tags: ['DMA'] });

    expect((await call(t, 'PUT', `/api/blog/posts/${post.id}/like`, reader.token)).statusCode).toBe(200);
    expect(data<BlogPostSummary[]>(await list(tag))[0]!.likes).toBe(1);
    expect((await call(t, 'DELETE', `/api/blog/posts/${post.id}/like`, reader.token)).statusCode).toBe(200);
    expect(data<BlogPostSummary[]>(await list(tag))[0]!.likes).toBe(0);

    expect((await call(t, 'POST', `/api/blog/posts/${post.id}/unpublish`, writer.token)).statusCode).toBe(200);
    expect(total(await list(tag))).toBe(0);
    expect((await call(t, 'POST', `/api/blog/posts/${post.id}/publish`, writer.token)).statusCode).toBe(200);
    expect(total(await list(tag))).toBe(1);

    expect((await call(t, 'DELETE', `/api/blog/posts/${post.id}`, writer.token)).statusCode).toBe(200);
    expect(total(await list(tag))).toBe(0);
  });

  it("an author's new name shows at once; their drafts stay out of the shared list and in their own", async () => {
    const tag = uniqueTag();
    const author = await memberWith(t);
    await call(t, 'PUT', `/api/admin/blog/writers/${author.user.id}`, admin);
    await createPost(author.token, tag, { status: 'published' });
    const draft = await createPost(author.token, tag);
    expect(total(await list(tag, author.token))).toBe(1);
    const all = await call(t, 'GET', `/api/blog/posts?q=${tag}&status=all`, author.token);
    expect(all.headers.etag).toBeUndefined();
    expect(data<BlogPostSummary[]>(all).map((p) => p.id)).toContain(draft.id);
    expect(total(all)).toBe(2);
    expect(total(await call(t, 'GET', `/api/blog/posts?q=${tag}&status=draft`, author.token))).toBe(1);

    expect((await call(t, 'PUT', `/api/users/${author.user.id}`, author.token, { name: `Renamed ${tag}` })).statusCode).toBe(200);
    expect(data<BlogPostSummary[]>(await list(tag))[0]!.author?.name).toBe(`Renamed ${tag}`);
  });

  it('a visitor reads a cached post page; an edit shows at once; members still get their own view', async () => {
    const tag = uniqueTag();
    const post = await createPost(writer.token, tag, { status: 'published' });
    const first = await call(t, 'GET', `/api/blog/posts/${post.slug}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"/);
    expect(data<BlogPost>(first)).toMatchObject({ content: null, liked: false, can_edit: false, can_delete: false });
    const etag = first.headers.etag as string;
    expect((await t.inject({ method: 'GET', url: `/api/blog/posts/${post.slug}`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await call(t, 'PUT', `/api/blog/posts/${post.id}/like`, reader.token);
    const mine = data<BlogPost>(await call(t, 'GET', `/api/blog/posts/${post.slug}`, writer.token));
    expect(mine).toMatchObject({ can_edit: true, likes: 1, liked: false });
    expect(mine.content).not.toBeNull();
    expect(data<BlogPost>(await call(t, 'GET', `/api/blog/posts/${post.slug}`, reader.token))).toMatchObject({ liked: true, content: null });

    await call(t, 'PUT', `/api/blog/posts/${post.id}`, writer.token, { content: `Now with a new paragraph about ${tag} and more words.` });
    const edited = await call(t, 'GET', `/api/blog/posts/${post.slug}`);
    expect(edited.headers.etag).not.toBe(etag);
    expect(data<BlogPost>(edited)).toMatchObject({ likes: 1 });
    expect(data<BlogPost>(edited).content_html).toContain(tag);

    await call(t, 'POST', `/api/blog/posts/${post.id}/unpublish`, writer.token);
    expect((await call(t, 'GET', `/api/blog/posts/${post.slug}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/blog/posts/no-such-post-here')).statusCode).toBe(404);
  });

  it('drops on writes to what a public read shows, and not on a view or a member detail no post shows', () => {
    const write = (table: string, columns: string[] | null) => ({ table, columns: columns && new Set(columns) });
    expect(changesBlogReads(write('blog_posts', null))).toBe(true);
    expect(changesBlogReads(write('blog_posts', ['likes']))).toBe(true);
    expect(changesBlogReads(write('blog_posts', ['status', 'published_at']))).toBe(true);
    expect(changesBlogReads(write('blog_post_tags', null))).toBe(true);
    expect(changesBlogReads(write('images', null))).toBe(true);
    expect(changesBlogReads(write('users', ['avatar_url']))).toBe(true);
    expect(changesBlogReads(write('users', null))).toBe(true);
    expect(changesBlogReads(write('blog_posts', ['views']))).toBe(false);
    expect(changesBlogReads(write('blog_post_views', null))).toBe(false);
    expect(changesBlogReads(write('users', ['points', 'last_active']))).toBe(false);
    expect(changesBlogReads(write('projects', null))).toBe(false);
  });
});
