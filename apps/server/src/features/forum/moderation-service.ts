import { FORUM_MESSAGES } from '@esdc/core/forum';
import type { ForumPost, ForumReport, ForumThread } from '@esdc/core/forum-schemas';
import type { AuditAction } from '@esdc/core/admin-user-schemas';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { findThreadRow, getThread } from './forum-reads.ts';
import { toAuthor, type Member } from './forum-rows.ts';
import { getPost, visiblePost } from './post-service.ts';
import { refreshCategoryStats } from './category-stats.ts';
import { refreshThreadStats } from './thread-stats.ts';

/*
 * Forum moderation (docs/requirements.md §2 Forum Moderation; SPEC §6): members report posts; moderators and admins
 * ('forum:moderate', checked by the routes) read the open reports, hide and restore posts (which resolves their
 * reports), lock, pin, move and merge threads. Each moderator action is recorded in the audit log.
 */

/**
 * Reports a post with a reason: once per post and member, never one's own.
 * @returns the report's id
 * @throws AppError 404 'Post not found'; 403 'You cannot report your own post'; 409 'You have already reported this post'
 */
export async function reportPost(database: Database, actor: Member, postId: number, reason: string, now: Date): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    const { post } = await visiblePost(trx, postId, actor);
    if (post.author_id === actor.id) throw forbidden(FORUM_MESSAGES.ownPostReport);
    const earlier = await trx.selectFrom('forum_reports').select('id').where('post_id', '=', postId).where('reporter_id', '=', actor.id).executeTakeFirst();
    if (earlier) throw new AppError(409, 'CONFLICT', FORUM_MESSAGES.alreadyReported);
    const row = await trx
      .insertInto('forum_reports')
      .values({ post_id: postId, reporter_id: actor.id, reason, created_at: now.toISOString(), resolved_at: null, resolved_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/**
 * Hides a post from everyone but moderators, or restores it; either resolves its open reports. Hiding an opening
 * post hides its thread; hiding the marked answer unmarks it. Recorded in the audit log.
 * @param hide true to hide, false to restore
 * @returns the post after the change
 * @throws AppError 404 'Post not found'
 */
export async function setHidden(database: Database, actor: Member, postId: number, hide: boolean, now: Date): Promise<ForumPost> {
  await database.db.transaction().execute(async (trx) => {
    const { post, thread } = await visiblePost(trx, postId, actor);
    const at = now.toISOString();
    await trx
      .updateTable('forum_posts')
      .set(hide ? { hidden: 1, hidden_by: actor.id, hidden_at: at } : { hidden: 0, hidden_by: null, hidden_at: null })
      .where('id', '=', postId)
      .execute();
    if (hide && thread.accepted_post_id === postId)
      await trx.updateTable('forum_threads').set({ accepted_post_id: null }).where('id', '=', thread.id).execute();
    await trx
      .updateTable('forum_reports')
      .set({ resolved_at: at, resolved_by: actor.id })
      .where('post_id', '=', postId)
      .where('resolved_at', 'is', null)
      .execute();
    await refreshThreadStats(trx, post.thread_id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: hide ? 'forum.post_hidden' : 'forum.post_restored',
      targetType: 'forum_post',
      targetId: postId,
      details: { thread_id: post.thread_id, author_id: post.author_id },
      now,
    });
  });
  return getPost(database.db, postId, actor);
}

/**
 * A page of the open reports, newest first, each with the post it is about.
 * @returns the page and how many reports are open
 */
export async function listOpenReports(db: Db, query: { limit: number; offset: number }): Promise<{ items: ForumReport[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('forum_reports as r')
      .innerJoin('forum_posts as p', 'p.id', 'r.post_id')
      .innerJoin('forum_threads as t', 't.id', 'p.thread_id')
      .leftJoin('users as ru', 'ru.id', 'r.reporter_id')
      .leftJoin('users as pu', 'pu.id', 'p.author_id')
      .select([
        'r.id',
        'r.reason',
        'r.created_at',
        'p.id as post_id',
        'p.thread_id',
        't.title as thread_title',
        'p.excerpt',
        'p.hidden',
        'ru.id as r_id',
        'ru.name as r_name',
        'ru.username as r_username',
        'ru.role as r_role',
        'ru.avatar_url as r_avatar_url',
        'pu.id as p_id',
        'pu.name as p_name',
        'pu.username as p_username',
        'pu.role as p_role',
        'pu.avatar_url as p_avatar_url',
      ])
      .where('r.resolved_at', 'is', null)
      .orderBy('r.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    db
      .selectFrom('forum_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('resolved_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      reporter: toAuthor({ id: r.r_id, name: r.r_name, username: r.r_username, role: r.r_role, avatar_url: r.r_avatar_url }),
      created_at: r.created_at,
      post: {
        id: r.post_id,
        thread_id: r.thread_id,
        thread_title: r.thread_title,
        excerpt: r.excerpt,
        author: toAuthor({ id: r.p_id, name: r.p_name, username: r.p_username, role: r.p_role, avatar_url: r.p_avatar_url }),
        hidden: r.hidden === 1,
      },
    })),
    total: Number(count.n),
  };
}

