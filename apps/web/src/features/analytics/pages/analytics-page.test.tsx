import type { AnalyticsEntry } from '@esdc/core/analytics-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { jsonResponse, validToken } from '../../../test/fixtures';
import AnalyticsPage from './analytics-page';

/*
 * /analytics (SPEC §2 Static pages) through the real query hooks and API client, the API stubbed at fetch: the list
 * with its authors, the empty and error states, the sign-in link for visitors, and a member's form (core's messages,
 * nothing sent for bad input; a posted entry joins the list).
 */

const anonymous: SessionState = { status: 'anonymous', token: null, user: null };
const member: SessionState = {
  status: 'authenticated',
  token: validToken(),
  user: { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada Lovelace' },
};

const entry = (id: number, title: string, body = 'About ' + title): AnalyticsEntry => ({
  id,
  title,
  body,
  author: { id: 7, name: 'Ada Lovelace', username: 'ada' },
  created_at: '2026-03-01T10:00:00.000Z',
});

/** Serves `GET` and `POST /api/analytics` from a list kept in memory (or fails the list with 500); records what was posted. */
function fakeServer(initial: AnalyticsEntry[], options: { failList?: boolean } = {}) {
  const entries = [...initial];
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== '/api/analytics') return jsonResponse(404, { success: false, message: 'Not found', error: { code: 'NOT_FOUND' } });
    if (init?.method === 'POST') {
      const sent = JSON.parse(String(init.body)) as { title: string; body: string };
      posted.push(sent);
      const created = entry(entries.length + 1, sent.title, sent.body);
      entries.unshift(created);
      return jsonResponse(201, { success: true, data: created, message: 'Entry posted' });
    }
    if (options.failList) return jsonResponse(500, { success: false, message: 'Internal server error', error: { code: 'INTERNAL_ERROR' } });
    return jsonResponse(200, { success: true, data: entries, meta: { total: entries.length, limit: 20, offset: 0 } });
  });
  return posted;
}

function renderPage(session: SessionState) {
  configureApiClient({ getToken: () => session.token, onUnauthorized: () => {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SessionProvider initial={session}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/analytics']}>
          <AnalyticsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

describe('AnalyticsPage', () => {
  it('lists the entries with their authors and offers a visitor a link to sign in, not the form', async () => {
    fakeServer([entry(2, 'Second'), entry(1, 'First')]);
    renderPage(anonymous);
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const first = (await screen.findByRole('heading', { name: 'Second' })).closest('article')!;
    expect(within(first).getByText('About Second')).toBeTruthy();
    expect(within(first).getByText(/Ada Lovelace/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'First' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to post' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Post entry' })).toBeNull();
  });

  it("says 'No entries yet' when there are none", async () => {
    fakeServer([]);
    renderPage(anonymous);
    expect(await screen.findByText('No entries yet')).toBeTruthy();
  });

  it('shows the error state with Try Again when the list cannot be loaded', async () => {
    fakeServer([], { failList: true });
    renderPage(anonymous);
    expect(await screen.findByText('Could not load the entries')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("refuses bad input with core's messages and sends nothing, then posts an entry that joins the list", async () => {
    const posted = fakeServer([entry(1, 'First')]);
    renderPage(member);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'First' });
    await user.click(screen.getByRole('button', { name: 'Post entry' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Body is required')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Hello bench  ');
    await user.type(screen.getByRole('textbox', { name: 'Body' }), 'Scope probes arrived.');
    await user.click(screen.getByRole('button', { name: 'Post entry' }));
    await waitFor(() => expect(posted).toEqual([{ title: 'Hello bench', body: 'Scope probes arrived.' }]));
    expect(await screen.findByRole('heading', { name: 'Hello bench' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(''));
  });
});
