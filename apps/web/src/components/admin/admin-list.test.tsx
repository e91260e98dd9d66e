import type { Page } from '@esdc/core/api';
import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Users } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { AdminList } from './admin-list';
import { ACCESS_DENIED } from './access-denied';

type Row = { id: number; name: string };

/** The parts of a list query AdminList reads. */
function query(state: Partial<UseQueryResult<Page<Row>>>): UseQueryResult<Page<Row>> {
  return { isPending: false, isError: false, isFetching: false, data: undefined, error: null, refetch: vi.fn(), ...state } as unknown as UseQueryResult<
    Page<Row>
  >;
}
const page = (items: Row[], total = items.length): Page<Row> => ({ items, total, limit: 20, offset: 0 });

function renderList(list: UseQueryResult<Page<Row>>, setOffset = vi.fn()) {
  render(
    <AdminList
      source={{ list, paging: { offset: 0, limit: 20, setOffset } }}
      what="users"
      one="user"
      none={{ icon: Users }}
      table={{ minWidth: 'min-w-[40rem]', columns: [{ header: 'Name', cell: (r) => r.name }] }}
      card={(r) => r.name}
    />,
  );
  return setOffset;
}

describe('AdminList', () => {
  it("says 'Loading users...' while the first page loads", () => {
    renderList(query({ isPending: true }));
    expect(screen.getAllByText('Loading users...').length).toBeGreaterThan(0);
  });

  it("shows a failure with 'Try Again', which loads it again", () => {
    const list = query({ isError: true, error: new ApiError(500, 'Server error') });
    renderList(list);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load users');
    expect(screen.getByRole('alert').textContent).toContain('Server error');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(list.refetch).toHaveBeenCalled();
  });

  it('says Access Denied when the server refuses the admin role (403)', () => {
    renderList(query({ isError: true, error: new ApiError(403, 'Forbidden') }));
    expect(screen.getByRole('alert').textContent).toContain(ACCESS_DENIED);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('shows the empty state when no row matches, and announces 0 found', () => {
    renderList(query({ data: page([]) }));
    expect(screen.getByText('No users found')).toBeTruthy();
    expect(screen.getByText('0 users found')).toBeTruthy();
  });

  it('shows the rows as cards and as a table, with the paging, and announces the total', () => {
    const setOffset = renderList(query({ data: page([{ id: 1, name: 'Priya Raman' }], 21) }));
    expect(screen.getByRole('list', { name: 'Users' }).textContent).toBe('Priya Raman');
    expect(within(screen.getByRole('table', { name: 'Users' })).getByRole('rowheader').textContent).toBe('Priya Raman');
    expect(screen.getByText('21 users found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page of users' }));
    expect(setOffset).toHaveBeenCalledWith(20);
  });

  it("announces a single row as '1 user found'", () => {
    renderList(query({ data: page([{ id: 1, name: 'Priya Raman' }]) }));
    expect(screen.getByText('1 user found')).toBeTruthy();
  });

  it('announces nothing while the next page is being fetched', () => {
    renderList(query({ data: page([{ id: 1, name: 'Priya Raman' }]), isFetching: true }));
    expect(screen.queryByText(/found$/)).toBeNull();
  });
});
