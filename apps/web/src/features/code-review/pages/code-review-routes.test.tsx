import type { ReviewRequest, ReviewRequestSummary } from '@esdc/core/code-review-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { jsonResponse, validToken } from '../../../test/fixtures';
import CodeReviewRoutes from './code-review-routes';

/*
 * /code-review and /code-review/:id (docs/requirements.md §2 Code review) through the real query hooks and API
 * client, the API stubbed at fetch: the counters from the server's counts, the list, a visitor's sign-in link, and the
 * request page's buttons shown only to who may use them (Claim to another member, Approve / Request changes to the
 * reviewer, none to the requester of an open request), a claim sent to the server.
 */

const session = (id: number, role: 'user' | 'moderator' = 'user'): SessionState => ({
  status: 'authenticated',
  token: validToken(),
  user: { id, email: 'ada@example.com', username: `m${id}`, role, name: `Member ${id}` },
});
const anonymous: SessionState = { status: 'anonymous', token: null, user: null };

const summary = (over: Partial<ReviewRequestSummary> = {}): ReviewRequestSummary => ({
  id: 5,
  title: 'Debounce the buttons',
  link: 'https://github.com/esdc/firmware/pull/7',
  state: 'open',
  checklist: ['interrupts', 'timing'],
  project: null,
  requester: { id: 1, name: 'Member 1', username: 'm1' },
  reviewer: null,
  comment_count: 0,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...over,
});
const detail = (over: Partial<ReviewRequest> = {}): ReviewRequest => ({
  ...summary(over),
  description: 'Please check',
  description_html: '<p>Please check</p>',
  claimed_at: null,
  decided_at: null,
  comments: [
    { id: 1, parent_id: null, author: { id: 2, name: 'Member 2', username: 'm2' }, body: 'Why?', html: '<p>Why?</p>', created_at: '2026-03-01T11:00:00.000Z' },
    {
      id: 2,
      parent_id: 1,
      author: { id: 1, name: 'Member 1', username: 'm1' },
      body: 'Because',
      html: '<p>Because</p>',
      created_at: '2026-03-01T12:00:00.000Z',
    },
  ],
  ...over,
});

function fakeServer(initial: ReviewRequest) {
  let request = initial;
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (init?.method === 'POST') {
      sent.push(url.pathname);
      request = { ...request, state: 'in_review', reviewer: { id: 3, name: 'Member 3', username: 'm3' } };
      return jsonResponse(200, { success: true, data: request });
    }
    if (url.pathname === '/api/review-requests')
      return jsonResponse(200, {
        success: true,
        data: [summary()],
        meta: { total: 1, limit: 20, offset: 0, counts: { open: 4, pending: 2, approved: 9, changes_requested: 1 } },
      });
    if (url.pathname === `/api/review-requests/${request.id}`) return jsonResponse(200, { success: true, data: request });
    return jsonResponse(404, { success: false, message: 'Review request not found', error: { code: 'NOT_FOUND' } });
  });
  return sent;
}

function renderAt(path: string, state: SessionState) {
  configureApiClient({ getToken: () => state.token, onUnauthorized: () => {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SessionProvider initial={state}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/code-review" element={<CodeReviewRoutes />} />
            <Route path="/code-review/:id" element={<CodeReviewRoutes />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

describe('/code-review', () => {
  it("shows the server's counters and the requests; a visitor gets a link to sign in", async () => {
    fakeServer(detail());
    renderAt('/code-review', anonymous);
    expect(screen.getByRole('heading', { level: 1, name: 'Code Review' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Debounce the buttons' });
    const counters = screen.getByLabelText('Review requests by state');
    expect(within(counters).getByText('Open').closest('div')!.textContent).toContain('4');
    expect(within(counters).getByText('Approved').closest('div')!.textContent).toContain('9');
    expect(within(counters).getByText('Pending').closest('div')!.textContent).toContain('2');
    expect(screen.getByRole('link', { name: 'Sign in to request a review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Review' })).toBeNull();
  });
});

describe('/code-review/:id', () => {
  it('offers Claim to another member and sends it; the threaded comments show the reply under its comment', async () => {
    const sent = fakeServer(detail());
    renderAt('/code-review/5', session(3));
    await screen.findByRole('heading', { level: 1, name: 'Debounce the buttons' });
    const reply = screen.getByRole('article', { name: 'Comment by Member 1' });
    expect(screen.getByRole('article', { name: 'Comment by Member 2' }).closest('li')!.contains(reply)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(sent).toEqual(['/api/review-requests/5/claim']);
    await screen.findByRole('button', { name: 'Approve' });
    expect(screen.getByRole('button', { name: 'Request changes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Release claim' })).toBeNull();
  });

  it("offers a moderator 'Release claim' on a request in review, confirmed before it is sent", async () => {
    const sent = fakeServer(detail({ state: 'in_review', reviewer: { id: 3, name: 'Member 3', username: 'm3' } }));
    renderAt('/code-review/5', session(9, 'moderator'));
    await userEvent.click(await screen.findByRole('button', { name: 'Release claim' }));
    expect(sent).toEqual([]);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Release claim' }));
    expect(sent).toEqual(['/api/review-requests/5/release']);
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('offers the requester of an open request neither Claim nor a decision', async () => {
    fakeServer(detail());
    renderAt('/code-review/5', session(1));
    await screen.findByRole('heading', { level: 1, name: 'Debounce the buttons' });
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toBeTruthy();
  });

  it('offers Reopen to the requester once changes were requested', async () => {
    fakeServer(detail({ state: 'changes_requested', reviewer: { id: 3, name: 'Member 3', username: 'm3' } }));
    renderAt('/code-review/5', session(1));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(screen.getByText('Changes requested')).toBeTruthy();
  });
});
