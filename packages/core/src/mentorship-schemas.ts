import { z } from 'zod';
import { envelope, listEnvelope } from './api.ts';
import { bodyIdSchema, optionalTextSchema, pageQueryShape, textSchema, wholeNumberSchema } from './input.ts';
import {
  MENTOR_AVAILABILITY_MAX,
  MENTOR_BIO_MAX,
  MENTOR_PAGE_MAX,
  MENTOR_PAGE_SIZE,
  MENTOR_SESSION_LENGTHS,
  MENTOR_STATUSES,
  MENTOR_TIME_ZONE_MAX,
  MENTOR_TOPICS_MAX,
  MENTORSHIP_MESSAGES,
  SESSION_AGENDA_MAX,
  SESSION_FEEDBACK_MAX,
  SESSION_STATUSES,
  canonicalTimeZone,
  isClockTime,
  minutesOf,
  windowsOverlap,
} from './mentorship.ts';

/*
 * Mentorship (docs/requirements.md §2 Mentorship): what the routes take and answer; the same application and booking
 * schemas drive the web forms. The texts, constants and rules are in ./mentorship.ts.
 */

/** ISO-8601 date and time with a zone (Z or ±hh:mm). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An instant given as ISO-8601 with a zone, parsed to its canonical UTC form. */
function instantSchema(message: string) {
  return z
    .string({ error: message })
    .max(40, message)
    .refine((v) => ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), { message, abort: true })
    .transform((v) => new Date(v).toISOString());
}

/** A member as a mentor card or a session names them. */
export const mentorshipPersonSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() }).meta({ id: 'MentorshipPerson' });
export type MentorshipPerson = z.infer<typeof mentorshipPersonSchema>;

/** One weekly window of a mentor's availability, in their time zone. */
export const availabilityWindowSchema = z
  .object({
    weekday: wholeNumberSchema({ message: 'Weekday must be a whole number from 0 (Sunday) to 6 (Saturday)', min: 0, max: 6 }),
    start: z.string({ error: 'Start must be a time HH:MM' }).refine((v) => isClockTime(v), 'Start must be a time HH:MM'),
    end: z.string({ error: 'End must be a time HH:MM' }).refine((v) => isClockTime(v, true), 'End must be a time HH:MM'),
  })
  .refine((w) => !isClockTime(w.start) || !isClockTime(w.end, true) || minutesOf(w.end) > minutesOf(w.start), {
    message: 'End must be after start',
    path: ['end'],
  })
  .meta({ id: 'AvailabilityWindow' });
export type AvailabilityWindowInput = z.infer<typeof availabilityWindowSchema>;

const sessionMinutes = z.union(
  MENTOR_SESSION_LENGTHS.map((n) => z.literal(n)),
  { error: `Session length must be ${MENTOR_SESSION_LENGTHS.slice(0, -1).join(', ')} or ${MENTOR_SESSION_LENGTHS.at(-1)} minutes` },
);

/**
 * An IANA time zone name ('Time zone is required'; 'Time zone must be an IANA time zone such as Europe/Berlin'),
 * parsed to its canonical spelling: the mentor's zone of an application, the mentee's of a booking.
 */
export const timeZoneSchema = textSchema({ label: 'Time zone', max: MENTOR_TIME_ZONE_MAX, requiredMessage: 'Time zone is required', singleLine: true })
  .refine((v) => canonicalTimeZone(v) !== null, { message: MENTORSHIP_MESSAGES.invalidTimeZone, abort: true })
  .transform((v) => canonicalTimeZone(v)!);

/** The application's fields, without the cross-field rules (the web form extends it). */
export const mentorApplicationShape = {
  topics: z
    .array(textSchema({ label: 'Topic', max: 60, requiredMessage: 'Topic is required', singleLine: true }), { error: 'Choose at least one topic' })
    .min(1, 'Choose at least one topic')
    .max(MENTOR_TOPICS_MAX, `Choose at most ${MENTOR_TOPICS_MAX} topics`)
    .transform((topics) => [...new Map(topics.map((t) => [t.toLowerCase(), t])).values()])
    .describe('Names from the technologies list (`GET /api/technologies`)'),
  bio: textSchema({ label: 'Bio', max: MENTOR_BIO_MAX, requiredMessage: 'Bio is required' }),
  time_zone: timeZoneSchema.describe("IANA name, e.g. 'Europe/Berlin'; the availability is in this zone"),
  session_minutes: sessionMinutes.describe('Length of one session, in minutes'),
  availability: z
    .array(availabilityWindowSchema, { error: 'Add at least one availability window' })
    .min(1, 'Add at least one availability window')
    .max(MENTOR_AVAILABILITY_MAX, `At most ${MENTOR_AVAILABILITY_MAX} availability windows`),
};

