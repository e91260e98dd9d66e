import { REVIEW_MESSAGES, REVIEW_TOPIC_LABELS, REVIEW_TOPICS } from '@esdc/core/code-review';
import { reviewRequestCreateSchema, type ReviewRequestCreate } from '@esdc/core/code-review-schemas';
import { paths } from '@esdc/core/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { MarkdownField } from '../../../components/markdown-field';
import { SelectField, TextField, UrlField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useMyProjects } from '../api/my-projects';
import { useRequestReview } from '../api/review-actions';

/** The form's values: the core schema's, the project as the select's text ('' for none). */
const formSchema = reviewRequestCreateSchema.extend({ project_id: z.string() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function RequestReviewForm({ onDone }: { onDone: () => void }) {
  const save = useRequestReview();
  const navigate = useNavigate();
  const projects = useMyProjects(true);
  const { field, trySubmit, serverError, formState, watch, register } = useServerForm<FormInput, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: '', link: '', description: '', checklist: [], project_id: '' },
  });
  const onSubmit = trySubmit(async (values) => {
    const body: ReviewRequestCreate = { ...values, project_id: values.project_id ? Number(values.project_id) : null };
    const { request, message } = await save.mutateAsync(body);
    void notify(message ?? REVIEW_MESSAGES.created, 'success');
    onDone();
    void navigate(paths.reviewRequest(request.id));
  }, 'Failed to request the review. Please try again.');
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Request Review"
      busyLabel="Requesting..."
      onCancel={onDone}
      columns={1}
    >
      <TextField id="review-title" label="Title" autoComplete="off" {...field('title')} />
      <UrlField id="review-link" label="Link" hint="The pull request or file to review (https)" {...field('link')} />
      <MarkdownField id="review-description" label="Description" rows={5} markdown={watch('description')} {...field('description')} />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Checklist (optional)</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {REVIEW_TOPICS.map((topic) => (
            <label key={topic} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" value={topic} className="size-4 accent-[var(--color-accent)]" {...register('checklist')} />
              {REVIEW_TOPIC_LABELS[topic]}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField id="review-project" label="Project (optional)" hint="One you own or contribute to" {...field('project_id')}>
        <option value="">No project</option>
        {(projects.data ?? []).map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.title}
          </option>
        ))}
      </SelectField>
    </DialogForm>
  );
}

/**
 * 'Request Review' (docs/requirements.md §2 Code review) in a dialog: title, https link, markdown description, the
 * checklist topics and optionally one of the member's projects, validated by core's `reviewRequestCreateSchema`; the
 * new request opens.
 */
export default function RequestReviewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Request Review">
      {open ? <RequestReviewForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
