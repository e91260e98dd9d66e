import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * The confirmation before an admin deletes a row (SPEC §8 Delete: 'Are you sure you want to delete this user?'):
 * open while `item` is set, a danger 'Delete' button.
 * @param item the row to delete, or null (closed)
 * @param onClose called when it closes (Cancel, Escape or after Delete)
 */
function DeleteConfirm<T>({
  item,
  onClose,
  title,
  message,
  onConfirm,
}: {
  item: T | null;
  onClose: () => void;
  title: string;
  message: string;
  onConfirm: (item: T) => void;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      message={message}
      confirmLabel="Delete"
      danger
      onConfirm={() => item !== null && onConfirm(item)}
    />
  );
}

/**
 * A row's Delete with its confirmation (SPEC §8 Delete), for an admin tab: `ask(row)` opens the {@link DeleteConfirm},
 * which deletes it on 'Delete'.
 * @param texts.title the dialog's title for the row (null while it closes)
 * @param texts.message the question asked for the row (null while it closes)
 * @param onConfirm deletes the row
 * @returns `ask`, to put on each row's Delete, and `dialog`, to render once in the tab
 */
export function useDeleteConfirm<T>(
  texts: { title: (item: T | null) => string; message: (item: T | null) => string },
  onConfirm: (item: T) => void,
): { ask: (item: T) => void; dialog: ReactNode } {
  const [item, setItem] = useState<T | null>(null);
  const dialog = <DeleteConfirm item={item} onClose={() => setItem(null)} title={texts.title(item)} message={texts.message(item)} onConfirm={onConfirm} />;
  return { ask: setItem, dialog };
}
