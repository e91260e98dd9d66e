import type { RoadmapPhase } from '@esdc/core/roadmap';
import type { Roadmap, RoadmapItem } from '@esdc/core/roadmap-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { jsonResponse, validToken } from '../../../test/fixtures';
import RoadmapPage from './roadmap-page';

/*
 * /roadmap (docs/requirements.md §2 Roadmap) through the real query hooks and API client, the API stubbed at fetch:
 * the three phases with their items and counts, a visitor's sign-in link, a member's vote and its withdrawal, the
 * empty and error states, and an admin's Add Item dialog (core's messages, nothing sent for bad input).
 */

const anonymous: SessionState = { status: 'anonymous', token: null, user: null };
const member: SessionState = {
  status: 'authenticated',
  token: validToken(),
  user: { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada Lovelace' },
};
const admin: SessionState = {
  status: 'authenticated',
  token: validToken(),
  user: { id: 1, email: 'admin@example.com', username: 'admin', role: 'admin', name: 'Admin' },
};

const item = (id: number, title: string, phase: RoadmapPhase, vote_count = 0): RoadmapItem => ({
  id,
  title,
  description: 'About ' + title,
  phase,
  quarter: 'Q1 2025',
  vote_count,
  voted: false,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
});

/** Serves the roadmap from items kept in memory (or fails it with 500); records the writes. */
function fakeServer(initial: RoadmapItem[], options: { fail?: boolean } = {}) {
  const items = [...initial];
  const sent: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/roadmap') {
      if (options.fail) return jsonResponse(500, { success: false, message: 'Internal server error', error: { code: 'INTERNAL_ERROR' } });
      const phases = (['completed', 'in-progress', 'planned'] as const).map((phase) => ({
        phase,
        label: { completed: 'Completed', 'in-progress': 'In progress', planned: 'Planned' }[phase],
        items: items.filter((i) => i.phase === phase),
      }));
      return jsonResponse(200, { success: true, data: { phases } satisfies Roadmap });
    }
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    sent.push({ method, path: url.pathname, body });
    const vote = /^\/api\/roadmap\/items\/(\d+)\/vote$/.exec(url.pathname);
    if (vote) {
      const found = items.find((i) => i.id === Number(vote[1]))!;
      const on = method === 'POST';
      if (found.voted !== on) Object.assign(found, { voted: on, vote_count: found.vote_count + (on ? 1 : -1) });
      return jsonResponse(200, { success: true, data: found });
    }
    if (method === 'POST' && url.pathname === '/api/roadmap/items') {
      const created = {
        ...item(items.length + 100, String(body?.title), (body?.phase as RoadmapPhase) ?? 'planned'),
        description: String(body?.description ?? ''),
      };
      items.push(created);
      return jsonResponse(201, { success: true, data: created, message: 'Roadmap item added' });
    }
    return jsonResponse(404, { success: false, message: 'Not found', error: { code: 'NOT_FOUND' } });
  });
  return sent;
}

function renderPage(session: SessionState) {
  configureApiClient({ getToken: () => session.token, onUnauthorized: () => {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SessionProvider initial={session}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/roadmap']}>
          <RoadmapPage />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

describe('RoadmapPage', () => {
  it('shows the three phases with their items and counts; a visitor gets a sign-in link instead of a vote', async () => {
    fakeServer([item(1, 'Accounts', 'completed', 4), item(2, 'Forum', 'in-progress', 2), item(3, 'Jobs', 'planned')]);
    renderPage(anonymous);
    expect(screen.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeTruthy();
    const completed = await screen.findByRole('region', { name: /Completed/ });
    expect(within(completed).getByRole('heading', { name: 'Accounts' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /In progress/ })).getByRole('heading', { name: 'Forum' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /Planned/ })).getByText('About Jobs')).toBeTruthy();
    const signIn = screen.getByRole('link', { name: '4 votes. Sign in to vote for Accounts' });
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /Vote for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Item' })).toBeNull();
  });

  it('a member votes and takes the vote back; the count and aria-pressed follow', async () => {
    const sent = fakeServer([item(2, 'Forum', 'in-progress', 2)]);
    renderPage(member);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: '2 votes. Vote for Forum' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: '3 votes. Vote for Forum' }).getAttribute('aria-pressed')).toBe('true'));
    await user.click(screen.getByRole('button', { name: '3 votes. Vote for Forum' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '2 votes. Vote for Forum' }).getAttribute('aria-pressed')).toBe('false'));
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/roadmap/items/2/vote', 'DELETE /api/roadmap/items/2/vote']);
    expect(screen.queryByRole('button', { name: /Edit Forum/ })).toBeNull();
  });

  it("says 'No roadmap items yet' when there are none", async () => {
    fakeServer([]);
    renderPage(anonymous);
    expect(await screen.findByText('No roadmap items yet')).toBeTruthy();
  });

  it('shows the error state with Try Again when the roadmap cannot be loaded', async () => {
    fakeServer([], { fail: true });
    renderPage(anonymous);
    expect(await screen.findByText('Could not load the roadmap')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("an admin adds an item: core's messages for bad input and nothing sent, then the item joins its phase", async () => {
    const sent = fakeServer([item(1, 'Accounts', 'completed')]);
    renderPage(admin);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Accounts' });
    expect(screen.getByRole('button', { name: 'Edit Accounts' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quarter' }), 'Spring');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Quarter must look like Q1 2026')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Job board');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quarter' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quarter' }), 'Q3 2026');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Phase' }), 'in-progress');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: '/api/roadmap/items', body: { title: 'Job board', description: '', phase: 'in-progress', quarter: 'Q3 2026' } },
      ]),
    );
    expect(await within(screen.getByRole('region', { name: /In progress/ })).findByRole('heading', { name: 'Job board' })).toBeTruthy();
  });
});
