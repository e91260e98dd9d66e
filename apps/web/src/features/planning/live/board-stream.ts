import type { Backoff } from '../../../lib/backoff';
import { openLiveStream } from '../../../lib/live-stream';

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

/**
 * Opens a board's live stream, `GET /api/boards/{id}/events` (Server-Sent Events; SPEC §2 Planning 'Live'), through
 * {@link openLiveStream}, as the notification bell opens its own.
 * @param options.url the stream's URL
 * @param options.getToken the session's token at each (re)connection; null stops the stream
 * @param options.handlers what to do with each event
 * @param options.backoff the retry delays
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
  const { handlers, ...rest } = options;
  return openLiveStream({
    ...rest,
    events: {
      task: (data) => {
        const task = data as { task_id?: unknown; deleted?: unknown } | null;
        if (task && typeof task.task_id === 'number') handlers.onTask(task.task_id, task.deleted === true);
      },
      board: () => handlers.onBoard(),
    },
    hooks: { onOpen: handlers.onOpen, onDrop: handlers.onDrop, onFinal: handlers.onGone },
  });
}
