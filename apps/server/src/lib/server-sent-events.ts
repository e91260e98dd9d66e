import type { ServerResponse } from 'node:http';

/**
 * One Server-Sent Events message (DESIGN API conventions): `event: <name>` and the data as one JSON line.
 * @param event the event's name
 * @param data JSON-able
 * @returns the message's text, with its closing blank line
 */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Starts a Server-Sent Events answer on a hijacked reply's raw response: 200, `text/event-stream`, nothing cached,
 * transformed or buffered by a proxy; the headers leave at once.
 * @param res the raw response (`reply.raw`, after `reply.hijack()`)
 */
export function startEventStream(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  res.flushHeaders();
}
