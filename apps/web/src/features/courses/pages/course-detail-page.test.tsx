import type { CourseDetail } from '@esdc/core/course';
import type { Order } from '@esdc/core/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { FeaturesProvider } from '../../../lib/features';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { jsonResponse, validToken } from '../../../test/fixtures';
import { courseDetail, viewer } from '../test/course-fixture';
import CourseDetailPage from './course-detail-page';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn(async () => {}) }));

const member: SessionState = {
  status: 'authenticated',
  token: validToken(),
  user: { id: 3, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' },
};
const anonymous: SessionState = { status: 'anonymous', token: null, user: null };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

/**
 * Serves `GET /api/courses/5` from `state.course` and `POST /api/courses/5/enrollment` by changing it the way the
 * server does (free: enrolled; paid: an order waiting for payment).
 */
function fakeServer(state: { course: CourseDetail }) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/courses/5' && method === 'GET') return jsonResponse(200, { success: true, data: state.course });
    if (url.pathname === '/api/courses/5/enrollment' && method === 'POST') {
      if (state.course.is_free) {
        state.course = {
          ...state.course,
          enrolled: state.course.enrolled + 1,
          viewer: viewer({ enrollment: 'enrolled', next_lesson_id: 11, can_review: true, progress: { completed_lessons: 0, total_lessons: 2, percent: 0 } }),
        };
        return jsonResponse(201, { success: true, data: { status: 'enrolled', order: null }, message: 'You are enrolled' });
      }
      state.course = { ...state.course, viewer: viewer({ enrollment: 'pending_payment', pending_order_id: 42 }) };
      return jsonResponse(201, { success: true, data: { status: 'pending_payment', order: { id: 42, number: 42 } as Order } });
    }
    return jsonResponse(404, { success: false, message: 'Course not found', error: { code: 'NOT_FOUND' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(session: SessionState, path = '/lms/5') {
  configureApiClient({ getToken: () => session.token, onUnauthorized: () => {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SessionProvider initial={session}>
      <FeaturesProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/lms/:id" element={<CourseDetailPage />} />
              <Route path="/courses/:id" element={<CourseDetailPage />} />
              <Route path="/login" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </FeaturesProvider>
    </SessionProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('CourseDetailPage', () => {
  it('shows every part of the course, with Modules, Exams, Tests and Learner Reviews expanded and collapsible', async () => {
    fakeServer({ course: courseDetail() });
    renderPage(member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Arduino from Zero' })).toBeTruthy();
    expect(screen.getByText('Priya Raman')).toBeTruthy();
    expect(screen.getAllByText('FREE').length).toBeGreaterThan(0);
    expect(screen.getByText('4 weeks')).toBeTruthy();
    expect(screen.getByText('41 learners')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Rated 4.6 out of 5, 1 review' }).length).toBeGreaterThan(0);
    for (const name of ['Modules', 'Exams', 'Tests', 'Learner Reviews']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) }).getAttribute('aria-expanded')).toBe('true');
    }
    expect(screen.getByText('Your first blink')).toBeTruthy();
    expect(screen.getByText('Final exam')).toBeTruthy();
    expect(screen.getByText('Warm-up quiz')).toBeTruthy();
    expect(screen.getByText('Clear and hands-on.')).toBeTruthy();
    // The sidebar: level, views, comments, category, You'll Learn, Resources.
    expect(screen.getByText('Beginner')).toBeTruthy();
    expect(screen.getByText('300')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "You'll Learn" })).toBeTruthy();
    expect(screen.getByText('Debounce a button')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Like this course/ }).getAttribute('aria-pressed')).toBe('false');

    // A preview lesson opens without enrolling; the other one is locked. Exams open only once enrolled.
    expect(screen.getByRole('link', { name: /Your first blink/ }).getAttribute('href')).toBe('/lms/5/lessons/11');
    expect(screen.queryByRole('link', { name: /Reading a button/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Take exam/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Modules/ }));
    expect(screen.getByRole('button', { name: /^Modules/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Your first blink')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Resources 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resources' });
    expect(
      within(dialog)
        .getByRole('link', { name: /Uno datasheet/ })
        .getAttribute('href'),
    ).toBe('https://example.com/uno.pdf');
  });

  it('enrolls a member in a free course at once; Enroll Now becomes Continue Learning to the next lesson', async () => {
    const fetch = fakeServer({ course: courseDetail() });
    renderPage(member);
    fireEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    const next = await screen.findByRole('link', { name: 'Continue Learning' });
    expect(next.getAttribute('href')).toBe('/lms/5/lessons/11');
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/courses/5/enrollment') && init?.method === 'POST')).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Your progress' }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('link', { name: /Reading a button/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Take exam/ }).getAttribute('href')).toBe('/lms/5/exams/20');
    // The review form is a lazy chunk, transformed on first use: slow on a busy machine (as the route tests, vitest.config.ts).
    expect(await screen.findByRole('form', { name: 'Review this course' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('refreshes the page when the member turns out to be enrolled already (another tab)', async () => {
    const state = { course: courseDetail() };
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/courses/5/enrollment' && init?.method === 'POST') {
        state.course = { ...state.course, viewer: viewer({ enrollment: 'enrolled', next_lesson_id: 12 }) };
        return jsonResponse(409, { success: false, message: 'You are already enrolled in this course', error: { code: 'ALREADY_ENROLLED' } });
      }
      if (url.pathname !== '/api/courses/5') return jsonResponse(404, { success: false, message: 'Not found', error: { code: 'NOT_FOUND' } });
      return jsonResponse(200, { success: true, data: state.course });
    });
    vi.stubGlobal('fetch', fetch);
    renderPage(member);
    fireEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    expect((await screen.findByRole('link', { name: 'Continue Learning' })).getAttribute('href')).toBe('/lms/5/lessons/12');
  });

  it('asks to confirm the order of a paid course with its price; Cancel places nothing', async () => {
    const fetch = fakeServer({ course: courseDetail({ price_paise: 149_900, is_free: false }) });
    renderPage(member);
    fireEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Proceed with checkout? Total: ₹1,499.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeTruthy();
  });

  it('places the order of a paid course once confirmed and says it awaits payment, with a link to the orders', async () => {
    fakeServer({ course: courseDetail({ price_paise: 149_900, is_free: false }) });
    renderPage(member);
    expect((await screen.findAllByText('₹1,499.00')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Enroll Now' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order #42 placed — awaiting payment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your orders' }).getAttribute('href')).toBe('/shop-cart?tab=orders');
    expect(screen.queryByRole('button', { name: 'Enroll Now' })).toBeNull();
  });

  it("takes a signed-in member's click on a page still showing the visitor's view as the member's (a server-rendered page)", async () => {
    fakeServer({ course: courseDetail({ price_paise: 149_900, is_free: false, viewer: viewer({ signed_in: false }) }) });
    renderPage(member);
    fireEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    expect(within(await screen.findByRole('alertdialog')).getByText('Proceed with checkout? Total: ₹1,499.00')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('sends a visitor to /login, to come back to the course', async () => {
    fakeServer({ course: courseDetail({ viewer: viewer({ signed_in: false }) }) });
    renderPage(anonymous, '/courses/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login {"from":"/courses/5"}'));
  });

  it('shows the certificate link and ticks completed lessons for a learner who finished', async () => {
    const done = courseDetail();
    done.modules[0]!.lessons = done.modules[0]!.lessons.map((l) => ({ ...l, completed: true }));
    fakeServer({
      course: {
        ...done,
        viewer: viewer({ enrollment: 'enrolled', progress: { completed_lessons: 2, total_lessons: 2, percent: 100 }, certificate_code: 'ESDC-AB12-CD34' }),
      },
    });
    renderPage(member);
    expect((await screen.findByRole('link', { name: 'View your certificate' })).getAttribute('href')).toBe('/certificates/ESDC-AB12-CD34');
    expect(screen.getAllByLabelText('Completed')).toHaveLength(2);
    // Every lesson done: Continue Learning opens the first one again.
    expect(screen.getByRole('link', { name: 'Continue Learning' }).getAttribute('href')).toBe('/lms/5/lessons/11');
  });

  it("shows 'Course not found' with Back to Courses for an unknown id", async () => {
    fakeServer({ course: courseDetail() });
    renderPage(member, '/lms/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Courses' }).getAttribute('href')).toBe('/lms');
  });
});
