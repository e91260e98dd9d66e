import { useEffect, useSyncExternalStore } from 'react';

/** False from {@link startHydration} until the page the server rendered has been hydrated. */
let hydrated = true;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Called by main.tsx just before it hydrates a server-rendered page: from here until the page's content has
 * hydrated, {@link useHydrated} is false.
 */
export function startHydration(): void {
  hydrated = false;
}

/** Ends the hydration period (idempotent): every {@link useHydrated} user re-renders with true. */
export function finishHydration(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of [...listeners]) listener();
}

/**
 * Whether this render may use what only the browser knows (the stored session, theme, feature switches, the cart).
 * False on the server and while React hydrates a server-rendered page — until the route's page content itself has
 * hydrated ({@link HydrationDone}), not just the shell: React hydrates a Suspense boundary after the shell, and a
 * boundary that hydrated with the signed-in view over the server's signed-out markup would not match. Providers show
 * the server's view (signed out, light theme, default switches) until then, so the hydrated markup matches the
 * server's and no hydration error is logged; React then re-renders with the browser's view
 * (docs/decisions/005). Always true on pages the client renders from scratch.
 * @returns false during server rendering and hydration, true otherwise
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/** Rendered beside each route's page, inside its Suspense boundary: once that has hydrated, hydration is over. */
export function HydrationDone(): null {
  useEffect(() => finishHydration(), []);
  return null;
}
