import { analyticsEntryCreateSchema, type AnalyticsEntryCreate, type AnalyticsEntryCreateInput } from '@esdc/core/analytics-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField, TextField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateAnalyticsEntry } from '../api/create-analytics-entry';

/**
 * The form that posts an entry (SPEC §2 Static pages; signed-in members, 'analytics:post'): a title and a body,
 * validated by core's schema (the server's own); a refusal shows the server's message; a success toasts 'Entry
 * posted' and empties the form.
 */
export function AnalyticsEntryForm() {
  const create = useCreateAnalyticsEntry();
  const { field, submit, serverError, setServerError, formState, reset } = useServerForm<AnalyticsEntryCreateInput, AnalyticsEntryCreate>({
    resolver: zodResolver(analyticsEntryCreateSchema),
    defaultValues: { title: '', body: '' },
  });
  const onSubmit = submit(async (input) => {
    try {
      const { message } = await create.mutateAsync(input);
      reset();
      void notify(message ?? 'Entry posted', 'success');
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : 'Could not post the entry. Please try again.');
    }
  });
  const busy = formState.isSubmitting;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="analytics-entry-form-title"
      aria-busy={busy}
      className="mb-8 flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <h2 id="analytics-entry-form-title" className="text-lg font-bold">
        Post an entry
      </h2>
      <TextField id="analytics-entry-title" label="Title" autoComplete="off" {...field('title')} />
      <TextAreaField id="analytics-entry-body" label="Body" rows={5} {...field('body')} />
      <FormAlert message={serverError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Posting...' : 'Post entry'}
        </Button>
      </div>
    </form>
  );
}
