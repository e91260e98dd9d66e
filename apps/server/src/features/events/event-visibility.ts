import type { Actor } from '@esdc/core/permissions';
import { sql, type RawBuilder } from 'kysely';

/*
 * Who may see which events, as an SQL condition: one definition, used by the event lists and pages and by the site
 * search (through ./public.ts), which must show exactly what the lists show.
 */

/**
 * A condition on `events`: what the viewer may see. Everyone sees events that are not drafts; a draft only its
 * creator, its listed organisers and admins (SPEC §6).
 * @param viewer the signed-in member or null
 */
export function visibleEventRows(viewer: Actor | null): RawBuilder<boolean> {
  if (viewer && viewer.status === 'active' && viewer.role === 'admin') return sql<boolean>`1 = 1`;
  if (!viewer || viewer.status !== 'active') return sql<boolean>`events.status <> 'draft'`;
  return sql<boolean>`(events.status <> 'draft' or events.created_by = ${viewer.id} or exists (select 1 from event_organizers o where o.event_id = events.id and o.user_id = ${viewer.id}))`;
}
