import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { Paging } from './admin-list';
import { clampOffset, usePagedOffset } from './use-paged-offset';

/** Delay before a typed search asks the server (SPEC §9: 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;

/** What a searched admin list asks its page query: the settled search, the filters, the page size and offset. */
type ListParams<F> = F & { q: string; limit: number; offset: number };

/** The parts of a page query the paging reads. */
type PageQuery = { data?: { total: number; items: readonly unknown[] }; isPlaceholderData: boolean };

/**
 * The searched, filtered and paged list of an admin tab (SPEC §2 Admin panel: search box, filters, tables): keeps the
 * text as typed, asks `useList` for the page of the settled search (trimmed, after 300 ms) and the filters, goes back to
 * the first page whenever the search or a filter changes, and to the last page that still has rows when the page shown
 * emptied (e.g. its last row was deleted).
 * @param useList the tab's page query (e.g. useAdminEvents)
 * @param filters the tab's filters by name ('' for all), as the query takes them
 * @param limit rows per page
 * @returns the `list` query, the `search` box's value and change handler, the settled search `q`, the `paging`, and
 *   whether a search or filter is `filtered`
 */
export function useSearchedList<F extends Record<string, string>, Q extends PageQuery>(useList: (params: ListParams<F>) => Q, filters: F, limit: number) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const values = Object.values(filters);
  const [offset, setOffset] = usePagedOffset(JSON.stringify([q, ...values]));
  const list = useList({ ...filters, q, limit, offset });
  if (list.data && !list.isPlaceholderData) {
    const clamped = clampOffset(offset, limit, list.data.total, list.data.items.length);
    if (clamped !== offset) setOffset(clamped);
  }
  const paging: Paging = { offset, limit, setOffset };
  return { list, search: { value: text, onChange: setText }, q, paging, filtered: Boolean(q) || values.some(Boolean) };
}
