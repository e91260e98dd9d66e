import { ANALYTICS_PAGE_SIZE } from '@esdc/core/analytics-schemas';
import { paths } from '@esdc/core/routes';
import { FileText } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { Pagination } from '../../../components/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useAnalyticsEntries } from '../api/list-analytics-entries';
import { AnalyticsEntryForm } from '../components/analytics-entry-form';

/**
 * /analytics (SPEC §2 Static pages): the entries members post, newest first, a page at a time (?page= in the address,
 * so Back and shared links keep it); signed-in members post one with the form above the list, visitors get a link to
 * sign in.
 */
export default function AnalyticsPage() {
  const can = useCan();
  const location = useLocation();
  const timeZone = useReaderTimeZone();
  const { params, pageTo } = useFilterParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useAnalyticsEntries({ limit: ANALYTICS_PAGE_SIZE, offset: (page - 1) * ANALYTICS_PAGE_SIZE });

  let body;
  if (list.isError) body = <ErrorState title="Could not load the entries" message={list.error.message} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <LoadingState message="Loading entries..." />;
  else if (list.data.items.length === 0)
    body = <EmptyState icon={<FileText className="size-10" />} title="No entries yet" description="Entries will appear here once members post them." />;
  else
    body = (
      <>
        <ul className="flex flex-col gap-4" aria-busy={list.isFetching}>
          {list.data.items.map((entry) => (
            <li key={entry.id}>
              <article className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
                <h2 className="text-lg font-bold break-words">{entry.title}</h2>
                <p className="mt-1 text-sm text-muted">
                  {entry.author?.name ?? 'Former member'} · <time dateTime={entry.created_at}>{formatReaderDate(entry.created_at, timeZone)}</time>
                </p>
                <p className="mt-3 whitespace-pre-line break-words">{entry.body}</p>
              </article>
            </li>
          ))}
        </ul>
        <Pagination what="entries" offset={list.data.offset} limit={ANALYTICS_PAGE_SIZE} total={list.data.total} onOffsetChange={pageTo(ANALYTICS_PAGE_SIZE)} />
      </>
    );

  return (
    <Page title="Analytics" heading="Analytics" intro="Entries posted by the club's members, newest first.">
      {can('analytics:post') ? (
        <AnalyticsEntryForm />
      ) : (
        <p className="mb-8 flex flex-wrap items-center gap-3 text-muted">
          Members post entries here.
          <Link to={paths.login} state={{ from: location.pathname + location.search }} className={buttonClass('secondary', 'sm')}>
            Sign in to post
          </Link>
        </p>
      )}
      {body}
    </Page>
  );
}
