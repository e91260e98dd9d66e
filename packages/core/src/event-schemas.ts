import { z } from 'zod';
import {
  EVENT_ATTENDANCE_POINTS_MAX,
  EVENT_CANCELLATION_REASON_MAX,
  EVENT_CAPACITY_MAX,
  EVENT_CAPACITY_MIN,
  EVENT_CATEGORIES,
  EVENT_DESCRIPTION_MAX,
  EVENT_DESCRIPTION_MIN,
  EVENT_LOCATION_MAX,
  EVENT_MESSAGES,
  EVENT_MODES,
  EVENT_ORGANIZERS_MAX,
  EVENT_REGISTRATION_STATUSES,
  EVENT_STATUSES,
  EVENT_TAGS_MAX,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
} from './event.ts';
import { imageSchema } from './image-schemas.ts';
import { bodyIdSchema, optionalTextSchema, optionalUrlSchema, pageQueryShape, searchQuerySchema, textSchema, wholeNumberSchema } from './input.ts';
import { dedupeNames } from './project.ts';

/*
 * Event validation (SPEC §5 Event) and the shapes the event routes answer (SPEC §3 Event), kept apart from
 * ./event.ts so that pages which only display events do not load zod (./event.ts re-exports the answer types).
 */

/** Status field or filter: 'Invalid event status' (SPEC §5 Event). */
export const eventStatusSchema = z.enum(EVENT_STATUSES, { error: EVENT_MESSAGES.invalidStatus });

/** ISO-8601 date and time with a zone (Z or ±hh:mm), e.g. 2026-03-01T17:00:00Z. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A date field (SPEC §5 Event 'Invalid start date' / 'Invalid end date'): an ISO-8601 date-time with a zone,
 * stored as ISO-8601 UTC.
 * @param message the field's message for anything else (missing too)
 */
function eventDateSchema(message: string) {
  return z
    .string({ error: message })
    .max(40, message)
    .refine((v) => ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), { message, abort: true })
    .transform((v) => new Date(v).toISOString());
}

const titleSchema = textSchema({ label: 'Title', max: EVENT_TITLE_MAX, min: EVENT_TITLE_MIN, requiredMessage: EVENT_MESSAGES.titleRequired, singleLine: true });
const descriptionSchema = textSchema({
  label: 'Description',
  max: EVENT_DESCRIPTION_MAX,
  min: EVENT_DESCRIPTION_MIN,
  requiredMessage: EVENT_MESSAGES.descriptionRequired,
}).describe('Markdown source');
const categorySchema = z.enum(EVENT_CATEGORIES, { error: 'Invalid event category' });
const modeSchema = z.enum(EVENT_MODES, { error: 'Invalid event mode' });
const capacitySchema = wholeNumberSchema({
  message: `Max participants must be a whole number between ${EVENT_CAPACITY_MIN} and ${EVENT_CAPACITY_MAX}`,
  min: EVENT_CAPACITY_MIN,
  max: EVENT_CAPACITY_MAX,
})
  .nullable()
  .describe('Places; null = unlimited');
const attendancePointsSchema = wholeNumberSchema({
  message: `Attendance points must be a whole number between 0 and ${EVENT_ATTENDANCE_POINTS_MAX}`,
  min: 0,
  max: EVENT_ATTENDANCE_POINTS_MAX,
}).describe('Points each member earns once when checked in; 0 = none');
const tagsSchema = z
  .array(textSchema({ label: 'Tag', max: 40 }), { error: 'Tags must be a list of names' })
  .max(EVENT_TAGS_MAX, `At most ${EVENT_TAGS_MAX} tags`)
  .transform((names) => dedupeNames(names));
const organizerIdsSchema = z
  .array(bodyIdSchema('user'), { error: 'Organizers must be a list of member ids' })
  .max(EVENT_ORGANIZERS_MAX, `At most ${EVENT_ORGANIZERS_MAX} organizers`)
  .transform((ids) => [...new Set(ids)])
  .describe('Member ids of the organisers (besides the creator); they may edit the event and check members in');

