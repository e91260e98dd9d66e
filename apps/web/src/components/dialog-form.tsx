import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { CancelSubmit, FormActions } from './form-actions';

/**
 * The frame of every create/edit form in a dialog (SPEC §4 Forms: error shown, submit disabled while saving): the
 * server's refusal on top (scrolled into view when it appears, since the submit button is at the bottom), the
 * fields, then Cancel / submit (both disabled while saving; the submit button then reads `busyLabel`).
 * @param onSubmit the form's submit handler (react-hook-form's handleSubmit(...))
 * @param busy whether it is saving
 * @param serverError the server's message, or null
 * @param columns 2: the fields in a two-column grid from 640 px (a field spans both with `sm:col-span-2`); 1: stacked
 * @param destructive the submit button in the danger colour (an irreversible action such as deleting an account)
 */
export function DialogForm({
  onSubmit,
  busy,
  serverError,
  submitLabel,
  busyLabel,
  onCancel,
  columns = 2,
  destructive = false,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  serverError: string | null;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
  columns?: 1 | 2;
  destructive?: boolean;
  children: ReactNode;
}) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (serverError) alertRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [serverError]);
  const span = columns === 2 ? 'sm:col-span-2' : '';
  return (
    <form onSubmit={onSubmit} noValidate className={`grid gap-4 ${columns === 2 ? 'sm:grid-cols-2' : ''}`} aria-busy={busy}>
      <div ref={alertRef} className={`empty:hidden ${span}`}>
        <FormAlert message={serverError} />
      </div>
      {children}
      <FormActions className={span}>
        <CancelSubmit onCancel={onCancel} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} destructive={destructive} />
      </FormActions>
    </form>
  );
}
