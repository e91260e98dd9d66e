import { paths } from '@esdc/core/routes';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FOCUS_SEARCH_STATE } from '../../features/search/lib/search-focus';

/** Whether a key press goes into something the user types in (a field, a select, editable text). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * The `/` shortcut (issue 14 "Search"): pressing `/` anywhere opens /search with its input focused (on /search it
 * keeps the current search and focuses the input). Not while typing in a field, a select or editable text, not with
 * Ctrl, Alt or Meta (browser and system shortcuts), and not when the page already handled the key. Shift is allowed:
 * on some keyboard layouts `/` is typed with it.
 */
export function useSearchShortcut(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      const onSearch = window.location.pathname === paths.search;
      void navigate({ pathname: paths.search, search: onSearch ? window.location.search : '' }, { state: FOCUS_SEARCH_STATE, replace: onSearch });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
