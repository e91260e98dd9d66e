/*
 * Mentorship: the texts, constants and pure rules shared by the server and the pages (docs/requirements.md §2
 * Mentorship). Zod-free; the requests and answers live in ./mentorship-schemas.ts. Slots are computed here, from a
 * mentor's weekly availability in their own time zone, into UTC instants, with the zone rules of `Intl` (so daylight
 * saving time moves the UTC instants, never the mentor's local hours).
 */

/** The session lengths a mentor may offer, in minutes. */
export const MENTOR_SESSION_LENGTHS = [30, 45, 60] as const;
export type MentorSessionLength = (typeof MENTOR_SESSION_LENGTHS)[number];

/** A mentor's states: applied and waiting for an admin, approved (listed), rejected, withdrawn (account deleted). */
export const MENTOR_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type MentorStatus = (typeof MENTOR_STATUSES)[number];

/** A session's states: booked (active: holds its slot) or cancelled. */
export const SESSION_STATUSES = ['booked', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Sessions may be cancelled or rescheduled until this many hours before they start. */
export const MENTORSHIP_CHANGE_CUTOFF_HOURS = 2;

/** The longest span of `GET /api/mentors/{id}/slots`, in days; and the default span when `to` is not given. */
export const MENTOR_SLOT_RANGE_MAX_DAYS = 31;
export const MENTOR_SLOT_RANGE_DEFAULT_DAYS = 14;

/** How many next free slots a mentor card shows. */
export const MENTOR_NEXT_SLOTS = 3;

/** Limits, in characters or items. */
export const MENTOR_BIO_MAX = 1_000;
export const MENTOR_TOPICS_MAX = 5;
export const MENTOR_AVAILABILITY_MAX = 21;
export const MENTOR_TIME_ZONE_MAX = 64;
export const SESSION_AGENDA_MAX = 500;
export const SESSION_FEEDBACK_MAX = 1_000;
export const MENTOR_PAGE_SIZE = 20;
export const MENTOR_PAGE_MAX = 50;

/** Weekday names, 0 = Sunday (as `Date.getUTCDay`). */
export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Messages of mentorship (docs/requirements.md §2 Mentorship). */
export const MENTORSHIP_MESSAGES = {
  notActive: 'Only active members may take part in mentorship',
  mentorNotFound: 'Mentor not found',
  applicationNotFound: 'Mentor application not found',
  sessionNotFound: 'Session not found',
  alreadyApplied: 'You have already applied to become a mentor',
  alreadyMentor: 'You are already a mentor',
  notMentor: 'Only an approved mentor has a mentor profile to edit',
  notPending: 'This application has already been decided',
  ownSession: 'You cannot book a session with yourself',
  notASlot: "This time is not one of the mentor's free slots",
  slotTaken: 'This slot has just been booked; please pick another',
  notParticipant: 'Only the mentor or the mentee of this session may change it',
  tooLate: `Sessions can be cancelled or rescheduled until ${MENTORSHIP_CHANGE_CUTOFF_HOURS} hours before they start`,
  cancelledAlready: 'This session has been cancelled',
  sameTime: 'The session is already at this time',
  feedbackOnlyMentee: 'Only the mentee may leave feedback',
  feedbackTooEarly: 'Feedback can be left once the session has ended',
  feedbackTwice: 'You have already left feedback for this session',
  calendarOnlyParticipants: 'Only the mentor and the mentee may download this session',
  invalidTimeZone: 'Time zone must be an IANA time zone such as Europe/Berlin',
  invalidStart: 'Start must be a date and time',
  invalidRange: 'To must be after from',
  rangeTooLong: `The range can be at most ${MENTOR_SLOT_RANGE_MAX_DAYS} days`,
  applied: 'Application sent: an admin will review it',
  profileSaved: 'Mentor profile saved',
  approved: 'Mentor approved',
  rejected: 'Mentor application rejected',
  booked: 'Session booked',
  cancelled: 'Session cancelled',
  rescheduled: 'Session rescheduled',
  feedback: 'Thank you for your feedback',
} as const;

/** Titles and messages of the notifications. */
export const MENTORSHIP_NOTIFICATION_TEXTS = {
  approved: { title: 'You are a mentor now', message: 'An admin approved your mentor application: members can book sessions with you.' },
  rejected: { title: 'Mentor application not approved', message: 'An admin did not approve your mentor application.' },
  booked: (who: string, when: string) => ({ title: 'Mentorship session booked', message: `Session with ${who} on ${when}.` }),
  cancelled: (who: string, when: string) => ({ title: 'Mentorship session cancelled', message: `The session with ${who} on ${when} was cancelled.` }),
  rescheduled: (who: string, when: string) => ({ title: 'Mentorship session rescheduled', message: `The session with ${who} moved to ${when}.` }),
} as const;

/** One weekly window of availability, in the mentor's time zone: `start` and `end` are 'HH:MM', `end` after `start`. */
export interface AvailabilityWindow {
  weekday: number;
  start: string;
  end: string;
}

/** A free slot: its start and end as ISO-8601 UTC. */
export interface Slot {
  starts_at: string;
  ends_at: string;
}

/** Minutes since midnight of an 'HH:MM' time. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** Whether a text is 'HH:MM' on a 24-hour clock (00:00–23:59), or '24:00' when `endOfDay` is allowed. */
export function isClockTime(value: string, endOfDay = false): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) || (endOfDay && value === '24:00');
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving the wall-clock parts of an instant in `timeZone`. */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time of an instant in `timeZone`, as milliseconds of a UTC calendar (so offsets are differences). */
function wallMillis(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of wallClock(timeZone).formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/**
 * The canonical IANA name of a time zone, or null when `value` is not one (offsets such as '+01:00' are refused: a
 * mentor's availability follows the zone's daylight saving time).
 * @param value e.g. 'Europe/Berlin', 'UTC'
 */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The UTC instant of a wall-clock time in a time zone, or null when that time does not exist there (skipped by a
 * daylight-saving change). An ambiguous time (repeated when the clocks go back) is its first occurrence.
 * @param wall the wall-clock time as milliseconds of a UTC calendar (`Date.UTC(y, m, d, h, min)`)
 * @param timeZone an IANA name
 * @returns milliseconds since the epoch, or null
 */
export function zonedInstant(wall: number, timeZone: string): number | null {
  // The zone's offsets a day either side (a change of offset happens at most once in between, in practice).
  const offsets = [wall - 86_400_000, wall + 86_400_000].map((t) => wallMillis(t, timeZone) - t);
  const candidates = [...new Set(offsets.map((offset) => wall - offset))].sort((a, b) => a - b);
  return candidates.find((candidate) => wallMillis(candidate, timeZone) === wall) ?? null;
}

/**
 * The slots a mentor offers in [from, to): every `sessionMinutes` step of each weekly window, on each local day in the
 * mentor's time zone, as UTC instants (docs/requirements.md §2 Mentorship). A slot starts in [from, to); slots at a
 * wall-clock time that does not exist that day (daylight saving) are left out; the last slot of a window ends by its
 * end. Bookings are not considered here.
 * @param availability the weekly windows (weekday 0 = Sunday, 'HH:MM' in the mentor's zone)
 * @param timeZone the mentor's IANA time zone
 * @param sessionMinutes the session length
 * @param from the start of the span (inclusive)
 * @param to the end of the span (exclusive)
 * @returns the slots, earliest first, without duplicates
 */
export function weeklySlots(availability: readonly AvailabilityWindow[], timeZone: string, sessionMinutes: number, from: Date, to: Date): Slot[] {
  const day = 86_400_000;
  const starts = new Set<number>();
  const firstWall = wallMillis(from.getTime(), timeZone);
  const firstDay = Date.UTC(new Date(firstWall).getUTCFullYear(), new Date(firstWall).getUTCMonth(), new Date(firstWall).getUTCDate()) - day;
  const days = Math.ceil((to.getTime() - from.getTime()) / day) + 3;
  for (let i = 0; i < days; i++) {
    const date = firstDay + i * day;
    const weekday = new Date(date).getUTCDay();
    if (!availability.some((w) => w.weekday === weekday)) continue;
    // The zone's offset over the whole local day (any offset from -12 h to +14 h puts the day's instants between these
    // two), when it is the same at both ends: then a wall-clock time of the day is that offset away, with no lookup per
    // slot. A day with a daylight-saving change looks each slot up (zonedInstant).
    const before = date - 14 * 3_600_000;
    const after = date + day + 12 * 3_600_000;
    const offset = wallMillis(before, timeZone) - before;
    const steady = wallMillis(after, timeZone) - after === offset;
    for (const window of availability) {
      if (window.weekday !== weekday) continue;
      const end = minutesOf(window.end);
      for (let minute = minutesOf(window.start); minute + sessionMinutes <= end; minute += sessionMinutes) {
        const wall = date + minute * 60_000;
        const instant = steady ? wall - offset : zonedInstant(wall, timeZone);
        if (instant !== null && instant >= from.getTime() && instant < to.getTime()) starts.add(instant);
      }
    }
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({ starts_at: new Date(start).toISOString(), ends_at: new Date(start + sessionMinutes * 60_000).toISOString() }));
}

/**
 * Whether a session may still be cancelled or rescheduled: until {@link MENTORSHIP_CHANGE_CUTOFF_HOURS} hours before
 * it starts.
 * @param startsAt the session's start (ISO-8601)
 * @param now the current time
 */
export function mayStillChange(startsAt: string, now: Date): boolean {
  return Date.parse(startsAt) - now.getTime() >= MENTORSHIP_CHANGE_CUTOFF_HOURS * 3_600_000;
}

/**
 * Whether two weekly windows of the same weekday overlap (touching ends do not).
 * @returns true when they share some minute
 */
export function windowsOverlap(a: AvailabilityWindow, b: AvailabilityWindow): boolean {
  return a.weekday === b.weekday && minutesOf(a.start) < minutesOf(b.end) && minutesOf(b.start) < minutesOf(a.end);
}
