import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { AppRoutes } from './app/router';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers session={session}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
