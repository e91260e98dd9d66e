import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * The row of a form's buttons (SPEC §4 Forms), right-aligned under a rule.
 * @param className its span in the form's grid (e.g. 'sm:col-span-2')
 */
export function FormActions({ className = '', children }: { className?: string; children: ReactNode }) {
  return <div className={`flex flex-wrap justify-end gap-3 border-t border-line pt-4 ${className}`}>{children}</div>;
}

/**
 * Cancel and the submit button of a form (SPEC §4 Forms: submit disabled while saving), both disabled while it saves;
 * the submit button then reads `busyLabel`.
 * @param destructive the submit button in the danger colour (an irreversible action)
 */
export function CancelSubmit({
  onCancel,
  busy,
  submitLabel,
  busyLabel,
  destructive = false,
}: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  destructive?: boolean;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant={destructive ? 'danger' : 'primary'} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  );
}
