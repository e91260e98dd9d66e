import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button';

/**
 * The submit row of an admin settings form: the submit button (its icon, and its busy text while the request runs)
 * and the last outcome announced beside it.
 * @param pending whether the request runs (the button shows `busyLabel`)
 * @param disabled whether the button is disabled
 * @param status the last outcome, e.g. 'Saved' (a polite live region)
 * @param className extra classes of the row (its grid span)
 */
export function SubmitWithStatus({
  icon: Icon,
  label,
  busyLabel,
  pending,
  disabled,
  status,
  className = '',
}: {
  icon: LucideIcon;
  label: string;
  busyLabel: string;
  pending: boolean;
  disabled: boolean;
  status: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`.trim()}>
      <Button type="submit" disabled={disabled}>
        <Icon className="size-4" aria-hidden="true" />
        {pending ? busyLabel : label}
      </Button>
      <p role="status" className="text-sm font-semibold text-success">
        {status}
      </p>
    </div>
  );
}