/** `POST /api/mentor-applications`: topics, bio, time zone, session length and the weekly availability. */
export const mentorApplicationSchema = z
  .object(mentorApplicationShape)
  .superRefine((input, ctx) => {
    input.availability.forEach((w, i) => {
      const length = minutesOf(w.end) - minutesOf(w.start);
      if (length > 0 && length < input.session_minutes)
        ctx.addIssue({ code: 'custom', path: ['availability', i, 'end'], message: 'Each availability window must fit at least one session' });
      else if (input.availability.slice(0, i).some((other) => windowsOverlap(other, w)))
        ctx.addIssue({ code: 'custom', path: ['availability', i, 'start'], message: 'Availability windows cannot overlap' });
    });
  })
  .meta({ id: 'MentorApplicationInput' });
export type MentorApplicationInput = z.input<typeof mentorApplicationSchema>;
export type MentorApplication = z.infer<typeof mentorApplicationSchema>;

/** A free slot. */
export const slotSchema = z.object({ starts_at: z.string().describe('ISO-8601 UTC'), ends_at: z.string().describe('ISO-8601 UTC') }).meta({ id: 'MentorSlot' });
export type MentorSlot = z.infer<typeof slotSchema>;

/** A mentor as the list and the profile show them. */
export const mentorSchema = z
  .object({
    id: z.number().int(),
    member: mentorshipPersonSchema.nullable().describe('Null once they deleted their account'),
    topics: z.array(z.string()),
    bio: z.string(),
    time_zone: z.string(),
    session_minutes: z.number().int(),
    availability: z.array(availabilityWindowSchema),
    status: z.enum(MENTOR_STATUSES),
    rating: z.number().nullable().describe('Average feedback rating (1–5), null without feedback'),
    rating_count: z.number().int().nonnegative(),
    next_slots: z.array(slotSchema).describe('The next free slots (up to 3, within the default span)'),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'Mentor' });
export type Mentor = z.infer<typeof mentorSchema>;

/** One feedback on a mentor's profile. */
export const mentorFeedbackSchema = z
  .object({ rating: z.number().int(), comment: z.string().nullable(), created_at: z.string() })
  .meta({ id: 'MentorFeedback' });

/** `GET /api/mentors/{id}`: the mentor with their latest feedback. */
export const mentorProfileSchema = mentorSchema.extend({ feedback: z.array(mentorFeedbackSchema) }).meta({ id: 'MentorProfile' });
export type MentorProfile = z.infer<typeof mentorProfileSchema>;

/** `GET /api/mentors` query. */
export const mentorListQuerySchema = z.object({
  topic: textSchema({ label: 'Topic', max: 60, singleLine: true })
    .optional()
    .transform((v) => (v ? v : undefined)),
  ...pageQueryShape({ defaultLimit: MENTOR_PAGE_SIZE, maxLimit: MENTOR_PAGE_MAX }),
});
export type MentorListQuery = z.infer<typeof mentorListQuerySchema>;

/** `GET /api/mentors/{id}/slots` query: the span, ISO-8601; default from now for 14 days. */
export const slotQuerySchema = z.object({
  from: instantSchema('From must be a date and time').optional(),
  to: instantSchema('To must be a date and time').optional(),
});
export type SlotQuery = z.infer<typeof slotQuerySchema>;

/** `GET /api/admin/mentor-applications` query. */
export const mentorApplicationListQuerySchema = z.object({
  status: z.enum(MENTOR_STATUSES, { error: 'Invalid status' }).default('pending'),
  ...pageQueryShape({ defaultLimit: MENTOR_PAGE_SIZE, maxLimit: MENTOR_PAGE_MAX }),
});

