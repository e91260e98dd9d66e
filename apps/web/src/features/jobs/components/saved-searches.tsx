import { JOB_TYPE_LABELS, type JobSearchFilter } from '@esdc/core/jobs';
import { paths } from '@esdc/core/routes';
import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { notifyOutcome } from '../../../lib/toast';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';

/**
 * A saved search in words: 'Internship · Remote · "rtos"', or 'Every new job' when it has no filter.
 * @param filter the saved filters, null where unset
 */
function describeSearch(filter: JobSearchFilter): string {
  const parts = [
    filter.type ? JOB_TYPE_LABELS[filter.type] : null,
    filter.remote === null ? null : filter.remote ? 'Remote' : 'On site',
    filter.q ? `“${filter.q}”` : null,
  ].filter((p): p is string => p !== null);
  return parts.length === 0 ? 'Every new job' : parts.join(' · ');
}

/** The /jobs address that shows a saved search's postings. */
function searchLink(filter: JobSearchFilter): string {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.remote !== null) params.set('remote', String(filter.remote));
  if (filter.q) params.set('q', filter.q);
  const query = params.toString();
  return query ? `${paths.jobs}?${query}` : paths.jobs;
}

/** The member's saved searches (SPEC §2 Jobs 'Saved searches'), each with 'Show jobs' and 'Delete'. */
export function SavedSearches() {
  const list = useSavedSearches(true);
  const remove = useDeleteSavedSearch();
  if (list.isError) return <ErrorState title="Could not load your saved searches" message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <LoadingState message="Loading your saved searches..." />;
  if (list.data.length === 0)
    return (
      <EmptyState
        icon={<BellRing className="size-10" />}
        title="No saved searches yet"
        description="Filter the open jobs and choose 'Save this search' to be notified when a matching job is posted."
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">You are notified when a new job matches one of these searches.</p>
      <ul className="flex flex-col gap-3">
        {list.data.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]"
            data-testid="saved-search"
          >
            <h2 className="min-w-0 font-bold break-words">{describeSearch(s)}</h2>
            <div className="flex gap-2">
              <Link to={searchLink(s)} className={buttonClass('secondary', 'sm')}>
                Show jobs
              </Link>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Delete the saved search ${describeSearch(s)}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(s.id, notifyOutcome('Saved search deleted', 'Could not delete the saved search'))}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
