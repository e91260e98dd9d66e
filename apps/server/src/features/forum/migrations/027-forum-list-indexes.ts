import type { Kysely } from 'kysely';

/**
 * 027: the forum's thread lists and counts read indexes only (bench/forum: a category of 20,000 threads). Members'
 * lists leave hidden threads out, and `hidden` was in no index, so every count and every skipped row of a page read
 * the thread's row: 4.3 ms to count a category of 20,000 threads, 12 ms to reach its last page.
 * - `forum_threads_category_idx` (a category's page) and `forum_threads_activity_idx` (all categories' page) carry
 *   `hidden` (and the activity index `category_id`, for the archived categories' filter) after their order columns:
 *   the page is a walk of the index that skips hidden threads without reading them (last page: 1.1 ms).
 * - `forum_posts_thread_idx` (a thread's replies, oldest first) carries `hidden` and `opening` the same way: a deep
 *   page of a thread of 2,000 replies and its count read the index only.
 * - `forum_threads_count_idx` (category, hidden, reply_count): a category's visible threads and posts are counted from
 *   one range of it (the list's total and the categories' counts: 0.6 ms).
 */
export function migration027() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema.dropIndex('forum_threads_category_idx').execute();
      await db.schema
        .createIndex('forum_threads_category_idx')
        .on('forum_threads')
        .columns(['category_id', 'pinned', 'last_activity_at', 'id', 'hidden'])
        .execute();
      await db.schema.dropIndex('forum_threads_activity_idx').execute();
      await db.schema.createIndex('forum_threads_activity_idx').on('forum_threads').columns(['last_activity_at', 'id', 'hidden', 'category_id']).execute();
      await db.schema.dropIndex('forum_posts_thread_idx').execute();
      await db.schema.createIndex('forum_posts_thread_idx').on('forum_posts').columns(['thread_id', 'created_at', 'id', 'hidden', 'opening']).execute();
      await db.schema.createIndex('forum_threads_count_idx').on('forum_threads').columns(['category_id', 'hidden', 'reply_count']).execute();
    },
  };
}
