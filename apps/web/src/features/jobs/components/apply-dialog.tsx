import { JOB_COVER_NOTE_MAX, JOB_CV_MAX_BYTES, JOB_MESSAGES } from '@esdc/core/jobs';
import type { Job } from '@esdc/core/jobs-schemas';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { FieldShell, fieldDescribedBy, TextAreaField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useApplyForJob } from '../api/applications';

function ApplyForm({ job, onDone }: { job: Job; onDone: () => void }) {
  const apply = useApplyForJob();
  const [coverNote, setCoverNote] = useState('');
  const [cv, setCv] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ cover_note?: string; cv?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const next: typeof errors = {};
    if (!coverNote.trim()) next.cover_note = JOB_MESSAGES.coverNoteRequired;
    else if (coverNote.trim().length > JOB_COVER_NOTE_MAX) next.cover_note = JOB_MESSAGES.coverNoteTooLong;
    if (!cv) next.cv = 'Choose your CV (a PDF)';
    else if (cv.size > JOB_CV_MAX_BYTES) next.cv = JOB_MESSAGES.cvTooLarge;
    setErrors(next);
    if (!cv || next.cover_note || next.cv) return;
    try {
      const { message } = await apply.mutateAsync({ jobId: job.id, coverNote, cv });
      void notify(message ?? JOB_MESSAGES.applied, 'success');
      onDone();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : 'Failed to send the application. Please try again.');
    }
  };
  return (
    <DialogForm
      onSubmit={(event) => void onSubmit(event)}
      busy={apply.isPending}
      serverError={serverError}
      submitLabel="Send Application"
      busyLabel="Sending..."
      onCancel={onDone}
      columns={1}
    >
      <TextAreaField
        id="apply-cover-note"
        label="Cover note"
        rows={6}
        value={coverNote}
        error={errors.cover_note}
        hint={`Why you and why this role, at most ${JOB_COVER_NOTE_MAX} characters.`}
        onChange={(e) => {
          setCoverNote(e.target.value);
          setServerError(null);
        }}
      />
      <FieldShell id="apply-cv" label="CV (PDF, at most 5 MB)" error={errors.cv}>
        <input
          id="apply-cv"
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={errors.cv ? true : undefined}
          aria-describedby={fieldDescribedBy('apply-cv', errors.cv)}
          className="rounded-xl border border-line bg-surface p-2 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-accent-soft file:px-3 file:py-1.5 file:font-semibold file:text-accent-text"
          onChange={(e) => {
            setCv(e.target.files?.[0] ?? null);
            setServerError(null);
          }}
        />
      </FieldShell>
    </DialogForm>
  );
}

/**
 * The in-app application (SPEC §2 Jobs 'Apply Now'): a cover note and a PDF CV, sent as multipart/form-data; the
 * server's refusal ('The CV must be a PDF file', 'You have already applied for this job', …) shows on top.
 */
export function ApplyDialog({ job, open, onOpenChange }: { job: Job; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Apply for ${job.title}`} description={`${job.company} · ${job.location}`}>
      {open ? <ApplyForm job={job} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
