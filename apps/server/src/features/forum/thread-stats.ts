import type { Db } from '../../db/db.ts';
import { engineOf, forNoKeyUpdate } from '../../db/row-lock.ts';
import { refreshCategoryStats } from './category-stats.ts';

/**
 * Recomputes what a thread's lists read without counting (SPEC §3 Forum thread): `reply_count`, `last_post_id` and
 * `last_activity_at` over its visible (not hidden) posts, `like_count` (the opening post's likes) and `hidden` (its
 * opening post is hidden). Called inside the transaction of every change to its posts. The thread's row is locked
 * first (PostgreSQL), so of two replies at once the second counts after the first commits and neither is lost. Then
 * its category's stats (./category-stats.ts), unless the caller refreshes several categories itself.
 * @param trx the caller's transaction
 * @param threadId the thread (nothing happens when it is gone)
 * @param options `category: false` leaves the category to the caller (a merge or move refreshes two, in id order)
 */
export async function refreshThreadStats(trx: Db, threadId: number, options: { category?: boolean } = {}): Promise<void> {
  const thread = await forNoKeyUpdate(
    trx.selectFrom('forum_threads').select(['id', 'created_at', 'category_id']).where('id', '=', threadId),
    engineOf(trx),
  ).executeTakeFirst();
  if (!thread) return;
  const [replies, last, opening] = await Promise.all([
    trx
      .selectFrom('forum_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('thread_id', '=', threadId)
      .where('opening', '=', 0)
      .where('hidden', '=', 0)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('forum_posts')
      .select(['id', 'created_at'])
      .where('thread_id', '=', threadId)
      .where('hidden', '=', 0)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    trx.selectFrom('forum_posts').select(['like_count', 'hidden']).where('thread_id', '=', threadId).where('opening', '=', 1).executeTakeFirst(),
  ]);
  await trx
    .updateTable('forum_threads')
    .set({
      reply_count: Number(replies.n),
      last_post_id: last?.id ?? null,
      last_activity_at: last?.created_at ?? thread.created_at,
      like_count: Number(opening?.like_count ?? 0),
      hidden: opening?.hidden ?? 0,
    })
    .where('id', '=', threadId)
    .execute();
  if (options.category !== false) await refreshCategoryStats(trx, [thread.category_id]);
}