/** The start must be before the end (SPEC §5 Event), reported on end_date. */
function startBeforeEnd(value: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) {
  if (value.start_date && value.end_date && Date.parse(value.start_date) >= Date.parse(value.end_date)) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: EVENT_MESSAGES.startBeforeEnd });
  }
}

const eventFieldsShape = {
  title: titleSchema,
  description: descriptionSchema,
  category: categorySchema,
  location: optionalTextSchema({ label: 'Location', max: EVENT_LOCATION_MAX }).describe('A place, or a meeting link for online events'),
  mode: modeSchema,
  start_date: eventDateSchema(EVENT_MESSAGES.invalidStart).describe('ISO-8601 with a zone; stored and answered in UTC'),
  end_date: eventDateSchema(EVENT_MESSAGES.invalidEnd).describe('ISO-8601 with a zone; stored and answered in UTC'),
  max_participants: capacitySchema,
  image_id: bodyIdSchema('image').nullable().describe('An uploaded image (POST /api/images) of the caller, or null'),
  image_url: optionalUrlSchema('Image URL'),
  registration_url: optionalUrlSchema('Registration URL'),
  tags: tagsSchema,
  organizer_ids: organizerIdsSchema,
  attendance_points: attendancePointsSchema,
};

/**
 * `POST /api/events` body (SPEC §3 Event, §5 Event). A new event is a draft unless `status: 'published'` is sent
 * (publishing validates the same rules as `POST /api/events/{id}/publish`).
 */
export const eventCreateSchema = z
  .object({
    ...eventFieldsShape,
    mode: modeSchema.default('offline'),
    max_participants: capacitySchema.default(null),
    image_id: eventFieldsShape.image_id.default(null),
    image_url: eventFieldsShape.image_url.default(null),
    registration_url: eventFieldsShape.registration_url.default(null),
    location: eventFieldsShape.location.default(null),
    tags: tagsSchema.default([]),
    organizer_ids: organizerIdsSchema.default([]),
    attendance_points: attendancePointsSchema.default(0),
    status: z.enum(['draft', 'published'], { error: EVENT_MESSAGES.invalidStatus }).default('draft'),
  })
  .superRefine(startBeforeEnd)
  .meta({ id: 'EventCreate' });
export type EventCreateInput = z.input<typeof eventCreateSchema>;
export type EventCreate = z.output<typeof eventCreateSchema>;

/**
 * `PUT /api/events/{id}` body: any subset of the fields. Editing a published event keeps its registrations; the
 * capacity cannot go below the members already registered; raising it promotes the waitlist.
 */
export const eventUpdateSchema = z
  .object({
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    category: categorySchema.optional(),
    location: eventFieldsShape.location,
    mode: modeSchema.optional(),
    start_date: eventFieldsShape.start_date.optional(),
    end_date: eventFieldsShape.end_date.optional(),
    max_participants: capacitySchema.optional(),
    image_id: eventFieldsShape.image_id.optional(),
    image_url: eventFieldsShape.image_url,
    registration_url: eventFieldsShape.registration_url,
    tags: tagsSchema.optional(),
    organizer_ids: organizerIdsSchema.optional(),
    attendance_points: attendancePointsSchema.optional(),
  })
  .superRefine(startBeforeEnd)
  .meta({ id: 'EventUpdate' });
export type EventUpdateInput = z.input<typeof eventUpdateSchema>;
export type EventUpdate = z.output<typeof eventUpdateSchema>;

/** `POST /api/events/{id}/cancel` body (SPEC §4 "cancel records a reason"). */
export const eventCancelSchema = z
  .object({
    reason: textSchema({ label: 'Reason', max: EVENT_CANCELLATION_REASON_MAX, requiredMessage: EVENT_MESSAGES.cancellationReasonRequired }),
  })
  .meta({ id: 'EventCancel' });
