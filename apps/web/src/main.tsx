// First: zod must be jitless before any schema is built (the CSP forbids eval; see ./lib/zod-config.ts).
import './lib/zod-config';
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { configureApiClient } from './lib/api-client';
import { finishHydration, startHydration, useHydrated } from './lib/hydration';
import { currentToken, readStoredSession } from './lib/session';
import { removeStorage, storageKeys, writeStorage } from './lib/storage';
import './styles.css';

const session = readStoredSession();

configureApiClient({
  getToken: currentToken,
  // SPEC §4: a 401 from any call clears token and user data and goes to /login, which says why when the server did
  // (a suspended or deactivated account; SPEC §8 Login failure).
  onUnauthorized: (error) => {
    if (error?.code === 'ACCOUNT_SUSPENDED' || error?.code === 'ACCOUNT_INACTIVE') writeStorage(storageKeys.signedOutReason, error.message);
    removeStorage(storageKeys.authToken);
    removeStorage(storageKeys.userData);
    queryClient.clear();
    window.location.assign('/login');
  },
});

/** Buttons clicked before the app was here (kept by public/theme-init.js); taking them stops the keeping. */
function takeEarlyClicks(): HTMLElement[] {
  const early = (window as { __esdcEarlyClicks?: { take(): HTMLElement[] } }).__esdcEarlyClicks;
  return early ? early.take() : [];
}

/**
 * Marks the document once React has committed the app (end-to-end tests wait for it), refreshes the server-rendered
 * data for a signed-in member, then clicks again the buttons clicked on the server-rendered page before the app's
 * JavaScript arrived, so no early click is lost.
 */
function AppReady({ replay }: { replay: HTMLElement[] }) {
  // On a server-rendered page: once the page itself has hydrated (lib/hydration.ts).
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.dataset.appReady = 'true';
    if (refreshMemberData) void queryClient.invalidateQueries();
    for (const button of replay.splice(0)) if (button.isConnected) button.click();
  }, [hydrated, replay]);
  return null;
}

// A page the server rendered with its data carries that data: the first render uses it instead of fetching it
// again. It was loaded as a signed-out visitor, so a signed-in member's copy is refreshed once the page has hydrated
// (invalidated before, the queries would start fetching in the hydrating render, which the server's markup does
// not show, e.g. a list's "fetching" state).
const ssrState = document.getElementById('ssr-state');
if (ssrState?.textContent) hydrate(queryClient, JSON.parse(ssrState.textContent));
const refreshMemberData = Boolean(ssrState?.textContent) && session.status === 'authenticated';

const container = document.getElementById('root')!;
const app = (replay: HTMLElement[]) => (
  <StrictMode>
    <Providers session={session}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <AppReady replay={replay} />
    </Providers>
  </StrictMode>
);

// A server-rendered page (docs/decisions/005) is hydrated: React adopts its markup and keeps every node, and
// replays the clicks and keys that arrive while it hydrates. The page's chunk (and its own lazy parts) are loaded
// first, so the whole page hydrates in one pass (a boundary still waiting for its code when the signed-in view
// replaces the signed-out one would fall back to a spinner). Other pages mount at once.
if (container.hasChildNodes()) {
  const hydrate = () => {
    // From here React sees every event; what came before it is replayed by AppReady.
    const replay = takeEarlyClicks();
    startHydration();
    // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
    // adopting the whole page in one long task (total blocking time; an event on a part not yet hydrated makes React
    // hydrate that part first).
    startTransition(() => {
      hydrateRoot(container, app(replay));
    });
    // Should the page's content never hydrate (its chunk failed to load), the app still shows the member's view.
    window.setTimeout(finishHydration, 10_000);
  };
  void preloadRoute(window.location.pathname).then(hydrate, hydrate);
} else {
  takeEarlyClicks();
  createRoot(container).render(app([]));
}
