/** One Server-Sent Event as received: its name and its parsed JSON data. */
interface ReceivedEvent {
  event: string;
  data: unknown;
}

/** An open `text/event-stream` read by a real HTTP client (fetch), for tests of the live streams. */
export interface SseClient {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  events: ReceivedEvent[];
  /** Comment lines received (heartbeats). */
  comments: string[];
  /** Waits for an event (by name, optionally matching), at most `timeoutMs`. */
  next(event: string, match?: (data: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens a stream with `Authorization: Bearer <token>` and parses its frames as they arrive.
 * @param url the stream's absolute address (a listening app: `app.listen({ port: 0 })`)
 * @returns the client; a non-200 answer comes back with `status` and no events
 */
export async function openSse(url: string, token: string): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  if (res.status === 200 && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let at: number;
          while ((at = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
            wake();
          }
        }
      } catch {
        // aborted by close()
      } finally {
        endedResolve();
        wake();
      }
    })();
  } else {
    await res.body?.cancel();
    endedResolve();
  }
  let seen = 0;
  return {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    ended,
    close: () => controller.abort(),
    next: (event, match = () => true, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          for (let i = seen; i < events.length; i++) {
            const e = events[i]!;
            if (e.event === event && match(e.data)) {
              seen = i + 1;
              waiters.delete(check);
              clearTimeout(timer);
              resolve(e.data);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no '${event}' event within ${timeoutMs} ms (got ${JSON.stringify(events)})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}
