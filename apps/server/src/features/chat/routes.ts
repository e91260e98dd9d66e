import { envelope } from '@esdc/core/api';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, CHAT_MESSAGES_PER_MINUTE, CHAT_MUTE_MAX_MINUTES, CHAT_PAGE_MAX, CHAT_PAGE_SIZE } from '@esdc/core/chat';
import {
  chatMessageEnvelopeSchema,
  chatMessageInputSchema,
  chatMessageListEnvelopeSchema,
  chatMessageListQuerySchema,
  chatMuteEnvelopeSchema,
  chatMuteSchema,
  chatRoomCreateSchema,
  chatRoomEnvelopeSchema,
  chatRoomListEnvelopeSchema,
  chatRoomUpdateSchema,
} from '@esdc/core/chat-schemas';
import { idParamsSchema } from '@esdc/core/input';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPage } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { consumeOrRejection, retryAfterSeconds, tooManyRequests } from '../../plugins/rate-limiters.ts';
import { ChatHub } from './chat-hub.ts';
import { chatSocketRoute } from './socket-route.ts';
import { deleteMessage, editMessage, listMessages, postMessage } from './message-service.ts';
import { muteMember } from './mute-service.ts';
import { createRoom, listRooms, updateRoom } from './room-service.ts';

const roomParams = idParamsSchema('room');
const messageParams = idParamsSchema('message');
const MESSAGE_TEXT = `\`text\`: markdown-lite (bold, italic, inline code, code blocks, http(s) links), at most ${CHAT_MESSAGE_MAX} characters; 400 'Message cannot be empty', 'Message is too long (max ${CHAT_MESSAGE_MAX} characters)'.`;

