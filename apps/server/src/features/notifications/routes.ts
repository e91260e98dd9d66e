import { envelope, mediaResponse } from '@esdc/core/api';
import { idParamsSchema } from '@esdc/core/input';
import { NOTIFICATION_HEARTBEAT_MS, NOTIFICATION_MESSAGES, NOTIFICATION_STREAMS_PER_MEMBER, type Notification } from '@esdc/core/notification';
import {
  announcementResultSchema,
  announcementSchema,
  notificationListEnvelopeSchema,
  notificationListQuerySchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationUnreadSchema,
} from '@esdc/core/notification-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { ok, okPage } from '../../lib/envelope.ts';
import { sseFrame, startEventStream } from '../../lib/server-sent-events.ts';
import { NotificationHub, type StreamConnection } from '../../platform/notifications/notification-hub.ts';
import {
  deleteNotification,
  getPreferences,
  listNotifications,
  markAllRead,
  markRead,
  sendAnnouncement,
  unreadCount,
  updatePreferences,
} from './notification-service.ts';
import { attachLiveHub } from '../../platform/realtime/live-hub.ts';

const idParams = idParamsSchema('notification');

/** The signed-in member (the route's hook has already required a session). */
function memberOf(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}

const OWN_ONLY = "A member sees and changes only their own notifications: someone else's id answers 404 'Notification not found', like a missing one.";

