import { FORUM_MESSAGES } from '@esdc/core/forum';
import type { ForumPost, ForumPostListQuery, ForumThread, ForumThreadListQuery, ForumThreadSummary } from '@esdc/core/forum-schemas';
import { can } from '@esdc/core/permissions';
import { sql } from 'kysely';
import type { Db } from '../../db/db.ts';
import { notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { loadLinks } from './forum-links.ts';
import { seesHidden, selectPosts, toAuthor, toPosts, type Viewer } from './forum-rows.ts';

/*
 * The forum's read models (docs/requirements.md §2 Forum; SPEC §3 Forum thread and post): thread lists, a thread's
 * page and its replies. Hidden posts, and threads whose opening post is hidden, reach moderators only; counts and
 * last activity are kept over visible posts by ./thread-stats.ts, so lists never count.
 */

/** Threads with their category, author, opening post excerpt and last poster (not yet filtered). */
function selectThreads(db: Db) {
  return db
    .selectFrom('forum_threads as t')
    .innerJoin('forum_categories as c', 'c.id', 't.category_id')
    .leftJoin('users as u', 'u.id', 't.author_id')
    .leftJoin('forum_posts as lp', 'lp.id', 't.last_post_id')
    .leftJoin('users as lu', 'lu.id', 'lp.author_id')
    .select([
      't.id',
      't.category_id',
      'c.name as category_name',
      'c.qa as category_qa',
      'c.archived as category_archived',
      't.title',
      't.pinned',
      't.locked',
      't.hidden',
      't.accepted_post_id',
      't.reply_count',
      't.like_count',
      't.created_at',
      't.last_activity_at',
      't.last_post_id',
      't.link_kind',
      't.link_id',
      'u.id as author_id',
      'u.name as author_name',
      'u.username as author_username',
      'u.role as author_role',
      'u.avatar_url as author_avatar_url',
      'lu.id as last_id',
      'lu.name as last_name',
      'lu.username as last_username',
      'lu.role as last_role',
      'lu.avatar_url as last_avatar_url',
    ])
    .select((eb) =>
      eb.selectFrom('forum_posts as op').select('op.excerpt').whereRef('op.thread_id', '=', 't.id').where('op.opening', '=', 1).limit(1).as('excerpt'),
    );
}

type ThreadRow = Awaited<ReturnType<ReturnType<typeof selectThreads>['execute']>>[number];

/** A stored thread as the viewer may see it, or undefined (missing, or hidden from them). */
export async function findThreadRow(db: Db, threadId: number, viewer: Viewer): Promise<ThreadRow | undefined> {
  const row = await selectThreads(db).where('t.id', '=', threadId).executeTakeFirst();
  if (!row || (row.hidden === 1 && !seesHidden(viewer))) return undefined;
  return row;
}

/**
 * Threads as lists show them, with the viewer's unread markers and the linked pages.
 * @param rows rows of {@link selectThreads}
 */
async function toSummaries(db: Db, rows: readonly ThreadRow[], viewer: Viewer): Promise<ForumThreadSummary[]> {
  const links = await loadLinks(db, rows, viewer);
  const reads = new Map<number, number>();
  const fresh = new Map<number, number>();
  if (viewer && rows.length > 0) {
    const ids = rows.map((r) => r.id);
    const seen = await db
      .selectFrom('forum_thread_reads')
      .select(['thread_id', 'last_read_post_id'])
      .where('user_id', '=', viewer.id)
      .where('thread_id', 'in', ids)
      .execute();
    for (const s of seen) reads.set(s.thread_id, Number(s.last_read_post_id));
    const counts = await db
      .selectFrom('forum_posts as p')
      .leftJoin('forum_thread_reads as r', (j) => j.onRef('r.thread_id', '=', 'p.thread_id').on('r.user_id', '=', viewer.id))
      .select(['p.thread_id'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('p.thread_id', 'in', ids)
      .where('p.hidden', '=', 0)
      .where(sql<boolean>`p.id > coalesce(r.last_read_post_id, 0)`)
      .groupBy('p.thread_id')
      .execute();
    for (const c of counts) fresh.set(c.thread_id, Number(c.n));
  }
  return rows.map((r) => {
    const newPosts = viewer ? (fresh.get(r.id) ?? 0) : null;
    return {
      id: r.id,
      category_id: r.category_id,
      category_name: r.category_name,
      title: r.title,
      author: toAuthor({ id: r.author_id, name: r.author_name, username: r.author_username, role: r.author_role, avatar_url: r.author_avatar_url }),
      excerpt: r.excerpt ?? '',
      pinned: r.pinned === 1,
      locked: r.locked === 1,
      solved: r.category_qa === 1 && r.accepted_post_id !== null,
      reply_count: Number(r.reply_count),
      like_count: Number(r.like_count),
      created_at: r.created_at,
      last_activity_at: r.last_activity_at,
      last_poster: toAuthor({ id: r.last_id, name: r.last_name, username: r.last_username, role: r.last_role, avatar_url: r.last_avatar_url }),
      link: r.link_kind !== null && r.link_id !== null ? (links.get(`${r.link_kind}:${r.link_id}`) ?? null) : null,
      unread: viewer ? !reads.has(r.id) || (newPosts ?? 0) > 0 : null,
      new_posts: newPosts,
    };
  });
}

/**
 * How many threads a member's unfiltered list holds, from the counts the categories keep (./category-stats.ts): of one
 * category, or of all the categories listed to them. Undefined when the list is filtered or the viewer also sees
 * hidden threads (then it is counted).
 */
async function keptTotal(db: Db, query: ForumThreadListQuery, viewer: Viewer): Promise<number | undefined> {
  const filtered =
    query.sort === 'unanswered' || query.solved !== undefined || query.link_kind !== undefined || query.link_id !== undefined || Boolean(query.q);
  if (filtered || seesHidden(viewer)) return undefined;
  let categories = db.selectFrom('forum_categories').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('thread_count'), eb.lit(0)).as('n'));
  categories = query.category_id !== undefined ? categories.where('id', '=', query.category_id) : categories.where('archived', '=', 0);
  const row = await categories.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * A page of threads (docs/requirements.md §2 Forum): of one category or of all; 'latest' (last activity; pinned
 * first within a category), 'top' (likes of the opening post) or 'unanswered' (no visible replies); across
 * categories, archived categories' threads only for admins; `solved`
 * (answer marked or not), a linked page, a title search. A category's 'latest' page is a range of the index on
 * (category, pinned, last activity). A member's unfiltered list takes its total from the categories' kept counts, and
 * a page past the middle is read from the end in reverse order (so the last page skips as few rows as the first).
 * @returns the page's threads and how many match in all
 */
export async function listThreads(db: Db, query: ForumThreadListQuery, viewer: Viewer): Promise<{ items: ForumThreadSummary[]; total: number }> {
  let base = db.selectFrom('forum_threads as t');
  if (query.category_id !== undefined) base = base.where('t.category_id', '=', query.category_id);
  if (!seesHidden(viewer)) base = base.where('t.hidden', '=', 0);
  // Across categories, a member sees the threads of the categories listed to them (archived ones are admins' only).
  if (query.category_id === undefined && !can(viewer, 'forum:manage-categories')) {
    base = base.where('t.category_id', 'not in', db.selectFrom('forum_categories').select('id').where('archived', '=', 1));
  }
  if (query.sort === 'unanswered') base = base.where('t.reply_count', '=', 0);
  if (query.solved !== undefined) base = base.where('t.accepted_post_id', query.solved === 'true' ? 'is not' : 'is', null);
  if (query.link_kind !== undefined) base = base.where('t.link_kind', '=', query.link_kind);
  if (query.link_id !== undefined) base = base.where('t.link_id', '=', query.link_id);
  if (query.q) base = base.where(containsText(['t.title'], query.q));

  type Column = 't.category_id' | 't.pinned' | 't.last_activity_at' | 't.like_count' | 't.id';
  const order: Array<[Column, 'asc' | 'desc']> =
    query.sort === 'top'
      ? [
          ['t.like_count', 'desc'],
          ['t.last_activity_at', 'desc'],
        ]
      : query.category_id !== undefined
        ? [
            ['t.category_id', 'asc'],
            ['t.pinned', 'desc'],
            ['t.last_activity_at', 'desc'],
          ]
        : [['t.last_activity_at', 'desc']];
  order.push(['t.id', 'desc']);

  const kept = await keptTotal(db, query, viewer);
  const [pageRows, total] = await Promise.all([
    (async () => {
      let limit = query.limit;
      let offset = query.offset;
      const reverse = kept !== undefined && offset > kept / 2;
      if (reverse) {
        // Rows offset … end - 1 of the list are rows kept - end … kept - offset - 1 of the reversed list.
        if (offset >= kept) return [];
        const end = Math.min(kept, offset + limit);
        limit = end - offset;
        offset = kept - end;
      }
      let page = base.select('t.id');
      for (const [column, direction] of order) page = page.orderBy(column, reverse ? (direction === 'asc' ? 'desc' : 'asc') : direction);
      const rows = await page.limit(limit).offset(offset).execute();
      return reverse ? rows.reverse() : rows;
    })(),
    kept ??
      base
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
  ]);
  const ids = pageRows.map((r) => r.id);
  const rows = ids.length === 0 ? [] : await selectThreads(db).where('t.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return { items: await toSummaries(db, ordered, viewer), total };
}

/**
 * A thread's page (docs/requirements.md §2 Forum): its summary, opening post, marked answer and the viewer's
 * subscription. Reading does not record the visit; see {@link recordVisit}.
 * @throws AppError 404 'Thread not found' (also for a thread hidden from the viewer)
 */
export async function getThread(db: Db, threadId: number, viewer: Viewer): Promise<ForumThread> {
  const row = await findThreadRow(db, threadId, viewer);
  if (!row) throw notFound(FORUM_MESSAGES.threadNotFound);
  const [summary] = await toSummaries(db, [row], viewer);
  const postRows = await selectPosts(db)
    .where('p.thread_id', '=', threadId)
    .where((eb) => eb.or([eb('p.opening', '=', 1), ...(row.accepted_post_id !== null ? [eb('p.id', '=', row.accepted_post_id)] : [])]))
    .execute();
  const visible = postRows.filter((p) => p.opening === 1 || p.hidden === 0 || seesHidden(viewer));
  const posts = await toPosts(db, visible, row.accepted_post_id, viewer);
  const opening = posts.find((p) => p.opening);
  if (!opening) throw notFound(FORUM_MESSAGES.threadNotFound);
  const answer = row.category_qa === 1 ? (posts.find((p) => !p.opening && p.accepted) ?? null) : null;
  let subscribed: boolean | null = null;
  if (viewer) {
    const sub = await db
      .selectFrom('forum_subscriptions')
      .select('thread_id')
      .where('thread_id', '=', threadId)
      .where('user_id', '=', viewer.id)
      .executeTakeFirst();
    subscribed = sub !== undefined;
  }
  return { ...summary!, opening_post: opening, answer, subscribed, category_qa: row.category_qa === 1 };
}

/**
 * Records a member's visit of a thread (the 'New' markers): their last read post becomes its newest post.
 * @param now the visit's time
 */
export async function recordVisit(db: Db, threadId: number, userId: number, now: Date): Promise<void> {
  const newest = await db
    .selectFrom('forum_posts')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('thread_id', '=', threadId)
    .executeTakeFirst();
  const last = Number(newest?.id ?? 0);
  await db
    .insertInto('forum_thread_reads')
    .values({ thread_id: threadId, user_id: userId, last_read_post_id: last, read_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['thread_id', 'user_id']).doUpdateSet({ last_read_post_id: last, read_at: now.toISOString() }))
    .execute();
}

/**
 * A page of a thread's replies, oldest first (the opening post is on the thread's page); hidden ones to moderators only.
 * @returns the replies and how many the viewer may see in all
 * @throws AppError 404 'Thread not found'
 */
export async function listReplies(db: Db, threadId: number, query: ForumPostListQuery, viewer: Viewer): Promise<{ items: ForumPost[]; total: number }> {
  const thread = await findThreadRow(db, threadId, viewer);
  if (!thread) throw notFound(FORUM_MESSAGES.threadNotFound);
  // The page's ids first, from the index alone (a deep page skips index entries, not joined rows), then their rows.
  let page = db.selectFrom('forum_posts').select('id').where('thread_id', '=', threadId).where('opening', '=', 0);
  let count = db
    .selectFrom('forum_posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('thread_id', '=', threadId)
    .where('opening', '=', 0);
  if (!seesHidden(viewer)) {
    page = page.where('hidden', '=', 0);
    count = count.where('hidden', '=', 0);
  }
  const [ids, total] = await Promise.all([
    page.orderBy('created_at').orderBy('id').limit(query.limit).offset(query.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await selectPosts(db)
          .where(
            'p.id',
            'in',
            ids.map((r) => r.id),
          )
          .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found = ids.flatMap((r) => (byId.has(r.id) ? [byId.get(r.id)!] : []));
  return { items: await toPosts(db, found, thread.accepted_post_id, viewer), total: Number(total.n) };
}
