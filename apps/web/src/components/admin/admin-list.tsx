import type { Page } from '@esdc/core/api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Pagination } from '../pagination';
import { ErrorState, LoadingState } from '../states';
import { ACCESS_DENIED } from './access-denied';
import { CardList } from './card-list';
import { DataTable, type Column } from './data-table';
import { NoneFound } from './none-found';
import { isForbidden } from './server-message';

/** The page offset of an admin list, its page size and the way to another page. */
export type Paging = { offset: number; limit: number; setOffset: (offset: number) => void };

/**
 * The table of an admin list for wider screens, as a {@link DataTable} draws it.
 * @param minWidth the table's least width (a Tailwind class)
 * @param rowHeader false when the first column does not head its row
 * @param rowClassName more classes of each row
 */
export type AdminTable<T> = { minWidth: string; columns: readonly Column<T>[]; rowHeader?: boolean; rowClassName?: string };

/**
 * Where an admin list's rows come from: the page query, the paging, and whether a search or filter is applied (as
 * `useSearchedList` returns them).
 */
type AdminSource<T> = { list: UseQueryResult<Page<T>>; paging: Paging; filtered?: boolean };

/**
 * What an admin list shows when no row matches (see {@link NoneFound}): its icon, its title (default 'No {what}
 * found'), the hint while filtered and the line otherwise.
 */
type AdminNone = { icon: LucideIcon; title?: string; hint?: string; otherwise?: string };

/**
 * The list part of an admin tab (SPEC §2 Admin panel tables, §8 failure messages): 'Loading users...' while the first
 * page loads; 'Access Denied …' on a 403, else 'Failed to load users' with 'Try Again'; the empty state when no row
 * matches; else the rows as cards below 768 px and as a table above, then the paging. With `one`, a polite live
 * region first announces how many were found ('1 user found', '57 users found').
 * @param source the page query, the paging and whether a search or filter is applied
 * @param what the rows, plural ('users'): the paging's and the announcement's noun
 * @param one the noun for a single row ('user'); without it nothing is announced
 * @param called how the loading and failure messages name the list (default `what`, e.g. 'the audit log')
 * @param label the accessible name of the card list and of the table (default `what` capitalised: 'Users')
 * @param none the empty state's icon and texts
 * @param table the table's columns and width
 * @param card the content of one row's card; `cardGap` the space between its parts
 */
export function AdminList<T extends { id: number }>({
  source: { list, paging, filtered = false },
  what,
  one,
  called = what,
  none,
  label = what.charAt(0).toUpperCase() + what.slice(1),
  table,
  card,
  cardGap,
}: {
  source: AdminSource<T>;
  what: string;
  one?: string;
  called?: string;
  none: AdminNone;
  label?: string;
  table: AdminTable<T>;
  card: (row: T) => ReactNode;
  cardGap?: string;
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
  else if (!page || page.items.length === 0) body = <NoneFound title={`No ${what} found`} {...none} filtered={filtered} />;
  else
    body = (
      <>
        <div className="md:hidden">
          <CardList label={label} items={page.items} gap={cardGap}>
            {card}
          </CardList>
        </div>
        <div className="hidden md:block">
          <DataTable label={label} rows={page.items} {...table} />
        </div>
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