export type EventCancelInput = z.input<typeof eventCancelSchema>;

/** `POST /api/events/{id}/check-ins` body: the code from the member's QR code or typed. */
export const eventCheckInSchema = z
  .object({
    code: textSchema({ label: 'Code', max: 32, requiredMessage: 'Code is required' }),
  })
  .meta({ id: 'EventCheckIn' });
export type EventCheckInInput = z.input<typeof eventCheckInSchema>;

/** `PUT /api/admin/events/settings` body: whether members (not only admins and moderators) may create events. */
export const eventSettingsUpdateSchema = z
  .object({ members_can_create: z.boolean({ error: 'Members can create must be true or false' }) })
  .meta({ id: 'EventSettingsUpdate' });
export type EventSettingsUpdateInput = z.input<typeof eventSettingsUpdateSchema>;

/**
 * `GET /api/events` query (SPEC §7 "filters status or upcoming=true"): `status` ('Invalid event status'),
 * `upcoming=true` (not ended, published or ongoing, soonest first), `category`, `q` (title), paging.
 */
export const eventListQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), eventStatusSchema.optional()),
  upcoming: z.enum(['true', 'false'], { error: 'Upcoming must be true or false' }).optional(),
  category: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), categorySchema.optional()),
  q: searchQuerySchema(),
  ...pageQueryShape({ defaultLimit: 20, maxLimit: 100 }),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;

/** `GET /api/users/{id}/events` query: paging. */
export const memberEventsQuerySchema = z.object({ ...pageQueryShape({ defaultLimit: 20, maxLimit: 100 }) });

/*
 * Answers (the response contract of the event routes, shown at /api/docs). Timestamps are ISO-8601 UTC strings.
 */

const isoTime = (what: string) => z.string().describe(`${what}, ISO-8601 UTC`);

/** A member as an event shows them (organiser, attendee). */
export const eventMemberSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    avatar_url: z.string().nullable().describe('Picture URL; null when none (the web draws initials)'),
  })
  .meta({ id: 'EventMember' });
export type EventMember = z.infer<typeof eventMemberSchema>;

/** The signed-in viewer's own registration on an event. */
export const myEventRegistrationSchema = z
  .object({
    status: z.enum(EVENT_REGISTRATION_STATUSES),
    waitlist_position: z.number().int().positive().nullable().describe('1 = next in line; null when registered'),
    code: z.string().describe('Check-in code (shown as a QR code on the registration)'),
    checked_in_at: z.string().nullable().describe('When the member was checked in, ISO-8601 UTC; null until then'),
  })
  .meta({ id: 'MyEventRegistration' });
export type MyEventRegistration = z.infer<typeof myEventRegistrationSchema>;

/** An event as the API answers it (SPEC §3 Event). */
export const eventSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().describe('Markdown source (what the editor needs)'),
    description_html: z.string().describe('The description rendered to sanitised HTML'),
    status: z.enum(EVENT_STATUSES),
    category: z.enum(EVENT_CATEGORIES),
    location: z.string().nullable(),
    mode: z.enum(EVENT_MODES),
    start_date: isoTime('When it starts'),
    end_date: isoTime('When it ends'),
    max_participants: z.number().int().positive().nullable().describe('Places; null = unlimited'),
    registered_participants: z.number().int().nonnegative().describe('Members holding a place'),
    waitlisted_participants: z.number().int().nonnegative().describe('Members waiting for a place'),
    attendance_points: z.number().int().nonnegative().describe('Points each member earns once when checked in; 0 = none'),
    image: imageSchema.nullable().describe('The uploaded image; wins over image_url'),
    image_url: z.string().nullable().describe('External image URL, shown when there is no uploaded image'),
    registration_url: z.string().nullable().describe('An external registration page, if any'),
    tags: z.array(z.string()),
    organizers: z.array(eventMemberSchema).describe('Listed organisers (the creator is not repeated unless listed)'),
    created_by: z.object({ id: z.number().int(), username: z.string(), name: z.string() }).nullable().describe('null once the creator erased their account'),
    created_at: isoTime('When it was created'),
    updated_at: isoTime('When it last changed'),
    cancellation_reason: z.string().nullable().describe('Why it was cancelled; null unless cancelled'),
    is_active: z.boolean().describe('Published and within its dates (SPEC §4)'),
    my_registration: myEventRegistrationSchema.nullable().describe("The signed-in viewer's registration; null when none or signed out"),
    can_manage: z.boolean().describe('Whether the viewer may edit it and check members in (creator, organiser or admin)'),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

