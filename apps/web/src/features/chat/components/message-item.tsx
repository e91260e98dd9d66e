import type { ChatMessage } from '@esdc/core/chat-schemas';
import { Pencil, Trash2, VolumeX } from 'lucide-react';
import { Avatar } from '../../../components/avatar';
import { MessageEditor } from './message-editor';
import { MessageTime } from './message-time';

/** What the viewer may do with one message. */
export interface MessageActions {
  /** Own message: Edit inline. */
  canEdit: boolean;
  /** Own message, or a moderator's or admin's: Delete (confirmed). */
  canDelete: boolean;
  /** A moderator's or admin's, on a member's message: Mute the author. */
  canMute: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMute: () => void;
}

/** Former members' messages keep their text without a name (the author deleted their account). */
const FORMER_MEMBER = 'Former member';

const actionClass =
  'inline-flex h-8 items-center gap-1 rounded-full px-2.5 text-xs font-semibold text-muted transition hover:bg-surface-2 hover:text-fg focus-visible:text-fg';

/**
 * One message of the log (SPEC §5 Chat): the author's avatar (or initials) and name, the time, the sanitised html,
 * "(edited)" once edited; the viewer's actions (Edit, Delete, Mute), named after the message for screen readers; the
 * inline editor while editing.
 * @param editing whether the viewer is editing it; `onEditDone` closes the editor
 */
export function MessageItem({
  message,
  actions,
  editing,
  onEditDone,
}: {
  message: ChatMessage;
  actions: MessageActions;
  editing: boolean;
  onEditDone: () => void;
}) {
  const name = message.author?.name ?? FORMER_MEMBER;
  const any = actions.canEdit || actions.canDelete || actions.canMute;
  return (
    <li className="group flex gap-3 rounded-xl px-2 py-2 hover:bg-surface-2/60" data-message-id={message.id}>
      <Avatar name={name} src={message.author?.avatar_url} size={36} className="mt-0.5" />
      <article className="min-w-0 flex-1" aria-label={`${name}, ${new Date(message.created_at).toLocaleString()}`}>
        <header className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">{name}</span>
          {message.author && message.author.role !== 'user' ? (
            <span className="rounded-full bg-accent-soft px-2 text-[0.7rem] font-semibold capitalize text-accent-text">{message.author.role}</span>
          ) : null}
          <MessageTime iso={message.created_at} />
          {message.edited_at ? <span className="text-xs text-muted">(edited)</span> : null}
        </header>
        {editing ? (
          <MessageEditor message={message} onDone={onEditDone} />
        ) : (
          <div className="chat-message-body break-words [&_a]:text-accent-text [&_a]:underline [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em] [&_p]:my-0.5 [&_pre]:my-1 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-2 [&_pre]:p-2 [&_pre_code]:bg-transparent [&_pre_code]:p-0">
            <div dangerouslySetInnerHTML={{ __html: message.html }} />
          </div>
        )}
        {any && !editing ? (
          <div className="mt-1 flex flex-wrap gap-1">
            {actions.canEdit ? (
              <button type="button" className={actionClass} onClick={actions.onEdit} aria-label={`Edit your message sent at ${timeLabel(message)}`}>
                <Pencil className="size-3.5" aria-hidden="true" />
                Edit
              </button>
            ) : null}
            {actions.canDelete ? (
              <button type="button" className={actionClass} onClick={actions.onDelete} aria-label={`Delete ${name}'s message sent at ${timeLabel(message)}`}>
                <Trash2 className="size-3.5" aria-hidden="true" />
                Delete
              </button>
            ) : null}
            {actions.canMute ? (
              <button type="button" className={actionClass} onClick={actions.onMute} aria-label={`Mute ${name}`}>
                <VolumeX className="size-3.5" aria-hidden="true" />
                Mute
              </button>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}

/** The message's time for an action's accessible name. */
function timeLabel(message: ChatMessage): string {
  return new Date(message.created_at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}
