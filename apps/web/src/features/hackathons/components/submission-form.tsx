import { HACKATHON_MESSAGES } from '@esdc/core/hackathon';
import { submissionFieldsSchema, type HackathonSubmission } from '@esdc/core/hackathon-schemas';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField, TextField, UrlField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useSaveSubmission } from '../api/hackathons';

type Fields = { title: string; description: string; repository_url: string; demo_url: string };

/**
 * The team's submission (SPEC §2 Hackathons, Submissions): title, description, repository link and demo video link,
 * checked by the core schema the server uses; 'Submit' the first time, 'Save Changes' after, until the deadline.
 */
export function SubmissionForm({ id, teamId, existing, open }: { id: number; teamId: number; existing: HackathonSubmission | null; open: boolean }) {
  const save = useSaveSubmission();
  const [fields, setFields] = useState<Fields>({
    title: existing?.title ?? '',
    description: existing?.description ?? '',
    repository_url: existing?.repository_url ?? '',
    demo_url: existing?.demo_url ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (name: keyof Fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: e.target.value }));
    setServerError(null);
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const parsed = submissionFieldsSchema.safeParse({ ...fields, project_id: existing?.project?.id ?? null });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const { message } = await save.mutateAsync({
        id,
        teamId,
        submissionId: existing?.id ?? null,
        fields: { ...fields, project_id: existing?.project?.id ?? null },
      });
      void notify(message ?? HACKATHON_MESSAGES.submitted, 'success');
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : 'Failed to save the submission. Please try again.');
    }
  };
  if (!open && !existing) return <p className="text-muted">{HACKATHON_MESSAGES.deadlinePassed}.</p>;
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex max-w-2xl flex-col gap-4" noValidate>
      {serverError ? <FormAlert message={serverError} /> : null}
      {!open ? <p className="text-sm text-muted">{HACKATHON_MESSAGES.deadlinePassed}: the submission can no longer change.</p> : null}
      <TextField id="submission-title" label="Title" value={fields.title} error={errors.title} onChange={set('title')} disabled={!open} />
      <TextAreaField
        id="submission-description"
        label="Description"
        rows={5}
        value={fields.description}
        error={errors.description}
        onChange={set('description')}
        disabled={!open}
      />
      <UrlField
        id="submission-repository"
        label="Repository link"
        value={fields.repository_url}
        error={errors.repository_url}
        onChange={set('repository_url')}
        disabled={!open}
      />
      <UrlField
        id="submission-demo"
        label="Demo video link (optional)"
        value={fields.demo_url}
        error={errors.demo_url}
        onChange={set('demo_url')}
        disabled={!open}
      />
      {existing?.project ? <p className="text-sm text-muted">Linked project: {existing.project.title}</p> : null}
      {open ? (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : existing ? 'Save Changes' : 'Submit'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
