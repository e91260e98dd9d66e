import { EventSource, type FetchLike } from 'eventsource';
import { backoffDelay, DEFAULT_BACKOFF, type Backoff } from './backoff';

/** What a live stream reports to its owner, besides its named events. */
export interface LiveStreamHooks {
  /** The stream is (re)connected; `reconnected` is true after a drop (events may have been missed meanwhile). */
  onOpen?: (reconnected: boolean) => void;
  /** The connection dropped or was refused; a retry follows unless the stream stopped. */
  onDrop?: () => void;
  /** The server refused the stream for good (401, 403 or 404): it stopped. */
  onFinal?: (status: number) => void;
}

/** Statuses after which retrying cannot help (signed out, forbidden, gone or switched off): the stream stops. */
const FINAL_STATUSES = new Set([401, 403, 404]);

/**
 * Opens a Server-Sent Events stream of the API (the notification bell's, a planning board's; contracts at /api/docs),
 * sending the session token in the `Authorization: Bearer` header (an `EventSource` cannot send headers, so the
 * `eventsource` client's `fetch` option adds it; the token never goes into the URL). Each named event's data is parsed
 * as JSON (null when it is not) and handed to its handler. On a drop or a refusal it reconnects after
 * {@link backoffDelay}, at once when the browser comes back online; a 401, 403 or 404 stops it.
 * @param options.url the stream's URL
 * @param options.getToken the session's token at each (re)connection; null stops the stream
 * @param options.events a handler per event name, given the event's parsed data
 * @param options.hooks open, drop and final refusal
 * @param options.backoff the retry delays ({@link DEFAULT_BACKOFF})
 * @param options.fetch the fetch to use (the page's by default)
 * @returns closes the stream and cancels any pending retry
 */
export function openLiveStream(options: {
  url: string | URL;
  getToken: () => string | null;
  events: Readonly<Record<string, (data: unknown) => void>>;
  hooks?: LiveStreamHooks;
  backoff?: Backoff;
  fetch?: typeof fetch;
}): () => void {
  const { url, getToken, events, hooks = {}, backoff = DEFAULT_BACKOFF } = options;
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
      hooks.onOpen?.(reconnected);
    });
    for (const [name, handle] of Object.entries(events)) {
      es.addEventListener(name, (event: MessageEvent) => {
        if (source === es) handle(parse(event.data));
      });
    }
    es.addEventListener('error', (event) => {
      if (source !== es || closed) return;
      hooks.onDrop?.();
      const status = event.code;
      if (status !== undefined && FINAL_STATUSES.has(status)) {
        stop();
        hooks.onFinal?.(status);
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
function parse(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}
