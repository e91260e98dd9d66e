import { can, type Actor } from '@esdc/core/permissions';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/*
 * Who may read an online event's meeting link (SPEC §2 Events, §6; core `locationShownTo`): members holding a seat and
 * those who manage the event. Used by the events feature (a member's events) and the site search (through
 * ./public.ts), whose answers carry events without loading them the way the event pages do.
 */

/**
 * The events among `eventIds` whose meeting link the viewer may read: they hold a seat (registered, not waitlisted),
 * created the event, are a listed organiser, or are an admin (`can(viewer, 'event:manage')`).
 * @param db the database or an open transaction
 * @param viewer the signed-in member, or null for a visitor (who may read none)
 * @param eventIds the events in question
 * @returns the ids of the events the viewer may join
 */
export async function eventsJoinableBy(db: Kysely<DB> | Transaction<DB>, viewer: Actor | null, eventIds: readonly number[]): Promise<Set<number>> {
  const joinable = new Set<number>();
  if (!viewer || eventIds.length === 0) return joinable;
  const ids = [...new Set(eventIds)];
  const events = await db.selectFrom('events').select(['id', 'created_by']).where('id', 'in', ids).execute();
  const organizers = await db.selectFrom('event_organizers').select(['event_id', 'user_id']).where('event_id', 'in', ids).execute();
  const seats = await db
    .selectFrom('event_registrations')
    .select('event_id')
    .where('user_id', '=', viewer.id)
    .where('status', '=', 'registered')
    .where('event_id', 'in', ids)
    .execute();
  const seated = new Set(seats.map((r) => r.event_id));
  for (const e of events) {
    const organizerIds = organizers.filter((o) => o.event_id === e.id).map((o) => o.user_id);
    if (seated.has(e.id) || can(viewer, 'event:manage', { ownerId: e.created_by ?? undefined, organizerIds })) joinable.add(e.id);
  }
  return joinable;
}
