import type { LucideIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../button';
import { FormAlert } from '../form-alert';

/**
 * A settings form of the admin panel (SPEC §2 Admin panel: announcements, club links; §4 Forms): a named card, the
 * server's refusal on top, the fields, then the submit button (its icon, and its busy text while the request runs)
 * with the last outcome announced beside it.
 * @param label the form's accessible name ('Club links')
 * @param columns 2: the fields in two columns from 640 px (the refusal and the submit row span both); 1: stacked
 * @param submit the button's icon, text, busy text, whether the request runs (`pending`) and whether it is disabled
 * @param status the last outcome, e.g. 'Club links saved' (a polite live region)
 */
export function SettingsForm({
  label,
  onSubmit,
  serverError,
  columns = 1,
  submit: { icon: Icon, label: submitLabel, busyLabel, pending, disabled },
  status,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverError: string | null;
  columns?: 1 | 2;
  submit: { icon: LucideIcon; label: string; busyLabel: string; pending: boolean; disabled: boolean };
  status: ReactNode;
  children: ReactNode;
}) {
  const wide = columns === 2;
  const alert = <FormAlert message={serverError} />;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className={`grid max-w-2xl gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]${wide ? ' sm:grid-cols-2' : ''}`}
    >
      {wide ? <div className="sm:col-span-2">{alert}</div> : alert}
      {children}
      <div className={`flex flex-wrap items-center gap-3${wide ? ' sm:col-span-2' : ''}`}>
        <Button type="submit" disabled={disabled}>
          <Icon className="size-4" aria-hidden="true" />
          {pending ? busyLabel : submitLabel}
        </Button>
        <p role="status" className="text-sm font-semibold text-success">
          {status}
        </p>
      </div>
    </form>
  );
}
