import { mediaResponse } from '@esdc/core/api';
import { CHAT_MESSAGES, CHAT_SOCKETS_PER_MEMBER } from '@esdc/core/chat';
import { chatClientFrameSchema, type ChatClientFrame, type ChatServerFrame } from '@esdc/core/chat-schemas';
import { can } from '@esdc/core/permissions';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { ChatConnection, ChatHub } from './chat-hub.ts';
import { activeMuteUntil } from './mute-service.ts';
import { visibleRoom } from './room-service.ts';
import { attachLiveHub } from '../../platform/realtime/live-hub.ts';

/** The first frame must be `auth` within this many ms, or the socket closes. */
const CHAT_AUTH_TIMEOUT_MS = 5000;
/** Largest frame a client may send, in bytes; a bigger one closes the socket (1009). */
const CHAT_FRAME_MAX_BYTES = 8 * 1024;
/** Invalid frames a socket may send before it is closed (1008). */
const CHAT_BAD_FRAMES_MAX = 10;
/** A ping every this many ms; a socket that did not answer the previous one is dropped. Sessions are checked as often. */
const CHAT_HEARTBEAT_MS = 30_000;
/** A socket whose unsent data grows past this many bytes (a client that stopped reading) is dropped. */
const SEND_BUFFER_MAX_BYTES = 1024 * 1024;

/** Close codes (docs/chat-socket.md). */
const CLOSE = { authFailed: 4401, notAllowed: 4403, authTimeout: 4408, tooMany: 4429, policy: 1008 } as const;

/**
 * `GET /api/chat/socket` (docs/chat-socket.md): the chatroom's WebSocket. The client authenticates with its first
 * frame (`{"type":"auth","token"}`, verified exactly as the API's bearer token: `app.verifySessionToken`), then joins
 * rooms, leaves them and tells it is typing; the server sends `ready`, `message`, `message_edited`,
 * `message_deleted`, `presence`, `typing` and `error` frames (core `chatServerFrameSchema`). The plugin is registered
 * in a scope of its own, so no other route is touched by it.
 */
export async function chatSocketRoute(app: FastifyInstance, ctx: AppContext, hub: ChatHub): Promise<void> {
  // The hub is started and stopped with the chat feature; here its sockets' sessions are checked every heartbeat.
  attachLiveHub(app, { checkSessions: () => hub.checkSessions() }, CHAT_HEARTBEAT_MS);
  ctx.metrics.trackConnections('chat', () => hub.size);

  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: CHAT_FRAME_MAX_BYTES } });
    scope.route({
      method: 'GET',
      url: '/api/chat/socket',
      exposeHeadRoute: false,
      schema: {
        tags: ['chat'],
        summary: 'The chatroom socket (WebSocket)',
        description:
          'Upgrade to a WebSocket (101). The first frame must be `{"type":"auth","token"}` with the bearer token, within 5 s; then `join`, `leave`, `typing`. ' +
          'Frames, errors, resume with `after` and limits: docs/chat-socket.md. A plain request without the upgrade answers 426.',
        response: { 101: mediaResponse('application/json', 'Switching Protocols: the socket is open (JSON text frames)') },
      },
      // A plain HTTP request (no upgrade) is told to upgrade.
      handler: async () => {
        throw new AppError(426, 'VALIDATION_ERROR', 'Connect with a WebSocket: see docs/chat-socket.md');
      },
      wsHandler: (socket: WebSocket) => serveSocket(app, ctx, hub, socket),
    });
  });
}

