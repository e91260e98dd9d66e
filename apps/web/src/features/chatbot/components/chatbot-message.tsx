import type { ChatbotSource } from '@esdc/core/chatbot-schemas';
import { Bot } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ChatMessage } from '../lib/conversation';
import { isAppPath } from '../lib/conversation';
import { replyParts } from '../lib/reply-parts';

const linkClass = 'font-semibold text-accent-text underline underline-offset-2 hover:no-underline';

/**
 * A reply's text with the app paths it names as links (SPEC §2 Chatbot widget); line breaks kept.
 * @param onNavigate called when one of its links is followed
 */
function ReplyText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  return (
    <p className="whitespace-pre-line break-words">
      {replyParts(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Link key={index} to={part.path} onClick={onNavigate} className={linkClass}>
            {part.path}
          </Link>
        ),
      )}
    </p>
  );
}

/** The pages a reply cites, as links that navigate in the app (a path that would leave the app is left out). */
function Sources({ sources, onNavigate }: { sources: readonly ChatbotSource[]; onNavigate: () => void }) {
  const id = useId();
  const shown = sources.filter((source) => isAppPath(source.path));
  if (shown.length === 0) return null;
  return (
    <div className="mt-2 border-t border-line pt-2">
      <p id={id} className="text-xs font-semibold text-muted">
        Sources
      </p>
      <ul aria-labelledby={id} className="mt-1 flex flex-wrap gap-1.5">
        {shown.map((source) => (
          <li key={`${source.kind}:${source.path}`}>
            <Link
              to={source.path}
              onClick={onNavigate}
              className="inline-flex min-h-8 items-center rounded-full border border-line bg-surface px-3 text-xs font-semibold text-accent-text transition hover:bg-accent-soft"
            >
              {source.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One message of the conversation: the member's on the right in the accent colour, the bot's on the left beside its
 * icon, with the pages it cites. Each starts with who said it, for screen readers.
 * @param onNavigate called when a link in it is followed (the full-screen panel then closes)
 */
export function ChatbotMessage({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  if (message.from === 'user') {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-accent px-3.5 py-2 text-sm text-accent-fg">
          <span className="sr-only">You: </span>
          <p className="whitespace-pre-line break-words">{message.text}</p>
        </div>
      </li>
    );
  }
  return (
    <li className="flex items-end gap-2">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
        <Bot className="size-4" />
      </span>
      <div
        className={`max-w-[85%] rounded-2xl rounded-bl-md px-3.5 py-2 text-sm ${
          message.failed ? 'border border-danger/40 bg-danger-soft text-fg' : 'bg-surface-2 text-fg'
        }`}
      >
        <span className="sr-only">Chatbot: </span>
        <ReplyText text={message.text} onNavigate={onNavigate} />
        {message.sources && message.sources.length > 0 ? <Sources sources={message.sources} onNavigate={onNavigate} /> : null}
      </div>
    </li>
  );
}
