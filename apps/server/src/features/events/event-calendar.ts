import type { Event } from '@esdc/core/event';
import { CLUB_NAME } from '@esdc/core/constants';
import ical, { escape, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/*
 * Events as iCalendar (RFC 5545) for "Add to calendar" and the upcoming feed (SPEC §2 Events), written with
 * ical-generator. Times are UTC (`DTSTART:20260310T170000Z`), which every calendar shows in the reader's own zone;
 * each entry links to the event's page.
 *
 * Every text goes through {@link calendarText} and is escaped (backslash, semicolon, comma, line breaks as `\n`)
 * and folded at 75 octets: ical-generator does both for the properties of an entry, and folds the whole document;
 * the calendar's own name (`NAME`, `X-WR-CALNAME`) it writes as given, so it is escaped here. A stored text can
 * therefore never start a line of its own.
 */

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CALENDAR_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * A text as an iCalendar TEXT value may hold it (RFC 5545 §3.3.11): every line break becomes a line feed (which the
 * writer escapes as `\n`), other control characters are removed, tab is kept.
 * @param value any stored text
 */
function calendarText(value: string): string {
  return value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CALENDAR_CONTROLS, '');
}

/** The public page of an event on the site. */
const eventPageUrl = (publicUrl: string, id: number): string => `${publicUrl}/events/${id}`;

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
    name: escape(calendarText(options.name), false),
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
      summary: calendarText(e.title),
      description: calendarText(`${e.description}\n\n${url}`),
      location: e.mode === 'online' ? calendarText(e.location ?? 'Online') : e.location === null ? null : calendarText(e.location),
      url,
      categories: [{ name: calendarText(e.category) }],
      status: e.status === 'cancelled' ? ICalEventStatus.CANCELLED : e.status === 'draft' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
