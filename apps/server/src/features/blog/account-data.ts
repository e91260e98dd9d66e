import { sql } from 'kysely';
import type { ExportSection, Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRows } from '../../platform/account-data/member-rows.ts';

/** SPEC §2 Blog: the posts the member wrote (drafts too), with their tags, as stored (markdown source). */
export const blogPostsExport: ExportSection = {
  key: 'blog_posts',
  tables: ['blog_posts', 'blog_post_tags'],
  collect: async (trx, userId) => {
    const posts = await trx
      .selectFrom('blog_posts')
      .select(['id', 'slug', 'title', 'excerpt', 'content', 'category', 'status', 'cover_url', 'published_at', 'views', 'likes', 'created_at', 'updated_at'])
      .where('author_id', '=', userId)
      .orderBy('id')
      .execute();
    if (posts.length === 0) return [];
    const tags = await trx
      .selectFrom('blog_post_tags')
      .select(['post_id', 'name'])
      .where(
        'post_id',
        'in',
        posts.map((p) => p.id),
      )
      .orderBy('position')
      .execute();
    return posts.map((p) => ({ ...p, tags: tags.filter((t) => t.post_id === p.id).map((t) => t.name) }));
  },
};

/** SPEC §2 Blog: the posts the member likes, and whether an admin made them a writer. */
export const blogLikesExport: ExportSection = {
  key: 'blog_likes',
  tables: ['blog_post_likes', 'blog_writers'],
  collect: async (trx, userId) => ({
    likes: await memberRows(trx, userId, {
      table: 'blog_post_likes',
      join: { table: 'blog_posts', on: 'post_id' },
      columns: ['post_id', 'blog_posts.title', 'created_at'],
      orderBy: 'created_at',
    }),
    writer_since: (await trx.selectFrom('blog_writers').select('created_at').where('user_id', '=', userId).executeTakeFirst())?.created_at ?? null,
  }),
};

/**
 * The blog on account deletion, as projects: with "delete my projects" the member's posts go too (tags, likes and
 * views by cascade); otherwise they stay, shown under 'Former member'. Their likes of other posts are removed (each
 * like count lowered), and so are their counted views and their writer row.
 */
export const blogEraser: Eraser = {
  name: 'blog',
  erase: async (trx, { userId, projects }) => {
    if (projects === 'delete') await trx.deleteFrom('blog_posts').where('author_id', '=', userId).execute();
    await trx
      .updateTable('blog_posts')
      .set({ likes: sql<number>`case when likes > 0 then likes - 1 else 0 end` })
      .where('id', 'in', (eb) => eb.selectFrom('blog_post_likes').select('post_id').where('user_id', '=', userId))
      .execute();
    await trx.deleteFrom('blog_post_likes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('blog_post_views').where('viewer', '=', `user:${userId}`).execute();
    await trx.deleteFrom('blog_writers').where('user_id', '=', userId).execute();
    await trx.updateTable('blog_writers').set({ added_by: null }).where('added_by', '=', userId).execute();
  },
};
