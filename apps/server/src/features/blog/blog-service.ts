import { BLOG_MESSAGES, readTimeMinutes, slugify, type BlogAccess, type BlogPost, type BlogPostSummary, type BlogWriter } from '@esdc/core/blog';
import type { BlogListQuery, BlogPostCreate, BlogPostUpdate } from '@esdc/core/blog-schemas';
import { can, type Actor } from '@esdc/core/permissions';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { markdownExcerptOffThread, renderMarkdownOffThread } from '../../lib/markdown-off-thread.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { checkImagesUsable } from '../images/public.ts';
import { avatarOf } from '../users/public.ts';
import { isWriter, presentPost, SUMMARY_COLUMNS, summarizePosts, visibleTo, type BlogPostRow, type BlogViewer } from './blog-reads.ts';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/*
 * The blog (SPEC §2 Blog, §3 Blog post): reads, writes, publishing, likes, views and the writers an
 * admin appoints. Every rule is checked here, whatever the web shows.
 */

/** Longest excerpt derived from the content when the author gives none, in characters. */
const DERIVED_EXCERPT_CHARS = 200;

/** How long one viewer's view of a post counts for: a second view within it is not counted (as projects). */
const BLOG_VIEW_WINDOW_MS = 60 * 60 * 1000;

/**
 * What the viewer may do on the blog (`GET /api/blog/access`).
 * @param viewer the signed-in member or null
 */
export async function blogAccess(db: Db, viewer: BlogViewer): Promise<BlogAccess> {
  const writer = viewer ? await isWriter(db, viewer.id) : false;
  return { is_writer: writer, can_write: can(viewer, 'blog:write', { isWriter: writer }) };
}

/**
 * Posts the viewer may see, filtered and paged, newest publication first (drafts by their last change).
 * `q` searches title and excerpt case-insensitively (SPEC §2 Blog); `status` 'draft' or 'all' adds the drafts the
 * viewer may see (their own; every draft for moderators and admins).
 * @returns the page and how many match
 */
export async function listPosts(db: Kysely<DB>, viewer: BlogViewer, query: BlogListQuery): Promise<{ items: BlogPostSummary[]; total: number }> {
  let base = db.selectFrom('blog_posts').where(visibleTo(viewer));
  if (query.status !== 'all') base = base.where('blog_posts.status', '=', query.status);
  if (query.category) base = base.where('blog_posts.category', '=', query.category);
  if (query.author) base = base.where('blog_posts.author_id', '=', query.author);
  if (query.q) base = base.where(containsText(['blog_posts.title', 'blog_posts.excerpt'], query.q));
  if (query.tag) {
    const tag = query.tag.toLowerCase();
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('blog_post_tags as t')
          .select('t.post_id')
          .whereRef('t.post_id', '=', 'blog_posts.id')
          .where(sql`lower(t.name)`, '=', tag),
      ),
    );
  }
  // Published posts by publication (the (status, published_at, id) index); drafts, which have none, by their last change.
  const newest = query.status === 'published' ? sql`blog_posts.published_at` : sql`coalesce(blog_posts.published_at, blog_posts.updated_at)`;
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select(SUMMARY_COLUMNS).orderBy(newest, 'desc').orderBy('blog_posts.id', 'desc').limit(query.limit).offset(query.offset).execute(),
  ]);
  return { items: await summarizePosts(db, rows), total: Number(n) };
}

/**
 * One post by its slug, if the viewer may see it.
 * @throws AppError 404 'Post not found' (also a draft the viewer may not see)
 */
export async function getPostBySlug(db: Db, viewer: BlogViewer, slug: string): Promise<BlogPost> {
  const row = await db.selectFrom('blog_posts').selectAll('blog_posts').where('blog_posts.slug', '=', slug).where(visibleTo(viewer)).executeTakeFirst();
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return presentPost(db, row, viewer);
}

