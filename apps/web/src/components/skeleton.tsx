import { Fragment, type ReactNode } from 'react';

/** A pulsing placeholder block; `className` gives its size and shape (e.g. 'h-3 w-1/3 rounded'). */
export function Skeleton({ className }: { className: string }) {
  return <div className={`animate-pulse bg-surface-2 ${className}`} />;
}

/**
 * The lines of a card's text while it loads, as {@link CardGridSkeleton} `lines`: a short label, a title and two lines
 * of description.
 * @param labelWidth the label's width class (e.g. 'w-1/4')
 * @returns the lines' classes, top to bottom
 */
export function cardTextLines(labelWidth: string): string[] {
  return [`h-3 ${labelWidth} rounded`, 'h-5 w-3/4 rounded', 'h-3 w-full rounded', 'h-3 w-5/6 rounded'];
}

/**
 * Placeholders while a list loads (DESIGN: loading states, no layout shift): `count` copies of `item` laid out by
 * `className`, hidden from assistive technology, after a spoken status such as 'Loading projects...' when given.
 * @param status the sr-only status text (left out where the region announces its own loading state)
 * @param count how many placeholders
 * @param className the layout of the placeholders (a grid or a list)
 * @param item one placeholder, shaped like the list's item
 */
export function ListSkeleton({ status, count, className, item }: { status?: string; count: number; className: string; item: ReactNode }) {
  const placeholders = (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Fragment key={i}>{item}</Fragment>
      ))}
    </div>
  );
  if (status === undefined) return placeholders;
  return (
    <div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {placeholders}
    </div>
  );
}

/**
 * Card-shaped placeholders while a grid of cards loads (the catalogues, events, challenges, projects): `count` cards,
 * each an optional image block over a padded column of pulsing lines, laid out and announced as {@link ListSkeleton}.
 * @param status the sr-only status text ('Loading courses...'), left out where the region announces its own
 * @param className the grid (default: one column, two from 640 px, three from 1024 px)
 * @param media the image block's aspect class (e.g. 'aspect-[16/9]'); none for cards without an image
 * @param lines each line's size and shape class, top to bottom (e.g. 'h-3 w-20 rounded')
 * @param children drawn after the lines (e.g. a {@link SkeletonBlocks} for the card's foot)
 */
export function CardGridSkeleton({
  status,
  count,
  className = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3',
  media,
  lines,
  children,
}: {
  status?: string;
  count: number;
  className?: string;
  media?: string;
  lines: readonly string[];
  children?: ReactNode;
}) {
  const card = (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
      {media ? <Skeleton className={`${media} w-full`} /> : null}
      <div className="flex flex-col gap-3 p-5">
        {lines.map((line, i) => (
          <Skeleton key={i} className={line} />
        ))}
        {children}
      </div>
    </div>
  );
  return <ListSkeleton status={status} count={count} className={className} item={card} />;
}

/**
 * Placeholder blocks while a row or a short preview loads (a member, a score, an activity, a profile section), hidden
 * from assistive technology: each string is one block's size and shape class; a list of them is a column of lines
 * that takes the room left in a row (a name over a detail).
 * @param className the blocks' layout (a row: 'flex items-center gap-3'; a column: 'flex flex-col gap-3')
 * @param blocks the blocks in order (e.g. ['size-9 rounded-full', ['h-4 w-1/3 rounded', 'h-3 w-1/4 rounded']])
 */
export function SkeletonBlocks({ className, blocks }: { className: string; blocks: readonly (string | readonly string[])[] }) {
  return (
    <div className={className} aria-hidden="true">
      {blocks.map((block, i) =>
        typeof block === 'string' ? (
          <Skeleton key={i} className={block} />
        ) : (
          <div key={i} className="flex-1 space-y-2">
            {block.map((line, j) => (
              <Skeleton key={j} className={line} />
            ))}
          </div>
        ),
      )}
    </div>
  );
}
