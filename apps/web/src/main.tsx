// First: zod must be jitless before any schema is built (the CSP forbids eval; see ./lib/zod-config.ts).
import './lib/zod-config';
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { configureApiClient } from './lib/api-client';
import { currentToken, readStoredSession } from './lib/session';
import { removeStorage, storageKeys } from './lib/storage';
import './styles.css';

const session = readStoredSession();

configureApiClient({
  getToken: currentToken,
  // SPEC §4: a 401 from any call clears token and user data and goes to /login.
  onUnauthorized: () => {
    removeStorage(storageKeys.authToken);
    removeStorage(storageKeys.userData);
    queryClient.clear();
    window.location.assign('/login');
  },
});

/** Marks the document once React has committed the app (end-to-end tests wait for it on prerendered pages). */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

// A page the server rendered with its data carries that data: the first render uses it instead of fetching it
// again. It was loaded as a signed-out visitor, so a signed-in member's copy is refreshed at once.
const ssrState = document.getElementById('ssr-state');
if (ssrState?.textContent) {
  hydrate(queryClient, JSON.parse(ssrState.textContent));
  if (session.status === 'authenticated') void queryClient.invalidateQueries();
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers session={session}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <AppReady />
    </Providers>
  </StrictMode>
);
const mount = () => {
  const root = createRoot(container);
  // Over a prerendered page the first render is a transition: React renders in short slices that let the
  // browser respond to input in between (the page is already readable), instead of one long task.
  if (container.hasChildNodes()) startTransition(() => root.render(app));
  else root.render(app);
};

// A prerendered page (docs/decisions/005) stays on screen until its chunk is here, so React replaces it with the
// same markup in one commit instead of flashing the loading fallback. Other pages mount at once.
if (container.hasChildNodes()) void preloadRoute(window.location.pathname).then(mount, mount);
else mount();
