import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One dashboard figure (SPEC §2 Simple dashboard cards): icon, label, value and a line under it; lives in a `<dl>`. */
export function DashboardStatCard({
  icon: Icon,
  label,
  value,
  hint,
  loading = false,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  hint: ReactNode;
  loading?: boolean;
}) {
  return (
    <div className="relative flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
      <span className="absolute right-5 top-5 inline-flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent-text" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <dt className="flex min-h-10 items-center pr-12 text-sm font-semibold text-muted">{label}</dt>
      <dd className="font-mono text-3xl font-bold">
        {loading ? (
          <span className="inline-block h-8 w-16 animate-pulse rounded bg-surface-2 align-middle">
            <span className="sr-only">Loading</span>
          </span>
        ) : (
          value
        )}
      </dd>
      <dd className="text-sm text-muted">{hint}</dd>
    </div>
  );
}
