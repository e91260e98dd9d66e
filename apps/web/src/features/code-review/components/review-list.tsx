import { REVIEW_TOPIC_LABELS } from '@esdc/core/code-review';
import type { ReviewRequestSummary } from '@esdc/core/code-review-schemas';
import { paths } from '@esdc/core/routes';
import { MessageSquare } from 'lucide-react';
import { CardLink } from '../../../components/list-card';
import { formatCount } from '../../../lib/format';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { ReviewStateBadge } from './review-state-badge';

/** One request of the list: its title (the link to it), state, checklist, requester, reviewer, comments and date. */
function ReviewRow({ request }: { request: ReviewRequestSummary }) {
  const timeZone = useReaderTimeZone();
  return (
    <article className="group relative flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] transition focus-within:border-accent hover:border-accent sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-bold break-words">
          <CardLink to={paths.reviewRequest(request.id)}>{request.title}</CardLink>
        </h2>
        <ReviewStateBadge state={request.state} />
      </div>
      {request.checklist.length > 0 ? <p className="text-sm text-muted">Checklist: {request.checklist.map((t) => REVIEW_TOPIC_LABELS[t]).join(', ')}</p> : null}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span>By {request.requester?.name ?? 'Former member'}</span>
        {request.project ? <span>{request.project.title}</span> : null}
        {request.reviewer ? <span>Reviewer: {request.reviewer.name}</span> : null}
        <span className="inline-flex items-center gap-1">
          <MessageSquare className="size-4" aria-hidden="true" />
          {formatCount(request.comment_count, 'comment')}
        </span>
        <span>
          Updated <time dateTime={request.updated_at}>{formatReaderDate(request.updated_at, timeZone)}</time>
        </span>
      </p>
    </article>
  );
}

/** The requests of a page, in the server's order (docs/requirements.md §2 Code review). */
export function ReviewList({ requests }: { requests: readonly ReviewRequestSummary[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {requests.map((r) => (
        <li key={r.id}>
          <ReviewRow request={r} />
        </li>
      ))}
    </ul>
  );
}
