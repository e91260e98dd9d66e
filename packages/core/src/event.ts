/*
 * Events (SPEC §3 Event, §4 Event status, §5 Event, §6 "admin or creator (event)"): statuses, modes, categories,
 * limits, messages and the pure rules (transitions, registration, capacity, check-in codes). Zod-free so display
 * code stays small; validation and the response schemas live in ./event-schemas.ts.
 */

/** Event statuses (SPEC §4 Event status): draft → published → ongoing → completed, or cancelled. */
export const EVENT_STATUSES = ['draft', 'published', 'ongoing', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** How an event is attended (SPEC §3 Event mode; default offline). */
export const EVENT_MODES = ['offline', 'online', 'hybrid'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

/** Kinds of event the club runs. */
export const EVENT_CATEGORIES = ['Workshop', 'Talk', 'Hackathon', 'Clinic', 'Meetup', 'Competition', 'Other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Status transitions (`POST /api/events/{id}/{action}`). */
export const EVENT_ACTIONS = ['publish', 'start', 'complete', 'cancel'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** A member's place on an event: a seat, or a place in the waitlist (first come, first promoted). */
export const EVENT_REGISTRATION_STATUSES = ['registered', 'waitlisted'] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];

/** Title and description lengths, in characters (SPEC §5 Event: "same title and description rules" as projects). */
export const EVENT_TITLE_MIN = 5;
export const EVENT_TITLE_MAX = 150;
export const EVENT_DESCRIPTION_MIN = 20;
export const EVENT_DESCRIPTION_MAX = 20_000;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_CANCELLATION_REASON_MAX = 500;
/** Capacity bounds (max_participants); null means unlimited. */
export const EVENT_CAPACITY_MIN = 1;
export const EVENT_CAPACITY_MAX = 10_000;
/** Points a member earns for attending (checked in), 0 = none. */
export const EVENT_ATTENDANCE_POINTS_MAX = 500;
/** At most this many tags and organisers on one event. */
export const EVENT_TAGS_MAX = 10;
export const EVENT_ORGANIZERS_MAX = 10;

/**
 * The location a viewer is shown (SPEC §2 Events, §6): an online event's location is its meeting link, for the members
 * holding a seat (not the waitlist) and those who manage the event (creator, organisers, admins) only; any other
 * event's place is public.
 * @param event its mode and stored location
 * @param mayJoin whether the viewer holds a seat or manages the event
 * @returns the location, or null when it is hidden from the viewer
 */
export function locationShownTo(event: { mode: EventMode; location: string | null }, mayJoin: boolean): string | null {
  return event.mode === 'online' && !mayJoin ? null : event.location;
}

/** Check-in codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const CHECK_IN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CHECK_IN_CODE_LENGTH = 8;

/** Messages of the event rules, shown verbatim by the web app (SPEC §4 Event status, §5 Event). */
export const EVENT_MESSAGES = {
  notFound: 'Event not found',
  alreadyPublished: 'Event is already published',
  publishOnlyDraft: 'Only draft events can be published',
  notStarted: 'Cannot start event before start date',
  startOnlyPublished: 'Only published events can be started',
  completeOnlyRunning: 'Only published or ongoing events can be completed',
  alreadyCancelled: 'Event is already cancelled',
  cannotCancelCompleted: 'A completed event cannot be cancelled',
  cancellationReasonRequired: 'Cancellation reason is required',
  notAccepting: 'Event is not accepting registrations',
  full: 'Event is full',
  alreadyRegistered: 'You are already registered for this event',
  alreadyWaitlisted: 'You are already on the waitlist for this event',
  notRegistered: 'You are not registered for this event',
  invalidStatus: 'Invalid event status',
  invalidStart: 'Invalid start date',
  invalidEnd: 'Invalid end date',
  startBeforeEnd: 'Start date must be before end date',
  titleRequired: 'Event title is required',
  titleShort: `Title must be at least ${EVENT_TITLE_MIN} characters long`,
  descriptionRequired: 'Event description is required',
  descriptionShort: `Description must be at least ${EVENT_DESCRIPTION_MIN} characters long`,
  capacityBelowRegistered: (registered: number) => `Capacity cannot be lower than the ${registered} member${registered === 1 ? '' : 's'} already registered`,
  finishedNotEditable: 'A completed or cancelled event cannot be edited',
  registered: 'You are registered for this event',
  waitlisted: (position: number) => `The event is full: you are number ${position} on the waitlist`,
  unregistered: 'Your registration was cancelled',
  leftWaitlist: 'You left the waitlist',
  registrationClosed: 'Registrations of a finished event cannot be changed',
  attendedNotCancellable: 'You were checked in at this event: your attendance cannot be cancelled',
  checkInClosed: 'Members can be checked in only once the event is published',
  codeUnknown: 'No registration for this event has this code',
  codeWaitlisted: 'This member is on the waitlist, not registered',
  checkedIn: 'Checked in',
  alreadyCheckedIn: 'Already checked in',
  createNotAllowed: 'Only admins and moderators may create events',
  manageNotAllowed: 'Only the creator, the organisers or an admin may manage this event',
  deleteNotAllowed: 'Only the creator or an admin may delete this event',
} as const;

/** Thrown when a status transition is not allowed; `code` is the API error code, the message the spec's. */
export class EventRuleError extends Error {
  constructor(
    message: string,
    readonly code: 'EVENT_ALREADY_PUBLISHED' | 'EVENT_NOT_STARTED' | 'EVENT_INVALID_TRANSITION' | 'VALIDATION_ERROR',
  ) {
    super(message);
    this.name = 'EventRuleError';
  }
}

/** What the rules read of an event: its status and dates (ISO-8601 UTC). */
export interface EventTiming {
  status: EventStatus;
  start_date: string;
  end_date: string;
}

/** What the registration rules read of an event. */
export interface EventCapacity extends EventTiming {
  max_participants: number | null;
  registered_participants: number;
}

/**
 * The problems that stop an event from being published (SPEC §4 "publishing requires validation", §5 Event):
 * title ≥ 5, description ≥ 20, valid dates with the start before the end.
 * @param event title, description and dates as stored
 * @returns the messages, empty when it may be published
 */
export function eventPublishProblems(event: { title: string; description: string; start_date: string; end_date: string }): string[] {
  const problems: string[] = [];
  if (event.title.trim().length < EVENT_TITLE_MIN) problems.push(EVENT_MESSAGES.titleShort);
  if (event.description.trim().length < EVENT_DESCRIPTION_MIN) problems.push(EVENT_MESSAGES.descriptionShort);
  problems.push(...eventDateProblems(event.start_date, event.end_date));
  return problems;
}

/**
 * The date-range rules (SPEC §5 Event): each a valid date, the start strictly before the end.
 * @param start ISO-8601 start
 * @param end ISO-8601 end
 * @returns 'Invalid start date', 'Invalid end date' or 'Start date must be before end date'; empty when valid
 */
export function eventDateProblems(start: string, end: string): string[] {
  const s = Date.parse(start);
  const e = Date.parse(end);
  const problems: string[] = [];
  if (Number.isNaN(s)) problems.push(EVENT_MESSAGES.invalidStart);
  if (Number.isNaN(e)) problems.push(EVENT_MESSAGES.invalidEnd);
  if (problems.length === 0 && s >= e) problems.push(EVENT_MESSAGES.startBeforeEnd);
  return problems;
}

/**
 * Applies a status action (SPEC §4 Event status): publish only from draft ('Event is already published' when
 * published) and only a valid event; start a published event once its start date is reached ('Cannot start event
 * before start date'); complete a published or ongoing event; cancel anything not completed or already cancelled
 * (the reason is recorded by the caller).
 * @param event status, dates, title and description
 * @param action publish | start | complete | cancel
 * @param now the current time
 * @returns the new status
 * @throws EventRuleError with the spec's message and the API code
 */
export function applyEventAction(event: EventTiming & { title: string; description: string }, action: EventAction, now: Date): EventStatus {
  switch (action) {
    case 'publish': {
      if (event.status === 'published') throw new EventRuleError(EVENT_MESSAGES.alreadyPublished, 'EVENT_ALREADY_PUBLISHED');
      if (event.status !== 'draft') throw new EventRuleError(EVENT_MESSAGES.publishOnlyDraft, 'EVENT_INVALID_TRANSITION');
      const problems = eventPublishProblems(event);
      if (problems.length > 0) throw new EventRuleError(problems.length === 1 ? problems[0]! : `Validation failed: ${problems.join(', ')}`, 'VALIDATION_ERROR');
      return 'published';
    }
    case 'start':
      if (event.status !== 'published') throw new EventRuleError(EVENT_MESSAGES.startOnlyPublished, 'EVENT_INVALID_TRANSITION');
      if (now.getTime() < Date.parse(event.start_date)) throw new EventRuleError(EVENT_MESSAGES.notStarted, 'EVENT_NOT_STARTED');
      return 'ongoing';
    case 'complete':
      if (event.status !== 'published' && event.status !== 'ongoing') throw new EventRuleError(EVENT_MESSAGES.completeOnlyRunning, 'EVENT_INVALID_TRANSITION');
      return 'completed';
    case 'cancel':
      if (event.status === 'cancelled') throw new EventRuleError(EVENT_MESSAGES.alreadyCancelled, 'EVENT_INVALID_TRANSITION');
      if (event.status === 'completed') throw new EventRuleError(EVENT_MESSAGES.cannotCancelCompleted, 'EVENT_INVALID_TRANSITION');
      return 'cancelled';
  }
}

/**
 * Whether the event has ended (its end date is past).
 * @param event its end date
 * @param now the current time
 */
export function hasEnded(event: { end_date: string }, now: Date): boolean {
  return now.getTime() >= Date.parse(event.end_date);
}

/**
 * Active = published and within its dates (SPEC §4 Event status).
 * @param event status and dates
 * @param now the current time
 */
export function isActive(event: EventTiming, now: Date): boolean {
  const t = now.getTime();
  return event.status === 'published' && t >= Date.parse(event.start_date) && t <= Date.parse(event.end_date);
}

/**
 * Whether every place is taken (never true for an unlimited event).
 * @param event capacity (null = unlimited) and seats taken
 */
export function isFull(event: { max_participants: number | null; registered_participants: number }): boolean {
  return event.max_participants !== null && event.registered_participants >= event.max_participants;
}

/**
 * Places left, or null for an unlimited event.
 * @param event capacity and seats taken
 * @returns free places (≥ 0) or null
 */
export function placesLeft(event: { max_participants: number | null; registered_participants: number }): number | null {
  return event.max_participants === null ? null : Math.max(0, event.max_participants - event.registered_participants);
}

/**
 * Whether an event takes registrations at all (SPEC §4): published and not ended. Fullness is separate: a full
 * event offers its waitlist.
 * @param event status and dates
 * @param now the current time
 */
export function acceptsRegistrations(event: EventTiming, now: Date): boolean {
  return event.status === 'published' && !hasEnded(event, now);
}

/**
 * What a new registration becomes (SPEC §4 "registration only when published, not ended and not full"; a full
 * event offers its waitlist): a seat while places remain, else a waitlist place when `waitlist` is on, else
 * refused 'Event is full'.
 * @param event status, dates, capacity and seats taken
 * @param now the current time
 * @param waitlist whether a full event puts the member on its waitlist (default true)
 * @returns 'registered' or 'waitlisted'
 * @throws Error with 'Event is not accepting registrations' or 'Event is full' (see {@link registrationRefusal})
 */
export function registrationOutcome(event: EventCapacity, now: Date, waitlist = true): EventRegistrationStatus {
  if (!acceptsRegistrations(event, now)) throw new Error(EVENT_MESSAGES.notAccepting);
  if (!isFull(event)) return 'registered';
  if (!waitlist) throw new Error(EVENT_MESSAGES.full);
  return 'waitlisted';
}

/**
 * Seats taken after a member leaves: never below zero (SPEC §4 "Unregistering does not go below zero").
 * @param registered seats taken before
 */
export function decrementRegistered(registered: number): number {
  return Math.max(0, registered - 1);
}

/**
 * How many waitlisted members move up when places free: as many as there are places (all of them when unlimited).
 * @param event capacity and seats taken after the change
 * @param waiting how many are on the waitlist
 */
export function promotionsAvailable(event: { max_participants: number | null; registered_participants: number }, waiting: number): number {
  const left = placesLeft(event);
  return left === null ? waiting : Math.min(left, waiting);
}

/**
 * Canonical form of a typed check-in code: upper case, spaces and dashes removed.
 * @param code what the organiser typed or the camera read
 */
export function normalizeCheckInCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * A fresh check-in code from random bytes (the server passes `crypto.getRandomValues` output).
 * @param random at least {@link CHECK_IN_CODE_LENGTH} random bytes
 * @returns e.g. 'K7M2Q9XA'
 */
export function checkInCodeFromBytes(random: Uint8Array): string {
  let out = '';
  for (let i = 0; i < CHECK_IN_CODE_LENGTH; i += 1) out += CHECK_IN_CODE_ALPHABET[random[i]! % CHECK_IN_CODE_ALPHABET.length];
  return out;
}

/*
 * The shapes the event routes answer are zod schemas in ./event-schemas.ts; their types are re-exported here for
 * display code.
 */
export type {
  Event,
  EventCheckInResult,
  EventMember,
  EventRegistrationEntry,
  EventRegistrationResult,
  EventRegistrations,
  EventSettings,
  MemberEvent,
  MyEventRegistration,
} from './event-schemas.ts';
