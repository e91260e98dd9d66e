import type { ReactNode } from 'react';
import { useConfirm } from '../confirm-dialog';

/**
 * A row's Delete with its confirmation (SPEC §8 Delete: 'Are you sure you want to delete this user?'), for an admin
 * tab: `ask(row)` opens the confirmation, whose danger 'Delete' button deletes the row.
 * @param texts.title the dialog's title for the row (null while it closes)
 * @param texts.message the question asked for the row (null while it closes)
 * @param onConfirm deletes the row
 * @returns `ask`, to put on each row's Delete, and `dialog`, to render once in the tab
 */
export function useDeleteConfirm<T>(
  texts: { title: (item: T | null) => string; message: (item: T | null) => string },
  onConfirm: (item: T) => void,
): { ask: (item: T) => void; dialog: ReactNode } {
  return useConfirm<T>((item) => ({
    title: texts.title(item),
    message: texts.message(item),
    confirmLabel: 'Delete',
    danger: true,
    onConfirm: () => item !== null && onConfirm(item),
  }));
}
