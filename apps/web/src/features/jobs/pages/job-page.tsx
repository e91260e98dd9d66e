import { JOB_MESSAGES, salaryText } from '@esdc/core/jobs';
import { paths } from '@esdc/core/routes';
import { ArrowLeft, Building2, CalendarClock, MapPin, Pencil, SearchX, Trash2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { IconDetail } from '../../../components/icon-detail';
import { MarkdownContent } from '../../../components/markdown-content';
import { NotFoundPage } from '../../../components/not-found-page';
import { Page } from '../../../components/page';
import { PendingPage } from '../../../components/pending-page';
import { ApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { notifyOutcome } from '../../../lib/toast';
import { useJob } from '../api/get-job';
import { useDeleteJob } from '../api/save-job';
import { ApplicationsPanel } from '../components/applications-panel';
import { ApplyAction } from '../components/apply-action';
import { JobFormDialog } from '../components/job-form-dialog';
import { JobBadges, JobDeadline } from '../components/job-labels';

/** 'Back to Jobs', to the list it was opened from when known. */
function BackToJobs() {
  const state = useLocation().state as { backTo?: string } | null;
  return (
    <Link to={state?.backTo?.startsWith(paths.jobs) ? state.backTo : paths.jobs} className={`${buttonClass('ghost', 'sm')} -ml-3 mb-2 self-start`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Jobs
    </Link>
  );
}

/**
 * /jobs/{id} (SPEC §2 Jobs): a posting with its badges, company, location, pay, deadline in the member's time zone,
 * its rendered description and 'Apply Now' (or the viewer's application state); the poster and admins edit, delete
 * and review its applications here. An unknown posting shows 'Job not found'.
 */
export default function JobPage() {
  const id = Number(useParams().id);
  const job = useJob(id);
  const navigate = useNavigate();
  const remove = useDeleteJob();
  const [editing, setEditing] = useState(false);
  const deleting = useConfirm<true>(() => ({
    title: 'Delete this job?',
    message: 'The posting and every application to it, with their CVs, are removed. This cannot be undone.',
    confirmLabel: 'Delete job',
    danger: true,
    onConfirm: () =>
      remove.mutate(
        id,
        notifyOutcome(JOB_MESSAGES.deleted, 'Failed to delete the job', () => void navigate(paths.jobs)),
      ),
  }));

  const status = job.error instanceof ApiError ? job.error.status : null;
  if (status === 404 || !Number.isInteger(id) || id <= 0) {
    return (
      <NotFoundPage
        icon={SearchX}
        title={JOB_MESSAGES.notFound}
        message="This job may have been removed, or the link is wrong."
        action={<ButtonLink to={paths.jobs}>Back to Jobs</ButtonLink>}
      />
    );
  }
  const j = job.data;
  if (!j) return <PendingPage title="Jobs" back={<BackToJobs />} query={job} errorTitle="Failed to load the job" loadingMessage="Loading job..." />;
  const pay = salaryText(j.salary_min, j.salary_max, j.salary_label);

  return (
    <Page
      title={j.title}
      heading={j.title}
      intro={<JobBadges job={j} />}
      actions={
        j.can_edit ? (
          <>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
            <Button variant="danger" onClick={() => deleting.ask(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </>
        ) : undefined
      }
    >
      <BackToJobs />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="flex flex-col gap-4 self-start lg:col-start-2 lg:row-start-1 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
          <ul className="flex flex-col gap-2 text-sm">
            <IconDetail icon={Building2} label="Company">
              {j.company}
            </IconDetail>
            <IconDetail icon={MapPin} label="Location">
              {j.location}
              {j.remote ? ' · Remote' : ''}
            </IconDetail>
            {pay ? (
              <IconDetail icon={Wallet} label="Pay">
                {pay}
              </IconDetail>
            ) : null}
            <IconDetail icon={CalendarClock} label="Deadline">
              <span>
                {j.open ? 'Apply by' : 'Closed'} <JobDeadline deadline={j.deadline} />
              </span>
            </IconDetail>
          </ul>
          {j.application_count !== null ? <p className="text-sm text-muted">{formatCount(j.application_count, 'application')}</p> : null}
          <ApplyAction job={j} />
          {j.poster ? <p className="text-xs text-muted">Posted by {j.poster.name}</p> : null}
        </aside>
        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <section
            aria-labelledby="job-description-heading"
            className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-6"
          >
            <h2 id="job-description-heading" className="mb-3 text-xl font-bold">
              About the role
            </h2>
            <MarkdownContent html={j.description_html} />
          </section>
          {j.can_edit ? <ApplicationsPanel jobId={j.id} /> : null}
        </div>
      </div>
      <JobFormDialog open={editing} job={j} onOpenChange={setEditing} />
      {deleting.dialog}
    </Page>
  );
}
