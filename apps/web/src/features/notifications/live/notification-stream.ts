import { NOTIFICATION_STREAM_EVENTS, type Notification } from '@esdc/core/notification';
import { backoffDelay, type Backoff } from '../../../lib/backoff';
import { openLiveStream } from '../../../lib/live-stream';

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

/**
 * Opens the member's live notification stream, `GET /api/notifications/stream` (Server-Sent Events; contract at
 * /api/docs), through {@link openLiveStream}: the token in the `Authorization` header, reconnection with back-off, and
 * a stop on 401, 403 or 404 (`onUnauthorized` on 401).
 * @param options.url the stream's URL
 * @param options.getToken the session's token at each (re)connection; null stops the stream
 * @param options.handlers what to do with each event
 * @param options.backoff the retry delays
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
  const { handlers, ...rest } = options;
  return openLiveStream({
    ...rest,
    events: {
      [NOTIFICATION_STREAM_EVENTS.notification]: (data) => {
        const notification = data as Notification | null;
        if (notification && typeof notification.id === 'number') handlers.onNotification(notification);
      },
      [NOTIFICATION_STREAM_EVENTS.unread]: (data) => {
        const unread = (data as { unread_count?: unknown } | null)?.unread_count;
        if (typeof unread === 'number') handlers.onUnread(unread);
      },
    },
    hooks: { onOpen: handlers.onOpen, onDrop: handlers.onDrop, onFinal: (status) => status === 401 && handlers.onUnauthorized?.() },
  });
}
