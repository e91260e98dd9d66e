import { acceptsRegistrations, isFull, type Event, type EventMode, type EventStatus } from '@esdc/core/event';
import { formatNumber } from '../../../lib/format';

/** How each mode reads on the pages (SPEC §3 Event mode: offline, online, hybrid). */
export const EVENT_MODE_LABELS: Record<EventMode, string> = { offline: 'In person', online: 'Online', hybrid: 'Hybrid' };

/** How each status reads on the pages (SPEC §4 Event status). */
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  ongoing: 'Ongoing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The badge tone of each status. */
export const EVENT_STATUS_TONES = {
  draft: 'neutral',
  published: 'accent',
  ongoing: 'success',
  completed: 'neutral',
  cancelled: 'danger',
} as const satisfies Record<EventStatus, string>;

/** What the capacity text and bar need of an event. */
export type EventCapacityView = Pick<Event, 'max_participants' | 'registered_participants' | 'waitlisted_participants' | 'status' | 'start_date' | 'end_date'>;

/**
 * Whether the event takes sign-ups now (core `acceptsRegistrations`, SPEC §4: published and not ended; a full one
 * offers its waitlist).
 * @param now the current time (a page's render time)
 */
export function isOpenForRegistration(event: Pick<Event, 'status' | 'start_date' | 'end_date'>, now: Date = new Date()): boolean {
  return acceptsRegistrations(event, now);
}

/**
 * The capacity as shown on cards and the detail page (SPEC §2 Events "capacity shown"): '12 / 20 registered',
 * '12 registered' without a limit, 'Full — waitlist open' when every place is taken and sign-ups are open (a full
 * event offers its waitlist), 'Full' once they are closed.
 * @param now the current time
 */
export function capacityText(event: EventCapacityView, now: Date = new Date()): string {
  if (event.max_participants === null) return `${formatNumber(event.registered_participants)} registered`;
  if (isFull(event)) return isOpenForRegistration(event, now) ? 'Full — waitlist open' : 'Full';
  return `${formatNumber(event.registered_participants)} / ${formatNumber(event.max_participants)} registered`;
}

/**
 * The waitlist line under the capacity: '3 on the waitlist', or '' when nobody waits.
 */
export function waitlistText(event: Pick<Event, 'waitlisted_participants'>): string {
  const n = event.waitlisted_participants;
  return n > 0 ? `${formatNumber(n)} on the waitlist` : '';
}
