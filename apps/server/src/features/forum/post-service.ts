import { FORUM_MESSAGES, FORUM_PAGE_MAX, mayMarkAnswer } from '@esdc/core/forum';
import type { ForumPost, ForumPostEdit, ForumThread, ForumThreadCreate } from '@esdc/core/forum-schemas';
import { can } from '@esdc/core/permissions';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { markdownExcerptOffThread, renderMarkdownOffThread } from '../../lib/markdown-off-thread.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { assertLinkVisible } from './forum-links.ts';
import { notifyNewPost } from './forum-notify.ts';
import { findThreadRow, getThread, recordVisit } from './forum-reads.ts';
import { seesHidden, selectPosts, toAuthor, toPosts, type Member, type Viewer } from './forum-rows.ts';
import { subscribe } from './subscription-service.ts';
import { refreshCategoryStats } from './category-stats.ts';
import { refreshThreadStats } from './thread-stats.ts';

/*
 * Threads and posts (docs/requirements.md §2 Forum; SPEC §3 Forum thread and post, §5 Forum): starting a thread,
 * replying, editing and deleting one's own posts (moderators delete any), likes, and the Q&A answer. Bodies are
 * markdown rendered and sanitised at save like blog posts. The routes have checked 'forum:post' (an active account)
 * and the rate limit.
 */

/** Longest plain-text excerpt kept with a post. */
const EXCERPT_MAX = 200;

/** The body rendered (sanitised HTML) and its excerpt, made before the transaction. */
async function rendered(body: string): Promise<{ html: string; excerpt: string }> {
  const [html, excerpt] = await Promise.all([renderMarkdownOffThread(body), markdownExcerptOffThread(body, EXCERPT_MAX)]);
  return { html, excerpt };
}

/**
 * A post the viewer may see, with its thread.
 * @throws AppError 404 'Post not found' when it is missing, hidden from the viewer, or in a thread hidden from them
 */
