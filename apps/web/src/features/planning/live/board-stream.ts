import { EventSource, type FetchLike } from 'eventsource';
import { backoffDelay, DEFAULT_BACKOFF, type Backoff } from '../../../lib/backoff';

/** What a board's stream reports to its owner. */
export interface BoardStreamHandlers {
  /** A `task` event: a task was added, changed, moved or (`deleted`) removed. */
  onTask: (taskId: number, deleted: boolean) => void;
  /** A `board` event: the board was renamed, shared with other members, or deleted. */
  onBoard: () => void;
  /** The stream is (re)connected; `reconnected` is true after a drop (events may have been missed meanwhile). */
  onOpen?: (reconnected: boolean) => void;
  /** The connection dropped or was refused; a retry follows unless the stream stopped. */
  onDrop?: () => void;
  /** The server refused the stream for good (401, 403, 404: signed out, or the board is gone or no longer shared). */
  onGone?: (status: number) => void;
}

/** Statuses after which retrying cannot help: the stream stops. */
const FINAL_STATUSES = new Set([401, 403, 404]);

/**
 * Opens a board's live stream, `GET /api/boards/{id}/events` (Server-Sent Events; SPEC §2 Planning 'Live'), as the
 * notification bell opens its own: the session token in the `Authorization` header through the `eventsource` client's
 * `fetch` option (never in the URL); on a drop it reconnects after {@link backoffDelay}, at once when the browser comes
 * back online; a 401, 403 or 404 stops it.
 * @param options.url the stream's URL
 * @param options.getToken the session's token at each (re)connection; null stops the stream
 * @param options.handlers what to do with each event
 * @param options.backoff the retry delays ({@link DEFAULT_BACKOFF})
 * @param options.fetch the fetch to use (the page's by default)
 * @returns closes the stream and cancels any pending retry
 */
export function openBoardStream(options: {
  url: string | URL;
  getToken: () => string | null;
  handlers: BoardStreamHandlers;
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
    es.addEventListener('task', (event: MessageEvent) => {
      if (source !== es) return;
      const data = parse<{ task_id?: unknown; deleted?: unknown }>(event.data);
      if (data && typeof data.task_id === 'number') handlers.onTask(data.task_id, data.deleted === true);
    });
    es.addEventListener('board', () => {
      if (source === es) handlers.onBoard();
    });
    es.addEventListener('error', (event) => {
      if (source !== es || closed) return;
      handlers.onDrop?.();
      const status = event.code;
      if (status !== undefined && FINAL_STATUSES.has(status)) {
        stop();
        handlers.onGone?.(status);
        return;
      }
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
