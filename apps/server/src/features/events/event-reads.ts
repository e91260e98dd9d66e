import { can, type Actor } from '@esdc/core/permissions';
import type { Event, EventMember, MyEventRegistration } from '@esdc/core/event';
import { isActive, locationShownTo } from '@esdc/core/event';
import type { Selectable } from 'kysely';
import type { EventsTable } from '../../db/schema.ts';
import { renderMarkdownOffThread } from '../../lib/markdown-off-thread.ts';
import { LRUCache } from 'lru-cache';
import { loadImages } from '../images/public.ts';
import { loadCardMembers } from '../users/public.ts';
import { visibleEventRows } from './event-visibility.ts';
import type { Db } from '../../db/db.ts';

/*
 * Reading events as the API shows them (SPEC §3 Event): rows plus organisers, tags, creator, image, waitlist size
 * and the viewer's own registration, loaded for many events in a few queries.
 */

export type EventRow = Selectable<EventsTable>;

/** Who looks at events: a signed-in member (any status the session allows) or nobody. */
export type EventViewer = Actor | null;

// Descriptions change rarely and are read often: keep the rendered HTML of the most recent ones, keyed by the
// markdown itself (so an edit can never serve a stale one).
const htmlCache = new LRUCache<string, string>({ max: 256 });

/**
 * The sanitised HTML of an event description (rendered off the event loop: lib/markdown-off-thread.ts), cached.
 * @param markdown the description's markdown source
 */
export async function eventDescriptionHtml(markdown: string): Promise<string> {
  let html = htmlCache.get(markdown);
  if (html === undefined) {
    html = await renderMarkdownOffThread(markdown);
    htmlCache.set(markdown, html);
  }
  return html;
}

/**
 * The listed organisers of events, in their order.
 * @returns a map from event id to its organisers' member ids
 */
export async function organizerIdsOf(db: Db, eventIds: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (eventIds.length === 0) return map;
  const rows = await db.selectFrom('event_organizers').select(['event_id', 'user_id']).where('event_id', 'in', eventIds).orderBy('position').execute();
  for (const r of rows) map.set(r.event_id, [...(map.get(r.event_id) ?? []), r.user_id]);
  return map;
}

/**
 * Whether the viewer manages the event (SPEC §6: creator, a listed organiser or an admin).
 * @param viewer the signed-in member or null
 * @param event its creator
 * @param organizerIds its listed organisers
 */
export function managesEvent(viewer: EventViewer, event: Pick<EventRow, 'created_by'>, organizerIds: readonly number[]): boolean {
  return can(viewer, 'event:manage', { ownerId: event.created_by ?? undefined, organizerIds });
}

/**
 * Loads members by id as events show them; a deleted member (tombstone) keeps the name 'Former member' and no username.
 * @returns a map from id to member
 */
export const loadEventMembers: (db: Db, ids: readonly number[]) => Promise<Map<number, EventMember>> = loadCardMembers;

/**
 * The viewer's place on each event: status, code, check-in, and for the waitlist their position (1 = next).
 * @returns a map from event id to the registration
 */
async function myRegistrations(db: Db, userId: number, eventIds: readonly number[]): Promise<Map<number, MyEventRegistration>> {
  const map = new Map<number, MyEventRegistration>();
  if (eventIds.length === 0) return map;
  const rows = await db
    .selectFrom('event_registrations as r')
    .select((eb) => [
      'r.event_id',
      'r.status',
      'r.code',
      'r.checked_in_at',
      eb
        .selectFrom('event_registrations as w')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('w.event_id', '=', 'r.event_id')
        .where('w.status', '=', 'waitlisted')
        .whereRef('w.id', '<', 'r.id')
        .as('ahead'),
    ])
    .where('r.user_id', '=', userId)
    .where('r.event_id', 'in', eventIds)
    .execute();
  for (const r of rows) {
    map.set(r.event_id, {
      status: r.status,
      waitlist_position: r.status === 'waitlisted' ? Number(r.ahead ?? 0) + 1 : null,
      code: r.code,
      checked_in_at: r.checked_in_at,
    });
  }
  return map;
}

/**
 * Turns event rows into the API's events (SPEC §3 Event) in a handful of queries.
 * @param rows event rows, in the order wanted
 * @param viewer who is looking (for `my_registration`, `can_manage`, and an online event's meeting link, which only
 *   members holding a seat and its managers see: core `locationShownTo`)
 * @param now the current time (for `is_active`)
 * @returns the events in the same order
 */
export async function hydrateEvents(db: Db, rows: readonly EventRow[], viewer: EventViewer, now: Date): Promise<Event[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One after another: inside a transaction this is one connection.
  const organizers = await organizerIdsOf(db, ids);
  const tags = await db.selectFrom('event_tags').select(['event_id', 'name']).where('event_id', 'in', ids).orderBy('position').execute();
  const waiting = await db
    .selectFrom('event_registrations')
    .select(['event_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('event_id', 'in', ids)
    .where('status', '=', 'waitlisted')
    .groupBy('event_id')
    .execute();
  const memberIds = [...rows.flatMap((r) => (r.created_by === null ? [] : [r.created_by])), ...[...organizers.values()].flat()];
  const members = await loadEventMembers(db, memberIds);
  const images = await loadImages(
    db,
    rows.flatMap((r) => (r.image_id === null ? [] : [r.image_id])),
  );
  const mine = viewer ? await myRegistrations(db, viewer.id, ids) : new Map<number, MyEventRegistration>();
  const waitingBy = new Map(waiting.map((w) => [w.event_id, Number(w.n)]));
  const descriptions = await Promise.all(rows.map((r) => eventDescriptionHtml(r.description)));
  return rows.map((r, i) => {
    const organizerIds = organizers.get(r.id) ?? [];
    const creator = r.created_by === null ? undefined : members.get(r.created_by);
    const registration = mine.get(r.id) ?? null;
    const manages = managesEvent(viewer, r, organizerIds);
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      description_html: descriptions[i]!,
      status: r.status,
      category: r.category,
      location: locationShownTo(r, manages || registration?.status === 'registered'),
      mode: r.mode,
      start_date: r.start_date,
      end_date: r.end_date,
      max_participants: r.max_participants,
      registered_participants: r.registered_participants,
      waitlisted_participants: waitingBy.get(r.id) ?? 0,
      attendance_points: r.attendance_points,
      image: r.image_id === null ? null : (images.get(r.image_id) ?? null),
      image_url: r.image_url,
      registration_url: r.registration_url,
      tags: tags.filter((t) => t.event_id === r.id).map((t) => t.name),
      organizers: organizerIds.flatMap((id) => {
        const m = members.get(id);
        return m ? [m] : [];
      }),
      created_by: creator ? { id: creator.id, username: creator.username, name: creator.name } : null,
      created_at: r.created_at,
      updated_at: r.updated_at,
      cancellation_reason: r.cancellation_reason,
      is_active: isActive(r, now),
      my_registration: registration,
      can_manage: manages,
    };
  });
}

/**
 * A condition on `events`: what the viewer may see. Everyone sees events that are not drafts; a draft only its
 * creator, its listed organisers and admins (SPEC §6).
 * @param viewer the signed-in member or null
 * @returns a raw SQL condition for `.where(...)`
 */
export function visibleTo(viewer: EventViewer) {
  return visibleEventRows(viewer);
}
