import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LeaderboardPagination } from './leaderboard-pagination';

describe('LeaderboardPagination', () => {
  it('shows the ranks on screen and pages by ten', async () => {
    const requested: number[] = [];
    render(<LeaderboardPagination offset={10} limit={10} total={25} onOffsetChange={(o) => requested.push(o)} />);
    expect(screen.getByRole('navigation', { name: 'Leaderboard pages' }).textContent).toContain('Showing 11–20 of 25');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(requested).toEqual([20, 0]);
  });

  it('never shows a range past the total on a page beyond the end (a hand-typed ?page=)', () => {
    render(<LeaderboardPagination offset={90} limit={10} total={25} onOffsetChange={() => {}} />);
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 25–25 of 25');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
