import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { FormActions } from './form-actions';

/**
 * The card-like form of an editor page (a post, an event, a product; SPEC §4 Forms): two columns from the small
 * breakpoint, marked busy while it is being saved; the browser's own validation is off (core's schemas validate).
 * After the fields, the server's refusal, then the buttons.
 * @param onSubmit the form's submit handler
 * @param busy whether it is being saved
 * @param serverError the server's message, or null
 * @param actions the buttons (e.g. CancelSubmit)
 * @param children the fields
 */
export function EditorForm({
  onSubmit,
  busy,
  serverError,
  actions,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  serverError: string | null;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      className="grid gap-5 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:grid-cols-2 sm:p-7"
    >
      {children}
      <div className="empty:hidden sm:col-span-2">
        <FormAlert message={serverError} />
      </div>
      <FormActions className="sm:col-span-2">{actions}</FormActions>
    </form>
  );
}
