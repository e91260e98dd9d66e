import { salaryText } from '@esdc/core/jobs';
import type { Job } from '@esdc/core/jobs-schemas';
import { paths } from '@esdc/core/routes';
import { Building2, CalendarClock, MapPin, Wallet } from 'lucide-react';
import { CardLink, ListCard } from '../../../components/list-card';
import { IconDetail } from '../../../components/icon-detail';
import { ApplyAction } from './apply-action';
import { JobBadges, JobDeadline } from './job-labels';

/**
 * One posting of the list (SPEC §2 Jobs): title (the link to its page), company, location, type and remote badges,
 * pay, the deadline in the member's time zone, and 'Apply Now'.
 */
export function JobCard({ job }: { job: Job }) {
  const pay = salaryText(job.salary_min, job.salary_max, job.salary_label);
  return (
    <ListCard>
      <JobBadges job={job} />
      <h2 className="text-lg font-bold break-words">
        <CardLink to={paths.job(job.id)}>{job.title}</CardLink>
      </h2>
      <ul className="flex flex-col gap-1.5 text-sm text-muted">
        <IconDetail icon={Building2} label="Company">
          {job.company}
        </IconDetail>
        <IconDetail icon={MapPin} label="Location">
          {job.location}
        </IconDetail>
        {pay ? (
          <IconDetail icon={Wallet} label="Pay">
            {pay}
          </IconDetail>
        ) : null}
        <IconDetail icon={CalendarClock} label="Deadline">
          <span>
            Apply by <JobDeadline deadline={job.deadline} />
          </span>
        </IconDetail>
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
        <ApplyAction job={job} size="sm" />
      </div>
    </ListCard>
  );
}
