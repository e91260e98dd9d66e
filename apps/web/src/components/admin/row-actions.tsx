import { Pencil, Trash2 } from 'lucide-react';

/** What Edit and Delete do with a row of an admin table or card list (the tab opens its dialogs). */
export type RowHandlers<T> = { onEdit: (row: T) => void; onDelete: (row: T) => void };

const base = 'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition';

/**
 * Edit and Delete buttons of a row (SPEC §2 Admin panel, §8 Delete), named after the row (e.g. 'Edit Priya Raman').
 * @param canDelete false hides Delete (the admin's own row: the server refuses it)
 */
export function RowActions({ name, onEdit, onDelete, canDelete = true }: { name: string; onEdit: () => void; onDelete: () => void; canDelete?: boolean }) {
  return (
    <div className="flex justify-end gap-1.5">
      <button type="button" onClick={onEdit} aria-label={`Edit ${name}`} className={`${base} border border-line text-fg hover:bg-surface-2`}>
        <Pencil className="size-3.5" aria-hidden="true" />
        Edit
      </button>
      {canDelete ? (
        <button type="button" onClick={onDelete} aria-label={`Delete ${name}`} className={`${base} text-danger hover:bg-danger-soft`}>
          <Trash2 className="size-3.5" aria-hidden="true" />
          Delete
        </button>
      ) : null}
    </div>
  );
}
