import { CLUB_NAME } from '@esdc/core/constants';
import type { MentorshipSession } from '@esdc/core/mentorship-schemas';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/*
 * A mentorship session as iCalendar (RFC 5545), the file both participants download ("Add to calendar") and the
 * session mail links to (docs/requirements.md §2 Mentorship). Written with ical-generator, which escapes and folds
 * every text; times are UTC, so every calendar shows them in its reader's zone.
 */

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const text = (value: string) => value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CONTROLS, '');

/**
 * Renders one session as an iCalendar document.
 * @param session the session (a cancelled one is marked CANCELLED)
 * @param options `publicUrl` (no trailing slash) for the link and the UID; `now` the DTSTAMP
 * @returns the text/calendar body
 */
export function sessionCalendar(session: MentorshipSession, options: { publicUrl: string; now: Date }): string {
  const url = `${options.publicUrl}/mentorship?tab=sessions`;
  const calendar = ical({ prodId: { company: CLUB_NAME, product: 'ESDC Hub mentorship', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  const mentor = session.mentor?.name ?? 'a former member';
  const mentee = session.mentee?.name ?? 'a former member';
  calendar.createEvent({
    id: `mentorship-session-${session.id}@${new URL(options.publicUrl).host}`,
    start: new Date(session.starts_at),
    end: new Date(session.ends_at),
    stamp: options.now,
    created: new Date(session.created_at),
    summary: text(`Mentorship session: ${mentor} and ${mentee}`),
    description: text(`Agenda: ${session.agenda}\n\n${url}`),
    url,
    status: session.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
