import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';

/** An accessible confirm dialog in place of the browser's confirm() (DESIGN Web conventions). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Confirm',
  onConfirm,
  danger = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  danger?: boolean;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] border border-line bg-surface p-6 text-fg shadow-2xl">
          <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="h-10 rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface-2">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className={`h-10 rounded-full px-4 text-sm font-semibold ${danger ? 'bg-danger text-white dark:text-slate-950' : 'bg-accent text-accent-fg'}`}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** What a confirmation asks (see {@link ConfirmDialog}): its title, question, button, look and action. */
type ConfirmSpec = { title: string; message: string; confirmLabel?: string; danger?: boolean; onConfirm: () => void };

/**
 * A confirmation before an action (DESIGN Web conventions; SPEC §8 Delete), opened for one item (a row, a course;
 * `true` where there is only one thing to confirm): `ask(item)` opens the {@link ConfirmDialog} that `spec(item)`
 * describes; Cancel, Escape or the action close it.
 * @param spec the dialog for the item (null while it closes)
 * @returns `ask`, to put on the action's button, `asking`, the item asked about (or null), and `dialog`, to render once
 */
export function useConfirm<T>(spec: (item: T | null) => ConfirmSpec): { ask: (item: T) => void; asking: T | null; dialog: ReactNode } {
  const [item, setItem] = useState<T | null>(null);
  const dialog = <ConfirmDialog open={item !== null} onOpenChange={(open) => !open && setItem(null)} {...spec(item)} />;
  return { ask: setItem, asking: item, dialog };
}
