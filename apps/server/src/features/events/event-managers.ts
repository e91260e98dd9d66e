import { can, type Actor } from '@esdc/core/permissions';
import type { Db } from '../../db/db.ts';

/*
 * Who manages one event (SPEC §6: its creator, a listed organiser or an admin), read in one query, for the features
 * that build on events (hackathons and workshops, features/hackathons). Offered through ./public.ts.
 */

/**
 * Whether the viewer manages an event.
 * @param db the database or a transaction
 * @param viewer the signed-in member or null
 * @param event the event's id and creator
 * @returns true for its creator, a listed organiser or an admin (active accounts only)
 */
export async function managesEventOf(db: Db, viewer: Actor | null, event: { id: number; created_by: number | null }): Promise<boolean> {
  if (!viewer) return false;
  const organizers = await db.selectFrom('event_organizers').select('user_id').where('event_id', '=', event.id).execute();
  return can(viewer, 'event:manage', { ownerId: event.created_by ?? undefined, organizerIds: organizers.map((o) => o.user_id) });
}