/** The slug for a new post: the title's, with `-2`, `-3`, … when taken. */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title);
  const rows = await db
    .selectFrom('blog_posts')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const taken = new Set(rows.map((r) => r.slug));
  // /blog/new is the editor's path: no post may take it.
  taken.add('new');
  if (!taken.has(base)) return base;
  for (let i = 2; ; i += 1) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** The stored excerpt: the author's, else the start of the content as plain text (rendered off the event loop). */
async function excerptOf(excerpt: string | null, content: string): Promise<string> {
  return excerpt ?? (await markdownExcerptOffThread(content, DERIVED_EXCERPT_CHARS));
}

async function writeTags(trx: Transaction<DB>, postId: number, tags: readonly string[]): Promise<void> {
  await trx.deleteFrom('blog_post_tags').where('post_id', '=', postId).execute();
  if (tags.length > 0)
    await trx
      .insertInto('blog_post_tags')
      .values(tags.map((name, position) => ({ post_id: postId, name, position })))
      .execute();
}

/**
 * Creates a post (admins, moderators and writers). The author is the actor; the slug comes from the title;
 * the markdown is rendered and sanitised now, and the read time computed. A draft unless `status: 'published'`.
 * @returns the post as its author sees it
 * @throws AppError 403 'Only admins, moderators and writers may write posts'; 400 an unknown cover image; 403 someone
 *   else's image
 */
export async function createPost(database: Database, actor: Actor, input: BlogPostCreate, now: Date): Promise<BlogPost> {
  const { db } = database;
  if (!can(actor, 'blog:write', { isWriter: await isWriter(db, actor.id) })) throw forbidden(BLOG_MESSAGES.writeNotAllowed);
  if (input.cover_image_id !== null) await checkImagesUsable(db, actor, [input.cover_image_id], 'cover_image_id');
  const nowIso = now.toISOString();
  const [html, excerpt] = await Promise.all([renderMarkdownOffThread(input.content), excerptOf(input.excerpt, input.content)]);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const slug = await freeSlug(trx, input.title);
        const row = await trx
          .insertInto('blog_posts')
          .values({
            slug,
            title: input.title,
            excerpt,
            content: input.content,
            content_html: html,
            category: input.category,
            status: input.status,
            cover_image_id: input.cover_image_id,
            cover_url: input.cover_url,
            read_time: readTimeMinutes(input.content),
            author_id: actor.id,
            published_at: input.status === 'published' ? nowIso : null,
            created_at: nowIso,
            updated_at: nowIso,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeTags(trx, row.id, input.tags);
        await recordAudit(trx, {
          actorId: actor.id,
          action: 'blog.created',
          targetType: 'blog_post',
          targetId: row.id,
          details: { title: input.title, status: input.status },
          now,
        });
        return presentPost(trx, row, actor);
      });
    } catch (error) {
      // Two posts with the same title at once: the second takes the next free slug.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * The locked post row, with the permission checked. A draft stays invisible (404) to those who may not see it.
 * @throws AppError 404 'Post not found', 403 the action's message
 */
async function lockEditable(database: Database, trx: Transaction<DB>, actor: Actor, id: number, action: 'blog:update' | 'blog:delete'): Promise<BlogPostRow> {
  const row = await forUpdate(trx.selectFrom('blog_posts').selectAll().where('id', '=', id), database.engine).executeTakeFirst();
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  if (!can(actor, action, { ownerId: row.author_id })) {
    if (row.status === 'draft') throw notFound(BLOG_MESSAGES.notFound);
    throw forbidden(action === 'blog:delete' ? BLOG_MESSAGES.deleteNotAllowed : BLOG_MESSAGES.editNotAllowed);
  }
  return row;
}

/**
 * Edits a post (its author, moderators and admins): any subset of the fields; new markdown is rendered and sanitised
 * and the read time recomputed. The slug stays, so links keep working.
 * @throws AppError 404, 403, 400 an unknown cover image
 */
export async function updatePost(database: Database, actor: Actor, id: number, input: BlogPostUpdate, now: Date): Promise<BlogPost> {
  if (input.cover_image_id) await checkImagesUsable(database.db, actor, [input.cover_image_id], 'cover_image_id');
  // New markdown is rendered before the transaction, so no lock is held while it renders.
  const rendered = input.content === undefined ? undefined : await renderMarkdownOffThread(input.content);
  return database.db.transaction().execute(async (trx) => {
    const row = await lockEditable(database, trx, actor, id, 'blog:update');
    const content = input.content ?? row.content;
    const contentChanged = input.content !== undefined && input.content !== row.content;
    const next = {
      title: input.title ?? row.title,
      excerpt: input.excerpt === undefined ? row.excerpt : await excerptOf(input.excerpt, content),
      content,
      content_html: contentChanged && rendered !== undefined ? rendered : row.content_html,
      read_time: contentChanged ? readTimeMinutes(content) : row.read_time,
      category: input.category ?? row.category,
      cover_image_id: input.cover_image_id === undefined ? row.cover_image_id : input.cover_image_id,
      cover_url: input.cover_url === undefined ? row.cover_url : input.cover_url,
      updated_at: now.toISOString(),
    };
    const updated = await trx.updateTable('blog_posts').set(next).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    if (input.tags) await writeTags(trx, id, input.tags);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'blog.updated',
      targetType: 'blog_post',
      targetId: id,
      details: { fields: Object.keys(input).sort() },
      now,
    });
    return presentPost(trx, updated, actor);
  });
}

