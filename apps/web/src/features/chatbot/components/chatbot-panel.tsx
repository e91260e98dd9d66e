import { CHATBOT_FULL_SCREEN_MAX_WIDTH, CHATBOT_GREETING, CHATBOT_INPUT_PLACEHOLDER, CHATBOT_TITLE } from '@esdc/core/chatbot';
import { CHAT_MESSAGE_MAX, CLUB_NAME } from '@esdc/core/constants';
import { Bot, SendHorizontal, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type RefObject } from 'react';
import { useAskChatbot } from '../api/ask-chatbot';
import { useChatbotHistory } from '../api/chatbot-history';
import { useChatbotSuggestions } from '../api/chatbot-suggestions';
import { historyMessages, type ChatMessage } from '../lib/conversation';
import { failureReply } from '../lib/failure-reply';
import { ChatbotMessage } from './chatbot-message';

/** What the widget's button gives its panel. */
export interface ChatbotPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The widget's button: focus returns to it when the panel closes. */
  opener: RefObject<HTMLButtonElement | null>;
  /** The signed-in member's id (their history is restored), or null for a visitor. */
  userId: number | null;
}

const GREETING: ChatMessage = { id: 'greeting', from: 'bot', text: CHATBOT_GREETING };
const FULL_SCREEN_QUERY = `(max-width: ${CHATBOT_FULL_SCREEN_MAX_WIDTH}px)`;

/** Whether the panel fills the screen (SPEC §9: at 640 px wide or less), kept in step with the window. */
function useFullScreen(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const list = window.matchMedia(FULL_SCREEN_QUERY);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(FULL_SCREEN_QUERY).matches,
    () => false,
  );
}