/** Serves one socket from its upgrade to its close. */
function serveSocket(app: FastifyInstance, ctx: AppContext, hub: ChatHub, socket: WebSocket): void {
  let connection: ChatConnection | undefined;
  let user: SessionUser | undefined;
  let badFrames = 0;
  let alive = true;
  let closed = false;
  // Frames are handled one after another, in the order they came.
  let chain: Promise<void> = Promise.resolve();

  const send = (frame: ChatServerFrame) => {
    if (closed || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > SEND_BUFFER_MAX_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(frame));
  };
  const close = (code: number, reason: string) => {
    if (closed) return;
    closed = true;
    socket.close(code, reason);
  };
  const fail = (message: string, roomId?: number) => send({ type: 'error', ...(roomId !== undefined ? { room_id: roomId } : {}), message });

  const authTimer = setTimeout(() => {
    if (connection) return;
    fail(CHAT_MESSAGES.signInRequired);
    close(CLOSE.authTimeout, CHAT_MESSAGES.signInRequired);
  }, CHAT_AUTH_TIMEOUT_MS);
  authTimer.unref();
  const heartbeat = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, CHAT_HEARTBEAT_MS);
  heartbeat.unref();

  socket.on('pong', () => {
    alive = true;
  });
  socket.on('close', () => {
    closed = true;
    clearTimeout(authTimer);
    clearInterval(heartbeat);
    if (connection) hub.remove(connection);
  });
  socket.on('message', (data: RawData, isBinary: boolean) => {
    chain = chain
      .then(() => (closed ? undefined : handle(data, isBinary)))
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'chat socket frame failed');
        fail('Something went wrong');
      });
  });

  const invalid = () => {
    badFrames += 1;
    fail(CHAT_MESSAGES.invalidFrame);
    if (badFrames > CHAT_BAD_FRAMES_MAX) close(CLOSE.policy, 'Too many invalid frames');
  };

  async function handle(data: RawData, isBinary: boolean): Promise<void> {
    let frame: ChatClientFrame;
    try {
      if (isBinary) throw new Error('binary');
      const parsed = chatClientFrameSchema.safeParse(JSON.parse(rawText(data)));
      if (!parsed.success) throw new Error('invalid');
      frame = parsed.data;
    } catch {
      if (!connection) {
        fail(CHAT_MESSAGES.signInRequired);
        close(CLOSE.authFailed, CHAT_MESSAGES.signInRequired);
        return;
      }
      invalid();
      return;
    }
    if (!connection || !user) {
      if (frame.type !== 'auth') {
        fail(CHAT_MESSAGES.signInRequired);
        close(CLOSE.authFailed, CHAT_MESSAGES.signInRequired);
        return;
      }
      await authenticate(frame.token);
      return;
    }
    switch (frame.type) {
      case 'auth':
        invalid();
        return;
      case 'join': {
        const room = await visibleRoom(ctx.db, frame.room_id, user).catch(() => undefined);
        if (!room) {
          fail(CHAT_MESSAGES.roomNotFound, frame.room_id);
          return;
        }
        await hub.join(connection, room.id, frame.after);
        return;
      }
      case 'leave':
        hub.leave(connection, frame.room_id);
        return;
      case 'typing': {
        if (!hub.joined(connection, frame.room_id)) {
          fail(CHAT_MESSAGES.notJoined, frame.room_id);
          return;
        }
        const until = await activeMuteUntil(ctx.db, user.id, ctx.clock());
        if (until) {
          fail(`${CHAT_MESSAGES.muted} until ${until}`, frame.room_id);
          return;
        }
        hub.typing(connection, frame.room_id, ctx.clock().getTime());
        return;
      }
    }
  }

  async function authenticate(token: string): Promise<void> {
    let verified: SessionUser;
    try {
      verified = await app.verifySessionToken(token);
    } catch (error) {
      // A suspended or inactive account is told why, as the API tells it; any other refusal is 'Authentication failed'.
      const message = error instanceof AppError && error.code !== 'UNAUTHORIZED' ? error.message : CHAT_MESSAGES.authFailed;
      fail(message);
      close(CLOSE.authFailed, CHAT_MESSAGES.authFailed);
      return;
    }
    if (!can(verified, 'chat:post')) {
      fail(CHAT_MESSAGES.notActive);
      close(CLOSE.notAllowed, CHAT_MESSAGES.notActive);
      return;
    }
    if (closed) return;
    if (hub.connectionsOf(verified.id) >= CHAT_SOCKETS_PER_MEMBER) {
      fail(CHAT_MESSAGES.tooManySockets);
      close(CLOSE.tooMany, CHAT_MESSAGES.tooManySockets);
      return;
    }
    clearTimeout(authTimer);
    user = verified;
    connection = {
      member: { id: verified.id, name: verified.name, username: verified.username },
      sid: verified.sid,
      send,
      close,
    };
    hub.add(connection);
    send({ type: 'ready', user_id: verified.id });
  }
}

/** A text frame's data as a string (ws hands over a Buffer, or fragments of one). */
function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
