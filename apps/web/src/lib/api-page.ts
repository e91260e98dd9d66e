import type { Page } from '@esdc/core/api';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The paging of a list call; the object's other fields (its filters) go into the query string too. */
export interface PageQuery {
  limit?: number;
  offset?: number;
}

/** The paging of a list that always asks for one page: rows per page and the first row's index (0-based). */
export type PageParams = Required<PageQuery>;

/**
 * `GET` of one page of a list (SPEC §7 envelope with meta; DESIGN: lists are paginated): the items with the
 * server's total, limit and offset (falling back to what was asked for when the answer has no meta).
 * @param path the list's API path, e.g. '/api/admin/users'
 * @param params filters and paging, sent as the query string
 * @returns the page
 * @throws ApiError
 */
export async function requestPage<T>(path: string, params: PageQuery): Promise<Page<T>> {
  const result = await apiRequest<T[]>(path, { query: { ...params } });
  const items = result.data ?? [];
  return {
    items,
    total: result.meta?.total ?? items.length,
    limit: result.meta?.limit ?? params.limit ?? items.length,
    offset: result.meta?.offset ?? params.offset ?? 0,
  };
}

/**
 * One page of a list as a query; the previous page stays on screen while the next one loads.
 * @param queryKey the page's cache key (filters and paging included)
 * @param queryFn fetches the page
 * @returns the TanStack query
 */
export function usePageQuery<T>(queryKey: QueryKey, queryFn: () => Promise<Page<T>>) {
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
}
