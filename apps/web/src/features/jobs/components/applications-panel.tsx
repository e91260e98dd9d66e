import { JOB_APPLICATION_STATUS_LABELS, JOB_APPLICATION_STATUSES, type JobApplicationStatus } from '@esdc/core/jobs';
import type { JobApplication } from '@esdc/core/jobs-schemas';
import { Download, Inbox } from 'lucide-react';
import { Button } from '../../../components/button';
import { SectionCard } from '../../../components/section-card';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { notify } from '../../../lib/toast';
import { downloadCv, useJobApplications, useSetApplicationStatus } from '../api/applications';
import { ApplicationStatusBadge } from './job-labels';

function ApplicationRow({ application }: { application: JobApplication }) {
  const setStatus = useSetApplicationStatus();
  const timeZone = useReaderTimeZone();
  const selectId = `application-${application.id}-status`;
  const change = async (status: JobApplicationStatus) => {
    try {
      const { message } = await setStatus.mutateAsync({ id: application.id, status });
      void notify(message ?? 'Application status updated', 'success');
    } catch (error) {
      void notify(error instanceof Error ? error.message : 'Failed to update the application', 'error');
    }
  };
  const name = application.applicant?.name ?? 'Former member';
  return (
    <li className="flex flex-col gap-3 border-t border-line py-4 first:border-t-0 first:pt-0" data-testid="job-application">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold break-words">
          {name}
          {application.applicant ? <span className="ml-2 text-sm font-normal text-muted">@{application.applicant.username}</span> : null}
        </p>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <p className="text-sm text-muted">
        Applied <time dateTime={application.created_at}>{formatReaderDate(application.created_at, timeZone)}</time>
      </p>
      <p className="whitespace-pre-line break-words">{application.cover_note}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Button variant="secondary" size="sm" onClick={() => void downloadCv(application).catch((error: Error) => void notify(error.message, 'error'))}>
          <Download className="size-4" aria-hidden="true" />
          Download CV<span className="sr-only"> of {name}</span>
        </Button>
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-xs font-semibold text-muted">
            Status<span className="sr-only"> of {name}</span>
          </label>
          <select
            id={selectId}
            value={application.status}
            disabled={setStatus.isPending}
            onChange={(e) => void change(e.target.value as JobApplicationStatus)}
            className="h-9 rounded-full border border-line bg-surface px-3 text-sm"
          >
            {JOB_APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {JOB_APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </li>
  );
}

/**
 * The poster's view of a posting's applications (SPEC §2 Jobs; the poster and admins): each applicant's cover note,
 * their CV to download (through the authenticated route) and the status to move (the applicant is notified).
 */
export function ApplicationsPanel({ jobId }: { jobId: number }) {
  const list = useJobApplications(jobId, true);
  let body;
  if (list.isError) body = <ErrorState title="Could not load the applications" message={list.error.message} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <LoadingState message="Loading applications..." />;
  else if (list.data.items.length === 0)
    body = <EmptyState icon={<Inbox className="size-10" />} title="No applications yet" description="Applications sent in the app appear here." />;
  else
    body = (
      <ul className="flex flex-col">
        {list.data.items.map((application) => (
          <ApplicationRow key={application.id} application={application} />
        ))}
      </ul>
    );
  return <SectionCard title={`Applications${list.data ? ` (${list.data.total})` : ''}`}>{body}</SectionCard>;
}
