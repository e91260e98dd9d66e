import type { ReactNode } from 'react';

/**
 * An admin list as stacked cards for narrow screens (390 px; SPEC §2 Admin panel): a named list, one card per item.
 * @param label the list's accessible name (as its table's)
 * @param gap the space between a card's parts (Tailwind gap class)
 */
export function CardList<T extends { id: number }>({
  label,
  items,
  gap = 'gap-3',
  children,
}: {
  label: string;
  items: readonly T[];
  gap?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3">
      {items.map((item) => (
        <li key={item.id} className={`flex flex-col ${gap} rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]`}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/** One labelled fact of a card (e.g. Points 1,300). */
export type Fact = { label: string; value: ReactNode; numeric?: boolean };

/**
 * The facts of a card as a description list: a small muted label over each value; figures in a monospace font.
 * @param className the list's layout (e.g. 'flex gap-5', 'grid grid-cols-4 gap-2')
 */
export function CardFacts({ facts, className }: { facts: readonly Fact[]; className: string }) {
  return (
    <dl className={`${className} text-sm`}>
      {facts.map((f) => (
        <div key={f.label} className="min-w-0">
          <dt className="text-xs text-muted">{f.label}</dt>
          <dd className={f.numeric ? 'font-mono font-semibold tabular-nums' : undefined}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The head of an admin card: its title (a link, or a name) over an optional muted line, and a badge (a status) at the
 * right.
 * @param meta the line under the title (e.g. 'Sensors · Priya Raman'); nothing when empty
 * @param metaClassName the line's classes (default one truncated muted line)
 * @param badge shown at the right; without it the title and line stand alone
 */
export function CardHead({
  title,
  meta,
  metaClassName = 'truncate text-sm text-muted',
  badge,
}: {
  title: ReactNode;
  meta?: ReactNode;
  metaClassName?: string;
  badge?: ReactNode;
}) {
  const head = (
    <div className="min-w-0">
      {title}
      {meta ? <p className={metaClassName}>{meta}</p> : null}
    </div>
  );
  return badge === undefined ? (
    head
  ) : (
    <div className="flex items-start justify-between gap-3">
      {head}
      {badge}
    </div>
  );
}
