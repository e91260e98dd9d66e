import { MOBILE_BREAKPOINT_PX } from '@esdc/core/constants';
import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches, kept in step with the window. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The mobile breakpoint of SPEC §9 (768 px or narrower). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
