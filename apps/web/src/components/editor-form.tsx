import type { FormEventHandler, ReactNode } from 'react';

/**
 * The card-like form of an editor page (a post, an event, a product): two columns from the small breakpoint, marked
 * busy while it is being saved; the browser's own validation is off (core's schemas validate).
 * @param onSubmit the form's submit handler
 * @param busy whether it is being saved
 * @param children the fields and buttons
 */
export function EditorForm({ onSubmit, busy, children }: { onSubmit: FormEventHandler<HTMLFormElement>; busy: boolean; children: ReactNode }) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      className="grid gap-5 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:grid-cols-2 sm:p-7"
    >
      {children}
    </form>
  );
}
