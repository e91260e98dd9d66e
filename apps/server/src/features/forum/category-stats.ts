import type { Db } from '../../db/db.ts';
import { engineOf, forNoKeyUpdate } from '../../db/row-lock.ts';

/**
 * Recomputes what members see of a category without counting (SPEC §3 Forum thread; migration 028): `thread_count`,
 * `post_count` (each thread's opening post and visible replies) and `last_activity_at` over its visible (not hidden)
 * threads. Called inside the transaction of every change to a category's threads, after the threads' own stats
 * (./thread-stats.ts). Each category's row is locked first (PostgreSQL, `for no key update`, which a new thread's
 * foreign key does not wait for), in ascending id order, so of two changes at once the second counts after the first
 * commits and two transactions touching the same two categories never wait on each other in a circle.
 * @param trx the caller's transaction
 * @param categoryIds the categories (duplicates and missing ones are ignored)
 */
export async function refreshCategoryStats(trx: Db, categoryIds: readonly number[]): Promise<void> {
  const engine = engineOf(trx);
  for (const categoryId of [...new Set(categoryIds)].sort((a, b) => a - b)) {
    const category = await forNoKeyUpdate(trx.selectFrom('forum_categories').select('id').where('id', '=', categoryId), engine).executeTakeFirst();
    if (!category) continue;
    const visible = trx.selectFrom('forum_threads').where('category_id', '=', categoryId).where('hidden', '=', 0);
    const [stats, last] = await Promise.all([
      // One range of forum_threads_count_idx (category, hidden, reply_count).
      visible.select((eb) => [eb.fn.countAll<number>().as('threads'), eb.fn.sum<number>(eb('reply_count', '+', 1)).as('posts')]).executeTakeFirstOrThrow(),
      visible.select('last_activity_at').orderBy('last_activity_at', 'desc').limit(1).executeTakeFirst(),
    ]);
    await trx
      .updateTable('forum_categories')
      .set({ thread_count: Number(stats.threads), post_count: Number(stats.posts ?? 0), last_activity_at: last?.last_activity_at ?? null })
      .where('id', '=', categoryId)
      .execute();
  }
}