/** The answer to `POST /api/events/{id}/registration`. */
export const eventRegistrationResultSchema = z
  .object({
    status: z.enum(EVENT_REGISTRATION_STATUSES),
    waitlist_position: z.number().int().positive().nullable().describe('1 = next in line; null when registered'),
    code: z.string().describe('Check-in code'),
  })
  .meta({ id: 'EventRegistrationResult' });
export type EventRegistrationResult = z.infer<typeof eventRegistrationResultSchema>;

/** One registration as the organisers see it. */
export const eventRegistrationEntrySchema = z
  .object({
    member: eventMemberSchema,
    status: z.enum(EVENT_REGISTRATION_STATUSES),
    waitlist_position: z.number().int().positive().nullable(),
    registered_at: isoTime('When they signed up'),
    checked_in_at: z.string().nullable().describe('ISO-8601 UTC; null until checked in'),
  })
  .meta({ id: 'EventRegistrationEntry' });
export type EventRegistrationEntry = z.infer<typeof eventRegistrationEntrySchema>;

/** `GET /api/events/{id}/registrations` (managers): attendees in sign-up order, then the waitlist in line order. */
export const eventRegistrationsSchema = z
  .object({
    registered: z.array(eventRegistrationEntrySchema),
    waitlisted: z.array(eventRegistrationEntrySchema),
    checked_in: z.number().int().nonnegative().describe('How many registered members are checked in'),
  })
  .meta({ id: 'EventRegistrations' });
export type EventRegistrations = z.infer<typeof eventRegistrationsSchema>;

/** The answer to a check-in: who, when, whether they already were, and the points it awarded. */
export const eventCheckInResultSchema = z
  .object({
    member: eventMemberSchema,
    checked_in_at: isoTime('When they were checked in (the first time)'),
    already_checked_in: z.boolean().describe('True when this code had been checked in before (nothing changed)'),
    points_awarded: z.number().int().nonnegative().describe('Points this check-in awarded (0 on a repeat)'),
  })
  .meta({ id: 'EventCheckInResult' });
export type EventCheckInResult = z.infer<typeof eventCheckInResultSchema>;

/** Event settings (`GET /api/events/settings`): the admin's switch and what it means for the viewer. */
export const eventSettingsSchema = z
  .object({
    members_can_create: z.boolean().describe('Whether members (not only admins and moderators) may create events'),
    can_create: z.boolean().describe('Whether the viewer may create an event'),
  })
  .meta({ id: 'EventSettings' });
export type EventSettings = z.infer<typeof eventSettingsSchema>;

/** An event on a member's profile (`GET /api/users/{id}/events`): the event and the member's place on it. */
export const memberEventSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(EVENT_STATUSES),
    category: z.enum(EVENT_CATEGORIES),
    mode: z.enum(EVENT_MODES),
    location: z.string().nullable(),
    start_date: isoTime('When it starts'),
    end_date: isoTime('When it ends'),
    registration_status: z.enum(EVENT_REGISTRATION_STATUSES),
    attended: z.boolean().describe('Whether the member was checked in'),
  })
  .meta({ id: 'MemberEvent' });
export type MemberEvent = z.infer<typeof memberEventSchema>;
