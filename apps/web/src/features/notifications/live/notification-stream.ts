import { NOTIFICATION_STREAM_EVENTS, type Notification } from '@esdc/core/notification';
import { EventSource, type FetchLike } from 'eventsource';
import { backoffDelay, DEFAULT_BACKOFF, type Backoff } from '../../../lib/backoff';

export { backoffDelay, type Backoff };

/** What the stream reports to its owner. */
export interface StreamHandlers {
  /** A `notification` event: a new notification for the member (SPEC §3 Notification). */
  onNotification: (notification: Notification) => void;
  /** An `unread` event: the member's unread count now. */
  onUnread: (count: number) => void;
  /** The stream is (re)connected; `reconnected` is true after a drop (events may have been missed meanwhile). */
  onOpen?: (reconnected: boolean) => void;
  /** The connection dropped or was refused; a retry follows unless the stream stopped. */
  onDrop?: () => void;
  /** The server refused the token (401): the stream stops for good. */
  onUnauthorized?: () => void;
}

/** Statuses after which retrying cannot help (signed out, forbidden, switched off): the stream stops. */
const FINAL_STATUSES = new Set([401, 403, 404]);

/**
 * Opens the member's live notification stream, `GET /api/notifications/stream` (Server-Sent Events; contract at
 * /api/docs), sending the session token in the `Authorization: Bearer` header (an `EventSource` cannot send headers,
 * so the `eventsource` client's `fetch` option adds it; the token never goes into the URL). On a drop or a refusal it
 * reconnects after {@link backoffDelay}, at once when the browser comes back online; a 401, 403 or 404 stops it.
 * @param options.url the stream's URL
 * @param options.getToken the session's token at each (re)connection; null stops the stream
 * @param options.handlers what to do with each event
 * @param options.backoff the retry delays ({@link DEFAULT_BACKOFF})
 * @param options.fetch the fetch to use (the page's by default)
 * @returns closes the stream and cancels any pending retry
 */
export function openNotificationStream(options: {
  url: string | URL;
  getToken: () => string | null;
  handlers: StreamHandlers;
  backoff?: Backoff;
  fetch?: typeof fetch;
}): () => void {
  const { url, getToken, handlers, backoff = DEFAULT_BACKOFF } = options;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;
  let everOpened = false;

  const authorizedFetch: FetchLike = (input, init) => {
    const token = getToken();
    const doFetch = options.fetch ?? globalThis.fetch;
    return doFetch(input, { ...init, headers: { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  };

  const stop = () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
    source = null;
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  };

  const retryLater = (delay: number) => {
    source?.close();
    source = null;
    clearTimeout(timer);
    timer = setTimeout(connect, delay);
  };

  function onOnline() {
    if (!closed && source === null) {
      attempt = 0;
      retryLater(0);
    }
  }

  function connect() {
    if (closed) return;
    if (!getToken()) {
      stop();
      return;
    }
    const es = new EventSource(url, { fetch: authorizedFetch });
    source = es;
    es.addEventListener('open', () => {
      if (source !== es) return;
      const reconnected = everOpened;
      everOpened = true;
      attempt = 0;
      handlers.onOpen?.(reconnected);
    });
    es.addEventListener(NOTIFICATION_STREAM_EVENTS.notification, (event: MessageEvent) => {
      if (source !== es) return;
      const notification = parse<Notification>(event.data);
      if (notification && typeof notification.id === 'number') handlers.onNotification(notification);
    });
    es.addEventListener(NOTIFICATION_STREAM_EVENTS.unread, (event: MessageEvent) => {
      if (source !== es) return;
      const data = parse<{ unread_count?: unknown }>(event.data);
      if (data && typeof data.unread_count === 'number') handlers.onUnread(data.unread_count);
    });
    es.addEventListener('error', (event) => {
      if (source !== es || closed) return;
      handlers.onDrop?.();
      const status = event.code;
      if (status !== undefined && FINAL_STATUSES.has(status)) {
        stop();
        if (status === 401) handlers.onUnauthorized?.();
        return;
      }
      // The client's own retry waits a fixed time; ours backs off, so close it and schedule the next attempt.
      retryLater(backoffDelay(attempt, backoff));
      attempt += 1;
    });
  }

  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  connect();
  return stop;
}

/** JSON of an event's data, or null when it is not JSON. */
function parse<T>(data: unknown): T | null {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}
