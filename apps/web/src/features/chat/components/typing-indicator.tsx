import type { ChatMember } from '../live/use-chat-live';

/**
 * Who is typing in the open room (SPEC §5 Chat): '<name> is typing…', '<name> and <name> are typing…', or
 * 'Several people are typing…'; an empty line (kept, so the composer does not jump) when nobody is.
 */
export function TypingIndicator({ members }: { members: readonly ChatMember[] }) {
  let text = '';
  if (members.length === 1) text = `${members[0]!.name} is typing…`;
  else if (members.length === 2) text = `${members[0]!.name} and ${members[1]!.name} are typing…`;
  else if (members.length > 2) text = 'Several people are typing…';
  return (
    <p className="h-5 truncate px-1 text-xs italic text-muted" aria-live="polite">
      {text}
    </p>
  );
}
