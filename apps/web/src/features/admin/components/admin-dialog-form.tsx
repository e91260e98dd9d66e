import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';

/**
 * The frame of every create/edit form in the admin dialogs: the server's refusal on top, the fields in a
 * two-column grid (one column on phones), and Cancel / submit at the bottom (disabled while saving).
 * @param onSubmit the form's submit handler (react-hook-form's handleSubmit(...))
 * @param busy whether it is saving (the submit button then shows `busyLabel`)
 * @param serverError the server's message, or null
 */
export function AdminDialogForm({
  onSubmit,
  busy,
  serverError,
  submitLabel,
  busyLabel,
  onCancel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  serverError: string | null;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={busy}>
      <div className="empty:hidden sm:col-span-2">
        <FormAlert message={serverError} />
      </div>
      {children}
      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
