import type { ReactNode } from 'react';

/**
 * A horizontally scrolling container for the admin tables (SPEC §2 Admin panel tables): focusable so keyboard users can
 * scroll it, with a visible focus ring, named after its table.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      {children}
    </div>
  );
}

/** Header cell classes shared by the admin tables. */
export const thClass = 'whitespace-nowrap border-b border-line bg-surface-2 px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted';
/** Body cell classes shared by the admin tables. */
export const tdClass = 'border-b border-line px-4 py-3 align-middle';
