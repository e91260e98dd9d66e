import type { ReviewComment } from '@esdc/core/code-review-schemas';
import { Reply } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { MarkdownContent } from '../../../components/markdown-content';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { CommentForm } from './comment-form';

/** Nesting shown by indentation up to this depth; deeper replies line up with it (narrow screens stay readable). */
const MAX_INDENT = 3;

/** The comments by the comment they reply to (null: top level), each list oldest first. */
function byParent(comments: readonly ReviewComment[]): Map<number | null, ReviewComment[]> {
  const ids = new Set(comments.map((c) => c.id));
  const map = new Map<number | null, ReviewComment[]>();
  for (const c of comments) {
    const parent = c.parent_id !== null && ids.has(c.parent_id) ? c.parent_id : null;
    map.set(parent, [...(map.get(parent) ?? []), c]);
  }
  return map;
}

function CommentNode({
  comment,
  children,
  depth,
  requestId,
  canComment,
}: {
  comment: ReviewComment;
  children: Map<number | null, ReviewComment[]>;
  depth: number;
  requestId: number;
  canComment: boolean;
}) {
  const timeZone = useReaderTimeZone();
  const [replying, setReplying] = useState(false);
  const replies = children.get(comment.id) ?? [];
  return (
    <li className="flex flex-col gap-3">
      <article aria-label={`Comment by ${comment.author?.name ?? 'Former member'}`} className="rounded-xl border border-line bg-surface-2 p-4">
        <p className="mb-2 flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <span className="font-semibold text-fg">{comment.author?.name ?? 'Former member'}</span>
          <time dateTime={comment.created_at}>{formatReaderDate(comment.created_at, timeZone)}</time>
        </p>
        <MarkdownContent html={comment.html} />
        {canComment && !replying ? (
          <Button variant="ghost" size="sm" className="-ml-2 mt-2" onClick={() => setReplying(true)}>
            <Reply className="size-4" aria-hidden="true" />
            Reply
          </Button>
        ) : null}
      </article>
      {replying ? (
        <div className={depth < MAX_INDENT ? 'ml-4 sm:ml-8' : ''}>
          <CommentForm requestId={requestId} parentId={comment.id} onDone={() => setReplying(false)} />
        </div>
      ) : null}
      {replies.length > 0 ? (
        <ul className={`flex flex-col gap-3 ${depth < MAX_INDENT ? 'ml-4 border-l-2 border-line pl-3 sm:ml-8 sm:pl-4' : ''}`}>
          {replies.map((r) => (
            <CommentNode key={r.id} comment={r} children={children} depth={depth + 1} requestId={requestId} canComment={canComment} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * A request's comments as a thread (docs/requirements.md §2 Code review): top-level comments oldest first, each with
 * its replies under it, indented; 'Reply' for members who may comment.
 */
export function CommentThread({ comments, requestId, canComment }: { comments: readonly ReviewComment[]; requestId: number; canComment: boolean }) {
  const tree = byParent(comments);
  const top = tree.get(null) ?? [];
  if (top.length === 0) return <p className="text-sm text-muted">No comments yet.</p>;
  return (
    <ul className="flex flex-col gap-4">
      {top.map((c) => (
        <CommentNode key={c.id} comment={c} children={tree} depth={0} requestId={requestId} canComment={canComment} />
      ))}
    </ul>
  );
}
