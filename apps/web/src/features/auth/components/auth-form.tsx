import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';

/**
 * The form of a sign-in page (SPEC §2 Login, Forgot and Reset password; §4 Forms: error shown, submit disabled while
 * sending): the server's refusal on top, the fields, then the full-width submit button, which reads `busyLabel` and is
 * disabled while the request runs.
 * @param busy whether the request runs
 * @param serverError the refusal's message, or null
 * @param submitClassName more classes of the submit button (e.g. its top margin)
 */
export function AuthForm({
  onSubmit,
  busy,
  serverError,
  submitLabel,
  busyLabel,
  submitClassName = '',
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  serverError: string | null;
  submitLabel: string;
  busyLabel: string;
  submitClassName?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={busy}>
      <FormAlert message={serverError} />
      {children}
      <Button type="submit" disabled={busy} className={`${submitClassName} w-full`.trim()}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
