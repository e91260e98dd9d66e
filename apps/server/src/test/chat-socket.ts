import { chatServerFrameSchema, type ChatServerFrame } from '@esdc/core/chat-schemas';
import WebSocket from 'ws';

/** A chat socket opened by a real WebSocket client (ws), for tests of the chatroom's live delivery. */
export interface ChatSocketClient {
  /** Every frame received so far, in order (each checked against core `chatServerFrameSchema`). */
  frames: ChatServerFrame[];
  /** Sends one frame (any JSON value, or a raw string as is). */
  send(frame: unknown): void;
  /**
   * Waits for the first frame of the type that matches and that no earlier call took (frames of other types stay
   * for later calls).
   * @param timeoutMs at most this long (default 5000)
   */
  next<T extends ChatServerFrame['type']>(
    type: T,
    match?: (frame: Extract<ChatServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ChatServerFrame, { type: T }>>;
  /** Resolves with the close code and reason once the socket is closed. */
  closed: Promise<{ code: number; reason: string }>;
  /** Sends `auth` with the token and waits for `ready`. */
  auth(token: string): Promise<void>;
  close(): void;
}

/**
 * Opens `GET /api/chat/socket` on a listening app.
 * @param baseUrl `http://127.0.0.1:<port>`
 * @returns the client, once the socket is open
 */
export async function openChatSocket(baseUrl: string): Promise<ChatSocketClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/chat/socket`);
  const frames: ChatServerFrame[] = [];
  const taken = new Set<number>();
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(chatServerFrameSchema.parse(JSON.parse(String(data))));
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of [...waiters]) wake();
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const client: ChatSocketClient = {
    frames,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (type, match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          for (let i = 0; i < frames.length; i += 1) {
            const frame = frames[i]!;
            if (!taken.has(i) && frame.type === type && (!match || match(frame as never))) {
              taken.add(i);
              cleanup();
              resolve(frame as never);
              return;
            }
          }
          if (socket.readyState === WebSocket.CLOSED) {
            cleanup();
            reject(new Error(`socket closed while waiting for a ${type} frame; got ${JSON.stringify(frames)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      }),
    closed,
    auth: async (token) => {
      client.send({ type: 'auth', token });
      await client.next('ready');
    },
    close: () => socket.close(),
  };
  return client;
}
