import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { Paging } from './admin-list';
import { clampOffset, usePagedOffset } from './use-paged-offset';

/** Delay before a typed search asks the server (SPEC §9: 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search and paging of an admin list tab (SPEC §2 Admin panel: search box, filters, tables): the text as typed,
 * the settled search `q` (trimmed, after 300 ms), and the paging, back to the first page whenever `q` or a
 * filter changes. `keepOnPage(list)`, called while rendering after the list's query, moves back to the last page
 * that still has rows when the page shown emptied (e.g. its last row was deleted).
 * @param filters the tab's other filters (e.g. role and status)
 * @param limit rows per page
 */
export function useListSearch(filters: readonly unknown[], limit: number) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [offset, setOffset] = usePagedOffset(JSON.stringify([q, ...filters]));
  const keepOnPage = (list: { data?: { total: number; items: readonly unknown[] }; isPlaceholderData: boolean }) => {
    if (!list.data || list.isPlaceholderData) return;
    const clamped = clampOffset(offset, limit, list.data.total, list.data.items.length);
    if (clamped !== offset) setOffset(clamped);
  };
  const paging: Paging = { offset, limit, setOffset };
  return { text, setText, q, paging, keepOnPage };
}