export async function visiblePost(db: Db, postId: number, viewer: Viewer) {
  const post = await db
    .selectFrom('forum_posts')
    .select(['id', 'thread_id', 'author_id', 'body', 'opening', 'hidden', 'like_count'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post || (post.hidden === 1 && !seesHidden(viewer))) throw notFound(FORUM_MESSAGES.postNotFound);
  const thread = await findThreadRow(db, post.thread_id, viewer);
  if (!thread) throw notFound(FORUM_MESSAGES.postNotFound);
  return { post, thread };
}

/**
 * One post as the API shows it to the viewer.
 * @throws AppError 404 'Post not found'
 */
export async function getPost(db: Db, postId: number, viewer: Viewer): Promise<ForumPost> {
  const { thread } = await visiblePost(db, postId, viewer);
  const row = await selectPosts(db).where('p.id', '=', postId).executeTakeFirstOrThrow();
  return (await toPosts(db, [row], thread.accepted_post_id, viewer))[0]!;
}

/**
 * Starts a thread (docs/requirements.md §2 Forum 'New Discussion'): the thread, its opening post, the author's
 * subscription and read marker, and mention notifications, in one transaction.
 * @param author the active member
 * @param now the post's time
 * @returns the new thread's page
 * @throws AppError 404 'Category not found'; 403 'This category is archived'; 404 'The linked page was not found'
 */
export async function createThread(database: Database, author: Member, input: ForumThreadCreate, now: Date): Promise<ForumThread> {
  const { html, excerpt } = await rendered(input.body);
  const threadId = await database.db.transaction().execute(async (trx) => {
    const category = await trx.selectFrom('forum_categories').select(['id', 'archived']).where('id', '=', input.category_id).executeTakeFirst();
    if (!category) throw notFound(FORUM_MESSAGES.categoryNotFound);
    if (category.archived === 1) throw forbidden(FORUM_MESSAGES.categoryArchived);
    const link = await assertLinkVisible(trx, input.link, author);
    const at = now.toISOString();
    const thread = await trx
      .insertInto('forum_threads')
      .values({
        category_id: category.id,
        author_id: author.id,
        title: input.title,
        ...link,
        accepted_post_id: null,
        last_post_id: null,
        last_activity_at: at,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = await trx
      .insertInto('forum_posts')
      .values({
        thread_id: thread.id,
        author_id: author.id,
        body: input.body,
        html,
        excerpt,
        opening: 1,
        hidden_by: null,
        hidden_at: null,
        created_at: at,
        edited_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('forum_threads').set({ last_post_id: post.id }).where('id', '=', thread.id).execute();
    await subscribe(trx, thread.id, author.id, now);
    await recordVisit(trx, thread.id, author.id, now);
    await notifyNewPost(trx, database.engine, { threadId: thread.id, title: input.title, body: input.body, reply: false }, author, now);
    return thread.id;
  });
  return getThread(database.db, threadId, author);
}

/**
 * Replies to a thread: stores the post, subscribes the replier, notifies mentions and subscribers, in one transaction.
 * @param author the active member
 * @returns the reply
 * @throws AppError 404 'Thread not found'; 403 'This thread is locked'; 403 'This category is archived'
 */
export async function replyToThread(database: Database, author: Member, threadId: number, body: string, now: Date): Promise<ForumPost> {
  const { html, excerpt } = await rendered(body);
  const postId = await database.db.transaction().execute(async (trx) => {
    const thread = await findThreadRow(trx, threadId, author);
    if (!thread) throw notFound(FORUM_MESSAGES.threadNotFound);
    if (thread.locked === 1) throw forbidden(FORUM_MESSAGES.locked);
    if (thread.category_archived === 1) throw forbidden(FORUM_MESSAGES.categoryArchived);
    const post = await trx
      .insertInto('forum_posts')
      .values({
        thread_id: threadId,
        author_id: author.id,
        body,
        html,
        excerpt,
        opening: 0,
        hidden_by: null,
        hidden_at: null,
        created_at: now.toISOString(),
        edited_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refreshThreadStats(trx, threadId);
    await notifyNewPost(trx, database.engine, { threadId, title: thread.title, body, reply: true }, author, now);
    await subscribe(trx, threadId, author.id, now);
    await recordVisit(trx, threadId, author.id, now);
    return post.id;
  });
  return getPost(database.db, postId, author);
}

/**
 * Edits one's own post: the previous body is kept in the history, `edit_count` grows, `edited_at` is set. An edit
 * notifies no one.
 * @returns the post after the edit
 * @throws AppError 404 'Post not found'; 403 'You can only edit your own posts'
 */
export async function editPost(database: Database, actor: Member, postId: number, body: string, now: Date): Promise<ForumPost> {
  const { html, excerpt } = await rendered(body);
  await database.db.transaction().execute(async (trx) => {
    const { post } = await visiblePost(trx, postId, actor);
    if (post.author_id !== actor.id) throw forbidden(FORUM_MESSAGES.notYourPost);
    await trx.insertInto('forum_post_edits').values({ post_id: postId, body: post.body, editor_id: actor.id, edited_at: now.toISOString() }).execute();
    await trx
      .updateTable('forum_posts')
      .set((eb) => ({ body, html, excerpt, edit_count: eb('edit_count', '+', 1), edited_at: now.toISOString() }))
      .where('id', '=', postId)
      .execute();
  });
  return getPost(database.db, postId, actor);
}

/**
 * Deletes a reply: its author, or a moderator or admin any (recorded in the audit log when not their own). Its likes,
 * reports and history go with it; a marked answer is unmarked.
 * @throws AppError 404 'Post not found'; 403 'You can only delete your own posts'; 409 'Delete the thread to delete
 *   its opening post'
 */
export async function deletePost(database: Database, actor: Member, postId: number, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const { post, thread } = await visiblePost(trx, postId, actor);
    const own = post.author_id === actor.id;
    if (!own && !can(actor, 'forum:moderate')) throw forbidden(FORUM_MESSAGES.mayNotDelete);
    if (post.opening === 1) throw new AppError(409, 'CONFLICT', FORUM_MESSAGES.openingPostDelete);
    if (thread.accepted_post_id === postId) await trx.updateTable('forum_threads').set({ accepted_post_id: null }).where('id', '=', thread.id).execute();
    await trx.deleteFrom('forum_posts').where('id', '=', postId).execute();
    await refreshThreadStats(trx, thread.id);
    if (!own) {
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'forum.post_deleted',
        targetType: 'forum_thread',
        targetId: thread.id,
        details: { post_id: postId, author_id: post.author_id, body: post.body },
        now,
      });
    }
  });
}

/**
 * Deletes a thread with all its posts: its author, or a moderator or admin any (recorded in the audit log when not
 * their own).
 * @throws AppError 404 'Thread not found'; 403 'You can only delete your own posts'
 */
export async function deleteThread(database: Database, actor: Member, threadId: number, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const thread = await findThreadRow(trx, threadId, actor);
    if (!thread) throw notFound(FORUM_MESSAGES.threadNotFound);
    const own = thread.author_id === actor.id;
    if (!own && !can(actor, 'forum:moderate')) throw forbidden(FORUM_MESSAGES.mayNotDelete);
    await trx.deleteFrom('forum_threads').where('id', '=', threadId).execute();
    await refreshCategoryStats(trx, [thread.category_id]);
    if (!own) {
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'forum.thread_deleted',
        targetType: 'forum_thread',
        targetId: threadId,
        details: { title: thread.title, author_id: thread.author_id, category_id: thread.category_id },
        now,
      });
    }
  });
}

