import { chatServerFrameSchema, type ChatClientFrame, type ChatServerFrame } from '@esdc/core/chat-schemas';
import { backoffDelay, DEFAULT_BACKOFF, type Backoff } from '../../../lib/backoff';

/** Where the connection stands: opening for the first time, open (authenticated), retrying after a drop, or stopped. */
export type ChatConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What the socket reports to its owner. */
export interface ChatSocketHandlers {
  /** Every frame the server sends after `ready` (messages, edits, deletions, presence, typing, errors). */
  onFrame: (frame: ChatServerFrame) => void;
  /** The connection's status changed. */
  onStatus: (status: ChatConnectionStatus) => void;
  /**
   * The server refused the session (the socket closed with 4401: a bad or expired token, a suspended account) or the
   * account (4403: not active): the socket stops for good.
   */
  onRefused?: (code: number) => void;
}

/** The open socket: rooms to follow, typing, and closing. */
export interface ChatSocket {
  /**
   * Follows a room: joins it now if the connection is open, and again after every reconnection, each time asking for
   * the messages after `lastSeen()` (the newest id the page holds), so nothing sent during a drop is missed.
   */
  join: (roomId: number, lastSeen: () => number | undefined) => void;
  /** Stops following a room. */
  leave: (roomId: number) => void;
  /** Says the member is typing in a room; sent at most once per {@link TYPING_THROTTLE_MS} per room. */
  typing: (roomId: number) => void;
  /** Closes the connection and cancels any retry. */
  close: () => void;
}

/** Close codes after which retrying cannot help (docs/chat-socket.md): the session or the account was refused. */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([4401, 4403]);

/** The least time between two `typing` frames for one room, ms. */
export const TYPING_THROTTLE_MS = 2_000;

/** The constructor of a WebSocket (the browser's by default; tests give a stand-in for the server). */
export type WebSocketLike = new (url: string) => Pick<WebSocket, 'send' | 'close' | 'readyState' | 'addEventListener'>;

/**
 * The socket's address on this page's origin: `ws://` under http, `wss://` under https.
 * @param location the page's location (protocol and host)
 * @returns e.g. 'wss://hub.example.org/api/chat/socket'
 */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/chat/socket`;
}

/**
 * Opens the chat socket, `GET /api/chat/socket` (SPEC §5 Chat; frames in core `chat-schemas.ts`): sends
 * `{ type: 'auth', token }` first, and once the server answers `ready`, joins the followed rooms with `after` = the
 * last message seen. A dropped connection is opened again after {@link backoffDelay} (at once when the browser comes
 * back online), authenticates again and resumes each room after its last message; a close with 4401 or 4403 (the
 * session or the account refused), or no token, stops it. Frames that are not valid JSON or not a known frame are ignored.
 * @param options.url the socket's address ({@link chatSocketUrl})
 * @param options.getToken the session's token at each (re)connection
 * @param options.now the clock of the typing throttle, ms (Date.now by default)
 * @returns the socket
 */
export function openChatSocket(options: {
  url: string;
  getToken: () => string | null;
  handlers: ChatSocketHandlers;
  backoff?: Backoff;
  WebSocket?: WebSocketLike;
  now?: () => number;
}): ChatSocket {
  const { url, getToken, handlers, backoff = DEFAULT_BACKOFF, now = Date.now } = options;
  const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketLike);
  const rooms = new Map<number, () => number | undefined>();
  const lastTyping = new Map<number, number>();
  let socket: InstanceType<WebSocketLike> | null = null;
  let ready = false;
  let closed = false;
  let attempt = 0;
  let everReady = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const status = (next: ChatConnectionStatus) => handlers.onStatus(next);
  const send = (frame: ChatClientFrame) => {
    if (socket && ready) socket.send(JSON.stringify(frame));
  };
  const sendJoin = (roomId: number, lastSeen: () => number | undefined) => {
    const after = lastSeen();
    send(after === undefined ? { type: 'join', room_id: roomId } : { type: 'join', room_id: roomId, after });
  };

  const stop = () => {
    closed = true;
    ready = false;
    clearTimeout(timer);
    const s = socket;
    socket = null;
    s?.close();
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    status('closed');
  };

  const retry = (delay: number) => {
    ready = false;
    const s = socket;
    socket = null;
    s?.close();
    clearTimeout(timer);
    status(everReady ? 'reconnecting' : 'connecting');
    timer = setTimeout(connect, delay);
  };

  function onOnline() {
    if (!closed && !ready) {
      attempt = 0;
      retry(0);
    }
  }

  function connect() {
    if (closed) return;
    const token = getToken();
    if (!token) {
      stop();
      return;
    }
    status(everReady ? 'reconnecting' : 'connecting');
    let ws: InstanceType<WebSocketLike>;
    try {
      ws = new Socket(url);
    } catch {
      retry(backoffDelay(attempt++, backoff));
      return;
    }
    socket = ws;
    ws.addEventListener('open', () => {
      if (socket !== ws) return;
      ws.send(JSON.stringify({ type: 'auth', token } satisfies ChatClientFrame));
    });
    ws.addEventListener('message', (event: MessageEvent) => {
      if (socket !== ws) return;
      const frame = parseFrame(event.data);
      if (!frame) return;
      if (frame.type === 'ready') {
        ready = true;
        everReady = true;
        attempt = 0;
        status('open');
        for (const [roomId, lastSeen] of rooms) sendJoin(roomId, lastSeen);
        return;
      }
      handlers.onFrame(frame);
    });
    ws.addEventListener('close', (event: CloseEvent) => {
      if (socket !== ws || closed) return;
      if (FINAL_CLOSE_CODES.has(event.code)) {
        stop();
        handlers.onRefused?.(event.code);
        return;
      }
      retry(backoffDelay(attempt++, backoff));
    });
  }

  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  connect();

  return {
    join: (roomId, lastSeen) => {
      rooms.set(roomId, lastSeen);
      sendJoin(roomId, lastSeen);
    },
    leave: (roomId) => {
      if (!rooms.delete(roomId)) return;
      lastTyping.delete(roomId);
      send({ type: 'leave', room_id: roomId });
    },
    typing: (roomId) => {
      if (!ready || !rooms.has(roomId)) return;
      const at = now();
      const last = lastTyping.get(roomId);
      if (last !== undefined && at - last < TYPING_THROTTLE_MS) return;
      lastTyping.set(roomId, at);
      send({ type: 'typing', room_id: roomId });
    },
    close: stop,
  };
}

/** A server frame from a message's data, or null when it is not JSON or not a frame the contract knows. */
function parseFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = chatServerFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
