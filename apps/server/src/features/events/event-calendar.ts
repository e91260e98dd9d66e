import type { Event } from '@esdc/core/event';
import { CLUB_NAME } from '@esdc/core/constants';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/*
 * Events as iCalendar (RFC 5545) for "Add to calendar" and the upcoming feed (SPEC §2 Events), written with
 * ical-generator. Times are UTC (`DTSTART:20260310T170000Z`), which every calendar shows in the reader's own zone;
 * each entry links to the event's page.
 */

/** The public page of an event on the site. */
export const eventPageUrl = (publicUrl: string, id: number): string => `${publicUrl}/events/${id}`;

/** A stable UID per event and site, so a calendar updates the entry it already has instead of adding another. */
const eventUid = (publicUrl: string, id: number): string => `event-${id}@${new URL(publicUrl).host}`;

/**
 * Renders events as one iCalendar document.
 * @param events the events (any status; a cancelled one is marked CANCELLED, a draft TENTATIVE)
 * @param options `publicUrl` (no trailing slash) for links and UIDs; `name` of the calendar; `now` the DTSTAMP
 * @returns the text/calendar body
 */
export function eventsCalendar(events: readonly Event[], options: { publicUrl: string; name: string; now: Date }): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: CLUB_NAME, product: 'ESDC Hub events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: `${options.publicUrl}/events`,
    ttl: 60 * 60,
  });
  for (const e of events) {
    const url = eventPageUrl(options.publicUrl, e.id);
    calendar.createEvent({
      id: eventUid(options.publicUrl, e.id),
      start: new Date(e.start_date),
      end: new Date(e.end_date),
      stamp: options.now,
      created: new Date(e.created_at),
      lastModified: new Date(e.updated_at),
      summary: e.title,
      description: `${e.description}\n\n${url}`,
      location: e.mode === 'online' ? (e.location ?? 'Online') : e.location,
      url,
      categories: [{ name: e.category }],
      status: e.status === 'cancelled' ? ICalEventStatus.CANCELLED : e.status === 'draft' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
