/*
 * Times of slots and sessions in the reader's own time zone (docs/requirements.md §2 Mentorship: slots are shown in
 * the reader's zone).
 */

const dayTime = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const timeOnly = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' });

/** 'Mon, Mar 2, 06:00 PM' in the reader's zone. */
export function slotLabel(iso: string): string {
  return dayTime.format(new Date(iso));
}

/** 'Mon, Mar 2, 06:00 PM – 06:30 PM' in the reader's zone. */
export function sessionLabel(startsAt: string, endsAt: string): string {
  return `${slotLabel(startsAt)} – ${timeOnly.format(new Date(endsAt))}`;
}
