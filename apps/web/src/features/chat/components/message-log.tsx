import type { ChatMessage } from '@esdc/core/chat-schemas';
import { ArrowDown, MessagesSquare } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';

/** How close to the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 48;
/** How close to the top (px) loads the older messages. */
const NEAR_TOP_PX = 8;

/**
 * The messages of the open room (SPEC §5 Chat), oldest at the top: a scrolling `log` (a polite live region, so new
 * messages are read out), 'Load older messages' above them while older ones exist, also loaded by scrolling to the top
 * (the reader's place is kept when they arrive), and the newest kept in view unless the reader scrolled up: then 'New messages' appears and takes them down.
 * @param roomName names the log for screen readers
 * @param messages oldest first
 * @param stick a number that changes when the viewer sent a message (the log then scrolls to it whatever the position)
 * @param renderMessage draws one message (a `li`)
 */
export function MessageLog({
  roomName,
  messages,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  stick,
  renderMessage,
}: {
  roomName: string;
  messages: readonly ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  stick: number;
  renderMessage: (message: ChatMessage) => ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const shown = useRef<{ first?: number; last?: number; height: number; stick: number }>({ height: 0, stick });
  const [unseen, setUnseen] = useState(false);

  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  }, []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = shown.current;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    if (before.last === undefined || stick !== before.stick) toBottom();
    else if (first !== before.first && last === before.last) {
      // Older messages came in above: keep the reader's place.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last && last !== undefined && last > before.last) {
      if (atBottom.current) toBottom();
      else setUnseen(true);
    }
    shown.current = { first, last, height: el.scrollHeight, stick };
  }, [messages, stick, toBottom]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
    if (atBottom.current) setUnseen(false);
    // Scrolling up to the top loads the page before (the button does the same for keyboards and screen readers).
    if (el.scrollTop <= NEAR_TOP_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={`Messages in ${roomName}`}
        className="h-[max(16rem,min(50vh,32rem))] overflow-y-auto overscroll-contain rounded-xl px-1 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {hasOlder ? (
          <div className="mb-2 flex justify-center">
            <Button size="sm" variant="secondary" onClick={onLoadOlder} disabled={loadingOlder}>
              {loadingOlder ? 'Loading...' : 'Load older messages'}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-muted">
            <MessagesSquare className="size-10" aria-hidden="true" />
            <p className="font-semibold text-fg">No messages yet</p>
            <p className="text-sm">Be the first to say hello in {roomName}.</p>
          </div>
        ) : null}
        <div role="log" aria-live="polite" aria-relevant="additions" aria-label={`${roomName} messages`}>
          <ol className="flex flex-col gap-0.5">{messages.map(renderMessage)}</ol>
        </div>
      </div>
      {unseen ? (
        <div className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center">
          <Button size="sm" onClick={toBottom} className="pointer-events-auto shadow-[var(--shadow-card)]">
            <ArrowDown className="size-4" aria-hidden="true" />
            New messages
          </Button>
        </div>
      ) : null}
    </div>
  );
}
