import type { ForumReport } from '@esdc/core/forum-schemas';
import { paths } from '@esdc/core/routes';
import { EyeOff, Flag, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { PagedList } from '../../../components/paged-list';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { notifyOutcome } from '../../../lib/toast';
import { useSetForumPostHidden } from '../api/forum-post-actions';
import { useForumReports } from '../api/list-forum-reports';

const PAGE_SIZE = 20;

function ReportItem({ report }: { report: ForumReport }) {
  const timeZone = useReaderTimeZone();
  const hide = useSetForumPostHidden();
  const { post } = report;
  const author = post.author?.name ?? 'a former member';
  return (
    <article
      aria-label={`Report of a post by ${author}`}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Link to={paths.forumThread(post.thread_id)} className="font-semibold text-accent-text hover:underline break-words">
          {post.thread_title}
        </Link>
        {post.hidden ? <Badge tone="warning">Hidden</Badge> : null}
      </div>
      <blockquote className="border-l-4 border-line pl-3 text-sm break-words">
        {post.excerpt}
        <footer className="mt-1 text-muted">— {author}</footer>
      </blockquote>
      <p className="text-sm break-words">
        <span className="font-semibold">Reason:</span> {report.reason}
      </p>
      <p className="text-sm text-muted">
        Reported by {report.reporter?.name ?? 'a former member'} · <time dateTime={report.created_at}>{formatReaderDate(report.created_at, timeZone)}</time>
      </p>
      <div>
        <Button
          variant={post.hidden ? 'secondary' : 'danger'}
          size="sm"
          disabled={hide.isPending}
          aria-label={`${post.hidden ? 'Restore' : 'Hide'} the post by ${author} in ${post.thread_title}`}
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
      </div>
    </article>
  );
}

/**
 * The moderators' report queue (SPEC §2 Forum Moderation; 'forum:moderate'): the open reports, newest first, each with
 * the post's excerpt and author, a link to its thread, the reporter, the reason and Hide / Restore (restoring resolves
 * the post's reports); 20 a page. Shown by the admin panel's Forum reports tab and /forum/reports.
 */
export function ReportQueue() {
  const [offset, setOffset] = useState(0);
  const list = useForumReports({ limit: PAGE_SIZE, offset });
  if (list.isError) return <ErrorState title="Could not load the reports" message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <LoadingState message="Loading reports..." />;
  if (list.data.items.length === 0)
    return <EmptyState icon={<Flag className="size-10" />} title="No open reports" description="Reported posts will appear here." />;
  return (
    <PagedList query={list} page={list.data} pageSize={PAGE_SIZE} noun="report" onOffsetChange={setOffset}>
      <ul className="flex flex-col gap-3">
        {list.data.items.map((report) => (
          <li key={report.id}>
            <ReportItem report={report} />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
