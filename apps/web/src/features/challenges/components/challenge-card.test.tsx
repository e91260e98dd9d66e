import type { ChallengeListItem } from '@esdc/core/challenge';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChallengeCard } from './challenge-card';

const challenge: ChallengeListItem = {
  id: 4,
  title: 'The Loop That Never Ends',
  description: '## Setup\nThe **UART** receive interrupt sets a `flag` and [main](https://example.com) waits for it.\n```c\nwhile (!flag) {}\n```\nWhy?',
  description_html: '<h2>Setup</h2>',
  // As the server derives it from the description (lib/markdown-excerpt.ts).
  excerpt: 'The UART receive interrupt sets a flag and main waits for it. Why?',
  category: 'C',
  difficulty: 'Medium',
  points: 1250,
  hints: [],
  visibility: 'public',
  solve_count: 1,
  solved: false,
  solved_at: null,
  created_at: '2024-09-01T10:00:00.000Z',
  updated_at: '2024-09-01T10:00:00.000Z',
};

/** Where a click on the card led, and the state it carried. */
function Destination() {
  const location = useLocation();
  return <p data-testid="destination">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderCard(c: ChallengeListItem) {
  return render(
    <MemoryRouter initialEntries={['/challenges?difficulty=Medium&page=2']}>
      <Routes>
        <Route path="/challenges" element={<ChallengeCard challenge={c} />} />
        <Route path="/challenges/:id" element={<Destination />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ChallengeCard', () => {
  it('shows the server’s plain-text excerpt, never the markdown description, its markup or its rendered HTML', () => {
    const { container } = renderCard(challenge);
    const article = container.querySelector('article')!;
    const excerpt = screen.getByText('The UART receive interrupt sets a flag and main waits for it. Why?');
    expect(excerpt.tagName).toBe('P');
    expect(article.textContent).not.toMatch(/Setup|\*\*|```|while|https:/);
    expect(article.querySelector('h2')!.textContent).toBe('The Loop That Never Ends'); // the title, not the description's heading
  });

  it('shows whatever excerpt the server sent, as text', () => {
    renderCard({ ...challenge, excerpt: 'Compare <b>x < 5</b> & y…' });
    expect(screen.getByText('Compare <b>x < 5</b> & y…')).toBeTruthy();
  });

  it('shows no excerpt paragraph when the excerpt is empty (a description with nothing but code)', () => {
    const { container } = renderCard({ ...challenge, description: '```c\nint x;\n```', excerpt: '' });
    expect(container.querySelectorAll('article p')).toHaveLength(1); // the category line only
  });

  it('shows points, solves, difficulty, members-only and the viewer’s solved mark', () => {
    const { container } = renderCard({ ...challenge, visibility: 'members', solved: true, solve_count: 12 });
    const text = container.querySelector('article')!.textContent;
    expect(text).toContain('1,250 pts');
    expect(text).toContain('12 solves');
    expect(text).toContain('Difficulty: Medium');
    expect(text).toContain('Members only');
    expect(text).toContain('Solved');
    renderCard(challenge);
    expect(screen.getAllByText('1 solve')).toHaveLength(1);
  });

  it('links the title to the challenge and remembers the filtered list to come back to', async () => {
    renderCard(challenge);
    const link = screen.getByRole('link', { name: 'The Loop That Never Ends' });
    expect(link.getAttribute('href')).toBe('/challenges/4');
    await userEvent.setup().click(link);
    expect(screen.getByTestId('destination').textContent).toBe('/challenges/4 {"backTo":"/challenges?difficulty=Medium&page=2"}');
  });
});
