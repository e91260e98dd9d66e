import { mediaResponse } from '@esdc/core/api';
import { idParamsSchema } from '@esdc/core/input';
import { MENTOR_SLOT_RANGE_DEFAULT_DAYS, MENTOR_SLOT_RANGE_MAX_DAYS, MENTORSHIP_CHANGE_CUTOFF_HOURS, MENTORSHIP_MESSAGES } from '@esdc/core/mentorship';
import {
  mentorApplicationEnvelopeSchema,
  mentorApplicationListEnvelopeSchema,
  mentorApplicationListQuerySchema,
  mentorApplicationSchema,
  mentorListEnvelopeSchema,
  mentorListQuerySchema,
  mentorProfileEnvelopeSchema,
  myMentorEnvelopeSchema,
  sessionBookSchema,
  sessionEnvelopeSchema,
  sessionFeedbackSchema,
  sessionListEnvelopeSchema,
  sessionListQuerySchema,
  sessionRescheduleSchema,
  slotListEnvelopeSchema,
  slotQuerySchema,
} from '@esdc/core/mentorship-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPage } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { getMentor, listApplications, listMentors, mentorSlots, myMentor } from './mentor-reads.ts';
import { applyToMentor, decideApplication, updateMentorProfile } from './mentor-service.ts';
import { sessionCalendar } from './session-calendar.ts';
import { bookSession, cancelSession, giveFeedback, listSessions, participantSession, rescheduleSession } from './session-service.ts';

const mentorParams = idParamsSchema('mentor');
const applicationParams = idParamsSchema('mentor application');
const sessionParams = idParamsSchema('session');
const ACTIVE = `Active members: 401 signed out, 403 '${MENTORSHIP_MESSAGES.notActive}'.`;
const ADMINS = 'Admins only: 401 signed out, 403 otherwise.';
const PARTICIPANTS = `Only the session's mentor or mentee (403 '${MENTORSHIP_MESSAGES.notParticipant}'); 404 '${MENTORSHIP_MESSAGES.sessionNotFound}'.`;
const CHANGE = `While booked (409 '${MENTORSHIP_MESSAGES.cancelledAlready}') and until ${MENTORSHIP_CHANGE_CUTOFF_HOURS} hours before the start (409 '${MENTORSHIP_MESSAGES.tooLate}').`;
const TOLD =
  "Both participants are notified ('mentorship_session') and mailed, with a link to My Sessions and its .ics download, each with the time in their own zone (the mentor's; the mentee's `time_zone`, else UTC); who turned 'mentorship_session' off gets neither.";

/**
 * Mentorship (docs/requirements.md §2 Mentorship): the mentors and their slots are public; active members apply to
 * mentor and book, cancel, reschedule and rate sessions; admins approve applications. The services enforce the rest.
 */
