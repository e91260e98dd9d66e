import type { SearchResult } from '@esdc/core/search-schemas';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { metaAfterType, SearchResultCard } from './search-result-card';

/* A /search result card (SPEC §2 Search): badge, title link, highlighted snippet as <mark> elements, meta line. */

const result = (extra: Partial<SearchResult> = {}): SearchResult => ({
  type: 'blog',
  id: 7,
  title: 'Debouncing buttons the right way',
  url: '/blog/debouncing-buttons-the-right-way',
  snippet: { text: 'Hardware <b>debouncing</b> is the right call.', highlights: [[12, 22]] },
  image: null,
  meta: 'Blog · Tutorial · Oct 25, 2026',
  ...extra,
});

describe('SearchResultCard', () => {
  it('links the title, marks the matches as text (never HTML) and shows the meta without repeating the type', () => {
    const { container } = render(
      <MemoryRouter>
        <SearchResultCard result={result()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Debouncing buttons the right way' }).getAttribute('href')).toBe('/blog/debouncing-buttons-the-right-way');
    const marks = container.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['debouncing']);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('Hardware <b>debouncing</b> is the right call.');
    expect(screen.getByText('Blog')).toBeTruthy();
    expect(screen.getByText('Tutorial · Oct 25, 2026')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows a thumbnail when the item has a picture; a member gets an avatar', () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <SearchResultCard result={result({ image: '/images/blog/debounce.svg' })} />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/blog/debounce.svg');
    rerender(
      <MemoryRouter>
        <SearchResultCard result={result({ type: 'user', title: 'Mei Tanaka', image: '/a.png', url: '/users/mei', meta: 'Member · @mei' })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Member')).toBeTruthy();
    expect(screen.getByText('@mei')).toBeTruthy();
  });
});

describe('SearchResultCard title', () => {
  it("marks where the query's words start a word of the title; the link keeps its whole text", () => {
    const { container } = render(
      <MemoryRouter>
        <SearchResultCard result={result()} terms={['right', 'debounc']} />
      </MemoryRouter>,
    );
    // (happy-dom lays <mark> out as a block, so the computed name would split the word; browsers keep it inline.)
    const link = container.querySelector('a')!;
    expect(link.textContent).toBe('Debouncing buttons the right way');
    expect([...link.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Debounc', 'right']);
    expect(container.querySelectorAll('mark')).toHaveLength(3);
  });
});

describe('metaAfterType', () => {
  it('drops a leading type word only', () => {
    expect(metaAfterType('Project · Robotics', 'Project')).toBe('Robotics');
    expect(metaAfterType('Robotics', 'Project')).toBe('Robotics');
    expect(metaAfterType('Project', 'Project')).toBeNull();
    expect(metaAfterType(null, 'Project')).toBeNull();
  });
});
