import type { ReactNode } from 'react';
import { formatNumber } from '../lib/format';

/**
 * The region that holds a list page's results, named by its h2 (SPEC §2: Blog, Search, Courses, Shop listing): a
 * visible heading with the number of matches beside it (the catalogues), or a heading only screen readers hear.
 * @param id the heading's id (the region's `aria-labelledby`)
 * @param title the heading's text
 * @param count the matches in all, shown as a badge after a visible title once known
 * @param hidden true: the heading is read by screen readers only
 * @param className the region's layout (e.g. 'flex flex-col gap-5')
 */
export function ListSection({
  id,
  title,
  count,
  hidden = false,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  count?: number;
  hidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={hidden ? 'sr-only' : 'flex items-center gap-3 text-2xl font-bold tracking-tight'}>
        {title}
        {count === undefined ? null : (
          <span className="rounded-full bg-surface-2 px-2.5 py-0.5 font-mono text-sm font-semibold text-muted">{formatNumber(count)}</span>
        )}
      </h2>
      {children}
    </section>
  );
}
