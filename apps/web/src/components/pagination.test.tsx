import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

type Setup = Omit<ComponentProps<typeof Pagination>, 'offset' | 'limit' | 'total' | 'onOffsetChange'>;

/** The three ways the app uses it: admin tables, the challenge grid, the leaderboard. */
const USERS: Setup = { what: 'users' };
const CHALLENGES: Setup = { what: 'challenges', countOnOnePage: 'challenge' };
const LEADERBOARD: Setup = { label: 'Leaderboard pages' };

function renderPagination(setup: Setup, props: { offset: number; limit: number; total: number }) {
  const requested: number[] = [];
  const view = render(<Pagination {...setup} {...props} onOffsetChange={(o) => requested.push(o)} />);
  return { ...view, requested };
}

describe('Pagination', () => {
  it.each([
    {
      setup: USERS,
      offset: 20,
      limit: 20,
      total: 1057,
      nav: 'Pages of users',
      text: 'Showing 21–40 of 1,057 users',
      next: 'Next page of users',
      previous: 'Previous page of users',
      asked: [40, 0],
    },
    {
      setup: CHALLENGES,
      offset: 12,
      limit: 12,
      total: 30,
      nav: 'Pages of challenges',
      text: 'Showing 13–24 of 30 challenges',
      next: 'Next page of challenges',
      previous: 'Previous page of challenges',
      asked: [24, 0],
    },
    {
      setup: LEADERBOARD,
      offset: 10,
      limit: 10,
      total: 25,
      nav: 'Leaderboard pages',
      text: 'Showing 11–20 of 25',
      next: 'Next',
      previous: 'Previous',
      asked: [20, 0],
    },
  ])(
    'shows the range and total of a middle page as "$text", and pages by the limit both ways',
    async ({ setup, nav, text, next, previous, asked, ...props }) => {
      const { requested } = renderPagination(setup, props);
      expect(screen.getByRole('navigation', { name: nav }).textContent).toContain(text);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: next }));
      await user.click(screen.getByRole('button', { name: previous }));
      expect(requested).toEqual(asked);
    },
  );

  it('ends the last page at the total and disables Next', () => {
    renderPagination(USERS, { offset: 40, limit: 20, total: 57 });
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 41–57 of 57 users');
    expect((screen.getByRole('button', { name: 'Next page of users' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous page of users' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('never shows a range past the total on a page beyond the end (a hand-typed ?page=)', () => {
    renderPagination(LEADERBOARD, { offset: 90, limit: 10, total: 25 });
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 25–25 of 25');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables Previous on the first page', () => {
    renderPagination(USERS, { offset: 0, limit: 20, total: 57 });
    expect((screen.getByRole('button', { name: 'Previous page of users' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows no buttons when everything fits on one page, and nothing for an empty list', () => {
    const { rerender, container } = renderPagination(USERS, { offset: 0, limit: 20, total: 7 });
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 1–7 of 7 users');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Pagination what="users" offset={0} limit={20} total={0} onOffsetChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows just the count, in the singular for one, on a single page when asked to', () => {
    const { rerender } = renderPagination(CHALLENGES, { offset: 0, limit: 12, total: 7 });
    expect(screen.getByRole('navigation').textContent).toBe('7 challenges');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Pagination {...CHALLENGES} offset={0} limit={12} total={1} onOffsetChange={() => {}} />);
    expect(screen.getByRole('navigation').textContent).toBe('1 challenge');
  });
});
