import { FORUM_DEFAULT_CATEGORIES } from '@esdc/core/forum';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { markdownExcerpt } from '../../lib/markdown-excerpt.ts';
import { daysAgo, featureContentDir, loadContent, memberRef } from '../../platform/seed-content.ts';
import { refreshThreadStats } from './thread-stats.ts';

/** Set once the default forum categories are loaded. */
const FORUM_CATEGORIES_FLAG = 'seed_forum_categories_v1';
/** Set once the demo threads are loaded. */
const DEMO_FORUM_FLAG = 'seed_demo_forum_v1';

/**
 * Loads the forum's default categories (core `FORUM_DEFAULT_CATEGORIES`, in order; Help is Q&A) once per database
 * (flag {@link FORUM_CATEGORIES_FLAG}): a fresh install has them. A category whose name is taken is left out; what
 * admins later rename, reorder or archive stays so.
 * @param db the database
 * @param opts the seeding clock (`created_at`)
 * @returns whether they were loaded on this call
 */
export async function seedForumCategories(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  if (await db.selectFrom('app_settings').select('key').where('key', '=', FORUM_CATEGORIES_FLAG).executeTakeFirst()) return false;
  await db.transaction().execute(async (trx) => {
    const taken = new Set((await trx.selectFrom('forum_categories').select('name').execute()).map((r) => r.name.toLowerCase()));
    for (const [position, category] of FORUM_DEFAULT_CATEGORIES.entries()) {
      if (taken.has(category.name.toLowerCase())) continue;
      await trx
        .insertInto('forum_categories')
        .values({ name: category.name, description: category.description, qa: category.qa ? 1 : 0, archived: 0, position, created_at: now.toISOString() })
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: FORUM_CATEGORIES_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}

const replySchema = z.object({ author: memberRef, daysAgo, body: z.string().min(1), accepted: z.boolean().optional() });
const threadSchema = z.object({
  category: z.string(),
  title: z.string().min(5),
  author: memberRef,
  daysAgo,
  body: z.string().min(1),
  replies: z.array(replySchema),
});

/** The demo threads (seed-content/forum-threads.json), with their replies. */
const SEED_FORUM_THREADS = loadContent('forum-threads.json', threadSchema, featureContentDir(import.meta.url, 'forum'));

/**
 * Loads the demo threads and replies (docs/requirements.md §2 Forum) once per database (flag {@link DEMO_FORUM_FLAG}),
 * after the demo members and the categories: one per category and a solved Help question. A thread whose author or
 * category is missing is left out, as is a reply whose author is missing. Authors are subscribed.
 * @param db the database
 * @param opts the seeding clock: ages count back from it
 * @returns whether they were loaded on this call
 */
export async function seedDemoForum(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_FORUM_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_FORUM_FLAG)) return false;
  const at = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  await db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'username']).execute();
    const userId = new Map(users.map((u) => [u.username, u.id]));
    const categories = await trx.selectFrom('forum_categories').select(['id', 'name']).execute();
    const categoryId = new Map(categories.map((c) => [c.name, c.id]));
    for (const t of SEED_FORUM_THREADS) {
      const author = userId.get(t.author);
      const category = categoryId.get(t.category);
      if (author === undefined || category === undefined) continue;
      const thread = await trx
        .insertInto('forum_threads')
        .values({
          category_id: category,
          author_id: author,
          title: t.title,
          accepted_post_id: null,
          link_kind: null,
          link_id: null,
          last_post_id: null,
          last_activity_at: at(t.daysAgo),
          created_at: at(t.daysAgo),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const posts = [
        { author: t.author, daysAgo: t.daysAgo, body: t.body, accepted: false, opening: true },
        ...t.replies.map((r) => ({ ...r, accepted: r.accepted ?? false, opening: false })),
      ];
      for (const p of posts) {
        const writer = userId.get(p.author);
        if (writer === undefined) continue;
        const post = await trx
          .insertInto('forum_posts')
          .values({
            thread_id: thread.id,
            author_id: writer,
            body: p.body,
            html: renderMarkdown(p.body),
            excerpt: markdownExcerpt(p.body, 200),
            opening: p.opening ? 1 : 0,
            hidden_by: null,
            hidden_at: null,
            created_at: at(p.daysAgo),
            edited_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (p.accepted) await trx.updateTable('forum_threads').set({ accepted_post_id: post.id }).where('id', '=', thread.id).execute();
        await trx
          .insertInto('forum_subscriptions')
          .values({ thread_id: thread.id, user_id: writer, created_at: at(p.daysAgo) })
          .onConflict((oc) => oc.columns(['thread_id', 'user_id']).doNothing())
          .execute();
      }
      await refreshThreadStats(trx, thread.id);
    }
    await trx.insertInto('app_settings').values({ key: DEMO_FORUM_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
