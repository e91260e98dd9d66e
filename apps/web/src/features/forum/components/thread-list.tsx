import type { ForumThreadSummary } from '@esdc/core/forum-schemas';
import { paths } from '@esdc/core/routes';
import { Heart, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { CardLink } from '../../../components/list-card';
import { formatCount } from '../../../lib/format';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { ThreadLabels } from './thread-labels';

/**
 * One thread of a list (SPEC §2 Forum): its title (the link to it), labels, author, category, reply count and last
 * activity.
 * @param thread the thread
 * @param showCategory whether to name its category (the lists of all categories do)
 * @param headingLevel the title's heading level (2 right under the page's h1, 3 inside a section)
 */
function ThreadRow({ thread, showCategory, headingLevel }: { thread: ForumThreadSummary; showCategory: boolean; headingLevel: 2 | 3 }) {
  const timeZone = useReaderTimeZone();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] transition focus-within:border-accent hover:border-accent sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Title className="min-w-0 text-lg font-bold break-words">
          <CardLink to={paths.forumThread(thread.id)}>{thread.title}</CardLink>
        </Title>
        <ThreadLabels thread={thread} />
      </div>
      {thread.excerpt ? <p className="line-clamp-2 text-sm text-muted break-words">{thread.excerpt}</p> : null}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span>{thread.author?.name ?? 'Former member'}</span>
        {showCategory ? (
          <Link to={paths.forumCategory(thread.category_id)} className="relative z-10 font-semibold text-accent-text hover:underline">
            {thread.category_name}
          </Link>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <MessageSquare className="size-4" aria-hidden="true" />
          {formatCount(thread.reply_count, 'reply', 'replies')}
        </span>
        <span className="inline-flex items-center gap-1">
          <Heart className="size-4" aria-hidden="true" />
          {formatCount(thread.like_count, 'like')}
        </span>
        <span>
          Last activity <time dateTime={thread.last_activity_at}>{formatReaderDate(thread.last_activity_at, timeZone)}</time>
        </span>
      </p>
    </article>
  );
}

/**
 * A list of threads (SPEC §2 Forum), each a {@link ThreadRow}.
 * @param threads the threads in the order the server gave
 * @param showCategory whether each names its category
 * @param headingLevel the titles' heading level
 */
export function ThreadList({ threads, showCategory, headingLevel }: { threads: readonly ForumThreadSummary[]; showCategory: boolean; headingLevel: 2 | 3 }) {
  return (
    <ul className="flex flex-col gap-3">
      {threads.map((thread) => (
        <li key={thread.id}>
          <ThreadRow thread={thread} showCategory={showCategory} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
