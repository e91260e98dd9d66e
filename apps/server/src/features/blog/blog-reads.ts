import type { BlogAuthor, BlogPost, BlogPostSummary } from '@esdc/core/blog';
import { can, type Actor } from '@esdc/core/permissions';
import type { Selectable } from 'kysely';
import type { BlogPostsTable } from '../../db/schema.ts';
import { loadImages } from '../images/public.ts';
import { avatarOf, loadMemberRows } from '../users/public.ts';
import { visibleBlogPosts } from './blog-visibility.ts';
import type { Db } from '../../db/db.ts';

/*
 * Reading blog posts as the API shows them (SPEC §3 Blog post): rows plus tags, author and cover, loaded for many
 * posts in a few queries, and who may see and edit what.
 */

export type BlogPostRow = Selectable<BlogPostsTable>;

/** The columns a list shows (everything but the content, which lists never read: rows stay small to scan). */
export const SUMMARY_COLUMNS = [
  'blog_posts.id',
  'blog_posts.slug',
  'blog_posts.title',
  'blog_posts.excerpt',
  'blog_posts.category',
  'blog_posts.status',
  'blog_posts.cover_image_id',
  'blog_posts.cover_url',
  'blog_posts.read_time',
  'blog_posts.views',
  'blog_posts.likes',
  'blog_posts.author_id',
  'blog_posts.published_at',
  'blog_posts.created_at',
  'blog_posts.updated_at',
] as const;
/** A post row without its content. */
export type BlogSummaryRow = Omit<BlogPostRow, 'content' | 'content_html'>;

/** Who looks at the blog: a signed-in member or nobody. */
export type BlogViewer = Actor | null;

/**
 * A condition on `blog_posts`: what the viewer may see. Everyone sees published posts; a draft only its author,
 * moderators and admins.
 * @param viewer the signed-in member or null
 * @returns a raw SQL condition for `.where(...)`
 */
export function visibleTo(viewer: BlogViewer) {
  return visibleBlogPosts(viewer);
}

/** The writers table says whether the member is a writer. */
export async function isWriter(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('blog_writers').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Loads post authors by id; an erased member (tombstone) shows as 'Former member' without username or picture.
 * @returns a map from id to author
 */
async function loadAuthors(db: Db, ids: readonly number[]): Promise<Map<number, BlogAuthor>> {
  const rows = await loadMemberRows(db, ids);
  return new Map(
    [...rows.values()].map((u) => [
      u.id,
      u.deleted_at === null
        ? { id: u.id, name: u.name || u.username, username: u.username, avatar_url: avatarOf(u) }
        : { id: u.id, name: 'Former member', username: '', avatar_url: null },
    ]),
  );
}

/**
 * Turns post rows into the list's summaries (SPEC §3 Blog post, without the content) in three queries.
 * @param rows post rows, in the order wanted
 * @returns the summaries in the same order
 */
export async function summarizePosts(db: Db, rows: readonly BlogSummaryRow[]): Promise<BlogPostSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One after another: inside a transaction this is one connection.
  const tags = await db.selectFrom('blog_post_tags').select(['post_id', 'name']).where('post_id', 'in', ids).orderBy('position').execute();
  const authors = await loadAuthors(
    db,
    rows.map((r) => r.author_id),
  );
  const images = await loadImages(
    db,
    rows.flatMap((r) => (r.cover_image_id === null ? [] : [r.cover_image_id])),
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt ?? '',
    category: r.category,
    status: r.status,
    tags: tags.filter((t) => t.post_id === r.id).map((t) => t.name),
    cover_image: r.cover_image_id === null ? null : (images.get(r.cover_image_id) ?? null),
    cover_url: r.cover_url,
    author: authors.get(r.author_id) ?? null,
    published_at: r.published_at,
    read_time: r.read_time,
    views: r.views,
    likes: r.likes,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

/**
 * One post as its page shows it: the summary, the sanitised HTML, and the markdown only for those who may edit it.
 * @param viewer who is looking (for `liked`, `can_edit`, `can_delete` and the markdown)
 */
export async function presentPost(db: Db, row: BlogPostRow, viewer: BlogViewer): Promise<BlogPost> {
  const [summary] = await summarizePosts(db, [row]);
  const canEdit = can(viewer, 'blog:update', { ownerId: row.author_id });
  const liked = viewer
    ? (await db.selectFrom('blog_post_likes').select('post_id').where('post_id', '=', row.id).where('user_id', '=', viewer.id).executeTakeFirst()) !== undefined
    : false;
  return {
    ...summary!,
    content_html: row.content_html,
    content: canEdit ? row.content : null,
    liked,
    can_edit: canEdit,
    can_delete: can(viewer, 'blog:delete', { ownerId: row.author_id }),
  };
}
