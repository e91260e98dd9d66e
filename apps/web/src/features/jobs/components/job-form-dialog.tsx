import { JOB_TYPE_LABELS, JOB_TYPES } from '@esdc/core/jobs';
import type { Job } from '@esdc/core/jobs-schemas';
import { paths } from '@esdc/core/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField, TextField, UrlField, WholeNumberField } from '../../../components/form-field';
import { MarkdownField } from '../../../components/markdown-field';
import { SelectOptions } from '../../../components/select-options';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { browserTimeZone } from '../../events/public';
import { useSaveJob } from '../api/save-job';
import { EMPTY_JOB_FORM, jobFormSchema, jobToFormValues, type JobFormOutput, type JobFormValues } from './job-form-schema';

const TYPE_OPTIONS = JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }));

function JobForm({ job, onDone }: { job: Job | null; onDone: () => void }) {
  const save = useSaveJob();
  const navigate = useNavigate();
  const { field, register, trySubmit, serverError, formState, watch } = useServerForm<JobFormValues, JobFormOutput>({
    resolver: zodResolver(jobFormSchema()),
    defaultValues: job ? jobToFormValues(job) : EMPTY_JOB_FORM,
  });
  const zone = browserTimeZone();
  const onSubmit = trySubmit(async (input) => {
    const saved = await save.mutateAsync({ id: job?.id, input });
    void notify(saved.message ?? (job ? 'Job updated' : 'Job posted'), 'success');
    onDone();
    if (!job) void navigate(paths.job(saved.job.id));
  }, 'Failed to save the job. Please try again.');
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel={job ? 'Save Changes' : 'Post Job'}
      busyLabel="Saving..."
      onCancel={onDone}
    >
      <div className="sm:col-span-2">
        <TextField id="job-title" label="Title" autoComplete="off" {...field('title')} />
      </div>
      <TextField id="job-company" label="Company" autoComplete="organization" {...field('company')} />
      <TextField id="job-location" label="Location" autoComplete="off" {...field('location')} />
      <SelectField id="job-type" label="Type" {...field('type')}>
        <SelectOptions options={TYPE_OPTIONS} />
      </SelectField>
      <label htmlFor="job-remote" className="flex items-center gap-2 self-end pb-2 text-sm font-semibold">
        <input id="job-remote" type="checkbox" className="size-4 accent-[var(--color-accent)]" {...register('remote')} />
        Remote
      </label>
      <WholeNumberField id="job-salary-min" label="Salary from (optional)" hint="Whole currency units" {...field('salary_min')} />
      <WholeNumberField id="job-salary-max" label="Salary up to (optional)" hint="Whole currency units" {...field('salary_max')} />
      <TextField id="job-salary-label" label="Currency or period (optional)" placeholder="EUR per month" autoComplete="off" {...field('salary_label')} />
      <TextField id="job-deadline" label="Deadline" type="datetime-local" hint={`In your time zone (${zone}).`} {...field('deadline')} />
      <div className="sm:col-span-2">
        <MarkdownField id="job-description" label="Description" rows={8} markdown={watch('description')} {...field('description')} />
      </div>
      <div className="sm:col-span-2">
        <UrlField
          id="job-apply-url"
          label="Apply link (optional)"
          hint="An https link to apply elsewhere; leave empty to take applications here."
          {...field('apply_url')}
        />
      </div>
    </DialogForm>
  );
}

/**
 * The posting editor (SPEC §2 Jobs; admins, moderators and job partners post, the poster or an admin edits) in a
 * dialog: title, company, location, type, remote, salary range with its label, deadline in the member's time zone,
 * markdown description with Preview, and an optional external apply link. Validated by core's `jobInputSchema`.
 * @param job the posting to edit, or null to post one (then the new posting's page opens)
 */
export function JobFormDialog({ open, job, onOpenChange }: { open: boolean; job: Job | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={job ? 'Edit Job' : 'Post a Job'} size="lg">
      {open ? <JobForm key={job?.id ?? 'new'} job={job} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
