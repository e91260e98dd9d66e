import { useSearchParams } from 'react-router';

/** What the hook returns. */
export interface FilterParams {
  params: URLSearchParams;
  /** Sets the given filters in the URL (an empty value removes its parameter), replacing the history entry. */
  change: (next: { readonly [key: string]: string | undefined }) => void;
  /** Removes every filter ('Clear Filters'). */
  clearAll: () => void;
  /**
   * The list's `onOffsetChange`: shows the page that starts at the given offset (items), as a new history entry, in
   * `?{key}=N` (1-based; the first page leaves the parameter out).
   * @param pageSize items per page
   * @param key the page's parameter (default 'page'; /events pages its completed events with 'cpage')
   */
  pageTo: (pageSize: number, key?: string) => (offset: number) => void;
}

/**
 * A list page's filters kept in the URL (/projects, /challenges: ?q=, ?status= ...), so going back to the list
 * keeps them. A change is built from the address bar, not the last render's params, so two quick changes (a typed
 * search, then a select) both stick.
 * @param resetOnChange parameters that any filter change removes (e.g. 'page': a new filter starts at page 1)
 */
export function useFilterParams(resetOnChange: readonly string[] = []): FilterParams {
  const [params, setParams] = useSearchParams();
  const change = (next: { readonly [key: string]: string | undefined }) =>
    setParams(
      () => {
        const out = new URLSearchParams(window.location.search);
        for (const [key, value] of Object.entries(next)) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        for (const key of resetOnChange) out.delete(key);
        return out;
      },
      { replace: true },
    );
  const clearAll = () => setParams(new URLSearchParams(), { replace: true });
  const pageTo =
    (pageSize: number, key = 'page') =>
    (offset: number) =>
      setParams(() => {
        const out = new URLSearchParams(window.location.search);
        const page = Math.floor(offset / pageSize) + 1;
        if (page > 1) out.set(key, String(page));
        else out.delete(key);
        return out;
      });
  return { params, change, clearAll, pageTo };
}
