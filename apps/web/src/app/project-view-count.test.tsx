import type { Project } from '@esdc/core/project';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from './providers';
import type { SessionState } from '../lib/session';
import { jsonResponse } from '../test/fixtures';
import ProjectDetailPage from '../features/projects/pages/project-detail-page';

/*
 * Opening a project counts a view through its own request (POST /api/projects/{id}/views), once,
 * not through the GET; refetching the project (window focus) sends no further view. The API is stubbed at fetch.
 */

const project: Project = {
  id: 5,
  title: 'Smart Greenhouse Monitor',
  description: 'ESP32 nodes measure soil moisture and publish over MQTT every minute.',
  category: 'IoT',
  status: 'in_progress',
  image: null,
  images: [],
  cover_image: null,
  github_link: null,
  live_url: null,
  cost: 0,
  likes: 2,
  views: 12,
  user_id: 9,
  creator: { id: 9, name: 'Grace Hopper', username: 'grace', avatar: null, github_username: null },
  technologies: [],
  tags: [],
  contributors: [],
  liked_by_me: false,
  created_at: '2025-01-10T10:00:00.000Z',
  updated_at: '2025-01-10T10:00:00.000Z',
  completed_at: null,
};

const anonymous: SessionState = { status: 'anonymous', token: null, user: null };

describe('ProjectDetailPage: counting a view', () => {
  it('posts one view when opened (even under StrictMode), shows the counted total, and refetches without posting again', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
      const url = new URL(String(input));
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname === '/api/projects/5/views') return jsonResponse(200, { success: true, data: { views: 13, counted: true } });
      if (url.pathname === '/api/projects/5') return jsonResponse(200, { success: true, data: project });
      return jsonResponse(200, { success: true, data: [], meta: { total: 0, limit: 10, offset: 0 } });
    });
    // As the app's client: refetch on window focus is on (the default), and anything stale refetches.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
    await act(async () => {
      render(
        <StrictMode>
          <Providers session={anonymous} client={client}>
            <MemoryRouter initialEntries={['/projects/5']}>
              <Routes>
                <Route path="/projects/:id" element={<ProjectDetailPage />} />
              </Routes>
            </MemoryRouter>
          </Providers>
        </StrictMode>,
      );
    });

    expect(await screen.findByRole('heading', { name: project.title })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('13 views')).toBeTruthy());
    expect(calls.filter((c) => c === 'POST /api/projects/5/views')).toHaveLength(1);

    const gets = () => calls.filter((c) => c === 'GET /api/projects/5').length;
    const before = gets();
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(gets()).toBeGreaterThan(before));
    expect(calls.filter((c) => c === 'POST /api/projects/5/views')).toHaveLength(1);
  });

  it("leaves the app's refetch on window focus on (reading a project no longer counts a view)", () => {
    expect(queryClient.getDefaultOptions().queries?.refetchOnWindowFocus).not.toBe(false);
  });
});
