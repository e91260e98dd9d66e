import type { SearchAnswer, SearchResult } from '@esdc/core/search-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { jsonResponse } from '../../../test/fixtures';
import SearchPage from './search-page';

/*
 * /search through the real query hook and API client, the API stubbed at fetch (SPEC §2 Search): the address holds
 * q and category; a blank query asks nothing; 'Searching...', the counts on the tabs, 'N results for "q"' written
 * like every count, the tabs and the select changing the address, 'No results found'.
 */

const blog: SearchResult = {
  type: 'blog',
  id: 2,
  title: 'DMA without tears',
  url: '/blog/dma-without-tears',
  snippet: { text: 'Let the DMA move the bytes.', highlights: [[8, 11]] },
  image: null,
  meta: 'Blog · Tutorial',
};

/** Stubs GET /api/search: `total` results of every category for any query but 'nothing'; records each request. */
function stubSearch(total = 1234) {
  const asked: URLSearchParams[] = [];
  let release: () => void = () => {};
  const gate = { hold: false };
  vi.stubGlobal('fetch', async (input: URL | RequestInfo) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== '/api/search') return jsonResponse(404, { success: false, message: 'Not found' });
    asked.push(url.searchParams);
    if (gate.hold) await new Promise<void>((resolve) => (release = resolve));
    const q = url.searchParams.get('q') ?? '';
    const category = (url.searchParams.get('category') ?? 'all') as SearchAnswer['category'];
    const n = q === 'nothing' ? 0 : total;
    const counts = { all: n, users: 0, products: 0, blogs: n, projects: 0, courses: 0, events: 0, docs: 0, resources: 0, forum: 0 };
    const data: SearchAnswer = { query: q, category, counts, total: counts[category], results: counts[category] > 0 ? [blog] : [] };
    return jsonResponse(200, { success: true, data });
  });
  return { asked, gate, release: () => release() };
}

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SessionProvider initial={{ status: 'anonymous', token: null, user: null }}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/search"
              element={
                <>
                  <SearchPage />
                  <Address />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

const address = () => screen.getByTestId('address').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('SearchPage', () => {
  it('asks nothing for a blank query and says what can be searched', async () => {
    const { asked } = stubSearch();
    renderAt('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(screen.getByText('Search the whole hub')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toHaveLength(0);
  });

  it("shows 'Searching...', then the counts on the tabs and 'N results for \"q\"'; a tab is the address's category", async () => {
    const api = stubSearch();
    api.gate.hold = true;
    renderAt('/search?q=dma');
    expect((await screen.findAllByText('Searching...')).length).toBeGreaterThan(0);
    api.release();
    api.gate.hold = false;
    expect(await screen.findByText('1,234 results for "dma"')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Blogs 1,234' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All 1,234' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'DMA without tears' }).getAttribute('href')).toBe('/blog/dma-without-tears');
    expect(document.querySelector('mark')?.textContent).toBe('DMA');

    await userEvent.click(screen.getByRole('tab', { name: 'Users 0' }));
    await waitFor(() => expect(address()).toBe('/search?q=dma&category=users'));
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByText('Try different keywords or categories')).toBeTruthy();
    expect(api.asked.at(-1)?.get('category')).toBe('users');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('users');

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'blogs');
    await waitFor(() => expect(address()).toBe('/search?q=dma&category=blogs'));
    expect(screen.getByRole('tab', { name: 'Blogs 1,234' }).getAttribute('aria-selected')).toBe('true');
  });

  it('searches what is typed on Enter, and Clear goes back to the idle page', async () => {
    const api = stubSearch(1);
    renderAt('/search?category=blogs');
    const box = screen.getByRole('searchbox', { name: 'Search for' });
    await userEvent.type(box, '  nothing  {Enter}');
    await waitFor(() => expect(address()).toBe('/search?q=nothing&category=blogs'));
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByText('0 results for "nothing"')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();

    await userEvent.clear(box);
    await userEvent.type(box, 'dma{Enter}');
    expect(await screen.findByText('1 result for "dma"')).toBeTruthy();
    expect(api.asked.at(-1)?.get('limit')).toBe('20');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(address()).toBe('/search?category=blogs'));
    expect(screen.getByText('Search the whole hub')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
  });
});
