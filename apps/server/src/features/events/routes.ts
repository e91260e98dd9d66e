import { emptyDataSchema, envelope, listEnvelope, mediaResponse } from '@esdc/core/api';
import { EVENT_MESSAGES, type EventAction } from '@esdc/core/event';
import {
  eventCancelSchema,
  eventCheckInResultSchema,
  eventCheckInSchema,
  eventCreateSchema,
  eventListQuerySchema,
  eventRegistrationResultSchema,
  eventRegistrationsSchema,
  eventSchema,
  eventSettingsSchema,
  eventSettingsUpdateSchema,
  eventUpdateSchema,
  memberEventSchema,
  memberEventsQuerySchema,
} from '@esdc/core/event-schemas';
import { idParamsSchema } from '@esdc/core/input';
import { can } from '@esdc/core/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import { eventsCalendar } from './event-calendar.ts';
import { createEvent, deleteEvent, getEvent, listEvents, membersMayCreate, setMembersMayCreate, transitionEvent, updateEvent } from './event-service.ts';
import { checkIn, listMemberEvents, listRegistrations, registerForEvent, unregisterFromEvent } from './registration-service.ts';
import { userOf } from '../../plugins/auth.ts';

const idParams = idParamsSchema('event');

/** How many upcoming events the calendar feed holds. */
const FEED_SIZE = 100;

const MANAGERS =
  "The event's creator, a listed organiser or an admin (`event:manage`): 401 signed out, 403 'Only the creator, the organisers or an admin may manage this event'; 404 'Event not found' (also a draft the caller may not see).";

const TRANSITIONS: Record<Exclude<EventAction, 'cancel'>, { summary: string; description: string; message: string }> = {
  publish: {
    summary: 'Publish a draft event',
    description:
      "SPEC §4: from draft only. 409 EVENT_ALREADY_PUBLISHED 'Event is already published'; 409 EVENT_INVALID_TRANSITION 'Only draft events can be published'; 400 the §5 rules the event breaks (title ≥ 5, description ≥ 20, start before end).",
    message: 'Event published',
  },
  start: {
    summary: 'Start a published event',
    description:
      "SPEC §4: a published event whose start date is reached. 409 EVENT_NOT_STARTED 'Cannot start event before start date'; 409 EVENT_INVALID_TRANSITION 'Only published events can be started'.",
    message: 'Event started',
  },
  complete: {
    summary: 'Complete an event',
    description: "A published or ongoing event. 409 EVENT_INVALID_TRANSITION 'Only published or ongoing events can be completed'.",
    message: 'Event completed',
  },
};

/**
 * Events (SPEC §2 Events, §3 Event, §4 Event status, §6, §7; the contract: /api/docs): the public list and detail,
 * creating and editing (admins, moderators, members when allowed; the creator, organisers and admins edit), status
 * transitions, registration with a waitlist, the organisers' check-in, calendars, a member's events and the admin's
 * "members may create events" setting.
 */
