import { defaultFeatureSettings, FEATURE_KEYS } from '@esdc/core/features';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { FeaturesTab } from './features-tab';

/*
 * The admin panel's Features tab (SPEC §3 Feature settings; §6 Admin) against a stubbed API: the thirteen switches of
 * the club in their groups, each saved when flipped; a refusal leaves the switch as it was.
 */

afterEach(() => vi.unstubAllGlobals());

/** Stubs the API: the club's switches with blog off; the PUT answers `put` (status and body). */
function stubApi(put: { status: number; body: unknown }) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && url.endsWith('/api/features'))
      return jsonResponse(200, { success: true, data: { features: { ...defaultFeatureSettings(), blog: false } } });
    if (method === 'PUT') return jsonResponse(put.status, put.body);
    return jsonResponse(200, { success: true, data: { items: [] }, meta: { total: 0, limit: 20, offset: 0 } });
  });
  return calls;
}

async function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <FeaturesTab />
      </QueryClientProvider>,
    );
  });
  await screen.findByRole('switch', { name: 'Blog' });
}

describe('the Features tab', () => {
  it('shows the thirteen switches of the club in the groups Core, Community, Content and Commerce, each named and described', async () => {
    stubApi({ status: 200, body: {} });
    await renderTab();
    expect(screen.getAllByRole('switch')).toHaveLength(FEATURE_KEYS.length);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Core', 'Community', 'Content', 'Commerce']);
    const content = screen.getByRole('region', { name: 'Content' });
    expect(
      within(content)
        .getAllByRole('switch')
        .map((s) => s.getAttribute('aria-labelledby')),
    ).toEqual(['site-feature-games-label', 'site-feature-blog-label', 'site-feature-resources-label', 'site-feature-lms-label']);
    const blog = screen.getByRole('switch', { name: 'Blog' });
    expect(blog.getAttribute('aria-checked')).toBe('false');
    expect(blog.getAttribute('aria-describedby')).toBe('site-feature-blog-description');
    expect(screen.getByRole('switch', { name: 'Courses' }).getAttribute('aria-checked')).toBe('true');
  });

  it('saves a switch as soon as it is flipped, and shows the saved state', async () => {
    const calls = stubApi({ status: 200, body: { success: true, message: 'Blog switched on', data: { features: defaultFeatureSettings() } } });
    await renderTab();
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Blog' }));
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Blog' }).getAttribute('aria-checked')).toBe('true'));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: expect.stringContaining('/api/admin/features/blog'), body: { enabled: true } },
    ]);
  });

  it('leaves the switch as it was when the server refuses', async () => {
    stubApi({ status: 403, body: { success: false, message: 'You do not have permission to do this', error: { code: 'FORBIDDEN' } } });
    await renderTab();
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Events' }));
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Events' }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('switch', { name: 'Events' }).getAttribute('aria-checked')).toBe('true');
  });
});
