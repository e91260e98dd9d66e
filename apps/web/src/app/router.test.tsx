import { ALL_ROUTES } from '@esdc/core/routes';
import type { SessionUser } from '@esdc/core/session';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_DENIED } from '../components/admin/access-denied';
import type { SessionState } from '../lib/session';
import { storageKeys, writeStorage } from '../lib/storage';
import type { LazyFeaturePages } from '../lib/lazy-page';
import { jsonResponse, validToken } from '../test/fixtures';
import { FEATURE_PAGES } from './features';
import { Providers } from './providers';
import { AppRoutes, PAGES } from './router';

/*
 * The route table as the app wires it (SPEC §2 Route table): which guard each route gets. The pages are the real
 * lazy pages; the API is stubbed at fetch and answers every call with an empty list.
 */

const member: SessionUser = { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' };
const anonymous: SessionState = { status: 'anonymous', token: null, user: null };
const signedIn = (user: SessionUser = member): SessionState => ({ status: 'authenticated', token: validToken(), user });

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

/** Renders the app at `path`; awaited, so the lazy pages it suspends on can load (React 19 act). */
async function renderApp(path: string, session: SessionState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <Providers session={session} client={client}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <CurrentPath />
        </MemoryRouter>
      </Providers>,
    );
  });
}

const path = () => screen.getByTestId('path').textContent;
/** Lazy pages load their chunks (transformed on first use here): allow for it. */
const loading = { timeout: 10_000 };

beforeEach(() => {
  vi.stubGlobal('fetch', async () => jsonResponse(200, { success: true, data: [], meta: { total: 0, limit: 10, offset: 0 } }));
});

describe('AppRoutes guards', () => {
  it('sends a signed-out visitor from a protected page to the sign-in page', async () => {
    await renderApp('/my-projects', anonymous);
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, loading)).toBeTruthy();
    expect(path()).toBe('/login');
  });

  it('shows a signed-out visitor the dashboard’s Login Required state, without redirecting (SPEC §2 Route table: always available)', async () => {
    await renderApp('/dashboard', anonymous);
    expect(await screen.findByRole('heading', { name: 'Login Required' }, loading)).toBeTruthy();
    expect(screen.getByText('Please log in to view your profile')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login with GitHub' }).getAttribute('href')).toBe('/login');
    expect(path()).toBe('/dashboard');
  });

  it('sends a signed-out visitor from /admin to the sign-in page too', async () => {
    await renderApp('/admin', anonymous);
    await screen.findByRole('heading', { name: 'Welcome back' }, loading);
    expect(path()).toBe('/login');
  });

  it('shows a signed-in member the admin panel’s own refusal instead of redirecting', async () => {
    await renderApp('/admin', signedIn());
    expect((await screen.findByRole('alert', undefined, loading)).textContent).toBe(ACCESS_DENIED);
    expect(path()).toBe('/admin');
  });

  it('blocks a switched-off feature’s pages, protected or not, before asking anyone to sign in', async () => {
    writeStorage(storageKeys.appSettings, JSON.stringify({ projects: false }));
    await renderApp('/my-projects', anonymous);
    expect(await screen.findByRole('heading', { name: 'This feature is turned off' }, loading)).toBeTruthy();
    expect(path()).toBe('/my-projects');
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderApp('/no-such-page', anonymous);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, loading)).toBeTruthy();
  });
});

describe('built routes', () => {
  it('maps exactly the routes marked built in the route table to pages (one flag flips when a feature lands)', () => {
    const built = ALL_ROUTES.filter((r) => r.built).map((r) => r.path);
    expect(Object.keys(PAGES).sort()).toEqual([...new Set(built)].sort());
  });

  it('takes each page from exactly one feature’s pages.ts (app/features.ts)', () => {
    const claimed = FEATURE_PAGES.flatMap((pages) => Object.keys(pages));
    expect(claimed.filter((path, i) => claimed.indexOf(path) !== i)).toEqual([]);
    expect(claimed.sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('declares in app/features.ts exactly the paths each lazily loaded pages.ts maps', async () => {
    const lazy = FEATURE_PAGES.filter((pages): pages is LazyFeaturePages => 'load' in pages);
    expect(lazy.length).toBeGreaterThan(20);
    for (const pages of lazy) expect(Object.keys(await pages.load()).sort()).toEqual(Object.keys(pages).sort());
  });
});
