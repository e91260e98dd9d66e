import type { AdminStats } from '@esdc/core/admin-user-schemas';
import type { SessionUser } from '@esdc/core/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminTabsProvider, type AdminTab, type AdminTabsLoader } from '../../../components/admin/admin-tab-registry';
import { configureApiClient } from '../../../lib/api-client';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { jsonResponse, validToken } from '../../../test/fixtures';
import AdminPage from './admin-page';

/*
 * The panel's shell with the tabs the app hands it (here three small ones, not the features' real tabs: those are
 * listed and checked in app/admin-tabs.test.ts).
 */

const stats: AdminStats = {
  total_users: 10,
  active_users: 8,
  suspended_users: 1,
  inactive_users: 1,
  pending_users: 0,
  admins: 1,
  moderators: 1,
  total_projects: 4,
  total_points: 900,
  challenges_completed: 42,
  new_users_30d: 3,
};

const TABS: readonly AdminTab[] = [
  { key: 'first', label: 'First', permission: 'admin:access', load: async () => () => <p>The first tab</p> },
  {
    key: 'second',
    label: 'Second',
    permission: 'admin:access',
    load: async () =>
      function Second({ stats }) {
        return <p>Solves: {stats?.challenges_completed ?? 'loading'}</p>;
      },
  },
  // 'user:password' is only ever a member's own: no admin has it, so this tab is never shown.
  { key: 'never', label: 'Never', permission: 'user:password', load: async () => () => <p>Never shown</p> },
];
/** One loader for every render, as the app's. */
const loadTabs: AdminTabsLoader = async () => TABS;

function Where() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const session = (role: SessionUser['role']): SessionState => ({
  status: 'authenticated',
  token: validToken(),
  user: { id: 1, email: 'root@example.com', username: 'root', role, name: 'Root' },
});

async function renderPanel(path: string, state = session('admin')) {
  configureApiClient({ getToken: () => state.token, onUnauthorized: () => {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <SessionProvider initial={state}>
        <QueryClientProvider client={client}>
          <AdminTabsProvider load={loadTabs}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route
                  path="/admin"
                  element={
                    <>
                      <AdminPage />
                      <Where />
                    </>
                  }
                />
              </Routes>
            </MemoryRouter>
          </AdminTabsProvider>
        </QueryClientProvider>
      </SessionProvider>,
    );
  });
}

const search = () => screen.getByTestId('search').textContent;

beforeEach(() => {
  vi.stubGlobal('fetch', async () => jsonResponse(200, { success: true, data: stats }));
});

describe('AdminPage', () => {
  it('shows the tabs it is given, in order, leaving out those the admin may not see; the first is the default', async () => {
    await renderPanel('/admin');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['First', 'Second']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('First');
    expect(screen.getByRole('tabpanel', { name: 'First' }).textContent).toBe('The first tab');
    expect(screen.queryByText('Never shown')).toBeNull();
  });

  it('opens the tab named in ?tab=, gives each tab the stats, and keeps the choice in the address (none for the first)', async () => {
    await renderPanel('/admin?tab=second');
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('Second');
    expect(await screen.findByText('Solves: 42')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'First' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('First');
    expect(search()).toBe('');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Second' }));
    expect(search()).toBe('?tab=second');
  });

  it('falls back to the first tab for an unknown or hidden ?tab=', async () => {
    await renderPanel('/admin?tab=never');
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('First');
  });

  it('shows anyone but an admin the refusal, and no tab', async () => {
    await renderPanel('/admin', session('moderator'));
    expect((await screen.findByRole('alert')).textContent).toBe('Access Denied: You do not have permission to access the admin panel.');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
