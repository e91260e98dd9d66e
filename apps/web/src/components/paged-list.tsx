import type { ReactNode } from 'react';
import { Pagination } from './pagination';

/**
 * One page of a paged list with its pagination below (the catalogue pages, the event sections, the blog): while the
 * next page loads the list is marked busy, and dimmed when it still shows the previous page (`isPlaceholderData`).
 * @param query the list's query state
 * @param page the page shown: its offset and how many items match in all
 * @param pageSize items per page
 * @param noun the item's name, singular ('course'): the range reads 'Showing 1–12 of 40 courses', one page '3 courses'
 * @param plural the plural when it is not `<noun>s` ('replies')
 * @param label the pagination's accessible name (default 'Pages of <noun>s')
 * @param className the pagination's spacing (default 'mt-6')
 * @param children the items
 */
export function PagedList({
  query,
  page,
  pageSize,
  noun,
  plural = `${noun}s`,
  label,
  onOffsetChange,
  className = 'mt-6',
  children,
}: {
  query: { isFetching: boolean; isPlaceholderData?: boolean };
  page: { offset: number; total: number };
  pageSize: number;
  noun: string;
  plural?: string;
  label?: string;
  onOffsetChange: (offset: number) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
      {children}
      <Pagination
        what={plural}
        label={label}
        countOnOnePage={noun}
        offset={page.offset}
        limit={pageSize}
        total={page.total}
        onOffsetChange={onOffsetChange}
        className={className}
      />
    </div>
  );
}
