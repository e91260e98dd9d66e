import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** What Edit and Delete do with a row of an admin table or card list (the tab opens its dialogs). */
export type RowHandlers<T> = { onEdit: (row: T) => void; onDelete: (row: T) => void };

/** How a row action looks: outlined (View, Edit), accented (Publish, Hide), warning (Expire) or danger (Delete). */
type RowActionTone = 'neutral' | 'accent' | 'warning' | 'danger';

const TONES: Record<RowActionTone, string> = {
  neutral: 'border border-line text-fg hover:bg-surface-2',
  accent: 'bg-accent-soft text-accent-text hover:brightness-95',
  warning: 'bg-warning-soft text-warning hover:brightness-95',
  danger: 'text-danger hover:bg-danger-soft',
};

/**
 * The classes of a small pill-shaped row action of an admin table or card (SPEC §2 Admin panel tables), for a link
 * component of a feature that draws it itself.
 * @param tone its look (default 'neutral')
 * @returns the class names
 */
export function rowActionClass(tone: RowActionTone = 'neutral'): string {
  return `inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition disabled:opacity-60 ${TONES[tone]}`;
}

/**
 * One action of an admin row (SPEC §2 Admin panel, §8 Delete): a link when `to` is given, else a button; its icon,
 * its visible label, and an accessible name naming the row (e.g. 'Edit Priya Raman').
 * @param name the accessible name (default: the visible label alone)
 * @param to the page it opens; `state` the router state it passes along
 */
export function RowAction({
  icon: Icon,
  label,
  name,
  tone = 'neutral',
  to,
  state,
  onClick,
  disabled,
}: {
  icon?: LucideIcon;
  label: ReactNode;
  name?: string;
  tone?: RowActionTone;
  to?: string;
  state?: unknown;
  onClick?: () => void;
  disabled?: boolean;
}) {
  const content = (
    <>
      {Icon ? <Icon className="size-3.5" aria-hidden="true" /> : null}
      {label}
    </>
  );
  return to === undefined ? (
    <button type="button" onClick={onClick} disabled={disabled} aria-label={name} className={rowActionClass(tone)}>
      {content}
    </button>
  ) : (
    <Link to={to} state={state} aria-label={name} className={rowActionClass(tone)}>
      {content}
    </Link>
  );
}

/** The actions of one admin row, right-aligned, wrapping when narrow (SPEC §2 Admin panel tables). */
export function RowActionBar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-1.5">{children}</div>;
}

/**
 * Edit and Delete buttons of a row (SPEC §2 Admin panel, §8 Delete), named after the row (e.g. 'Edit Priya Raman').
 * @param canDelete false hides Delete (the admin's own row: the server refuses it)
 */
export function RowActions({ name, onEdit, onDelete, canDelete = true }: { name: string; onEdit: () => void; onDelete: () => void; canDelete?: boolean }) {
  return (
    <div className="flex justify-end gap-1.5">
      <RowAction icon={Pencil} label="Edit" name={`Edit ${name}`} onClick={onEdit} />
      {canDelete ? <RowAction icon={Trash2} label="Delete" name={`Delete ${name}`} tone="danger" onClick={onDelete} /> : null}
    </div>
  );
}
