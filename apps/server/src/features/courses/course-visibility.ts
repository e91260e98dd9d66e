import { can, type Actor } from '@esdc/core/permissions';
import { sql, type RawBuilder } from 'kysely';

/*
 * Who may see which courses, as an SQL condition: one definition, used by the catalogue and course pages and by the
 * site search (through ./public.ts), which must show exactly what the lists show.
 */

/**
 * A condition on `courses`: what the viewer may see. Everyone sees published courses; an unpublished one only admins,
 * moderators and its instructor (the catalogue's rule, features/courses).
 * @param viewer the signed-in member or null
 */
export function visibleCourseRows(viewer: Actor | null): RawBuilder<boolean> {
  if (can(viewer, 'course:update', {})) return sql<boolean>`1 = 1`;
  if (!viewer || viewer.status !== 'active') return sql<boolean>`courses.published = 1`;
  return sql<boolean>`(courses.published = 1 or courses.instructor_id = ${viewer.id})`;
}
