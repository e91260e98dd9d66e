import type { Job } from '@esdc/core/jobs-schemas';
import { paths } from '@esdc/core/routes';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { ApplyDialog } from './apply-dialog';
import { ApplicationStatusBadge } from './job-labels';

/**
 * 'Apply Now' (SPEC §2 Jobs): the external link in a new tab, or the in-app application for signed-in members
 * (visitors are asked to sign in); once applied, the application's state; nothing after the deadline.
 */
export function ApplyAction({ job, size = 'md' }: { job: Job; size?: 'sm' | 'md' }) {
  const can = useCan();
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (job.my_application) {
    return (
      <span className="inline-flex items-center gap-2 text-sm font-semibold">
        Applied <ApplicationStatusBadge status={job.my_application.status} />
      </span>
    );
  }
  if (!job.open) return <span className="text-sm font-semibold text-muted">Applications closed</span>;
  if (job.apply_url) {
    return (
      <a href={job.apply_url} target="_blank" rel="noopener noreferrer" className={`${buttonClass('primary', size)} relative z-10`}>
        Apply Now
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  if (!can('job:apply')) {
    return (
      <Link to={paths.login} state={{ from: location.pathname + location.search }} className={`${buttonClass('primary', size)} relative z-10`}>
        Sign in to apply
      </Link>
    );
  }
  // A poster does not apply for their own posting (the server refuses it too).
  if (session.status === 'authenticated' && job.poster?.id === session.user?.id) return null;
  return (
    <>
      <Button size={size} className="relative z-10" onClick={() => setOpen(true)}>
        Apply Now
      </Button>
      <ApplyDialog job={job} open={open} onOpenChange={setOpen} />
    </>
  );
}
