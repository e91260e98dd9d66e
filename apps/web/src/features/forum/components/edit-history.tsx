import type { ForumPost } from '@esdc/core/forum-schemas';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { InlineErrorState, LoadingState } from '../../../components/states';
import { formatCount } from '../../../lib/format';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { useForumPostEdits } from '../api/list-forum-post-edits';

/**
 * A post's 'edited' mark (SPEC §2 Forum: every edit keeps the previous text): a button that opens the edit history,
 * each earlier version as written (markdown source), newest first, with who edited it and when in the reader's time
 * zone.
 * @param post an edited post
 */
export function EditHistory({ post }: { post: ForumPost }) {
  const [open, setOpen] = useState(false);
  const timeZone = useReaderTimeZone();
  const edits = useForumPostEdits(post.id, open);
  const editedAt = post.edited_at ? formatReaderDate(post.edited_at, timeZone) : '';
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-sm text-muted underline decoration-dotted underline-offset-2 hover:text-accent-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        title={`Edited ${editedAt}`}
        aria-label={`edited, ${formatCount(post.edit_count, 'time')}: show the edit history`}
      >
        edited
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Edit history"
        description={`Edited ${formatCount(post.edit_count, 'time')}, last ${editedAt}.`}
        size="lg"
      >
        {edits.isPending ? (
          <LoadingState message="Loading the history..." />
        ) : edits.isError ? (
          <InlineErrorState message="Failed to load the edit history" onRetry={() => void edits.refetch()} />
        ) : (
          <ol className="flex flex-col gap-4">
            {edits.data.map((edit, index) => (
              <li key={`${edit.edited_at}-${index}`} className="rounded-[var(--radius-card)] border border-line bg-surface-2 p-4">
                <p className="mb-2 text-sm text-muted">
                  Before the edit of <time dateTime={edit.edited_at}>{formatReaderDate(edit.edited_at, timeZone)}</time>
                  {edit.editor ? ` by ${edit.editor.name}` : ''}
                </p>
                <pre className="font-mono text-sm break-words whitespace-pre-wrap">{edit.body}</pre>
              </li>
            ))}
          </ol>
        )}
      </Dialog>
    </>
  );
}
