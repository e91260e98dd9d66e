/*
 * Opening /search ready to type (the header's search link and the `/` shortcut): the link or the
 * shortcut navigates with this state, and the search page focuses its input whenever a navigation carries it. Tiny and
 * dependency-free: the layout imports it.
 */

/** The navigation state that asks /search to focus its input. */
export const FOCUS_SEARCH_STATE = { focusSearch: true } as const;

/** Whether a navigation's state asks /search to focus its input. */
export function wantsSearchFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusSearch?: unknown }).focusSearch === true;
}
