import { paths } from '@esdc/core/routes';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FOCUS_SEARCH_STATE } from '../../features/search/lib/search-focus';

/**
 * The `/` shortcut: pressing `/` anywhere opens /search with its input focused (on /search it
 * keeps the current search and focuses the input). Not while typing in a field, a select or editable text, not with
 * Ctrl, Alt or Meta (browser and system shortcuts), and not when the page already handled the key. Shift is allowed:
 * on some keyboard layouts `/` is typed with it. Kept this small on purpose: it is in the initial bundle of every page.
 */
export function useSearchShortcut(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Element;
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (target.closest?.('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return;
      event.preventDefault();
      const here = location.pathname === paths.search;
      void navigate(paths.search + (here ? location.search : ''), { state: FOCUS_SEARCH_STATE, replace: here });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
