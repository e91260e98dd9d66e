import type { AnalyticsGoal, AnalyticsSeries, AnalyticsSummary } from '@esdc/core/analytics-schemas';
import { bucketKeys } from '@esdc/core/analytics';
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
 * /analytics (SPEC §2 Analytics) through the real query hooks and API client, the API stubbed at fetch: the cards and
 * the charts' data tables from the answers, the server's range message, and an admin's goal dialog (core's messages,
 * nothing sent for bad input). uPlot needs a canvas: the chart itself is stubbed.
 */

vi.mock('../components/series-chart', () => ({ default: () => <div data-testid="chart" /> }));

const session = (role: 'admin' | 'moderator'): SessionState => ({
  status: 'authenticated',
  token: validToken(),
  user: { id: 1, email: `${role}@example.com`, username: role, role, name: role },
});

const summary: AnalyticsSummary = {
  range: { from: '2026-03-01', to: '2026-03-07', days: 7 },
  previous: { from: '2026-02-22', to: '2026-02-28', days: 7 },
  members: { new: 31, previous: 25, growth_percent: 24 },
  active: { count: 1234, accounts: 1418, engagement_percent: 87 },
  goals: { completed: 1, total: 2, items: [] },
};
const goal: AnalyticsGoal = {
  id: 5,
  title: 'Fifty posts',
  metric: 'forum-posts',
  target: 50,
  from: '2026-03-01',
  to: '2026-03-31',
  value: 45,
  completed: false,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
};

function fakeServer(options: { rangeError?: string } = {}) {
  const sent: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    if (method !== 'GET') sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (options.rangeError && url.pathname !== '/api/analytics/goals')
      return jsonResponse(400, { success: false, message: options.rangeError, error: { code: 'VALIDATION_ERROR' } });
    if (url.pathname === '/api/analytics/summary') return jsonResponse(200, { success: true, data: summary });
    if (url.pathname === '/api/analytics/series') {
      const metric = url.searchParams.get('metric') as AnalyticsSeries['metric'];
      const interval = url.searchParams.get('interval') as AnalyticsSeries['interval'];
      const points = bucketKeys('2026-03-01', '2026-03-07', interval).map((bucket, i) => ({ bucket, value: i }));
      const data: AnalyticsSeries = { metric, interval, range: summary.range, points, total: points.reduce((s, p) => s + p.value, 0) };
      return jsonResponse(200, { success: true, data });
    }
    if (url.pathname === '/api/analytics/goals' && method === 'GET') return jsonResponse(200, { success: true, data: [goal] });
    return jsonResponse(404, { success: false, message: 'Not found', error: { code: 'NOT_FOUND' } });
  });
  return sent;
}

function renderPage(state: SessionState, path = '/analytics?from=2026-03-01&to=2026-03-07') {
  configureApiClient({ getToken: () => state.token, onUnauthorized: () => {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SessionProvider initial={state}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <AnalyticsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

describe('AnalyticsPage', () => {
  it('shows the cards, the charts with their totals and data tables, and the goals', async () => {
    fakeServer();
    renderPage(session('moderator'));
    expect(await screen.findByTestId('card-growth')).toHaveProperty('textContent', '+24%');
    expect(screen.getByTestId('card-active').textContent).toBe('1,234');
    expect(screen.getByTestId('card-engagement').textContent).toBe('87%');
    expect(screen.getByTestId('card-goals').textContent).toBe('1/2');
    const newMembers = await screen.findByRole('figure', { name: /New members/ });
    await waitFor(() => expect(within(newMembers).getByTestId('total-new-members-new-members').textContent).toBe('21'));
    expect(within(newMembers).getByRole('table')).toBeTruthy();
    expect(await screen.findByText('Fifty posts')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Goal' })).toBeNull();
  });

  it("shows the server's message for a bad range", async () => {
    fakeServer({ rangeError: 'From must be on or before To' });
    renderPage(session('admin'), '/analytics?from=2026-03-09&to=2026-03-01');
    expect(await screen.findByText('From must be on or before To')).toBeTruthy();
  });

  it("an admin's goal dialog shows core's messages and sends nothing for bad input", async () => {
    const sent = fakeServer();
    renderPage(session('admin'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Goal' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Goal' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Goal' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Target must be a whole number from 1 to 2147483647')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
