import type { Notification } from '@esdc/core/notification';
import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, openNotificationStream, type StreamHandlers } from './notification-stream';

const notification: Notification = {
  id: 7,
  type: 'project_liked',
  title: 'New like on your project',
  message: 'Ada liked "Weather station".',
  link: '/projects/3',
  read: false,
  time: '2026-11-24T04:00:00.000Z',
};

/** One connection the stubbed server received: its headers, and a way to send it text or end it. */
interface Connection {
  headers: Record<string, string>;
  send: (text: string) => void;
  end: () => void;
}

/**
 * A fetch standing in for the server at the network boundary: answers each call with `status`, and for a 200 keeps an
 * event stream open that the test writes to through the returned connections.
 */
function stubServer(statusOf: (attempt: number) => number = () => 200) {
  const connections: Connection[] = [];
  let attempt = 0;
  const fetch = vi.fn((_url: string | URL, init?: RequestInit) => {
    const status = statusOf(attempt++);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (status !== 200) {
      connections.push({ headers, send: () => undefined, end: () => undefined });
      return Promise.resolve(new Response('{"success":false}', { status, headers: { 'content-type': 'application/json' } }));
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const encoder = new TextEncoder();
    connections.push({ headers, send: (text) => controller.enqueue(encoder.encode(text)), end: () => controller.close() });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, connections };
}

function recordingHandlers() {
  const seen: { notifications: Notification[]; unread: number[]; opens: boolean[]; unauthorized: number } = {
    notifications: [],
    unread: [],
    opens: [],
    unauthorized: 0,
  };
  const handlers: StreamHandlers = {
    onNotification: (n) => seen.notifications.push(n),
    onUnread: (count) => seen.unread.push(count),
    onOpen: (reconnected) => seen.opens.push(reconnected),
    onUnauthorized: () => (seen.unauthorized += 1),
  };
  return { seen, handlers };
}

const FAST = { initialMs: 10, maxMs: 40 };

describe('openNotificationStream', () => {
  it('sends the session token as a Bearer header and hands each event to its handler', async () => {
    const server = stubServer();
    const { seen, handlers } = recordingHandlers();
    const close = openNotificationStream({ url: 'http://localhost/api/notifications/stream', getToken: () => 'tok-1', handlers, fetch: server.fetch });
    await vi.waitFor(() => expect(seen.opens).toEqual([false]));
    const [connection] = server.connections;
    expect(connection!.headers.Authorization).toBe('Bearer tok-1');
    expect(String(server.calls.mock.calls[0]![0])).toBe('http://localhost/api/notifications/stream');

    connection!.send(`: heartbeat\n\nevent: notification\ndata: ${JSON.stringify(notification)}\n\nevent: unread\ndata: {"unread_count":4}\n\n`);
    connection!.send('event: unread\ndata: not json\n\n');
    await vi.waitFor(() => expect(seen.unread).toEqual([4]));
    expect(seen.notifications).toEqual([notification]);
    close();
  });

  it('reconnects with backoff after the connection drops, and says it reconnected', async () => {
    const server = stubServer((attempt) => (attempt === 1 ? 503 : 200));
    const { seen, handlers } = recordingHandlers();
    const close = openNotificationStream({ url: 'http://localhost/s', getToken: () => 'tok', handlers, fetch: server.fetch, backoff: FAST });
    await vi.waitFor(() => expect(seen.opens).toEqual([false]));
    server.connections[0]!.end();
    // The drop, then a 503 (retried too), then an open stream again.
    await vi.waitFor(() => expect(seen.opens).toEqual([false, true]));
    expect(server.calls).toHaveBeenCalledTimes(3);
    server.connections[2]!.send(`event: notification\ndata: ${JSON.stringify(notification)}\n\n`);
    await vi.waitFor(() => expect(seen.notifications).toHaveLength(1));
    close();
  });

  it('stops for good on a 401 and reports it', async () => {
    const server = stubServer(() => 401);
    const { seen, handlers } = recordingHandlers();
    openNotificationStream({ url: 'http://localhost/s', getToken: () => 'expired', handlers, fetch: server.fetch, backoff: FAST });
    await vi.waitFor(() => expect(seen.unauthorized).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(server.calls).toHaveBeenCalledTimes(1);
    expect(seen.opens).toEqual([]);
  });

  it('closing stops the stream and any retry, and nothing is delivered afterwards', async () => {
    const server = stubServer();
    const { seen, handlers } = recordingHandlers();
    const close = openNotificationStream({ url: 'http://localhost/s', getToken: () => 'tok', handlers, fetch: server.fetch, backoff: FAST });
    await vi.waitFor(() => expect(seen.opens).toEqual([false]));
    close();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(server.calls).toHaveBeenCalledTimes(1);
    expect(seen.notifications).toEqual([]);
  });

  it('does not connect without a token', () => {
    const server = stubServer();
    const { handlers } = recordingHandlers();
    openNotificationStream({ url: 'http://localhost/s', getToken: () => null, handlers, fetch: server.fetch });
    expect(server.calls).not.toHaveBeenCalled();
  });
});

describe('backoffDelay', () => {
  it('doubles from the first delay up to the cap, less up to a fifth at random', () => {
    const none = () => 0;
    expect([0, 1, 2, 3, 6, 7, 40].map((a) => backoffDelay(a, { initialMs: 1000, maxMs: 60_000 }, none))).toEqual([
      1000, 2000, 4000, 8000, 60_000, 60_000, 60_000,
    ]);
    expect(backoffDelay(0, { initialMs: 1000, maxMs: 60_000 }, () => 0.999)).toBeGreaterThanOrEqual(800);
    expect(backoffDelay(0, { initialMs: 1000, maxMs: 60_000 }, () => 0.5)).toBe(900);
  });
});
