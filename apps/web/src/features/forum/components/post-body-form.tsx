import { forumPostInputSchema, type ForumPostInput } from '@esdc/core/forum-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { useServerForm } from '../../../lib/use-server-form';
import { ForumBodyField } from './forum-body-field';

/** A request for text to be added to the form's body: `key` changes for every new request (a quote). */
export interface BodyInsert {
  key: number;
  text: string;
}

/**
 * A post's body form (SPEC §2 Forum: a reply, or the edit of a post): the markdown field with image upload and
 * Preview, validated by core's `forumPostInputSchema` ('Body is required'); the server's refusal above the buttons.
 * @param id the field's id
 * @param label the field's label ('Your reply', 'Edit post')
 * @param initial the body to start from
 * @param insert text to add at the end when it changes (a quoted reply)
 * @param submitLabel / busyLabel the submit button's texts
 * @param onSave sends the body; resolves true to empty the form (a posted reply), false to keep it
 * @param onCancel when given, a Cancel button
 */
export function PostBodyForm({
  id,
  label,
  initial = '',
  insert,
  submitLabel,
  busyLabel,
  onSave,
  onCancel,
}: {
  id: string;
  label: string;
  initial?: string;
  insert?: BodyInsert | null;
  submitLabel: string;
  busyLabel: string;
  onSave: (input: ForumPostInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { field, trySubmit, serverError, formState, watch, setValue, getValues, reset, setFocus } = useServerForm<
    z.input<typeof forumPostInputSchema>,
    ForumPostInput
  >({
    resolver: zodResolver(forumPostInputSchema),
    defaultValues: { body: initial },
  });
  const append = (text: string) => {
    const current = getValues('body');
    setValue('body', current && !current.endsWith('\n\n') ? `${current.trimEnd()}\n\n${text}` : `${current}${text}`);
  };
  useEffect(() => {
    if (!insert) return;
    append(insert.text);
    setFocus('body');
    // Only a new insert (its key) adds text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [insert?.key]);
  const onSubmit = trySubmit(async (input) => {
    if (await onSave(input)) reset({ body: '' });
  }, 'Failed to save the post. Please try again.');
  const busy = formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="flex flex-col gap-3">
      <ForumBodyField id={id} label={label} rows={6} markdown={watch('body')} onInsert={append} {...field('body')} />
      <FormAlert message={serverError} />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