/**
 * Likes a post or takes the like back (idempotent); a member cannot like their own post.
 * @param on true to like, false to take it back
 * @returns the post after the change
 * @throws AppError 404 'Post not found'; 403 'You cannot like your own post'
 */
export async function setLike(database: Database, actor: Member, postId: number, on: boolean, now: Date): Promise<ForumPost> {
  await database.db.transaction().execute(async (trx) => {
    const { post } = await visiblePost(trx, postId, actor);
    if (post.author_id === actor.id) throw forbidden(FORUM_MESSAGES.ownPostLike);
    if (on) {
      await trx
        .insertInto('forum_post_likes')
        .values({ post_id: postId, user_id: actor.id, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
        .execute();
    } else {
      await trx.deleteFrom('forum_post_likes').where('post_id', '=', postId).where('user_id', '=', actor.id).execute();
    }
    const count = await trx
      .selectFrom('forum_post_likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('forum_posts')
      .set({ like_count: Number(count.n) })
      .where('id', '=', postId)
      .execute();
    if (post.opening === 1) await refreshThreadStats(trx, post.thread_id);
  });
  return getPost(database.db, postId, actor);
}

/**
 * Marks a reply as its Q&A thread's answer (replacing another), or clears the mark (docs/requirements.md §2 Forum Q&A).
 * @param on true to mark, false to clear (clearing a post that is not the answer changes nothing)
 * @returns the post after the change
 * @throws AppError 404 'Post not found'; 400 'Answers can only be marked in Q&A categories'; 403 'Only the asker or a
 *   moderator can mark the answer'; 400 'The question itself cannot be its answer'; 400 'A hidden reply cannot be the answer'
 */
export async function setAnswer(database: Database, actor: Member, postId: number, on: boolean): Promise<ForumPost> {
  await database.db.transaction().execute(async (trx) => {
    const { post, thread } = await visiblePost(trx, postId, actor);
    if (thread.category_qa !== 1) throw badRequest(FORUM_MESSAGES.notQa);
    if (!mayMarkAnswer(actor, thread.author_id)) throw forbidden(FORUM_MESSAGES.mayNotAccept);
    if (on) {
      if (post.opening === 1) throw badRequest(FORUM_MESSAGES.openingPostAnswer);
      if (post.hidden === 1) throw badRequest(FORUM_MESSAGES.hiddenAnswer);
      await trx.updateTable('forum_threads').set({ accepted_post_id: postId }).where('id', '=', thread.id).execute();
    } else if (thread.accepted_post_id === postId) {
      await trx.updateTable('forum_threads').set({ accepted_post_id: null }).where('id', '=', thread.id).execute();
    }
  });
  return getPost(database.db, postId, actor);
}

/**
 * A post's edit history (docs/requirements.md §2 Forum: "every edit keeps the previous text"): each earlier body with
 * who replaced it and when, newest first, the latest {@link FORUM_PAGE_MAX} (each up to 20,000 characters: the answer
 * stays bounded however often a post was edited). Whoever may see the post may read its history.
 * @throws AppError 404 'Post not found' (missing, or hidden from the viewer)
 */
export async function listPostEdits(db: Db, postId: number, viewer: Viewer): Promise<ForumPostEdit[]> {
  await visiblePost(db, postId, viewer);
  const rows = await db
    .selectFrom('forum_post_edits as e')
    .leftJoin('users as u', 'u.id', 'e.editor_id')
    .select(['e.body', 'e.edited_at', 'u.id', 'u.name', 'u.username', 'u.role', 'u.avatar_url'])
    .where('e.post_id', '=', postId)
    .orderBy('e.edited_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(FORUM_PAGE_MAX)
    .execute();
  return rows.map((r) => ({ body: r.body, edited_at: r.edited_at, editor: toAuthor(r) }));
}