export async function mentorshipRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const members = { onRequest: app.requirePermission('mentorship:take-part', MENTORSHIP_MESSAGES.notActive) };
  const admins = { onRequest: app.requirePermission('mentorship:approve') };
  const publicUrl = ctx.config.publicUrl;

  r.get(
    '/api/mentors',
    {
      schema: {
        tags: ['mentorship'],
        summary: 'The approved mentors',
        description: `Public. \`topic\`: a technology's name (any case). Each mentor with topics, bio, availability, average rating and the next free slots within ${MENTOR_SLOT_RANGE_DEFAULT_DAYS} days; paged.`,
        querystring: mentorListQuerySchema,
        response: { 200: mentorListEnvelopeSchema },
      },
    },
    async (request) => {
      const page = await listMentors(ctx.db, request.query, ctx.clock());
      return okPage(page.items, { total: page.total, limit: request.query.limit, offset: request.query.offset });
    },
  );

  r.get(
    '/api/mentors/:id',
    {
      schema: {
        tags: ['mentorship'],
        summary: "A mentor's profile",
        description: `Public. An approved mentor with their next free slots and latest feedback (no mentee names). 404 '${MENTORSHIP_MESSAGES.mentorNotFound}'.`,
        params: mentorParams,
        response: { 200: mentorProfileEnvelopeSchema },
      },
    },
    async (request) => ok(await getMentor(ctx.db, request.params.id, ctx.clock())),
  );

  r.get(
    '/api/mentors/:id/slots',
    {
      schema: {
        tags: ['mentorship'],
        summary: "A mentor's free slots in a span",
        description:
          `Public. \`from\`/\`to\` ISO-8601 (default: now, for ${MENTOR_SLOT_RANGE_DEFAULT_DAYS} days; at most ${MENTOR_SLOT_RANGE_MAX_DAYS} days: 400 '${MENTORSHIP_MESSAGES.rangeTooLong}'; ` +
          `400 '${MENTORSHIP_MESSAGES.invalidRange}'). The weekly availability in the mentor's zone cut into sessions, as UTC instants; future ones only, booked ones left out. 404 '${MENTORSHIP_MESSAGES.mentorNotFound}'.`,
        params: mentorParams,
        querystring: slotQuerySchema,
        response: { 200: slotListEnvelopeSchema },
      },
    },
    async (request) => ok(await mentorSlots(ctx.db, request.params.id, request.query, ctx.clock())),
  );

  r.post(
    '/api/mentor-applications',
    {
      ...members,
      schema: {
        tags: ['mentorship'],
        summary: 'Apply to become a mentor',
        description:
          `${ACTIVE} Topics from the technologies list (400 'Unknown topic: …'), bio, IANA time zone, session length (30, 45 or 60 minutes) and weekly availability. ` +
          `Pending until an admin approves. 409 '${MENTORSHIP_MESSAGES.alreadyApplied}', '${MENTORSHIP_MESSAGES.alreadyMentor}'; after a rejection a member may apply again. 400 with the schema's messages; nothing is stored.`,
        body: mentorApplicationSchema,
        response: { 201: mentorApplicationEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await applyToMentor(ctx.database, userOf(request).id, request.body, ctx.clock()), { message: MENTORSHIP_MESSAGES.applied })),
  );

  r.get(
    '/api/mentorship/me',
    {
      ...members,
      schema: {
        tags: ['mentorship'],
        summary: 'My mentor application',
        description: `${ACTIVE} The caller's mentor record in any status, or null when they never applied.`,
        response: { 200: myMentorEnvelopeSchema },
      },
    },
    async (request) => ok(await myMentor(ctx.db, userOf(request).id)),
  );

  r.put(
    '/api/mentorship/me',
    {
      ...members,
      schema: {
        tags: ['mentorship'],
        summary: 'Edit my mentor profile',
        description:
          `${ACTIVE} An approved mentor's topics, bio, time zone, session length and weekly availability, replaced whole (the application's fields and messages); ` +
          `the mentor stays approved and sessions already booked keep their times. 409 '${MENTORSHIP_MESSAGES.notMentor}' before approval. 400 with the schema's messages; nothing is stored.`,
        body: mentorApplicationSchema,
        response: { 200: mentorApplicationEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await updateMentorProfile(ctx.database, userOf(request).id, request.body, ctx.clock()), { message: MENTORSHIP_MESSAGES.profileSaved }),
  );

  r.get(
    '/api/admin/mentor-applications',
    {
      ...admins,
      schema: {
        tags: ['admin'],
        summary: 'Mentor applications',
        description: `${ADMINS} Of one \`status\` (default pending), oldest first, paged.`,
        querystring: mentorApplicationListQuerySchema,
        response: { 200: mentorApplicationListEnvelopeSchema },
      },
    },
    async (request) => {
      const page = await listApplications(ctx.db, request.query);
      return okPage(page.items, { total: page.total, limit: request.query.limit, offset: request.query.offset });
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/api/mentor-applications/:id/${decision}`,
      {
        ...admins,
        schema: {
          tags: ['mentorship'],
          summary: decision === 'approve' ? 'Approve a mentor application' : 'Reject a mentor application',
          description:
            `${ADMINS} A pending application only (409 '${MENTORSHIP_MESSAGES.notPending}'); 404 '${MENTORSHIP_MESSAGES.applicationNotFound}'. ` +
            `Recorded in the audit log; the applicant is notified ('mentor_application').`,
          params: applicationParams,
          response: { 200: mentorApplicationEnvelopeSchema },
        },
      },
      async (request) => {
        const status = decision === 'approve' ? 'approved' : 'rejected';
        const result = await decideApplication(ctx.database, userOf(request).id, request.params.id, status, ctx.clock());
        return ok(result, { message: decision === 'approve' ? MENTORSHIP_MESSAGES.approved : MENTORSHIP_MESSAGES.rejected });
      },
    );
  }

  r.post(
    '/api/mentorship/sessions',
    {
      ...members,
      schema: {
        tags: ['mentorship'],
        summary: 'Book a session',
        description:
          `${ACTIVE} One free slot (\`starts_at\`, 400 "${MENTORSHIP_MESSAGES.notASlot}") of an approved mentor (404 '${MENTORSHIP_MESSAGES.mentorNotFound}'), with a short agenda. ` +
          `403 '${MENTORSHIP_MESSAGES.ownSession}'. A slot is booked once: of simultaneous bookings one wins, the others get 409 '${MENTORSHIP_MESSAGES.slotTaken}'. ${TOLD}`,
        body: sessionBookSchema,
        response: { 201: sessionEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await bookSession(ctx.database, userOf(request).id, request.body, publicUrl, ctx.clock()), { message: MENTORSHIP_MESSAGES.booked })),
  );

  r.get(
    '/api/mentorship/sessions',
    {
      ...members,
      schema: {
        tags: ['mentorship'],
        summary: 'My sessions',
        description: `${ACTIVE} The caller's sessions as mentee or mentor: \`when\` upcoming (soonest first) or past (ended or cancelled, latest first); paged.`,
        querystring: sessionListQuerySchema,
        response: { 200: sessionListEnvelopeSchema },
      },
    },
    async (request) => {
      const page = await listSessions(ctx.db, userOf(request).id, request.query, ctx.clock());
      return okPage(page.items, { total: page.total, limit: request.query.limit, offset: request.query.offset });
    },
  );

  r.post(
    '/api/mentorship/sessions/:id/cancel',
    {
      ...members,
      schema: {
        tags: ['mentorship'],
        summary: 'Cancel a session',
        description: `${ACTIVE} ${PARTICIPANTS} ${CHANGE} The slot is free again. ${TOLD}`,
        params: sessionParams,
        response: { 200: sessionEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await cancelSession(ctx.database, userOf(request).id, request.params.id, publicUrl, ctx.clock()), { message: MENTORSHIP_MESSAGES.cancelled }),
  );

  r.post(
    '/api/mentorship/sessions/:id/reschedule',
    {
      ...members,
      schema: {
        tags: ['mentorship'],
        summary: 'Reschedule a session',
        description:
          `${ACTIVE} ${PARTICIPANTS} ${CHANGE} \`starts_at\`: another free slot of the same mentor (400 "${MENTORSHIP_MESSAGES.notASlot}", '${MENTORSHIP_MESSAGES.sameTime}'; ` +
          `409 '${MENTORSHIP_MESSAGES.slotTaken}'). ${TOLD}`,
        params: sessionParams,
        body: sessionRescheduleSchema,
        response: { 200: sessionEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await rescheduleSession(ctx.database, userOf(request).id, request.params.id, request.body, publicUrl, ctx.clock()), {
        message: MENTORSHIP_MESSAGES.rescheduled,
      }),
  );

  r.post(
    '/api/mentorship/sessions/:id/feedback',
    {
      ...members,
      schema: {
        tags: ['mentorship'],
        summary: 'Leave feedback on a session',
        description:
          `${ACTIVE} The mentee only (403 '${MENTORSHIP_MESSAGES.feedbackOnlyMentee}'), once (409 '${MENTORSHIP_MESSAGES.feedbackTwice}'), after it ended (409 '${MENTORSHIP_MESSAGES.feedbackTooEarly}'): ` +
          `a rating 1–5 and an optional comment. Shown to the mentor and, as an average, on the mentor's profile. 404 '${MENTORSHIP_MESSAGES.sessionNotFound}'.`,
        params: sessionParams,
        body: sessionFeedbackSchema,
        response: { 200: sessionEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await giveFeedback(ctx.database, userOf(request).id, request.params.id, request.body, ctx.clock()), { message: MENTORSHIP_MESSAGES.feedback }),
  );

  r.get(
    '/api/mentorship/sessions/:id/calendar.ics',
    {
      ...members,
      schema: {
        tags: ['mentorship'],
        summary: 'A session as iCalendar (text/calendar), for "Add to calendar"',
        description: `${ACTIVE} Its mentor and mentee only (403 '${MENTORSHIP_MESSAGES.calendarOnlyParticipants}'); 404 '${MENTORSHIP_MESSAGES.sessionNotFound}'. Times in UTC.`,
        params: sessionParams,
        response: { 200: mediaResponse('text/calendar', 'An iCalendar document') },
      },
    },
    async (request, reply) => {
      const now = ctx.clock();
      const session = await participantSession(ctx.db, userOf(request).id, request.params.id, now);
      const body = sessionCalendar(session, { publicUrl, now });
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="mentorship-session-${session.id}.ics"`).send(body);
    },
  );
}
