import { Fragment, type ReactNode } from 'react';

/** A pulsing placeholder block; `className` gives its size and shape (e.g. 'h-3 w-1/3 rounded'). */
export function Skeleton({ className }: { className: string }) {
  return <div className={`animate-pulse bg-surface-2 ${className}`} />;
}

/**
 * The text of a card while it loads: a short label, a title and two lines of description.
 * @param labelWidth the label's width class (e.g. 'w-1/4')
 */
export function CardTextSkeleton({ labelWidth }: { labelWidth: string }) {
  return (
    <>
      <Skeleton className={`h-3 ${labelWidth} rounded`} />
      <Skeleton className="h-5 w-3/4 rounded" />
      <Skeleton className="h-3 w-full rounded" />
      <Skeleton className="h-3 w-5/6 rounded" />
    </>
  );
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