/** The bot's three dots while a reply is on its way; screen readers hear 'Chatbot is typing…' once. */
function TypingIndicator({ waiting }: { waiting: boolean }) {
  return (
    <div role="status" className="px-4">
      {waiting ? (
        <div className="flex items-center gap-2 pb-2">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
            <Bot className="size-4" />
          </span>
          <span className="flex h-9 items-center gap-1 rounded-2xl rounded-bl-md bg-surface-2 px-3.5" aria-hidden="true">
            {[0, 150, 300].map((delay) => (
              <span key={delay} className="size-1.5 animate-bounce rounded-full bg-muted" style={{ animationDelay: `${delay}ms` }} />
            ))}
          </span>
          <span className="sr-only">Chatbot is typing…</span>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The chatbot panel (SPEC §2 Chatbot widget): a dialog titled 'Chatbot', 'Powered by' the club; the greeting 'Hi, how
 * can I help you today?', then a signed-in member's last 20 exchanges, then this visit's; the quick actions (Events,
 * Challenges, Resources, How to join?, Leaderboard, Contact); the input 'Type your message' and Send. An empty or blank
 * message is not sent; while a reply is on its way the typing indicator shows and the input, Send and the quick actions
 * are disabled. Replies show the pages they cite as links in the app; a failure reads as SPEC §8 says. 440 × 634 px at
 * the bottom right of a larger screen, beside the page (a non-modal dialog: the page stays usable), and the whole
 * screen at 640 px or less (then modal). Escape or the close button closes it and focus returns to the widget's
 * button. The conversation lives here, and this component stays mounted while the widget does, so it outlives page
 * changes and closing.
 */
export function ChatbotPanel({ open, onOpenChange, opener, userId }: ChatbotPanelProps) {
  const fullScreen = useFullScreen();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const ask = useAskChatbot();
  const quickActions = useChatbotSuggestions();
  const nextId = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const inputId = useId();

  // The member's history, taken once when it arrives: what they ask afterwards is already in `messages`.
  const history = useChatbotHistory(userId);
  const [restored, setRestored] = useState<ChatMessage[] | null>(userId === null ? [] : null);
  if (restored === null && (history.data || history.isError)) setRestored(history.data ? historyMessages(history.data) : []);
  const restoring = restored === null;

  const waiting = ask.isPending;
  // The reply so far while it streams (a language model writes it piece by piece); the finished reply replaces it.
  const [partial, setPartial] = useState<string | null>(null);
  const shown = [GREETING, ...(restored ?? []), ...messages, ...(partial ? [{ id: 'streaming', from: 'bot' as const, text: partial }] : [])];

  // The newest message in view.
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [shown.length, partial, waiting, open]);

  // The input gets focus back once the reply is in (it lost it when disabled), unless the member went elsewhere.
  useEffect(() => {
    if (!waiting && open && (document.activeElement === document.body || document.activeElement === null)) input.current?.focus();
  }, [waiting, open]);

  const add = (message: Omit<ChatMessage, 'id'>) => setMessages((list) => [...list, { ...message, id: `m${(nextId.current += 1)}` }]);

  const send = (text: string) => {
    const question = text.trim();
    if (question === '' || waiting || restoring) return;
    add({ from: 'user', text: question });
    setDraft('');
    ask.mutate(
      { question, onText: setPartial },
      {
        onSuccess: (reply) => add({ from: 'bot', text: reply.response, sources: reply.sources }),
        onError: (error) => add({ from: 'bot', text: failureReply(error), failed: true }),
        onSettled: () => setPartial(null),
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(draft);
  };

  // On a phone the panel covers the page: following a link closes it, so the page shows.
  const onNavigate = () => {
    if (fullScreen) onOpenChange(false);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={fullScreen}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-surface text-fg min-[641px]:inset-auto min-[641px]:bottom-[9.25rem] min-[641px]:right-4 min-[641px]:h-[min(634px,calc(100dvh-10.25rem))] min-[641px]:w-[440px] min-[641px]:rounded-[var(--radius-card)] min-[641px]:border min-[641px]:border-line min-[641px]:shadow-2xl wide:bottom-[5.5rem] wide:right-5 wide:h-[min(634px,calc(100dvh-6.5rem))]"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const focused = document.activeElement;
            if (focused === null || focused === document.body) opener.current?.focus();
          }}
          // The page beside the panel stays usable: only Escape, the close button or the widget's button close it.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className="flex items-center gap-3 border-b border-line bg-surface-2 px-4 py-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg" aria-hidden="true">
              <Bot className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-base font-bold leading-tight">{CHATBOT_TITLE}</RadixDialog.Title>
              <RadixDialog.Description className="text-xs text-muted">Powered by {CLUB_NAME}</RadixDialog.Description>
            </div>
            <RadixDialog.Close className="rounded-full p-2 text-muted transition hover:bg-surface hover:text-fg" aria-label="Close chatbot">
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>

          {/* Focusable, so the conversation scrolls from the keyboard too. */}
          <div ref={log} role="log" aria-label="Conversation" tabIndex={0} className="flex-1 overflow-y-auto px-4 py-4">
            <ol className="flex flex-col gap-3">
              {shown.map((message) => (
                <ChatbotMessage key={message.id} message={message} onNavigate={onNavigate} />
              ))}
              {restoring ? <li className="text-center text-xs text-muted">Loading your recent messages...</li> : null}
            </ol>
          </div>
          <TypingIndicator waiting={waiting && partial === null} />

          <div className="border-t border-line px-4 pb-4 pt-3">
            <ul aria-label="Quick actions" className="mb-3 flex flex-wrap gap-1.5">
              {quickActions.map((action) => (
                <li key={action.label}>
                  <button
                    type="button"
                    onClick={() => send(action.question)}
                    disabled={waiting || restoring}
                    className="inline-flex h-8 items-center rounded-full border border-line bg-surface px-3 text-xs font-semibold text-fg transition hover:border-accent hover:text-accent-text disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    {action.label}
                  </button>
                </li>
              ))}
            </ul>
            <form onSubmit={onSubmit} className="flex items-center gap-2">
              <label htmlFor={inputId} className="sr-only">
                {CHATBOT_INPUT_PLACEHOLDER}
              </label>
              <input
                ref={input}
                id={inputId}
                type="text"
                autoComplete="off"
                placeholder={CHATBOT_INPUT_PLACEHOLDER}
                maxLength={CHAT_MESSAGE_MAX}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                disabled={waiting}
                className="h-11 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-sm text-fg placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60"
              />
              <button
                type="submit"
                disabled={waiting || restoring || draft.trim() === ''}
                className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full bg-accent px-4 text-sm font-semibold text-accent-fg transition hover:brightness-95 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <SendHorizontal className="size-4" aria-hidden="true" />
                Send
              </button>
            </form>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
