import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 023: the forum (docs/requirements.md §2 Forum, SPEC §3 Forum thread and post). Flags are 0/1 integers on both
 * engines, times ISO-8601 UTC text.
 * - `forum_categories`: `name` unique whatever its case (a `lower(name)` index), `description`, `position` (the
 *   list's order), `qa` (the asker marks the answer), `archived` (no new threads, listed to admins only).
 * - `forum_threads`: `category_id`, `author_id` (null once the author deleted their account), `title`, `pinned`,
 *   `locked`, `hidden` (its opening post is hidden: the thread is then moderators' only), `accepted_post_id` (the
 *   marked answer of a Q&A thread), `link_kind`/`link_id` (the project, course, challenge or event it is about), and
 *   what the lists read without counting: `reply_count`, `last_activity_at` and `last_post_id` over the visible
 *   (not hidden) posts, `like_count` (the opening post's likes: the 'top' order). A category's list is a range of
 *   `forum_threads_category_idx` (category, pinned, last activity), never a sort of the whole category.
 * - `forum_posts`: `thread_id`, `author_id` (null once deleted), `body` (markdown as written), `html` (rendered and
 *   sanitised at save), `excerpt` (plain text, at most 200 characters, made at save), `opening` (the thread's opening post), `hidden` with `hidden_by`/`hidden_at`, `like_count`,
 *   `edit_count`, `created_at`, `edited_at`. Read by (thread, created_at, id): oldest first, merged posts in time order.
 * - `forum_post_edits`: the previous body of each edit, with who edited and when.
 * - `forum_post_likes`: one row per member and post (primary key both).
 * - `forum_reports`: a member's report of a post with a `reason`; open until `resolved_at` (hide or restore).
 * - `forum_subscriptions`: who is notified of a thread's new replies (primary key both).
 * - `forum_thread_reads`: a member's last visit of a thread (`last_read_post_id`, `read_at`): the 'New' markers.
 */
export function migration023(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'forum_categories')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('qa', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index forum_categories_name_idx on forum_categories (lower(name))`.execute(db);

      await id(db, 'forum_threads')
        .addColumn('category_id', 'integer', (c) => c.notNull().references('forum_categories.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('accepted_post_id', 'integer')
        .addColumn('link_kind', 'text')
        .addColumn('link_id', 'integer')
        .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_post_id', 'integer')
        .addColumn('last_activity_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('forum_threads_category_idx').on('forum_threads').columns(['category_id', 'pinned', 'last_activity_at', 'id']).execute();
      await db.schema.createIndex('forum_threads_activity_idx').on('forum_threads').columns(['last_activity_at', 'id']).execute();
      await db.schema.createIndex('forum_threads_link_idx').on('forum_threads').columns(['link_kind', 'link_id']).execute();
      await db.schema.createIndex('forum_threads_author_idx').on('forum_threads').column('author_id').execute();

      await id(db, 'forum_posts')
        .addColumn('thread_id', 'integer', (c) => c.notNull().references('forum_threads.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('opening', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hidden_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('hidden_at', 'text')
        .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('edit_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('edited_at', 'text')
        .execute();
      await db.schema.createIndex('forum_posts_thread_idx').on('forum_posts').columns(['thread_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('forum_posts_author_idx').on('forum_posts').column('author_id').execute();

      await id(db, 'forum_post_edits')
        .addColumn('post_id', 'integer', (c) => c.notNull().references('forum_posts.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('editor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('edited_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('forum_post_edits_post_idx').on('forum_post_edits').column('post_id').execute();

      await db.schema
        .createTable('forum_post_likes')
        .addColumn('post_id', 'integer', (c) => c.notNull().references('forum_posts.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_post_likes_pk', ['post_id', 'user_id'])
        .execute();
      await db.schema.createIndex('forum_post_likes_user_idx').on('forum_post_likes').column('user_id').execute();

      await id(db, 'forum_reports')
        .addColumn('post_id', 'integer', (c) => c.notNull().references('forum_posts.id').onDelete('cascade'))
        .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('resolved_at', 'text')
        .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('forum_reports_open_idx').on('forum_reports').columns(['resolved_at', 'id']).execute();
      await db.schema.createIndex('forum_reports_post_idx').on('forum_reports').columns(['post_id', 'reporter_id']).execute();

      await db.schema
        .createTable('forum_subscriptions')
        .addColumn('thread_id', 'integer', (c) => c.notNull().references('forum_threads.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_subscriptions_pk', ['thread_id', 'user_id'])
        .execute();
      await db.schema.createIndex('forum_subscriptions_user_idx').on('forum_subscriptions').column('user_id').execute();

      await db.schema
        .createTable('forum_thread_reads')
        .addColumn('thread_id', 'integer', (c) => c.notNull().references('forum_threads.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('last_read_post_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('read_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_thread_reads_pk', ['thread_id', 'user_id'])
        .execute();
      await db.schema.createIndex('forum_thread_reads_user_idx').on('forum_thread_reads').column('user_id').execute();
    },
  };
}
