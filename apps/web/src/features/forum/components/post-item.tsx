import { mayMarkAnswer } from '@esdc/core/forum';
import type { ForumPost, ForumThread } from '@esdc/core/forum-schemas';
import { paths } from '@esdc/core/routes';
import { CheckCircle2, EyeOff, Flag, Heart, Pencil, Quote, RotateCcw, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { IconCount } from '../../../components/icon-count';
import { LikeToggle } from '../../../components/like-toggle';
import { MarkdownContent } from '../../../components/markdown-content';
import { useCan } from '../../../lib/permissions';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { useSession } from '../../../lib/session';
import { notify, notifyOutcome } from '../../../lib/toast';
import { useAcceptForumPost, useEditForumPost, useLikeForumPost, useSetForumPostHidden } from '../api/forum-post-actions';
import { EditHistory } from './edit-history';
import { PostBodyForm } from './post-body-form';

/** What the thread page does for a post's actions that need the page (a dialog, the reply box, a confirmation). */
export interface PostHandlers {
  onQuote: (post: ForumPost) => void;
  onReport: (post: ForumPost) => void;
  onDelete: (post: ForumPost) => void;
}

function AuthorLine({ post, badges }: { post: ForumPost; badges: ReactNode }) {
  const timeZone = useReaderTimeZone();
  const name = post.author?.name ?? 'Former member';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Avatar name={name} src={post.author?.avatar_url} size={36} />
      <div className="min-w-0">
        <p className="font-semibold">
          {post.author ? (
            <Link to={paths.userProfile(post.author.username)} className="hover:text-accent-text hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        <p className="text-sm text-muted">
          <time dateTime={post.created_at}>{formatReaderDate(post.created_at, timeZone)}</time>
          {post.edited_at ? (
            <>
              {' · '}
              <EditHistory post={post} />
            </>
          ) : null}
        </p>
      </div>
      <div className="ml-auto flex flex-wrap gap-1.5">{badges}</div>
    </div>
  );
}

/**
 * One post of a thread (SPEC §2 Forum): its author, date and 'edited', the server's sanitised html (fenced code styled
 * as the blog's), badges 'Answer' and 'Hidden' (moderators see hidden posts), and its actions: Like with the count;
 * one's own posts show the count only; for replies 'Quote'; 'Edit' and 'Delete' of one's own posts (Delete of any post for moderators); 'Mark as answer'
 * (asker or moderator, Q&A threads, replies only); 'Report' (others' posts); 'Hide' / 'Restore' (moderators).
 * @param post the post
 * @param thread its thread (Q&A, asker, locked)
 * @param handlers the page's Quote, Report and Delete
 */
export function PostItem({ post, thread, handlers }: { post: ForumPost; thread: ForumThread; handlers: PostHandlers }) {
  const { user } = useSession();
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const like = useLikeForumPost();
  const edit = useEditForumPost();
  const accept = useAcceptForumPost();
  const hide = useSetForumPostHidden();
  const own = user !== null && post.author?.id === user.id;
  const poster = can('forum:post');
  const moderator = can('forum:moderate');
  const markable =
    thread.category_qa && !post.opening && !post.hidden && mayMarkAnswer(user && { id: user.id, role: user.role, status: 'active' }, thread.author?.id ?? null);
  const label = post.opening ? 'the question' : `the reply by ${post.author?.name ?? 'a former member'}`;

  const badges = (
    <>
      {post.accepted ? (
        <Badge tone="success">
          <CheckCircle2 className="size-3" aria-hidden="true" />
          Answer
        </Badge>
      ) : null}
      {post.hidden ? (
        <Badge tone="warning">
          <EyeOff className="size-3" aria-hidden="true" />
          Hidden
        </Badge>
      ) : null}
    </>
  );

  return (
    <article
      aria-label={post.opening ? 'Opening post' : `Reply by ${post.author?.name ?? 'a former member'}`}
      className={`flex flex-col gap-4 rounded-[var(--radius-card)] border bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5 ${
        post.accepted ? 'border-success' : post.hidden ? 'border-dashed border-warning' : 'border-line'
      }`}
    >
      <AuthorLine post={post} badges={badges} />
      {editing ? (
        <PostBodyForm
          id={`forum-edit-${post.id}`}
          label="Edit post"
          initial={post.body}
          submitLabel="Save"
          busyLabel="Saving..."
          onCancel={() => setEditing(false)}
          onSave={async (input) => {
            const { message } = await edit.mutateAsync({ id: post.id, input });
            void notify(message ?? 'Post updated', 'success');
            setEditing(false);
            return false;
          }}
        />
      ) : (
        <MarkdownContent html={post.html} />
      )}
      {editing ? null : (
        <div className="flex flex-wrap items-center gap-2">
          {own || (user && !poster) ? (
            <IconCount icon={Heart} count={post.like_count} noun="likes" className="px-2 text-sm font-semibold text-muted" />
          ) : (
            <LikeToggle id={post.id} what="post" count={post.like_count} liked={post.liked === true} canLike={poster} like={like} />
          )}
          {poster && !post.opening && !thread.locked ? (
            <Button variant="ghost" size="sm" onClick={() => handlers.onQuote(post)} aria-label={`Quote ${label}`}>
              <Quote className="size-4" aria-hidden="true" />
              Quote
            </Button>
          ) : null}
          {markable ? (
            <Button
              variant={post.accepted ? 'secondary' : 'ghost'}
              size="sm"
              disabled={accept.isPending}
              onClick={() =>
                accept.mutate(
                  { id: post.id, accept: !post.accepted },
                  notifyOutcome(post.accepted ? 'Answer mark removed' : 'Marked as the answer', 'Failed to mark the answer'),
                )
              }
            >
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {post.accepted ? 'Unmark answer' : 'Mark as answer'}
            </Button>
          ) : null}
          {own && poster ? (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${label}`}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
          ) : null}
          {(own && poster) || moderator ? (
            <Button variant="ghost" size="sm" onClick={() => handlers.onDelete(post)} aria-label={post.opening ? 'Delete the thread' : `Delete ${label}`}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          ) : null}
          {poster && !own ? (
            <Button variant="ghost" size="sm" onClick={() => handlers.onReport(post)} aria-label={`Report ${label}`}>
              <Flag className="size-4" aria-hidden="true" />
              Report
            </Button>
          ) : null}
          {moderator ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={hide.isPending}
              aria-label={`${post.hidden ? 'Restore' : 'Hide'} ${label}`}
              onClick={() =>
                hide.mutate(
                  { id: post.id, hidden: !post.hidden },
                  notifyOutcome(post.hidden ? 'Post restored' : 'Post hidden', post.hidden ? 'Failed to restore the post' : 'Failed to hide the post'),
                )
              }
            >
              {post.hidden ? <RotateCcw className="size-4" aria-hidden="true" /> : <EyeOff className="size-4" aria-hidden="true" />}
              {post.hidden ? 'Restore' : 'Hide'}
            </Button>
          ) : null}
        </div>
      )}
    </article>
  );
}
