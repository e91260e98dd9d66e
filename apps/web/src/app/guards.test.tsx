import type { SessionUser } from '@esdc/core/session';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultFeatureSettings, type FeatureSettings } from '@esdc/core/features';
import { FeaturesProvider } from '../lib/features';
import { SessionProvider, type SessionState } from '../lib/session';
import { storageKeys, writeStorage } from '../lib/storage';
import { validToken } from '../test/fixtures';
import { FeatureGate, RequireAuth } from './guards';

const member: SessionUser = { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' };
const signedIn = (user: SessionUser = member): SessionState => ({ status: 'authenticated', token: validToken(), user });
const anonymous: SessionState = { status: 'anonymous', token: null, user: null };

/** Shows where the guard sent the visitor, and the state it passed along. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p data-testid="location">{location.pathname + location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </main>
  );
}

function renderAt(path: string, session: SessionState, guard: React.ReactElement, site?: FeatureSettings) {
  return render(
    <FeaturesProvider site={site}>
      <SessionProvider initial={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<Landed name="Home" />} />
            <Route path="/login" element={<Landed name="Sign in" />} />
            <Route path="/settings" element={<Landed name="Settings" />} />
            <Route element={guard}>
              <Route path="/dashboard" element={<Landed name="Dashboard" />} />
              <Route path="/admin" element={<Landed name="Admin panel" />} />
              <Route path="/games" element={<Landed name="Games" />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </FeaturesProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login, remembering the page and its query to come back to', () => {
    renderAt('/dashboard?tab=activity', anonymous, <RequireAuth />);
    expect(heading()).toBe('Sign in');
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ from: '/dashboard?tab=activity' });
  });

  it('shows the page to a signed-in member', () => {
    renderAt('/dashboard', signedIn(), <RequireAuth />);
    expect(heading()).toBe('Dashboard');
  });

  it('sends a member without the required role home', () => {
    renderAt('/admin', signedIn(), <RequireAuth role="admin" />);
    expect(heading()).toBe('Home');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('lets a member with the required role in', () => {
    renderAt('/admin', signedIn({ ...member, role: 'admin' }), <RequireAuth role="admin" />);
    expect(heading()).toBe('Admin panel');
  });

  it('treats a session without a user as signed out', () => {
    renderAt('/dashboard', { status: 'authenticated', token: validToken(), user: null }, <RequireAuth />);
    expect(heading()).toBe('Sign in');
  });
});

describe('FeatureGate', () => {
  it('shows the page while its feature is on', () => {
    renderAt('/games', anonymous, <FeatureGate feature="games" name="Games" />);
    expect(heading()).toBe('Games');
  });

  it('blocks the page of a switched-off feature and points to Settings', () => {
    writeStorage(storageKeys.appSettings, JSON.stringify({ games: false }));
    renderAt('/games', anonymous, <FeatureGate feature="games" name="Games" />);
    expect(heading()).toBe('This feature is turned off');
    expect(screen.getByText(/Games has been switched off in Settings/)).toBeTruthy();
    expect(screen.queryByText('Games', { selector: 'h1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/settings');
    expect(document.title).toBe('Games is turned off · ESDC Hub');
  });

  it("says a feature the club's admins switched off is off for the club, under the route's name, whatever this browser's switch", () => {
    renderAt('/games', anonymous, <FeatureGate feature="games" name="Games" />, { ...defaultFeatureSettings(), games: false });
    expect(heading()).toBe('Games');
    expect(screen.getByText('Games is switched off for the club right now.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open Settings' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Games · ESDC Hub');
  });

  it('only blocks the feature that is off', () => {
    writeStorage(storageKeys.appSettings, JSON.stringify({ shop: false }));
    renderAt('/games', anonymous, <FeatureGate feature="games" name="Games" />);
    expect(heading()).toBe('Games');
  });
});
