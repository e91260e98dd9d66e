import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChallengePager } from './challenge-pager';

describe('ChallengePager', () => {
  it('shows the range on a later page and asks for the neighbouring offsets', async () => {
    const requested: number[] = [];
    render(<ChallengePager offset={12} limit={12} total={30} onOffsetChange={(o) => requested.push(o)} />);
    expect(screen.getByRole('navigation', { name: 'Pages of challenges' }).textContent).toContain('Showing 13–24 of 30 challenges');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page of challenges' }));
    await user.click(screen.getByRole('button', { name: 'Previous page of challenges' }));
    expect(requested).toEqual([24, 0]);
  });

  it('shows just the count, in the singular for one, when there is a single page', () => {
    const { rerender } = render(<ChallengePager offset={0} limit={12} total={7} onOffsetChange={() => {}} />);
    expect(screen.getByRole('navigation').textContent).toBe('7 challenges');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ChallengePager offset={0} limit={12} total={1} onOffsetChange={() => {}} />);
    expect(screen.getByRole('navigation').textContent).toBe('1 challenge');
  });
});
