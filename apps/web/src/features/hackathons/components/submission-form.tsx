import { HACKATHON_MESSAGES } from '@esdc/core/hackathon';
import { submissionFieldsSchema, type HackathonSubmission } from '@esdc/core/hackathon-schemas';
import { paths } from '@esdc/core/routes';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextAreaField, TextField, UrlField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useSaveSubmission, useTeamProjects } from '../api/hackathons';

/** The form's fields; `project_id` is the select's value, '' for none. */
type Fields = { title: string; description: string; repository_url: string; demo_url: string; project_id: string };

/**
 * The team's submission (SPEC §2 Hackathons, Submissions): title, description, repository link, demo video link and
 * the linked project, picked from the projects the team's members own or contribute to ('No linked project' first),
 * checked by the core schema the server uses; 'Submit' the first time, 'Save Changes' after, until the deadline. The
 * saved submission's linked project links to its page.
 */
export function SubmissionForm({ id, teamId, existing, open }: { id: number; teamId: number; existing: HackathonSubmission | null; open: boolean }) {
  const save = useSaveSubmission();
  const projects = useTeamProjects(id, teamId, open);
  const [fields, setFields] = useState<Fields>({
    title: existing?.title ?? '',
    description: existing?.description ?? '',
    repository_url: existing?.repository_url ?? '',
    demo_url: existing?.demo_url ?? '',
    project_id: existing?.project ? String(existing.project.id) : '',
  });
  const choices = [...(projects.data ?? [])];
  if (existing?.project && !choices.some((p) => p.id === existing.project!.id)) choices.unshift(existing.project);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (name: keyof Fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: e.target.value }));
    setServerError(null);
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const input = { ...fields, project_id: fields.project_id === '' ? null : Number(fields.project_id) };
    const parsed = submissionFieldsSchema.safeParse(input);
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
        fields: input,
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
      {open ? (
        <SelectField
          id="submission-project"
          label="Linked project"
          value={fields.project_id}
          error={errors.project_id}
          onChange={set('project_id')}
          hint={
            projects.isPending
              ? 'Loading your team’s projects...'
              : choices.length === 0
                ? 'No member of your team owns or contributes to a project yet.'
                : 'A project a member of your team owns or contributes to.'
          }
        >
          <option value="">No linked project</option>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </SelectField>
      ) : null}
      {existing?.project ? (
        <p className="text-sm text-muted">
          Linked project:{' '}
          <Link to={paths.project(existing.project.id)} className="font-semibold text-accent-text underline">
            {existing.project.title}
          </Link>
        </p>
      ) : null}
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
