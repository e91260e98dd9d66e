import type { ReactNode } from 'react';

/** One stat card of the admin panel (SPEC §2 Admin panel): a label, the number, an optional note. */
export function StatCard({
  label,
  value,
  note,
  icon,
  size = 'lg',
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon?: ReactNode;
  size?: 'lg' | 'sm';
}) {
  return (
    <div
      className={`flex min-w-0 flex-col gap-1 rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)] ${size === 'lg' ? 'p-5' : 'p-3 sm:p-4'}`}
    >
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted">
        <span className="min-w-0 break-words">{label}</span>
        {icon ? (
          <span aria-hidden="true" className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text sm:inline-flex">
            {icon}
          </span>
        ) : null}
      </dt>
      <dd className={`font-extrabold tabular-nums tracking-tight ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>{value}</dd>
      {note ? <dd className="text-xs text-muted">{note}</dd> : null}
    </div>
  );
}
