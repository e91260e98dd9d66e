import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatServerFrame } from '@esdc/core/chat-schemas';
import { FakeChatSocket } from '../test/fake-chat-server';
import { chatSocketUrl, openChatSocket, TYPING_THROTTLE_MS, type ChatConnectionStatus, type WebSocketLike } from './chat-socket';

const FAST = { initialMs: 10, maxMs: 40 };

function openSocket(options: { token?: string | null; now?: () => number } = {}) {
  const frames: ChatServerFrame[] = [];
  const statuses: ChatConnectionStatus[] = [];
  const refused: number[] = [];
  const socket = openChatSocket({
    url: 'ws://localhost/api/chat/socket',
    getToken: () => (options.token === undefined ? 'tok-1' : options.token),
    handlers: { onFrame: (f) => frames.push(f), onStatus: (s) => statuses.push(s), onRefused: (code) => refused.push(code) },
    backoff: FAST,
    WebSocket: FakeChatSocket as unknown as WebSocketLike,
    now: options.now,
  });
  return { socket, frames, statuses, refused };
}

beforeEach(() => {
  FakeChatSocket.sockets = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the chat socket', () => {
  it('addresses the socket on the page origin, wss under https', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'hub.example.org' })).toBe('wss://hub.example.org/api/chat/socket');
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/chat/socket');
  });

  it('sends auth first, joins once ready with the last message seen, and hands on the frames it knows', () => {
    const { socket, frames, statuses } = openSocket();
    const ws = FakeChatSocket.last();
    expect(ws.url).toBe('ws://localhost/api/chat/socket');
    socket.join(1, () => 41);
    expect(ws.sent).toEqual([]);
    ws.open();
    expect(ws.sent).toEqual([{ type: 'auth', token: 'tok-1' }]);
    ws.frame({ type: 'ready', user_id: 7 });
    expect(ws.sent.slice(1)).toEqual([{ type: 'join', room_id: 1, after: 41 }]);
    expect(statuses).toEqual(['connecting', 'open']);

    ws.frame({ type: 'presence', room_id: 1, members: [{ id: 7, name: 'Ada', username: 'ada' }] });
    ws.frame('not json');
    ws.frame(JSON.stringify({ type: 'unknown', room_id: 1 }));
    ws.frame({ type: 'message_deleted', room_id: 1, id: 3 });
    expect(frames).toEqual([
      { type: 'presence', room_id: 1, members: [{ id: 7, name: 'Ada', username: 'ada' }] },
      { type: 'message_deleted', room_id: 1, id: 3 },
    ]);

    socket.join(2, () => undefined);
    socket.leave(1);
    expect(ws.sent.slice(2)).toEqual([
      { type: 'join', room_id: 2 },
      { type: 'leave', room_id: 1 },
    ]);
    socket.close();
    expect(ws.closedByClient).toBe(true);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('reconnects with backoff after a drop, authenticates again and resumes each room after its newest message', async () => {
    const { socket, statuses, frames } = openSocket();
    let lastSeen = 10;
    socket.join(1, () => lastSeen);
    const first = FakeChatSocket.last();
    first.open();
    first.frame({ type: 'ready', user_id: 7 });
    lastSeen = 15;
    first.drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(2));
    const second = FakeChatSocket.last();
    // What the dropped socket still delivers is no longer listened to.
    first.frame({ type: 'message_deleted', room_id: 1, id: 3 });
    expect(frames).toEqual([]);
    second.open();
    second.frame({ type: 'ready', user_id: 7 });
    expect(second.sent).toEqual([
      { type: 'auth', token: 'tok-1' },
      { type: 'join', room_id: 1, after: 15 },
    ]);
    expect(statuses.at(-1)).toBe('open');

    // A socket that fails before it is ever ready keeps retrying, each time after a longer wait.
    second.drop();
    await vi.waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(3));
    FakeChatSocket.last().drop();
    await vi.waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(4));
    socket.close();
  });

  it('stops for good when the server refuses the session (4401) or the account (4403), and without a token', async () => {
    const refusedSession = openSocket();
    FakeChatSocket.last().open();
    FakeChatSocket.last().drop(4401);
    expect(refusedSession.refused).toEqual([4401]);
    expect(refusedSession.statuses.at(-1)).toBe('closed');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(FakeChatSocket.sockets).toHaveLength(1);

    const refusedAccount = openSocket();
    FakeChatSocket.last().drop(4403);
    expect(refusedAccount.refused).toEqual([4403]);

    const signedOut = openSocket({ token: null });
    expect(FakeChatSocket.sockets).toHaveLength(2);
    expect(signedOut.statuses).toEqual(['closed']);
  });

  it('sends typing at most once per 2 s per room, only for a joined room once ready', () => {
    let now = 1_000_000;
    const { socket } = openSocket({ now: () => now });
    const ws = FakeChatSocket.last();
    socket.typing(1);
    ws.open();
    ws.frame({ type: 'ready', user_id: 7 });
    socket.typing(1);
    socket.join(1, () => undefined);
    socket.typing(1);
    now += 500;
    socket.typing(1);
    now += TYPING_THROTTLE_MS;
    socket.typing(1);
    const typing = ws.sent.filter((f) => f.type === 'typing');
    expect(typing).toEqual([
      { type: 'typing', room_id: 1 },
      { type: 'typing', room_id: 1 },
    ]);
    socket.close();
  });
});
