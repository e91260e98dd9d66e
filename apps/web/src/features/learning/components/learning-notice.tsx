import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A page-sized notice of the learning pages (not enrolled, not found, no attempts left, sign in): an icon, a heading,
 * one or two lines and the way on (links or buttons).
 */
export function LearningNotice({
  icon: Icon,
  heading,
  children,
  actions,
  tone = 'accent',
  level = 1,
}: {
  icon: LucideIcon;
  heading: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'accent' | 'warning' | 'muted';
  /** 1 when the notice is the page (its h1); 2 under a page's own h1. */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const toneClass = tone === 'warning' ? 'bg-warning-soft text-warning' : tone === 'muted' ? 'bg-surface-2 text-muted' : 'bg-accent-soft text-accent-text';
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-8 text-center shadow-[var(--shadow-card)] sm:p-10">
      <span className={`inline-flex size-14 items-center justify-center rounded-full ${toneClass}`}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="text-2xl font-bold">{heading}</Heading>
      {children ? <div className="text-muted">{children}</div> : null}
      {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
