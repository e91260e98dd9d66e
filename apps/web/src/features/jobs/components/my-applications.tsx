import { paths } from '@esdc/core/routes';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { useMyApplications } from '../api/applications';
import { ApplicationStatusBadge } from './job-labels';

/** The member's applications with their states, newest first (SPEC §2 Jobs 'My applications'). */
export function MyApplications() {
  const list = useMyApplications(true);
  const timeZone = useReaderTimeZone();
  if (list.isError) return <ErrorState title="Could not load your applications" message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <LoadingState message="Loading your applications..." />;
  if (list.data.items.length === 0)
    return (
      <EmptyState
        icon={<FileText className="size-10" />}
        title="No applications yet"
        description="Jobs you apply for in the app are listed here with their status."
      />
    );
  return (
    <ul className="flex flex-col gap-3">
      {list.data.items.map((a) => (
        <li
          key={a.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]"
          data-testid="my-application"
        >
          <div className="min-w-0">
            <h2 className="font-bold break-words">
              <Link to={paths.job(a.job_id)} className="hover:text-accent-text hover:underline">
                {a.job_title}
              </Link>
            </h2>
            <p className="text-sm text-muted">
              {a.company} · applied <time dateTime={a.created_at}>{formatReaderDate(a.created_at, timeZone)}</time>
            </p>
          </div>
          <ApplicationStatusBadge status={a.status} />
        </li>
      ))}
    </ul>
  );
}
