import { can, type Actor } from '@esdc/core/permissions';
import { sql, type RawBuilder } from 'kysely';

/*
 * Who may see which rows of a list, as SQL conditions: one definition each, used by the list endpoints (blog,
 * products, events, the member directory) and by the site search, which must show exactly what the lists show.
 */

/** Who looks: a signed-in member or nobody. */
export type Viewer = Actor | null;

/**
 * A condition on `users`: the members the directory lists (SPEC §2 Community Members): active accounts only
 * (suspended, inactive and deleted ones never).
 */
export function listedMembers(): RawBuilder<boolean> {
  return sql<boolean>`users.status = 'active'`;
}

/**
 * A condition on `blog_posts`: what the viewer may see. Everyone sees published posts; a draft only its author,
 * moderators and admins.
 * @param viewer the signed-in member or null
 */
export function visibleBlogPosts(viewer: Viewer): RawBuilder<boolean> {
  if (can(viewer, 'blog:update', {})) return sql<boolean>`1 = 1`;
  if (!viewer || viewer.status !== 'active') return sql<boolean>`blog_posts.status = 'published'`;
  return sql<boolean>`(blog_posts.status = 'published' or blog_posts.author_id = ${viewer.id})`;
}

/**
 * A condition on `products`: what the viewer may see. Everyone sees listings that are not hidden; a hidden one only
 * its seller and admins.
 * @param viewer the signed-in member or null
 */
export function visibleProductRows(viewer: Viewer): RawBuilder<boolean> {
  if (viewer && viewer.status === 'active' && viewer.role === 'admin') return sql<boolean>`1 = 1`;
  if (!viewer || viewer.status !== 'active') return sql<boolean>`products.hidden = 0`;
  return sql<boolean>`(products.hidden = 0 or products.seller_id = ${viewer.id})`;
}

/**
 * A condition on `events`: what the viewer may see. Everyone sees events that are not drafts; a draft only its
 * creator, its listed organisers and admins (SPEC §6).
 * @param viewer the signed-in member or null
 */
export function visibleEventRows(viewer: Viewer): RawBuilder<boolean> {
  if (viewer && viewer.status === 'active' && viewer.role === 'admin') return sql<boolean>`1 = 1`;
  if (!viewer || viewer.status !== 'active') return sql<boolean>`events.status <> 'draft'`;
  return sql<boolean>`(events.status <> 'draft' or events.created_by = ${viewer.id} or exists (select 1 from event_organizers o where o.event_id = events.id and o.user_id = ${viewer.id}))`;
}

/**
 * A condition on `courses`: what the viewer may see. Everyone sees published courses; an unpublished one only admins,
 * moderators and its instructor (the catalogue's rule, features/courses).
 * @param viewer the signed-in member or null
 */
export function visibleCourseRows(viewer: Viewer): RawBuilder<boolean> {
  if (can(viewer, 'course:update', {})) return sql<boolean>`1 = 1`;
  if (!viewer || viewer.status !== 'active') return sql<boolean>`courses.published = 1`;
  return sql<boolean>`(courses.published = 1 or courses.instructor_id = ${viewer.id})`;
}
