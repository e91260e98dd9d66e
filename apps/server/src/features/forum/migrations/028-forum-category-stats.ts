import { sql, type Kysely } from 'kysely';

/**
 * 028: a category keeps what its list and the category index show members, as a thread keeps its reply count
 * (bench/forum: a category of 20,000 threads). `thread_count`, `post_count` (opening posts and visible replies) and
 * `last_activity_at` over its visible threads, refreshed under the category's row lock by ../category-stats.ts in the
 * transaction of every change to its threads. A member's thread list reads its total here instead of counting the
 * category on every request (0.6 ms a request at 20,000 threads), and knows how far its last page is from the end.
 * Moderators, who also see hidden threads, are still counted on the fly. Existing categories are filled in here.
 */
export function migration028() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .alterTable('forum_categories')
        .addColumn('thread_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('forum_categories')
        .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('forum_categories').addColumn('last_activity_at', 'text').execute();
      await sql`update forum_categories set
        thread_count = (select count(*) from forum_threads t where t.category_id = forum_categories.id and t.hidden = 0),
        post_count = (select coalesce(sum(t.reply_count + 1), 0) from forum_threads t where t.category_id = forum_categories.id and t.hidden = 0),
        last_activity_at = (select max(t.last_activity_at) from forum_threads t where t.category_id = forum_categories.id and t.hidden = 0)`.execute(db);
    },
  };
}
