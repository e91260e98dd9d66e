import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

function renderPagination(props: { offset: number; limit: number; total: number }) {
  const requested: number[] = [];
  const view = render(<Pagination what="users" {...props} onOffsetChange={(o) => requested.push(o)} />);
  return { ...view, requested };
}

describe('Pagination', () => {
  it('shows the range and total of a middle page, and pages by the limit both ways', async () => {
    const { requested } = renderPagination({ offset: 20, limit: 20, total: 1057 });
    expect(screen.getByRole('navigation', { name: 'Pages of users' }).textContent).toContain('Showing 21–40 of 1,057 users');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page of users' }));
    await user.click(screen.getByRole('button', { name: 'Previous page of users' }));
    expect(requested).toEqual([40, 0]);
  });

  it('ends the last page at the total and disables Next', () => {
    renderPagination({ offset: 40, limit: 20, total: 57 });
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 41–57 of 57 users');
    expect((screen.getByRole('button', { name: 'Next page of users' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous page of users' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables Previous on the first page', () => {
    renderPagination({ offset: 0, limit: 20, total: 57 });
    expect((screen.getByRole('button', { name: 'Previous page of users' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows no buttons when everything fits on one page, and nothing for an empty list', () => {
    const { rerender, container } = renderPagination({ offset: 0, limit: 20, total: 7 });
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 1–7 of 7 users');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Pagination what="users" offset={0} limit={20} total={0} onOffsetChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
