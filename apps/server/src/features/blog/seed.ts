import { readTimeMinutes, slugify } from '@esdc/core/blog';
import { blogPostCreateSchema } from '@esdc/core/blog-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { markdownExcerpt } from '../../lib/markdown-excerpt.ts';
import { count, daysAgo, featureContentDir, loadContent, memberRef, memberRefs } from '../../platform/seed-content.ts';

/*
 * Demo blog posts (SPEC §2 Blog: five real posts written by us), with covers shipped as small SVG illustrations in
 * apps/web/public/images/blog (served by the web build like the project seed images). Dates are
 * relative to the seeding clock; authors are demo members (by username), who are also made writers.
 */

/** This feature's content folder (./seed-content when run from source). */
const CONTENT = featureContentDir(import.meta.url, 'blog');

/** Set once the demo posts are loaded. */
export const DEMO_BLOG_FLAG = 'seed_demo_blog_v1';

/**
 * A demo post: the create fields (published when seeded; the cover one shipped with the web app), its author by
 * username, published `ageDays` before the seeding clock, its view count and the members who liked it.
 */
const postSchema = blogPostCreateSchema
  .omit({ status: true, cover_image_id: true })
  .extend({ author: memberRef, ageDays: daysAgo, views: count, likedBy: memberRefs });

/** The demo posts (seed-content/blog-posts.json, bodies in seed-content/blog), oldest first. */
export const SEED_POSTS = loadContent('blog-posts.json', postSchema, CONTENT);

/**
 * Loads {@link SEED_POSTS} once per database (flag {@link DEMO_BLOG_FLAG}), after the demo members: the authors are
 * made writers (moderators write anyway), posts are published at dates relative to `now`, likes come from demo members
 * (missing ones are skipped), and the markdown is rendered and sanitised like any saved post.
 * @returns whether they were loaded on this run
 */
export async function seedDemoBlog(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_BLOG_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_BLOG_FLAG)) return false;
  const day = 86_400_000;
  await db.transaction().execute(async (trx) => {
    const names = [...new Set(SEED_POSTS.flatMap((p) => [p.author, ...p.likedBy]))];
    const users = await trx.selectFrom('users').select(['id', 'username', 'role', 'status']).where('username', 'in', names).execute();
    const active = users.filter((u) => u.status === 'active');
    const idOf = new Map(active.map((u) => [u.username, u.id]));
    const writers = [...new Set(SEED_POSTS.map((p) => p.author))].flatMap((n) => {
      const u = active.find((a) => a.username === n);
      return u && u.role === 'user' ? [u.id] : [];
    });
    if (writers.length > 0)
      await trx
        .insertInto('blog_writers')
        .values(writers.map((user_id) => ({ user_id, added_by: null, created_at: new Date(now.getTime() - 60 * day).toISOString() })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    for (const p of SEED_POSTS) {
      const author = idOf.get(p.author);
      if (author === undefined) continue;
      const published = new Date(now.getTime() - p.ageDays * day).toISOString();
      const created = new Date(now.getTime() - (p.ageDays + 2) * day).toISOString();
      const likers = p.likedBy.flatMap((n) => (idOf.has(n) ? [idOf.get(n)!] : []));
      const { id } = await trx
        .insertInto('blog_posts')
        .values({
          slug: slugify(p.title),
          title: p.title,
          excerpt: p.excerpt || markdownExcerpt(p.content, 200),
          content: p.content,
          content_html: renderMarkdown(p.content),
          category: p.category,
          status: 'published',
          cover_image_id: null,
          cover_url: p.cover_url,
          read_time: readTimeMinutes(p.content),
          views: p.views,
          likes: likers.length,
          author_id: author,
          published_at: published,
          created_at: created,
          updated_at: published,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning('id')
        .executeTakeFirst()
        .then((row) => row ?? { id: undefined });
      if (id === undefined) continue;
      await trx
        .insertInto('blog_post_tags')
        .values(p.tags.map((name, position) => ({ post_id: id, name, position })))
        .execute();
      if (likers.length > 0)
        await trx
          .insertInto('blog_post_likes')
          .values(likers.map((user_id, i) => ({ post_id: id, user_id, created_at: new Date(Date.parse(published) + (i + 1) * 3_600_000).toISOString() })))
          .execute();
    }
    await trx.insertInto('app_settings').values({ key: DEMO_BLOG_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
