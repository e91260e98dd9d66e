import type { MemberEvent } from '@esdc/core/event';

/**
 * The member's upcoming events (the dashboard's Upcoming Events count and My Profile's My Events): those they are
 * registered or waitlisted for that have not ended, are not cancelled or completed, soonest first.
 * @param events the member's events (`GET /api/users/{id}/events`)
 * @param nowMs the current time in ms since the epoch
 */
export function upcomingEvents(events: readonly MemberEvent[], nowMs: number): MemberEvent[] {
  return events
    .filter((e) => Date.parse(e.end_date) >= nowMs && e.status !== 'cancelled' && e.status !== 'completed')
    .sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date));
}