/**
 * Publishes a draft or moves a post back to drafts (its author, moderators and admins). `published_at` is set on the
 * first publication and kept after. Publishing a published post (or unpublishing a draft) changes nothing.
 * @throws AppError 404, 403
 */
export async function setPublished(database: Database, actor: Actor, id: number, publish: boolean, now: Date): Promise<BlogPost> {
  return database.db.transaction().execute(async (trx) => {
    const row = await lockEditable(database, trx, actor, id, 'blog:update');
    const status = publish ? 'published' : 'draft';
    if (row.status === status) return presentPost(trx, row, actor);
    const updated = await trx
      .updateTable('blog_posts')
      .set({ status, published_at: row.published_at ?? (publish ? now.toISOString() : null), updated_at: now.toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: actor.id,
      action: publish ? 'blog.published' : 'blog.unpublished',
      targetType: 'blog_post',
      targetId: id,
      details: { title: row.title },
      now,
    });
    return presentPost(trx, updated, actor);
  });
}

/**
 * Deletes a post with its tags, likes and views (its author, moderators and admins), audited as `blog.deleted`.
 * @throws AppError 404, 403 'Only the author, a moderator or an admin may delete this post'
 */
export async function deletePost(database: Database, actor: Actor, id: number, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const row = await lockEditable(database, trx, actor, id, 'blog:delete');
    await trx.deleteFrom('blog_posts').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'blog.deleted',
      targetType: 'blog_post',
      targetId: id,
      details: { title: row.title, slug: row.slug, status: row.status },
      now,
    });
  });
}

/** A post the viewer may see, locked; 404 otherwise. */
async function lockVisible(database: Database, trx: Transaction<DB>, viewer: BlogViewer, id: number) {
  const row = await forUpdate(
    trx.selectFrom('blog_posts').select(['id', 'likes', 'views']).where('id', '=', id).where(visibleTo(viewer)),
    database.engine,
  ).executeTakeFirst();
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return row;
}

/**
 * Likes or unlikes a post for a member, once: liking twice counts once, unliking without a like changes nothing,
 * likes never go below zero.
 * @returns the post's likes after the call and whether the member likes it
 * @throws AppError 404 'Post not found' (also a draft the member may not see)
 */
export async function setPostLike(database: Database, actor: Actor, id: number, liked: boolean, now: Date): Promise<{ likes: number; liked: boolean }> {
  return database.db.transaction().execute(async (trx) => {
    await lockVisible(database, trx, actor, id);
    if (liked) {
      const inserted = await trx
        .insertInto('blog_post_likes')
        .values({ post_id: id, user_id: actor.id, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0)
        await trx
          .updateTable('blog_posts')
          .set((eb) => ({ likes: eb('likes', '+', 1) }))
          .where('id', '=', id)
          .execute();
    } else {
      const deleted = await trx.deleteFrom('blog_post_likes').where('post_id', '=', id).where('user_id', '=', actor.id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) > 0)
        await trx
          .updateTable('blog_posts')
          .set({ likes: sql<number>`case when likes > 0 then likes - 1 else 0 end` })
          .where('id', '=', id)
          .execute();
    }
    const row = await trx.selectFrom('blog_posts').select('likes').where('id', '=', id).executeTakeFirstOrThrow();
    return { likes: row.likes, liked };
  });
}

