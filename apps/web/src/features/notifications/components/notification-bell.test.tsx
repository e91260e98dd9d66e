import type { SessionUser } from '@esdc/core/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FeaturesProvider } from '../../../lib/features';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { validToken } from '../../../test/fixtures';
import { NotificationBell } from './notification-bell';

const member: SessionUser = { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' };
const signedIn: SessionState = { status: 'authenticated', token: validToken(), user: member };
const anonymous: SessionState = { status: 'anonymous', token: null, user: null };

/** Stubs the API at the network boundary: `GET /api/notifications` answers an empty page with this unread count. */
function stubUnread(unread: number) {
  const fetch = vi.fn((input: URL | string) => {
    expect(new URL(String(input)).pathname).toBe('/api/notifications');
    const body = { success: true, data: [], meta: { total: 0, limit: 5, offset: 0, unread_count: unread } };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderBell(session: SessionState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <FeaturesProvider>
      <SessionProvider initial={session}>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <NotificationBell className="" />
          </MemoryRouter>
        </QueryClientProvider>
      </SessionProvider>
    </FeaturesProvider>,
  );
}

describe('NotificationBell', () => {
  it("names the member's unread count and shows it as a badge", async () => {
    stubUnread(3);
    renderBell(signedIn);
    const link = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
  });

  it("caps the badge at '99+'", async () => {
    stubUnread(150);
    renderBell(signedIn);
    await screen.findByRole('link', { name: 'Notifications, 150 unread' });
    expect(screen.getByTestId('notification-badge').textContent).toBe('99+');
  });

  it('has no badge at 0, and asks nothing for a visitor', async () => {
    const fetch = stubUnread(0);
    renderBell(signedIn);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();

    fetch.mockClear();
    renderBell(anonymous);
    expect(screen.getAllByRole('link', { name: 'Notifications' })).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });
});
