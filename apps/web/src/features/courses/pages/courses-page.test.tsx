import type { CourseSummary } from '@esdc/core/course';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { jsonResponse, validToken } from '../../../test/fixtures';
import { courseDetail } from '../test/course-fixture';
import CoursesPage from './courses-page';

const anonymous: SessionState = { status: 'anonymous', token: null, user: null };
const moderator: SessionState = {
  status: 'authenticated',
  token: validToken(),
  user: { id: 4, email: 'mo@example.com', username: 'mo', role: 'moderator', name: 'Mo' },
};

const { viewer: _viewer, outcomes: _o, resources: _r, modules: _m, exams: _e, tests: _t, reviews: _rv, updated_at: _u, ...summaryBase } = courseDetail();
const free: CourseSummary = { ...summaryBase, modules: 1 };
const paid: CourseSummary = {
  ...summaryBase,
  id: 6,
  title: 'RTOS Deep Dive',
  level: 'Advanced',
  category: 'RTOS',
  price_paise: 249_900,
  is_free: false,
  rating: 3.9,
  modules: 4,
};

function Where() {
  return <p data-testid="search">{useLocation().search}</p>;
}

/** Serves `GET /api/courses` with the courses matching `q` (title) and `level`; records the queries asked. */
function fakeServer() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      asked.push(url.searchParams);
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const level = url.searchParams.get('level');
      const items = [free, paid].filter((c) => c.title.toLowerCase().includes(q) && (!level || c.level === level));
      return jsonResponse(200, { success: true, data: items, meta: { total: items.length, limit: 12, offset: 0 } });
    }),
  );
  return asked;
}

function renderPage(session: SessionState, path: string) {
  configureApiClient({ getToken: () => session.token, onUnauthorized: () => {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SessionProvider initial={session}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/courses"
              element={
                <>
                  <CoursesPage />
                  <Where />
                </>
              }
            />
            <Route
              path="/lms"
              element={
                <>
                  <CoursesPage />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

describe('CoursesPage', () => {
  it('lists course cards with level, price, stars and View Course, and no New Course for a visitor', async () => {
    fakeServer();
    renderPage(anonymous, '/lms');
    const card = (await screen.findByRole('heading', { name: 'Arduino from Zero' })).closest('article')!;
    expect(within(card).getByText('FREE')).toBeTruthy();
    expect(within(card).getByText('Beginner')).toBeTruthy();
    expect(within(card).getByText('2 lessons')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5, 1 review' })).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /^View Course ?: Arduino from Zero$/ })
        .getAttribute('href'),
    ).toBe('/lms/5');
    const rtos = screen.getByRole('heading', { name: 'RTOS Deep Dive' }).closest('article')!;
    expect(within(rtos).getByText('₹2,499.00')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New Course' })).toBeNull();
  });

  it('prefills the search from /courses?search= and links cards to /courses/{id}', async () => {
    const asked = fakeServer();
    renderPage(moderator, '/courses?search=RTOS');
    expect((await screen.findByRole('searchbox', { name: 'Search courses' })) as HTMLInputElement).toHaveProperty('value', 'RTOS');
    expect(await screen.findByRole('heading', { name: 'RTOS Deep Dive' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Arduino from Zero' })).toBeNull();
    expect(asked.at(-1)?.get('q')).toBe('RTOS');
    expect(screen.getByRole('link', { name: /View Course/ }).getAttribute('href')).toBe('/courses/6');
    expect(screen.getByRole('link', { name: 'New Course' }).getAttribute('href')).toBe('/lms/new');
    // A filter keeps the search, now as ?q=.
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'Advanced' } });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?q=RTOS&level=Advanced'));
  });

  it("says 'No courses found matching your criteria' with Clear Filters", async () => {
    fakeServer();
    renderPage(anonymous, '/lms?q=zephyr&level=Beginner');
    expect(await screen.findByText('No courses found matching your criteria')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('heading', { name: 'Arduino from Zero' })).toBeTruthy();
  });
});
