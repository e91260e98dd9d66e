import { can, type Actor } from '@esdc/core/permissions';
import { sql, type RawBuilder } from 'kysely';

/*
 * Who may see which blog posts, as an SQL condition: one definition, used by the blog's lists and pages and by the
 * site search (through ./public.ts), which must show exactly what the lists show.
 */

/**
 * A condition on `blog_posts`: what the viewer may see. Everyone sees published posts; a draft only its author,
 * moderators and admins.
 * @param viewer the signed-in member or null
 */
export function visibleBlogPosts(viewer: Actor | null): RawBuilder<boolean> {
  if (can(viewer, 'blog:update', {})) return sql<boolean>`1 = 1`;
  if (!viewer || viewer.status !== 'active') return sql<boolean>`blog_posts.status = 'published'`;
  return sql<boolean>`(blog_posts.status = 'published' or blog_posts.author_id = ${viewer.id})`;
}
