import { useState } from 'react';

/**
 * The page offset of a filtered admin list (SPEC §2 Admin panel search and tables): back to the first page whenever the filters change (keyed by their
 * serialised value), so a new search never opens on an empty later page.
 */
export function usePagedOffset(filterKey: string): [number, (offset: number) => void] {
  const [state, setState] = useState({ key: filterKey, offset: 0 });
  const offset = state.key === filterKey ? state.offset : 0;
  return [offset, (next: number) => setState({ key: filterKey, offset: next })];
}

/**
 * When a page emptied (e.g. its last row was deleted), the offset of the last page that still has rows;
 * otherwise the offset unchanged.
 */
export function clampOffset(offset: number, limit: number, total: number, shown: number): number {
  if (shown > 0 || offset === 0 || total === 0) return shown === 0 && total === 0 ? 0 : offset;
  return Math.max(0, Math.floor((total - 1) / limit) * limit);
}
