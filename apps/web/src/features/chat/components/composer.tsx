import { CHAT_MESSAGE_MAX } from '@esdc/core/chat';
import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { usePostChatMessage } from '../api/post-chat-message';
import { checkMessageText } from './message-text';

/**
 * The message box of the open room (SPEC §5 Chat): a textarea labelled 'Message' with a character counter, and Send;
 * Enter sends and Shift+Enter starts a new line. An empty message is not sent ('Message cannot be empty'), nor one
 * over 1000 characters ('Message is too long (max 1000 characters)'). After sending, the box empties and keeps the
 * focus. A refusal shows the server's message; a 403 (muted, archived) is handed to `onBlocked`, which disables the
 * box with that reason.
 * @param roomId the open room; `roomName` names the box's placeholder
 * @param blocked why the viewer cannot post here (the server's words), or null
 * @param onTyping called as the member types (the socket throttles what it sends)
 * @param onSent called with nothing once a message is posted (the log scrolls to it)
 */
export function Composer({
  roomId,
  roomName,
  blocked,
  onBlocked,
  onTyping,
  onSent,
}: {
  roomId: number;
  roomName: string;
  blocked: string | null;
  onBlocked: (reason: string) => void;
  onTyping: () => void;
  onSent: () => void;
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = usePostChatMessage();
  const tooLong = text.length > CHAT_MESSAGE_MAX;
  const disabled = blocked !== null;

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (post.isPending || disabled) return;
    const checked = checkMessageText(text);
    if (!checked.ok) {
      setError(checked.error);
      box.current?.focus();
      return;
    }
    try {
      await post.mutateAsync({ roomId, text: checked.text });
      setText('');
      setError(null);
      onSent();
    } catch (e) {
      if (e instanceof ApiError && e.status === 403) onBlocked(e.message);
      else setError(e instanceof ApiError ? e.message : 'Could not send the message. Please try again.');
    }
    box.current?.focus();
  };

  const shownError = error ?? (tooLong ? `Message is too long (max ${CHAT_MESSAGE_MAX} characters)` : null);
  const describedBy = [shownError ? 'chat-composer-error' : null, blocked ? 'chat-composer-blocked' : null, 'chat-composer-count'].filter(Boolean).join(' ');
  return (
    <form onSubmit={(e) => void send(e)} noValidate className="flex flex-col gap-1.5" aria-label="Send a message">
      {blocked ? (
        <p id="chat-composer-blocked" className="rounded-xl bg-warning-soft px-3 py-2 text-sm font-semibold text-warning">
          {blocked}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor="chat-composer" className="sr-only">
          Message
        </label>
        <textarea
          ref={box}
          id="chat-composer"
          name="message"
          rows={2}
          value={text}
          disabled={disabled}
          placeholder={disabled ? '' : `Message #${roomName}`}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
            if (e.target.value.trim()) onTyping();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
          className="max-h-48 min-h-11 w-full flex-1 resize-y rounded-xl border border-line bg-surface px-3 py-2.5 text-sm text-fg placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60"
        />
        <Button type="submit" disabled={disabled || post.isPending} aria-label="Send" className="shrink-0">
          <Send className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      <div className="flex items-start justify-between gap-3 px-1">
        <p id="chat-composer-error" role="alert" className="min-h-5 text-sm text-danger">
          {shownError}
        </p>
        <p id="chat-composer-count" className={`shrink-0 font-mono text-xs ${tooLong ? 'font-semibold text-danger' : 'text-muted'}`}>
          <span className="sr-only">Characters: </span>
          {text.length}/{CHAT_MESSAGE_MAX}
        </p>
      </div>
    </form>
  );
}
