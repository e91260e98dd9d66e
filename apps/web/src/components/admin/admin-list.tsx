import type { Page } from '@esdc/core/api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from '../pagination';
import { ErrorState, LoadingState } from '../states';
import { ACCESS_DENIED } from './access-denied';
import { isForbidden } from './server-message';

/** The page offset of an admin list, its page size and the way to another page. */
export type Paging = { offset: number; limit: number; setOffset: (offset: number) => void };

/**
 * The list part of an admin tab (SPEC §2 Admin panel tables, §8 failure messages): 'Loading users...' while the first
 * page loads; 'Access Denied …' on a 403, else 'Failed to load users' with 'Try Again'; the empty state when no row
 * matches; else the rows as cards below 768 px and as a table above, then the paging. With `one`, a polite live
 * region first announces how many were found ('1 user found', '57 users found').
 * @param what the rows, plural ('users'): the paging's and the announcement's noun
 * @param one the noun for a single row ('user'); without it nothing is announced
 * @param called how the loading and failure messages name the list (default `what`, e.g. 'the audit log')
 */
export function AdminList<T>({
  list,
  what,
  one,
  called = what,
  empty,
  paging,
  cards,
  table,
}: {
  list: UseQueryResult<Page<T>>;
  what: string;
  one?: string;
  called?: string;
  empty: ReactNode;
  paging: Paging;
  cards: (rows: T[]) => ReactNode;
  table: (rows: T[]) => ReactNode;
}) {
  const page = list.data;
  let body;
  if (list.isPending) body = <LoadingState message={`Loading ${called}...`} />;
  else if (list.isError && !page)
    body = isForbidden(list.error) ? (
      <ErrorState title={ACCESS_DENIED} />
    ) : (
      <ErrorState title={`Failed to load ${called}`} message={list.error.message} onRetry={() => void list.refetch()} />
    );
  else if (!page || page.items.length === 0) body = empty;
  else
    body = (
      <>
        <div className="md:hidden">{cards(page.items)}</div>
        <div className="hidden md:block">{table(page.items)}</div>
        <Pagination what={what} offset={paging.offset} limit={paging.limit} total={page.total} onOffsetChange={paging.setOffset} />
      </>
    );
  return (
    <>
      {one ? (
        <div aria-live="polite" className="sr-only">
          {page && !list.isFetching ? `${page.total} ${page.total === 1 ? one : what} found` : ''}
        </div>
      ) : null}
      {body}
    </>
  );
}
