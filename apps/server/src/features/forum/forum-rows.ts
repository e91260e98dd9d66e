import type { ForumAuthor, ForumPost } from '@esdc/core/forum-schemas';
import { can, type Actor } from '@esdc/core/permissions';
import type { Db } from '../../db/db.ts';

/*
 * The forum's stored rows as the API shows them (SPEC §3 Forum thread and post), and the one rule every read shares:
 * hidden posts, and threads whose opening post is hidden, reach moderators and admins only.
 */

/** The reader of a forum answer: a signed-in account, or null for a visitor. */
export type Viewer = Actor | null;

/** The signed-in member acting on the forum (who posts, edits, moderates). */
export type Member = Actor & { name: string };

/**
 * Whether a viewer sees hidden posts and the threads they hide: moderators and admins ('forum:moderate').
 * @param viewer the reader, or null
 */
export function seesHidden(viewer: Viewer): boolean {
  return can(viewer, 'forum:moderate');
}

/** A user's public columns, as joined under a prefix. */
interface AuthorColumns {
  id: number | null;
  name: string | null;
  username: string | null;
  role: string | null;
  avatar_url: string | null;
}

/**
 * A joined user as the forum shows an author (no email), or null when there is none (a deleted account).
 * @param u the joined columns
 */
export function toAuthor(u: AuthorColumns): ForumAuthor | null {
  if (u.id === null) return null;
  return { id: u.id, name: u.name ?? '', username: u.username ?? '', role: u.role ?? 'user', avatar_url: u.avatar_url ?? null };
}

/**
 * The query of posts with their authors (not yet filtered).
 * @param db the database or a transaction
 */
export function selectPosts(db: Db) {
  return db
    .selectFrom('forum_posts as p')
    .leftJoin('users as pu', 'pu.id', 'p.author_id')
    .select([
      'p.id',
      'p.thread_id',
      'p.body',
      'p.html',
      'p.excerpt',
      'p.opening',
      'p.hidden',
      'p.like_count',
      'p.edit_count',
      'p.created_at',
      'p.edited_at',
      'pu.id as author_id',
      'pu.name as author_name',
      'pu.username as author_username',
      'pu.role as author_role',
      'pu.avatar_url as author_avatar_url',
    ]);
}

/** One row of {@link selectPosts}. */
type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

/**
 * Posts as the API shows them (SPEC §3 Forum post), with whether the viewer likes each.
 * @param db the database or a transaction
 * @param rows rows of {@link selectPosts}
 * @param acceptedId the thread's marked answer, or null
 * @param viewer the reader (null: `liked` is null)
 */
export async function toPosts(db: Db, rows: readonly PostRow[], acceptedId: number | null, viewer: Viewer): Promise<ForumPost[]> {
  let liked = new Set<number>();
  if (viewer && rows.length > 0) {
    const likes = await db
      .selectFrom('forum_post_likes')
      .select('post_id')
      .where('user_id', '=', viewer.id)
      .where(
        'post_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    liked = new Set(likes.map((l) => l.post_id));
  }
  return rows.map((r) => ({
    id: r.id,
    thread_id: r.thread_id,
    author: toAuthor({ id: r.author_id, name: r.author_name, username: r.author_username, role: r.author_role, avatar_url: r.author_avatar_url }),
    body: r.body,
    html: r.html,
    opening: r.opening === 1,
    accepted: acceptedId !== null && r.id === acceptedId,
    hidden: r.hidden === 1,
    like_count: Number(r.like_count),
    liked: viewer ? liked.has(r.id) : null,
    edit_count: Number(r.edit_count),
    created_at: r.created_at,
    edited_at: r.edited_at,
  }));
}
