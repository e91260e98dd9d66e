import { JOB_APPLICATION_STATUS_LABELS, JOB_TYPE_LABELS, type JobApplicationStatus } from '@esdc/core/jobs';
import type { Job } from '@esdc/core/jobs-schemas';
import { Badge } from '../../../components/badge';
import { formatDateTime, useMemberTimeZone } from '../../events/public';

/** A posting's type and remote badges, and 'Closed' once its deadline passed (SPEC §2 Jobs). */
export function JobBadges({ job }: { job: Pick<Job, 'type' | 'remote' | 'open'> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone="accent">{JOB_TYPE_LABELS[job.type]}</Badge>
      {job.remote ? <Badge tone="success">Remote</Badge> : null}
      {job.open ? null : <Badge tone="danger">Closed</Badge>}
    </span>
  );
}

const STATUS_TONES: Record<JobApplicationStatus, 'neutral' | 'accent' | 'success' | 'danger'> = {
  submitted: 'neutral',
  reviewing: 'accent',
  accepted: 'success',
  rejected: 'danger',
};

/** An application's status as a badge. */
export function ApplicationStatusBadge({ status }: { status: JobApplicationStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]}>
      <span data-testid="application-status">{JOB_APPLICATION_STATUS_LABELS[status]}</span>
    </Badge>
  );
}

/** A deadline in the member's time zone (UTC while a server-rendered page hydrates): 'Dec 5, 2026, 2:00 PM GMT+1'. */
export function JobDeadline({ deadline }: { deadline: string }) {
  const timeZone = useMemberTimeZone();
  return <time dateTime={deadline}>{formatDateTime(deadline, timeZone)}</time>;
}