/** The thread changes a moderator makes with one flag. */
const FLAG_ACTIONS = {
  lock: { column: 'locked', value: 1, action: 'forum.thread_locked' },
  unlock: { column: 'locked', value: 0, action: 'forum.thread_unlocked' },
  pin: { column: 'pinned', value: 1, action: 'forum.thread_pinned' },
  unpin: { column: 'pinned', value: 0, action: 'forum.thread_unpinned' },
} as const satisfies Record<string, { column: 'locked' | 'pinned'; value: number; action: AuditAction }>;

/** A moderator's flag change of a thread. */
export type ThreadFlagChange = keyof typeof FLAG_ACTIONS;

/**
 * Locks, unlocks, pins or unpins a thread, recorded in the audit log.
 * @returns the thread's page after the change
 * @throws AppError 404 'Thread not found'
 */
export async function setThreadFlag(database: Database, actor: Member, threadId: number, change: ThreadFlagChange, now: Date): Promise<ForumThread> {
  const { column, value, action } = FLAG_ACTIONS[change];
  await database.db.transaction().execute(async (trx) => {
    if (!(await findThreadRow(trx, threadId, actor))) throw notFound(FORUM_MESSAGES.threadNotFound);
    await trx
      .updateTable('forum_threads')
      .set({ [column]: value })
      .where('id', '=', threadId)
      .execute();
    await recordAudit(trx, { actorId: actor.id, action, targetType: 'forum_thread', targetId: threadId, now });
  });
  return getThread(database.db, threadId, actor);
}

/**
 * Moves a thread to another category (archived ones too: moderators tidy up), recorded in the audit log.
 * @returns the thread's page after the move
 * @throws AppError 404 'Thread not found'; 404 'Category not found'
 */
export async function moveThread(database: Database, actor: Member, threadId: number, categoryId: number, now: Date): Promise<ForumThread> {
  await database.db.transaction().execute(async (trx) => {
    const thread = await findThreadRow(trx, threadId, actor);
    if (!thread) throw notFound(FORUM_MESSAGES.threadNotFound);
    const category = await trx.selectFrom('forum_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
    if (!category) throw notFound(FORUM_MESSAGES.categoryNotFound);
    await trx.updateTable('forum_threads').set({ category_id: categoryId }).where('id', '=', threadId).execute();
    await refreshCategoryStats(trx, [thread.category_id, categoryId]);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'forum.thread_moved',
      targetType: 'forum_thread',
      targetId: threadId,
      details: { from_category_id: thread.category_id, to_category_id: categoryId },
      now,
    });
  });
  return getThread(database.db, threadId, actor);
}

/**
 * Merges a thread into another: every post (its opening post becoming a reply) moves into the target, where replies
 * read in time order; likes, reports and edit history stay with their posts; its subscribers follow the target;
 * the merged thread is deleted. Recorded in the audit log.
 * @returns the target thread's page
 * @throws AppError 400 'A thread cannot be merged into itself'; 404 'Thread not found'
 */
export async function mergeThread(database: Database, actor: Member, threadId: number, intoId: number, now: Date): Promise<ForumThread> {
  if (threadId === intoId) throw badRequest(FORUM_MESSAGES.mergeIntoItself);
  await database.db.transaction().execute(async (trx) => {
    const source = await findThreadRow(trx, threadId, actor);
    const target = await findThreadRow(trx, intoId, actor);
    if (!source || !target) throw notFound(FORUM_MESSAGES.threadNotFound);
    const moved = await trx.updateTable('forum_posts').set({ thread_id: intoId, opening: 0 }).where('thread_id', '=', threadId).executeTakeFirst();
    const subscribers = await trx.selectFrom('forum_subscriptions').select(['user_id', 'created_at']).where('thread_id', '=', threadId).execute();
    for (const s of subscribers) {
      await trx
        .insertInto('forum_subscriptions')
        .values({ thread_id: intoId, user_id: s.user_id, created_at: s.created_at })
        .onConflict((oc) => oc.columns(['thread_id', 'user_id']).doNothing())
        .execute();
    }
    await trx.deleteFrom('forum_threads').where('id', '=', threadId).execute();
    await refreshThreadStats(trx, intoId, { category: false });
    await refreshCategoryStats(trx, [source.category_id, target.category_id]);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'forum.thread_merged',
      targetType: 'forum_thread',
      targetId: intoId,
      details: { merged_thread_id: threadId, title: source.title, posts: Number(moved.numUpdatedRows) },
      now,
    });
  });
  return getThread(database.db, intoId, actor);
}