/** The mentee's own zone, for the times in their notification and mail; absent: UTC. */
const menteeZone = timeZoneSchema
  .optional()
  .describe("The mentee's IANA time zone (the browser's), e.g. 'America/New_York': the times told to the mentee are in it; absent: UTC");

/** `POST /api/mentorship/sessions`. */
export const sessionBookSchema = z
  .object({
    mentor_id: bodyIdSchema('mentor'),
    starts_at: instantSchema(MENTORSHIP_MESSAGES.invalidStart).describe('One of the mentor’s free slots (ISO-8601)'),
    agenda: textSchema({ label: 'Agenda', max: SESSION_AGENDA_MAX, requiredMessage: 'Agenda is required' }),
    time_zone: menteeZone,
  })
  .meta({ id: 'SessionBookInput' });
export type SessionBookInput = z.input<typeof sessionBookSchema>;
export type SessionBook = z.infer<typeof sessionBookSchema>;

/** `POST /api/mentorship/sessions/{id}/reschedule`. */
export const sessionRescheduleSchema = z
  .object({
    starts_at: instantSchema(MENTORSHIP_MESSAGES.invalidStart),
    time_zone: menteeZone.describe("The caller's IANA time zone: when the mentee reschedules, it replaces the session's mentee zone; a mentor's is ignored"),
  })
  .meta({ id: 'SessionRescheduleInput' });
export type SessionRescheduleInput = z.input<typeof sessionRescheduleSchema>;

/** `POST /api/mentorship/sessions/{id}/feedback`. */
export const sessionFeedbackSchema = z
  .object({
    rating: wholeNumberSchema({ message: 'Rating must be a whole number from 1 to 5', min: 1, max: 5 }),
    comment: optionalTextSchema({ label: 'Comment', max: SESSION_FEEDBACK_MAX }),
  })
  .meta({ id: 'SessionFeedbackInput' });
export type SessionFeedbackInput = z.input<typeof sessionFeedbackSchema>;

/** `GET /api/mentorship/sessions` query: upcoming (booked, not ended; soonest first) or past (ended or cancelled; newest first). */
export const sessionListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past'], { error: "When must be 'upcoming' or 'past'" }).default('upcoming'),
  ...pageQueryShape({ defaultLimit: MENTOR_PAGE_SIZE, maxLimit: MENTOR_PAGE_MAX }),
});
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

/** A session, as its mentor or mentee sees it. */
export const mentorshipSessionSchema = z
  .object({
    id: z.number().int(),
    mentor_id: z.number().int(),
    mentor: mentorshipPersonSchema.nullable(),
    mentee: mentorshipPersonSchema.nullable(),
    role: z.enum(['mentor', 'mentee']).describe("The viewer's side of it"),
    starts_at: z.string(),
    ends_at: z.string(),
    agenda: z.string(),
    status: z.enum(SESSION_STATUSES),
    can_change: z.boolean().describe('Booked and before the cut-off: may be cancelled or rescheduled'),
    can_give_feedback: z.boolean().describe('The viewer is the mentee, it ended, no feedback yet'),
    rating: z.number().int().nullable(),
    feedback: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'MentorshipSession' });
export type MentorshipSession = z.infer<typeof mentorshipSessionSchema>;

/** A mentor application as the admin tab lists it. */
export const mentorApplicationItemSchema = mentorSchema.omit({ next_slots: true }).meta({ id: 'MentorApplicationItem' });
export type MentorApplicationItem = z.infer<typeof mentorApplicationItemSchema>;

export const mentorEnvelopeSchema = envelope(mentorSchema);
export const mentorProfileEnvelopeSchema = envelope(mentorProfileSchema);
export const mentorListEnvelopeSchema = listEnvelope(mentorSchema);
export const slotListEnvelopeSchema = envelope(z.array(slotSchema));
export const mentorApplicationListEnvelopeSchema = listEnvelope(mentorApplicationItemSchema);
export const mentorApplicationEnvelopeSchema = envelope(mentorApplicationItemSchema);
export const sessionEnvelopeSchema = envelope(mentorshipSessionSchema);
export const sessionListEnvelopeSchema = listEnvelope(mentorshipSessionSchema);

/** `GET /api/mentorship/me`: the viewer's own mentor record, if any (for Become a Mentor). */
export const myMentorEnvelopeSchema = envelope(mentorApplicationItemSchema.nullable());