/**
 * Notifications (SPEC §2 Notifications; docs/decisions/012-realtime-notifications.md): the member's list, read,
 * read-all, delete, preferences, the live stream, and admin announcements.
 */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: app.authenticate };

  const hub = new NotificationHub({ db: ctx.db, bus: ctx.realtime, writes: ctx.database.writes, clock: ctx.clock, log: app.log });
  attachLiveHub(app, hub, NOTIFICATION_HEARTBEAT_MS);
  ctx.metrics.trackConnections('notifications', () => hub.size);

  r.get(
    '/api/notifications',
    {
      ...secured,
      schema: {
        tags: ['notifications'],
        summary: "The member's notifications, newest first, with the unread count",
        description: `${OWN_ONLY} \`unread=true\`: unread ones only. \`meta.unread_count\` counts all unread ones whatever the page and filter.`,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListEnvelopeSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await listNotifications(ctx.db, memberOf(request).id, q);
      return okPage(page.items, { total: page.total, limit: q.limit, offset: q.offset, unread_count: page.unread });
    },
  );

  r.post(
    '/api/notifications/:id/read',
    {
      ...secured,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        description: `${OWN_ONLY} Already read: unchanged, 200. Answers the unread count after it; the member's other open streams get it as an \`unread\` event.`,
        params: idParams,
        response: { 200: envelope(notificationUnreadSchema) },
      },
    },
    async (request) => {
      const unread = await markRead(ctx.database, memberOf(request).id, request.params.id, ctx.clock());
      return ok({ unread_count: unread }, { message: NOTIFICATION_MESSAGES.markedRead });
    },
  );

  r.post(
    '/api/notifications/read-all',
    {
      ...secured,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all notifications read',
        description: "Marks every unread notification of the member read. 'All notifications marked as read'.",
        response: { 200: envelope(notificationUnreadSchema) },
      },
    },
    async (request) => {
      const unread = await markAllRead(ctx.database, memberOf(request).id, ctx.clock());
      return ok({ unread_count: unread }, { message: NOTIFICATION_MESSAGES.allMarkedRead });
    },
  );

  r.delete(
    '/api/notifications/:id',
    {
      ...secured,
      schema: {
        tags: ['notifications'],
        summary: 'Delete one notification',
        description: `${OWN_ONLY} Answers the unread count after it. 'Notification deleted'.`,
        params: idParams,
        response: { 200: envelope(notificationUnreadSchema) },
      },
    },
    async (request) => {
      const unread = await deleteNotification(ctx.database, memberOf(request).id, request.params.id);
      return ok({ unread_count: unread }, { message: NOTIFICATION_MESSAGES.deleted });
    },
  );

  r.get(
    '/api/notifications/preferences',
    {
      ...secured,
      schema: {
        tags: ['notifications'],
        summary: "The member's channel per notification type",
        description: "Every type, 'in_app' where the member never chose.",
        response: { 200: envelope(notificationPreferencesSchema) },
      },
    },
    async (request) => ok(await getPreferences(ctx.db, memberOf(request).id)),
  );

  r.put(
    '/api/notifications/preferences',
    {
      ...secured,
      schema: {
        tags: ['notifications'],
        summary: 'Change the channel of some notification types',
        description:
          "Types not named keep their channel. 'off': new notifications of the type are not stored; 'email': stored and gathered into one email digest a day; " +
          "'in_app': stored and shown. 400 'Invalid notification preference' or an unknown type; nothing changes.",
        body: notificationPreferencesUpdateSchema,
        response: { 200: envelope(notificationPreferencesSchema) },
      },
    },
    async (request) => ok(await updatePreferences(ctx.database, memberOf(request).id, request.body), { message: NOTIFICATION_MESSAGES.preferencesSaved }),
  );

  r.get(
    '/api/notifications/stream',
    {
      ...secured,
      exposeHeadRoute: false,
      // Never compressed: a compressor buffers, and every event must leave at once.
      compress: false,
      schema: {
        tags: ['notifications'],
        summary: 'Live notifications (Server-Sent Events)',
        description:
          'Authenticated with the usual `Authorization: Bearer` header (EventSource cannot send one: use fetch streaming). Answers `text/event-stream`: ' +
          '`event: unread` (data `{"unread_count": n}`) at once and whenever the count changes, `event: notification` (data: a Notification) for each new one, ' +
          `and a comment line every ${NOTIFICATION_HEARTBEAT_MS / 1000} s. Works across instances (PostgreSQL LISTEN/NOTIFY). ` +
          'The stream ends when the session is revoked or expires or the member is suspended (within one heartbeat). ' +
          `429 beyond ${NOTIFICATION_STREAMS_PER_MEMBER} open streams per member.`,
        response: { 200: mediaResponse('text/event-stream', 'A stream of Server-Sent Events') },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const res = reply.raw;
      const timers: { heartbeat?: NodeJS.Timeout } = {};
      let closed = false;
      const write = (text: string) => {
        if (!closed && !res.writableEnded) res.write(text);
      };
      const connection: StreamConnection = {
        userId: member.id,
        sid: member.sid,
        sendNotification: (n: Notification) => write(sseFrame('notification', n)),
        sendUnread: (count: number) => write(sseFrame('unread', { unread_count: count })),
        end: () => cleanup(),
      };
      const cleanup = () => {
        if (closed) return;
        closed = true;
        if (timers.heartbeat) clearInterval(timers.heartbeat);
        hub.remove(connection);
        if (!res.writableEnded) res.end();
      };
      // Read before the stream is registered, so nothing awaits between registering and taking over the socket.
      const count = await unreadCount(ctx.db, member.id);
      if (!hub.add(connection)) {
        reply.header('retry-after', '30');
        throw new AppError(429, 'RATE_LIMITED', NOTIFICATION_MESSAGES.tooManyStreams);
      }
      reply.hijack();
      startEventStream(res);
      res.on('close', cleanup);
      res.on('error', cleanup);
      // The client may already have gone while the count was read ('close' has then fired before we listened).
      if (res.destroyed || request.raw.socket.destroyed) {
        cleanup();
        return;
      }
      write(`retry: 5000\n\n`);
      write(sseFrame('unread', { unread_count: count }));
      timers.heartbeat = setInterval(() => write(': heartbeat\n\n'), NOTIFICATION_HEARTBEAT_MS);
      timers.heartbeat.unref();
    },
  );

  r.post(
    '/api/admin/announcements',
    {
      onRequest: app.requirePermission('notification:announce'),
      schema: {
        tags: ['admin'],
        summary: 'Send an announcement to every member or to one role',
        description:
          "Active admins only (`notification:announce`): 401 signed out, 403 otherwise. Stores an 'announcement' notification for every active member of the audience " +
          "('all', 'user', 'moderator', 'admin') who has not turned announcements off (the admin too, when in the audience), in one statement, delivered live; " +
          "recorded in the audit log ('announcement.sent'). `link`: an in-app path or empty. Answers how many members received it.",
        body: announcementSchema,
        response: { 201: envelope(announcementResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await sendAnnouncement(ctx.database, memberOf(request).id, request.body, ctx.clock());
      return reply.status(201).send(ok(result, { message: NOTIFICATION_MESSAGES.announcementSent(result.recipients) }));
    },
  );
}
