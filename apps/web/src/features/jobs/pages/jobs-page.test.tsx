import type { Job, JobApplication } from '@esdc/core/jobs-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { jsonResponse, validToken } from '../../../test/fixtures';
import JobsPage from './jobs-page';

/*
 * /jobs (SPEC §2 Jobs) through the real query hooks and API client, the API stubbed at fetch: the cards with their
 * badges, pay, deadline and 'Apply Now' (an external link opens in a new tab; a visitor is asked to sign in); the
 * filters sent to the server; the empty and error states; a member's 'My applications' with their states; 'Post a Job'
 * only for those the server says may post.
 */

const anonymous: SessionState = { status: 'anonymous', token: null, user: null };
const member: SessionState = {
  status: 'authenticated',
  token: validToken(),
  user: { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada Lovelace' },
};

const job = (id: number, title: string, over: Partial<Job> = {}): Job => ({
  id,
  title,
  company: 'Northwind Sensors',
  location: 'Munich',
  remote: false,
  type: 'internship',
  salary_min: 900,
  salary_max: 1200,
  salary_label: 'EUR per month',
  deadline: '2099-06-01T12:00:00.000Z',
  description: 'Firmware',
  description_html: '<p>Firmware</p>',
  apply_url: null,
  poster: { id: 1, name: 'Club Admin', username: 'admin' },
  open: true,
  can_edit: false,
  my_application: null,
  application_count: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

const application: JobApplication = {
  id: 5,
  job_id: 1,
  job_title: 'Firmware intern',
  company: 'Northwind Sensors',
  applicant: { id: 7, name: 'Ada Lovelace', username: 'ada' },
  cover_note: 'Hello',
  cv_name: 'cv.pdf',
  cv_bytes: 100,
  cv_url: '/api/job-applications/5/cv',
  status: 'reviewing',
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-03T10:00:00.000Z',
};

/** Serves the Jobs API from memory; records the list queries asked for. */
function fakeServer(jobs: Job[], options: { failList?: boolean; canPost?: boolean } = {}) {
  const queries: URLSearchParams[] = [];
  const saved: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/jobs') {
      queries.push(url.searchParams);
      if (options.failList) return jsonResponse(500, { success: false, message: 'Internal server error', error: { code: 'INTERNAL_ERROR' } });
      return jsonResponse(200, { success: true, data: jobs, meta: { total: jobs.length, limit: 20, offset: 0, can_post: options.canPost ?? false } });
    }
    if (url.pathname === '/api/my/job-searches' && method === 'POST') {
      saved.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return jsonResponse(201, {
        success: true,
        data: { id: 9, type: null, remote: null, q: null, created_at: '2026-03-01T10:00:00.000Z' },
        message: 'Search saved',
      });
    }
    if (url.pathname === '/api/my/job-searches')
      return jsonResponse(200, {
        success: true,
        data: [
          { id: 3, type: 'internship', remote: true, q: 'rtos', created_at: '2026-03-02T10:00:00.000Z' },
          { id: 2, type: null, remote: null, q: null, created_at: '2026-03-01T10:00:00.000Z' },
        ],
      });
    if (url.pathname === '/api/my/job-applications')
      return jsonResponse(200, { success: true, data: [application], meta: { total: 1, limit: 100, offset: 0 } });
    return jsonResponse(404, { success: false, message: 'Not found', error: { code: 'NOT_FOUND' } });
  });
  return Object.assign(queries, { saved });
}

function renderPage(session: SessionState, path = '/jobs') {
  configureApiClient({ getToken: () => session.token, onUnauthorized: () => {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SessionProvider initial={session}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <JobsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

describe('JobsPage', () => {
  it("shows each posting's badges, pay and deadline; 'Apply Now' opens an external link, a visitor is asked to sign in", async () => {
    fakeServer([
      job(1, 'Firmware intern'),
      job(2, 'PCB assistant', {
        type: 'part-time',
        remote: true,
        salary_min: null,
        salary_max: 25,
        salary_label: 'USD per hour',
        apply_url: 'https://example.org/apply',
      }),
    ]);
    renderPage(anonymous);
    const first = (await screen.findByRole('heading', { name: 'Firmware intern' })).closest('article')!;
    expect(within(first).getByText('Internship')).toBeTruthy();
    expect(within(first).getByText('900–1,200 EUR per month')).toBeTruthy();
    expect(within(first).getByText(/Jun 1, 2099/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Sign in to apply' }).getAttribute('href')).toBe('/login');
    const second = screen.getByRole('heading', { name: 'PCB assistant' }).closest('article')!;
    expect(within(second).getByText('Remote')).toBeTruthy();
    expect(within(second).getByText('Up to 25 USD per hour')).toBeTruthy();
    const external = within(second).getByRole('link', { name: /Apply Now/ });
    expect(external.getAttribute('href')).toBe('https://example.org/apply');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Post a Job' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'My applications' })).toBeNull();
  });

  it('sends the filters in the address to the server and offers Clear Filters when nothing matches', async () => {
    const queries = fakeServer([]);
    renderPage(anonymous, '/jobs?type=full-time&remote=true&q=firmware');
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    const list = queries.find((q) => q.get('limit') === '20')!;
    expect([list.get('type'), list.get('remote'), list.get('q')]).toEqual(['full-time', 'true', 'firmware']);
    expect(screen.getByRole('button', { name: /Clear Filters/ })).toBeTruthy();
  });

  it("says 'No open jobs right now' when there are none", async () => {
    fakeServer([]);
    renderPage(anonymous);
    expect(await screen.findByText('No open jobs right now')).toBeTruthy();
  });

  it('shows the error state when the list fails', async () => {
    fakeServer([], { failList: true });
    renderPage(anonymous);
    expect(await screen.findByText('Could not load the jobs')).toBeTruthy();
  });

  it("gives a member 'My applications' with their states, and 'Post a Job' when the server says they may post", async () => {
    fakeServer([job(1, 'Firmware intern', { my_application: { id: 5, status: 'reviewing' } })], { canPost: true });
    renderPage(member, '/jobs?tab=applications');
    const mine = await screen.findByTestId('my-application');
    expect(within(mine).getByText('Firmware intern')).toBeTruthy();
    expect(within(mine).getByText('Reviewing')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My postings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post a Job' })).toBeTruthy();
  });

  it("saves the list's filters as a search, and lists the saved searches with a link to their jobs", async () => {
    const server = fakeServer([job(1, 'Firmware intern')]);
    renderPage(member, '/jobs?type=internship&remote=true&q=rtos');
    (await screen.findByRole('button', { name: 'Save this search' })).click();
    await vi.waitFor(() => expect(server.saved).toEqual([{ type: 'internship', remote: true, q: 'rtos' }]));
  });

  it("shows 'Saved searches' in words, each with 'Show jobs'", async () => {
    fakeServer([]);
    renderPage(member, '/jobs?tab=searches');
    const items = await screen.findAllByTestId('saved-search');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual(['Internship · Remote · “rtos”', 'Every new job']);
    expect(within(items[0]!).getByRole('link', { name: 'Show jobs' }).getAttribute('href')).toBe('/jobs?type=internship&remote=true&q=rtos');
    expect(within(items[1]!).getByRole('link', { name: 'Show jobs' }).getAttribute('href')).toBe('/jobs');
  });
});
