import { ConfirmDialog } from '../confirm-dialog';

/**
 * The confirmation before an admin deletes a row (SPEC §8 Delete: 'Are you sure you want to delete this user?'):
 * open while `item` is set, a danger 'Delete' button.
 * @param item the row to delete, or null (closed)
 * @param onClose called when it closes (Cancel, Escape or after Delete)
 */
export function DeleteConfirm<T>({
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