/**
 * The chatroom (docs/requirements.md §2 Chatroom): rooms, history, posting, editing, deleting, mutes, and the live
 * socket `GET /api/chat/socket` (docs/chat-socket.md) with its hub, started when the app is ready and closed with it.
 */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const members = { onRequest: app.requirePermission('chat:post', CHAT_MESSAGES.notActive) };
  const moderators = { onRequest: app.requirePermission('chat:moderate') };
  const roomAdmins = { onRequest: app.requirePermission('chat:manage-rooms') };
  // One budget per member for posting, in Redis when several instances share it.
  const postLimiter = ctx.makeLimiter('chat-messages', CHAT_MESSAGES_PER_MINUTE, 60);

  const hub = new ChatHub({ db: ctx.db, bus: ctx.realtime, writes: ctx.database.writes, clock: ctx.clock, log: app.log });
  app.addHook('onReady', async () => hub.start());
  // preClose: the sockets must close before the server waits for its connections to end.
  app.addHook('preClose', async () => hub.stop());

  r.get(
    '/api/chat/rooms',
    {
      ...members,
      schema: {
        tags: ['chat'],
        summary: 'The chat rooms',
        description:
          `Active members ('chat:post'): 401 signed out, 403 '${CHAT_MESSAGES.notActive}'. In order (\`position\`), each with its newest message id. ` +
          'Members see the rooms that are not archived; admins see every room, the archived ones (`archived: true`) listed last.',
        response: { 200: chatRoomListEnvelopeSchema },
      },
    },
    async (request) => ok(await listRooms(ctx.db, userOf(request))),
  );

  r.post(
    '/api/chat/rooms',
    {
      ...roomAdmins,
      schema: {
        tags: ['chat'],
        summary: 'Add a chat room',
        description: `Admins ('chat:manage-rooms'). Added last. 409 '${CHAT_MESSAGES.roomNameTaken}' when another room has the name, whatever its case.`,
        body: chatRoomCreateSchema,
        response: { 201: chatRoomEnvelopeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await createRoom(ctx.database, request.body, ctx.clock()), { message: 'Room created' })),
  );

  r.put(
    '/api/chat/rooms/:id',
    {
      ...roomAdmins,
      schema: {
        tags: ['chat'],
        summary: 'Rename, describe, archive or restore a chat room',
        description:
          `Admins ('chat:manage-rooms'). Fields left out keep their value. An archived room keeps its history, takes no new messages and is hidden from members. ` +
          `404 '${CHAT_MESSAGES.roomNotFound}'; 409 '${CHAT_MESSAGES.roomNameTaken}'.`,
        params: roomParams,
        body: chatRoomUpdateSchema,
        response: { 200: chatRoomEnvelopeSchema },
      },
    },
    async (request) => ok(await updateRoom(ctx.database, request.params.id, request.body), { message: 'Room saved' }),
  );

  r.get(
    '/api/chat/rooms/:id/messages',
    {
      ...members,
      schema: {
        tags: ['chat'],
        summary: "A page of a room's messages, newest last",
        description:
          `Active members. Deleted messages are never returned. \`before\`: the \`limit\` messages before that id; \`after\`: the first \`limit\` messages after that id ` +
          `(page on from the last one); neither: the latest \`limit\`. Always oldest first. \`limit\` default ${CHAT_PAGE_SIZE}, at most ${CHAT_PAGE_MAX}; ` +
          `\`meta.total\` counts the room's messages. 404 '${CHAT_MESSAGES.roomNotFound}' (also for an archived room, to members).`,
        params: roomParams,
        querystring: chatMessageListQuerySchema,
        response: { 200: chatMessageListEnvelopeSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await listMessages(ctx.db, request.params.id, q, userOf(request));
      return okPage(page.items, { total: page.total, limit: q.limit, offset: 0 });
    },
  );

  r.post(
    '/api/chat/rooms/:id/messages',
    {
      ...members,
      schema: {
        tags: ['chat'],
        summary: 'Post a message',
        description:
          `Active members ('chat:post'): 401 signed out (a suspended member's token too), 403 '${CHAT_MESSAGES.notActive}'. ${MESSAGE_TEXT} ` +
          `Each @username of an active member other than the author gets a 'chat_mention' notification. Delivered live to every socket in the room. ` +
          `403 '${CHAT_MESSAGES.roomArchived}'; 403 '${CHAT_MESSAGES.muted} until <time>' (\`error.details\` holds \`muted_until\`); ` +
          `429 '${CHAT_MESSAGES.rateLimited}' beyond ${CHAT_MESSAGES_PER_MINUTE} messages a minute, with Retry-After; 404 '${CHAT_MESSAGES.roomNotFound}'.`,
        params: roomParams,
        body: chatMessageInputSchema,
        response: { 201: chatMessageEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const member = userOf(request);
      const rejection = await consumeOrRejection(postLimiter, String(member.id));
      if (rejection) throw tooManyRequests(retryAfterSeconds(rejection), { reply, what: 'chat-messages' });
      const message = await postMessage(ctx.database, member, request.params.id, request.body.text, ctx.clock());
      return reply.status(201).send(ok(message));
    },
  );

  r.put(
    '/api/chat/messages/:id',
    {
      ...members,
      schema: {
        tags: ['chat'],
        summary: 'Edit one of your messages',
        description:
          `Its author only: 403 '${CHAT_MESSAGES.notYourMessage}'. ${MESSAGE_TEXT} Sets \`edited_at\`; an edit notifies no one. ` +
          `403 '${CHAT_MESSAGES.roomArchived}', 403 '${CHAT_MESSAGES.muted} until <time>'; 404 '${CHAT_MESSAGES.messageNotFound}'.`,
        params: messageParams,
        body: chatMessageInputSchema,
        response: { 200: chatMessageEnvelopeSchema },
      },
    },
    async (request) => ok(await editMessage(ctx.database, userOf(request), request.params.id, request.body.text, ctx.clock())),
  );

  r.delete(
    '/api/chat/messages/:id',
    {
      ...members,
      schema: {
        tags: ['chat'],
        summary: 'Delete a message',
        description:
          `Its author, or a moderator or admin ('chat:moderate') any message: 403 '${CHAT_MESSAGES.mayNotDelete}'. A moderator's deletion of someone else's message ` +
          `is recorded in the audit log. 404 '${CHAT_MESSAGES.messageNotFound}'.`,
        params: messageParams,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      await deleteMessage(ctx.database, userOf(request), request.params.id, ctx.clock());
      return ok({ id: request.params.id }, { message: 'Message deleted' });
    },
  );

  r.post(
    '/api/chat/mutes',
    {
      ...moderators,
      schema: {
        tags: ['chat'],
        summary: 'Mute a member in the chatroom',
        description:
          `Moderators and admins ('chat:moderate'). For 1–${CHAT_MUTE_MAX_MINUTES} minutes from now: the member cannot post, edit or type until then. ` +
          `403 '${CHAT_MESSAGES.cannotMuteStaff}'; 404 'User not found'. Recorded in the audit log.`,
        body: chatMuteSchema,
        response: { 201: chatMuteEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const muted = await muteMember(ctx.database, userOf(request).id, request.body, ctx.clock());
      return reply.status(201).send(ok(muted, { message: CHAT_MESSAGES.memberMuted }));
    },
  );

  await chatSocketRoute(app, ctx, hub);
}
