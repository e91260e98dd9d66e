import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFilterParams, type FilterParams } from './use-filter-params';

/** Renders the hook at `address` (the router's and the window's), handing it out and showing the address it leads to. */
function renderHookAt(address: string, resetOnChange?: readonly string[]) {
  window.history.replaceState(null, '', address);
  const hook: { current?: FilterParams } = {};
  function Probe() {
    hook.current = useFilterParams(resetOnChange);
    const location = useLocation();
    return <p data-testid="search">{location.search}</p>;
  }
  render(
    <MemoryRouter initialEntries={[address]}>
      <Probe />
    </MemoryRouter>,
  );
  return hook as { current: FilterParams };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('useFilterParams', () => {
  it('pageTo keeps the filters and writes the 1-based page that starts at the offset', () => {
    const hook = renderHookAt('/list?q=uart&page=3');
    act(() => hook.current.pageTo(12)(24));
    expect(screen.getByTestId('search').textContent).toBe('?q=uart&page=3');
    act(() => hook.current.pageTo(12)(36));
    expect(screen.getByTestId('search').textContent).toBe('?q=uart&page=4');
  });

  it('pageTo leaves the parameter out for the first page, and writes the key it is given', () => {
    const hook = renderHookAt('/events?page=2&cpage=2');
    act(() => hook.current.pageTo(6, 'cpage')(0));
    expect(screen.getByTestId('search').textContent).toBe('?page=2');
  });

  it('change sets and removes filters and drops the parameters a filter change resets', () => {
    const hook = renderHookAt('/list?q=uart&page=3', ['page']);
    act(() => hook.current.change({ q: '', status: 'open' }));
    expect(screen.getByTestId('search').textContent).toBe('?status=open');
  });
});
