import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

/** docs/requirements.md §2 Forum: the threads the member started. */
export const forumThreadsExport = memberRowsSection({
  table: 'forum_threads',
  owner: 'author_id',
  columns: ['id', 'category_id', 'title', 'link_kind', 'link_id', 'created_at'],
  orderBy: 'id',
});

/** docs/requirements.md §2 Forum: the posts the member wrote (opening posts and replies, hidden ones too), as written. */
export const forumPostsExport = memberRowsSection({
  table: 'forum_posts',
  owner: 'author_id',
  columns: ['id', 'thread_id', 'body', 'opening', 'hidden', 'created_at', 'edited_at'],
  orderBy: 'id',
});

/** docs/requirements.md §2 Forum: the edits the member made to their posts (the previous text of each). */
export const forumPostEditsExport = memberRowsSection({
  table: 'forum_post_edits',
  owner: 'editor_id',
  columns: ['post_id', 'body', 'edited_at'],
  orderBy: 'id',
});

/** docs/requirements.md §2 Forum: the posts the member likes. */
export const forumLikesExport = memberRowsSection({ table: 'forum_post_likes', owner: 'user_id', columns: ['post_id', 'created_at'], orderBy: 'post_id' });

/** docs/requirements.md §2 Forum: the reports the member sent. */
export const forumReportsExport = memberRowsSection({
  table: 'forum_reports',
  owner: 'reporter_id',
  columns: ['id', 'post_id', 'reason', 'created_at', 'resolved_at'],
  orderBy: 'id',
});

/** docs/requirements.md §2 Forum: the threads the member follows. */
export const forumSubscriptionsExport = memberRowsSection({
  table: 'forum_subscriptions',
  owner: 'user_id',
  columns: ['thread_id', 'created_at'],
  orderBy: 'thread_id',
});

/** Forum tables about a member that no section exports, and why. */
export const forumNotExported = {
  forum_thread_reads: "when the member last opened each thread: bookkeeping for the 'New' markers, deleted with the account",
} as const;

/**
 * On account deletion (SPEC §2 Your data), as the chat does: the member's threads and posts are the club's content and
 * stay without an author (`author_id` null), as does the edit history; their likes (the counts follow), subscriptions
 * and read markers are removed; their reports and the moderation they did no longer name them.
 */
export const forumEraser: Eraser = {
  name: 'Forum threads, posts, likes and subscriptions',
  erase: async (trx, { userId }) => {
    await trx.updateTable('forum_threads').set({ author_id: null }).where('author_id', '=', userId).execute();
    await trx.updateTable('forum_posts').set({ author_id: null }).where('author_id', '=', userId).execute();
    await trx.updateTable('forum_posts').set({ hidden_by: null }).where('hidden_by', '=', userId).execute();
    await trx.updateTable('forum_post_edits').set({ editor_id: null }).where('editor_id', '=', userId).execute();
    const liked = await trx.selectFrom('forum_post_likes').select('post_id').where('user_id', '=', userId).execute();
    await trx.deleteFrom('forum_post_likes').where('user_id', '=', userId).execute();
    for (const { post_id } of liked) {
      await trx
        .updateTable('forum_posts')
        .set((eb) => ({
          like_count: eb
            .selectFrom('forum_post_likes')
            .select((s) => s.fn.countAll<number>().as('n'))
            .where('post_id', '=', post_id),
        }))
        .where('id', '=', post_id)
        .execute();
    }
    if (liked.length > 0) {
      await trx
        .updateTable('forum_threads')
        .set((eb) => ({
          like_count: eb
            .selectFrom('forum_posts')
            .select('forum_posts.like_count')
            .whereRef('forum_posts.thread_id', '=', 'forum_threads.id')
            .where('forum_posts.opening', '=', 1),
        }))
        .where(
          'id',
          'in',
          trx
            .selectFrom('forum_posts')
            .select('thread_id')
            .where(
              'id',
              'in',
              liked.map((l) => l.post_id),
            )
            .where('opening', '=', 1),
        )
        .execute();
    }
    await trx.deleteFrom('forum_subscriptions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('forum_thread_reads').where('user_id', '=', userId).execute();
    await trx.updateTable('forum_reports').set({ reporter_id: null }).where('reporter_id', '=', userId).execute();
    await trx.updateTable('forum_reports').set({ resolved_by: null }).where('resolved_by', '=', userId).execute();
  },
};
