import { CHAT_MESSAGE_MAX } from '@esdc/core/chat';
import type { ChatMessage } from '@esdc/core/chat-schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { useEditChatMessage } from '../api/chat-message-actions';
import { checkMessageText } from './message-text';

/**
 * Edits one's own message in place (SPEC §5 Chat): the text in a labelled box that takes the focus, Save (or Enter) and
 * Cancel (or Escape); the message rules are checked before anything is sent; a refusal shows the server's message.
 * @param onDone closes the editor (after a save or a cancel)
 */
export function MessageEditor({ message, onDone }: { message: ChatMessage; onDone: () => void }) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(message.text);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditChatMessage();
  useEffect(() => {
    box.current?.focus();
    box.current?.setSelectionRange(message.text.length, message.text.length);
  }, [message.text.length]);

  const save = async () => {
    const checked = checkMessageText(text);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    if (checked.text === message.text) {
      onDone();
      return;
    }
    try {
      await edit.mutateAsync({ id: message.id, text: checked.text });
      onDone();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not save the message. Please try again.');
    }
  };

  return (
    <div className="mt-1 flex flex-col gap-2">
      <label htmlFor={`${id}-text`} className="sr-only">
        Edit message
      </label>
      <textarea
        ref={box}
        id={`${id}-text`}
        value={text}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onDone();
          } else if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void save();
          }
        }}
        className="w-full resize-y rounded-xl border border-line bg-surface px-3 py-2 text-sm text-fg"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => void save()} disabled={edit.isPending}>
          {edit.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <span className={`ml-auto font-mono text-xs ${text.length > CHAT_MESSAGE_MAX ? 'text-danger' : 'text-muted'}`}>
          {text.length}/{CHAT_MESSAGE_MAX}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
