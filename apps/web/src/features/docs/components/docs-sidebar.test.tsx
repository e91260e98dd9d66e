import type { DocSummary } from '@esdc/core/docs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocsSidebar } from './docs-sidebar';

const at = '2026-01-01T00:00:00.000Z';
const ARTICLES: DocSummary[] = [
  { slug: 'installation', group: 'Getting Started', title: 'Installation', position: 0, updated_at: at },
  { slug: 'quick-start', group: 'Getting Started', title: 'Quick Start', position: 1, updated_at: at },
  { slug: 'esp32', group: 'Hardware', title: 'ESP32', position: 0, updated_at: at },
  { slug: 'tools', group: 'Software', title: 'Tools', position: 0, updated_at: at },
];

function renderSidebar(props: { query?: string; articles?: DocSummary[]; loading?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <DocsSidebar
        query={props.query ?? ''}
        onQueryChange={() => {}}
        articles={props.articles ?? ARTICLES}
        loading={props.loading ?? false}
        current="quick-start"
      />
    </MemoryRouter>,
  );
}

describe('DocsSidebar (SPEC §2 Documentation)', () => {
  it('shows the four groups with Getting Started open and the others closed; a group toggles', async () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Documentation' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Getting Started', 'Hardware', 'Software', 'Projects']);
    expect(screen.getByRole('button', { name: 'Getting Started' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Quick Start' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Quick Start' }).getAttribute('href')).toBe('/docs/quick-start');
    expect(screen.queryByRole('link', { name: 'ESP32' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hardware' }));
    expect(screen.getByRole('button', { name: 'Hardware' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'ESP32' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Getting Started' }));
    expect(screen.queryByRole('link', { name: 'Installation' })).toBeNull();
  });

  it('while searching shows only the groups with hits, open, and says when nothing matches', () => {
    const { rerender } = renderSidebar({ query: 'logic', articles: [ARTICLES[3]!] });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Software']);
    expect(screen.getByRole('link', { name: 'Tools' })).toBeTruthy();
    rerender(
      <MemoryRouter>
        <DocsSidebar query="nothing" onQueryChange={() => {}} articles={[]} loading={false} current={undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No articles match your search.')).toBeTruthy();
  });
});
