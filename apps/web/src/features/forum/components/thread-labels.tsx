import type { ForumThreadSummary } from '@esdc/core/forum-schemas';
import { CheckCircle2, Lock, Pin } from 'lucide-react';
import { Badge } from '../../../components/badge';

/**
 * A thread's labels (SPEC §2 Forum): 'Pinned', 'Locked', 'Solved', and for a signed-in reader 'New' with how many
 * posts since their last visit.
 * @param thread the thread (a summary or the whole thread)
 * @param showNew false on the thread page itself (opening it marks it read)
 */
export function ThreadLabels({ thread, showNew = true }: { thread: ForumThreadSummary; showNew?: boolean }) {
  const fresh = showNew && thread.unread === true;
  if (!thread.pinned && !thread.locked && !thread.solved && !fresh) return null;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {thread.pinned ? (
        <Badge tone="accent">
          <Pin className="size-3" aria-hidden="true" />
          Pinned
        </Badge>
      ) : null}
      {thread.locked ? (
        <Badge tone="warning">
          <Lock className="size-3" aria-hidden="true" />
          Locked
        </Badge>
      ) : null}
      {thread.solved ? (
        <Badge tone="success">
          <CheckCircle2 className="size-3" aria-hidden="true" />
          Solved
        </Badge>
      ) : null}
      {fresh ? (
        <Badge tone="danger">
          New
          {thread.new_posts ? <span> {thread.new_posts}</span> : null}
          <span className="sr-only">{thread.new_posts === 1 ? ' post since your last visit' : ' posts since your last visit'}</span>
        </Badge>
      ) : null}
    </span>
  );
}
