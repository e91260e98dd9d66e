import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { refreshThreadStats } from './thread-stats.ts';

/*
 * Test fixtures of the forum (its tests and its authorization cases): categories, threads and replies inserted
 * directly, so a case needs no other route and no rate-limit budget.
 */

/**
 * A fresh category.
 * @param opts `qa` for a Q&A category, `archived` for an archived one
 * @returns its id
 */
export async function insertForumCategory(db: Kysely<DB>, now: Date, opts: { qa?: boolean; archived?: boolean } = {}): Promise<number> {
  const row = await db
    .insertInto('forum_categories')
    .values({
      name: `Category ${randomBytes(6).toString('hex')}`,
      description: '',
      qa: opts.qa ? 1 : 0,
      archived: opts.archived ? 1 : 0,
      position: 99,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A post of a thread inserted directly; the thread's counts follow. */
export async function insertForumPost(
  db: Kysely<DB>,
  threadId: number,
  authorId: number | null,
  now: Date,
  opening = false,
  body = 'A fixture post',
): Promise<number> {
  const row = await db
    .insertInto('forum_posts')
    .values({
      thread_id: threadId,
      author_id: authorId,
      body,
      html: `<p>${body}</p>`,
      excerpt: body,
      opening: opening ? 1 : 0,
      hidden_by: null,
      hidden_at: null,
      created_at: now.toISOString(),
      edited_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshThreadStats(db, threadId);
  return row.id;
}

/**
 * A fresh thread with its opening post (in a fresh category unless one is given).
 * @returns the thread's id and its opening post's id
 */
export async function insertForumThread(
  db: Kysely<DB>,
  authorId: number,
  now: Date,
  opts: { categoryId?: number; qa?: boolean; title?: string } = {},
): Promise<{ threadId: number; openingId: number; categoryId: number }> {
  const categoryId = opts.categoryId ?? (await insertForumCategory(db, now, { qa: opts.qa }));
  const at = now.toISOString();
  const thread = await db
    .insertInto('forum_threads')
    .values({
      category_id: categoryId,
      author_id: authorId,
      title: opts.title ?? 'A fixture thread',
      accepted_post_id: null,
      link_kind: null,
      link_id: null,
      last_post_id: null,
      last_activity_at: at,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const openingId = await insertForumPost(db, thread.id, authorId, now, true, 'The opening post');
  return { threadId: thread.id, openingId, categoryId };
}
