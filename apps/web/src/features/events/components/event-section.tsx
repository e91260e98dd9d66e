import type { Page as ApiPage } from '@esdc/core/api';
import type { Event } from '@esdc/core/event';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/states';
import { EventGrid } from './event-grid';
import { EventListSkeleton } from './event-list-skeleton';
import { PagedList } from '../../../components/paged-list';

/**
 * One titled list of /events (Upcoming, Completed, or the events of a chosen status): its heading with the count,
 * the cards, paging, and its own loading, empty and error states.
 * @param pageSize rows per page; `onOffsetChange` moves to another page
 */
export function EventSection({
  id,
  title,
  query,
  pageSize,
  onOffsetChange,
  empty,
  eagerFirst = false,
}: {
  id: string;
  title: string;
  query: UseQueryResult<ApiPage<Event>>;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
  empty: ReactNode;
  eagerFirst?: boolean;
}) {
  const page = query.data;
  let body: ReactNode;
  if (query.isPending) body = <EventListSkeleton count={3} />;
  else if (query.isError && !page) body = <ErrorState title="Failed to load events" message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!page || page.items.length === 0) body = empty;
  else {
    body = (
      <PagedList query={query} page={page} pageSize={pageSize} noun="event" label={`Pages of ${title.toLowerCase()}`} onOffsetChange={onOffsetChange}>
        <EventGrid events={page.items} eagerFirst={eagerFirst} />
      </PagedList>
    );
  }
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h2 id={id} className="flex items-center gap-3 text-2xl font-bold tracking-tight">
        {title}
        {page ? <span className="rounded-full bg-surface-2 px-2.5 py-0.5 font-mono text-sm font-semibold text-muted">{page.total}</span> : null}
      </h2>
      {body}
    </section>
  );
}