/**
 * Counts a view of a post at most once per viewer per {@link BLOG_VIEW_WINDOW_MS} (the rule of projects' views: one
 * upsert that only rewrites a row older than the window decides it, atomic on both engines).
 * @param viewer 'user:<id>' or 'anon:<sha256 of the address>' (lib/view-counting.ts `viewerKey`)
 * @returns the post's views after the call, and whether this call counted
 * @throws AppError 404 'Post not found' (also a draft the viewer may not see)
 */
export async function countPostView(
  database: Database,
  actor: BlogViewer,
  id: number,
  viewer: string,
  now: Date,
): Promise<{ views: number; counted: boolean }> {
  return database.db.transaction().execute(async (trx) => {
    const post = await lockVisible(database, trx, actor, id);
    const countedAt = now.toISOString();
    const cutoff = new Date(now.getTime() - BLOG_VIEW_WINDOW_MS).toISOString();
    const fresh = await trx
      .insertInto('blog_post_views')
      .values({ post_id: id, viewer, counted_at: countedAt })
      .onConflict((oc) => oc.columns(['post_id', 'viewer']).doUpdateSet({ counted_at: countedAt }).where('blog_post_views.counted_at', '<=', cutoff))
      .returning('post_id')
      .executeTakeFirst();
    if (!fresh) return { views: post.views, counted: false };
    const row = await trx
      .updateTable('blog_posts')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .returning('views')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('blog_post_views').where('post_id', '=', id).where('counted_at', '<=', cutoff).execute();
    return { views: row.views, counted: true };
  });
}

/**
 * The members an admin made writers, most recent first, with how many posts each wrote.
 * @returns the page and the total
 */
export async function listWriters(db: Kysely<DB>, limit: number, offset: number): Promise<{ items: BlogWriter[]; total: number }> {
  const [{ n }, rows] = await Promise.all([
    db
      .selectFrom('blog_writers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('blog_writers as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select(['u.id', 'u.name', 'u.username', 'u.email', 'u.avatar_url', 'u.github_username', 'w.created_at'])
      .select((eb) => eb.selectFrom('blog_posts as p').select(eb.fn.countAll<number>().as('c')).whereRef('p.author_id', '=', 'u.id').as('posts'))
      .orderBy('w.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name || r.username,
      username: r.username,
      email: r.email,
      avatar_url: avatarOf(r),
      added_at: r.created_at,
      posts: Number(r.posts ?? 0),
    })),
    total: Number(n),
  };
}

/**
 * Makes a member a writer (admins; the route checks). Adding a writer twice changes nothing.
 * @returns whether this call added them
 * @throws AppError 404 'User not found' (also an erased member)
 */
export async function addWriter(db: Kysely<DB>, actor: Actor, userId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'name']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!user) throw notFound('User not found');
    const inserted = await trx
      .insertInto('blog_writers')
      .values({ user_id: userId, added_by: actor.id, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    const added = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (added) await recordAudit(trx, { actorId: actor.id, action: 'blog.writer_added', targetType: 'user', targetId: userId, details: {}, now });
    return added;
  });
}

/**
 * Stops a member being a writer (admins; the route checks). Their posts stay theirs, and they may still edit them.
 * @throws AppError 404 'This member is not a writer'
 */
export async function removeWriter(db: Kysely<DB>, actor: Actor, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('blog_writers').where('user_id', '=', userId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new AppError(404, 'NOT_FOUND', BLOG_MESSAGES.notAWriter);
    await recordAudit(trx, { actorId: actor.id, action: 'blog.writer_removed', targetType: 'user', targetId: userId, details: {}, now });
  });
}
