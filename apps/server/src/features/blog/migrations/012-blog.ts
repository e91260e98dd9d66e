import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 012: the blog (SPEC §2 Blog, §3 Blog post).
 * - `blog_posts`: `slug` unique (from the title, `-2`, `-3`, … when taken); `content` the markdown source and
 *   `content_html` the same rendered and sanitised at save (lib/markdown.ts), so reads never render; `read_time` in
 *   minutes, computed at save; `status` 'draft' or 'published', `published_at` set on the first publication;
 *   `cover_image_id` an uploaded image (set null when the image goes), `cover_url` an external or bundled one;
 *   `author_id` stays on an erased member's tombstone (the post is kept, shown under 'Former member').
 * - `blog_post_tags`: tags by name in `position` order; `blog_post_likes`: one per member and post.
 * - `blog_post_views`: when each viewer's view last counted (the rule of migration 004 for projects).
 * - `blog_writers`: the members an admin made writers (admins and moderators write without a row).
 */
export function migration012(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      const posts =
        engine === 'postgres'
          ? db.schema.createTable('blog_posts').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('blog_posts').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await posts
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('excerpt', 'text')
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('content_html', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
        .addColumn('cover_image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .addColumn('cover_url', 'text')
        .addColumn('read_time', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
        // ISO-8601 UTC.
        .addColumn('published_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index blog_posts_status_published_idx on blog_posts (status, published_at, id)`.execute(db);
      await db.schema.createIndex('blog_posts_author_idx').on('blog_posts').column('author_id').execute();

      await db.schema
        .createTable('blog_post_tags')
        .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('blog_post_tags_pk', ['post_id', 'name'])
        .execute();
      await sql`create index blog_post_tags_name_idx on blog_post_tags (lower(name))`.execute(db);

      await db.schema
        .createTable('blog_post_likes')
        .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('blog_post_likes_pk', ['post_id', 'user_id'])
        .execute();
      await db.schema.createIndex('blog_post_likes_user_idx').on('blog_post_likes').column('user_id').execute();

      await db.schema
        .createTable('blog_post_views')
        .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
        .addColumn('viewer', 'text', (c) => c.notNull())
        .addColumn('counted_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('blog_post_views_pk', ['post_id', 'viewer'])
        .execute();
      await sql`create index blog_post_views_counted_idx on blog_post_views (post_id, counted_at)`.execute(db);

      await db.schema
        .createTable('blog_writers')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