export async function eventRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const member = { onRequest: app.requirePermission('event:register') };

  r.get(
    '/api/events',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['events'],
        summary: 'Events the viewer may see',
        description:
          "Drafts only to their creator, organisers and admins. `status` ('Invalid event status'), `upcoming=true` (published or ongoing, not ended, soonest first; " +
          "otherwise newest start first), `category` ('Invalid event category'), `q` (title, case-insensitive), `limit`/`offset`.",
        querystring: eventListQuerySchema,
        response: { 200: listEnvelope(eventSchema) },
      },
    },
    async (request) => okPageOf(await listEvents(ctx.db, request.user, request.query, ctx.clock()), request.query),
  );

  r.get(
    '/api/events.ics',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['events'],
        summary: 'Calendar feed of upcoming events (text/calendar)',
        description: `iCalendar (RFC 5545) of the next ${FEED_SIZE} published or ongoing events that have not ended, times in UTC, each with the URL of its page.`,
        response: { 200: mediaResponse('text/calendar', 'An iCalendar document') },
      },
    },
    async (_request, reply) => {
      const now = ctx.clock();
      const page = await listEvents(ctx.db, null, { upcoming: 'true', limit: FEED_SIZE, offset: 0 }, now);
      const body = eventsCalendar(page.items, { publicUrl: ctx.config.publicUrl, name: 'ESDC events', now });
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="esdc-events.ics"').send(body);
    },
  );

  r.get(
    '/api/events/settings',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['events'],
        summary: 'Who may create events',
        description:
          'Public. `members_can_create`: the admin setting; `can_create`: whether the viewer may create an event (admins and moderators always; members when the setting is on).',
        response: { 200: envelope(eventSettingsSchema) },
      },
    },
    async (request) => {
      const allowed = await membersMayCreate(ctx.db);
      return ok({ members_can_create: allowed, can_create: can(request.user, 'event:create', { membersMayCreate: allowed }) });
    },
  );

  r.put(
    '/api/admin/events/settings',
    {
      onRequest: app.requirePermission('admin:access'),
      schema: {
        tags: ['admin'],
        summary: 'Allow or stop members creating events',
        description: 'Active admins only (401 signed out, 403 otherwise). Message "Event settings saved".',
        body: eventSettingsUpdateSchema,
        response: { 200: envelope(eventSettingsSchema) },
      },
    },
    async (request) => {
      await setMembersMayCreate(ctx.db, userOf(request).id, request.body.members_can_create, ctx.clock());
      return ok({ members_can_create: request.body.members_can_create, can_create: true }, { message: 'Event settings saved' });
    },
  );

  r.get(
    '/api/events/:id',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['events'],
        summary: 'One event',
        description:
          "404 'Event not found' (also a draft the viewer may not see). `my_registration` and `can_manage` are the signed-in viewer's; " +
          "an online event's meeting link (`location`) is null unless the viewer holds a seat or manages the event (also in the list and calendars).",
        params: idParams,
        response: { 200: envelope(eventSchema) },
      },
    },
    async (request) => ok(await getEvent(ctx.db, request.user, request.params.id, ctx.clock())),
  );

  r.get(
    '/api/events/:id.ics',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['events'],
        summary: 'One event as iCalendar (text/calendar), for "Add to calendar"',
        description: "Times in UTC; the URL of the event's page. 404 'Event not found' (also a draft the viewer may not see).",
        params: idParams,
        response: { 200: mediaResponse('text/calendar', 'An iCalendar document') },
      },
    },
    async (request, reply) => {
      const now = ctx.clock();
      const event = await getEvent(ctx.db, request.user, request.params.id, now);
      const body = eventsCalendar([event], { publicUrl: ctx.config.publicUrl, name: event.title, now });
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="event-${event.id}.ics"`).send(body);
    },
  );

  r.post(
    '/api/events',
    {
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: 'Create an event',
        description:
          "Admins and moderators; members when an admin allows it (`GET /api/events/settings`): 401 signed out, 403 'Only admins and moderators may create events'. " +
          "A draft unless `status: 'published'`. 400 with the §5 messages ('Title must be at least 5 characters long', 'Description must be at least 20 characters long', " +
          "'Invalid event status', 'Invalid start date', 'Invalid end date', 'Start date must be before end date'), an unknown organiser or image; 403 someone else's image. Message 'Event created'.",
        body: eventCreateSchema,
        response: { 201: envelope(eventSchema) },
      },
    },
    async (request, reply) => {
      const event = await createEvent(ctx.database, userOf(request), request.body, ctx.clock());
      return reply.status(201).send(ok(event, { message: 'Event created' }));
    },
  );

  r.put(
    '/api/events/:id',
    {
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: 'Edit an event',
        description:
          `${MANAGERS} Any subset of the fields; registrations are kept. 409 EVENT_CAPACITY_BELOW_REGISTERED when max_participants is below the seats taken; ` +
          "raising it promotes the waitlist in line order. 409 'A completed or cancelled event cannot be edited'. 400 the §5 messages (dates checked against the stored ones). Message 'Event updated'.",
        params: idParams,
        body: eventUpdateSchema,
        response: { 200: envelope(eventSchema) },
      },
    },
    async (request) => {
      const { event } = await updateEvent(ctx.database, userOf(request), request.params.id, request.body, ctx.clock());
      return ok(event, { message: 'Event updated' });
    },
  );

  r.delete(
    '/api/events/:id',
    {
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: 'Delete an event',
        description:
          "SPEC §6: the creator or an admin. 403 'Only the creator or an admin may delete this event'; 404 'Event not found'. Registrations go with it. Message 'Event deleted'.",
        params: idParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteEvent(ctx.database, userOf(request), request.params.id, ctx.clock());
      return ok(null, { message: 'Event deleted' });
    },
  );

  for (const action of ['publish', 'start', 'complete'] as const) {
    const text = TRANSITIONS[action];
    r.post(
      `/api/events/:id/${action}`,
      {
        ...signedIn,
        schema: {
          tags: ['events'],
          summary: text.summary,
          description: `${MANAGERS} ${text.description} Message '${text.message}'.`,
          params: idParams,
          response: { 200: envelope(eventSchema) },
        },
      },
      async (request) => {
        const { event } = await transitionEvent(ctx.database, userOf(request), request.params.id, action, null, ctx.clock());
        return ok(event, { message: text.message });
      },
    );
  }

  r.post(
    '/api/events/:id/cancel',
    {
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: 'Cancel an event, with a reason',
        description: `${MANAGERS} SPEC §4: the reason is recorded ('Cancellation reason is required'). 409 'Event is already cancelled', 'A completed event cannot be cancelled'. Message 'Event cancelled'.`,
        params: idParams,
        body: eventCancelSchema,
        response: { 200: envelope(eventSchema) },
      },
    },
    async (request) => {
      const { event } = await transitionEvent(ctx.database, userOf(request), request.params.id, 'cancel', request.body.reason, ctx.clock());
      return ok(event, { message: 'Event cancelled' });
    },
  );

  r.post(
    '/api/events/:id/registration',
    {
      ...member,
      schema: {
        tags: ['events'],
        summary: 'Register the signed-in member (or join the waitlist)',
        description:
          "Active members (401 signed out, 403 otherwise). SPEC §4: a seat while places remain, else a waitlist place (`status: 'waitlisted'`, `waitlist_position`); " +
          "capacity is never exceeded, whatever the concurrency. 409 EVENT_NOT_OPEN 'Event is not accepting registrations' (not published, or ended); " +
          "409 EVENT_ALREADY_REGISTERED; 404 'Event not found'. Message 'You are registered for this event' or 'The event is full: you are number N on the waitlist'.",
        params: idParams,
        response: { 201: envelope(eventRegistrationResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await registerForEvent(ctx.database, userOf(request), request.params.id, ctx.clock());
      const message = result.status === 'registered' ? EVENT_MESSAGES.registered : EVENT_MESSAGES.waitlisted(result.waitlist_position ?? 1);
      return reply.status(201).send(ok(result, { message }));
    },
  );

  r.delete(
    '/api/events/:id/registration',
    {
      ...member,
      schema: {
        tags: ['events'],
        summary: "Cancel the signed-in member's registration or waitlist place",
        description:
          "A freed seat goes to the first on the waitlist at once. 404 EVENT_NOT_REGISTERED 'You are not registered for this event'; 409 EVENT_NOT_OPEN " +
          "'Registrations of a finished event cannot be changed'. Message 'Your registration was cancelled' or 'You left the waitlist'.",
        params: idParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      const { left } = await unregisterFromEvent(ctx.database, userOf(request), request.params.id, ctx.clock());
      return ok(null, { message: left === 'registered' ? EVENT_MESSAGES.unregistered : EVENT_MESSAGES.leftWaitlist });
    },
  );

  r.get(
    '/api/events/:id/registrations',
    {
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: 'Attendees and waitlist of an event, with check-in state',
        description: `${MANAGERS} Seats in sign-up order, then the waitlist in line order.`,
        params: idParams,
        response: { 200: envelope(eventRegistrationsSchema) },
      },
    },
    async (request) => ok(await listRegistrations(ctx.db, userOf(request), request.params.id)),
  );

  r.post(
    '/api/events/:id/check-ins',
    {
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: 'Check a member in by the code of their registration',
        description:
          `${MANAGERS} Marks attendance once (a repeat answers \`already_checked_in: true\` and changes nothing); the first check-in awards the event's attendance points ` +
          "through the ledger. 404 CHECK_IN_CODE_UNKNOWN 'No registration for this event has this code' (also another event's code); 409 'This member is on the waitlist, not registered'; " +
          "409 EVENT_NOT_OPEN for a draft or cancelled event. Message 'Checked in' or 'Already checked in'.",
        params: idParams,
        body: eventCheckInSchema,
        response: { 200: envelope(eventCheckInResultSchema) },
      },
    },
    async (request) => {
      const result = await checkIn(ctx.database, userOf(request), request.params.id, request.body.code, ctx.clock());
      return ok(result, { message: result.already_checked_in ? EVENT_MESSAGES.alreadyCheckedIn : EVENT_MESSAGES.checkedIn });
    },
  );

  r.get(
    '/api/users/:id/events',
    {
      onRequest: app.requirePermission('user:read'),
      schema: {
        tags: ['users'],
        summary: "A member's events (registered, waitlisted or attended)",
        description:
          "Signed in only (401), like a member's statistics. Events that are not drafts, newest start first; an online event's meeting link (`location`) only for viewers holding a seat or managing it. 404 'User not found'.",
        params: idParamsSchema('user'),
        querystring: memberEventsQuerySchema,
        response: { 200: listEnvelope(memberEventSchema) },
      },
    },
    async (request) => okPageOf(await listMemberEvents(ctx.db, request.user, request.params.id, request.query), request.query),
  );
}
