import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar';

interface Values {
  q: string;
  kind: string;
  sort: string;
}

const KINDS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

/** A bar over `values`, recording every change it asks for. */
function renderBar({ debounce, showSort = true }: { debounce?: boolean; showSort?: boolean } = {}) {
  const changes: Partial<Values>[] = [];
  function Harness() {
    const [values, setValues] = useState<Values>({ q: '', kind: '', sort: 'new' });
    return (
      <FilterBar
        label="Filter things"
        className="flex"
        search={{ id: 'things-search', label: 'Search things', placeholder: 'Name' }}
        query="q"
        debounce={debounce}
        selectsClassName="grid"
        values={values}
        onChange={(next) => {
          changes.push(next);
          setValues((v) => ({ ...v, ...next }));
        }}
        selects={[
          { name: 'kind', id: 'things-kind', label: 'Kind', allLabel: 'All kinds', options: KINDS, className: 'w-40' },
          showSort && { name: 'sort', id: 'things-sort', label: 'Sort by', options: ['new', 'old'] },
        ]}
      />
    );
  }
  const view = render(<Harness />);
  return { ...view, changes };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FilterBar', () => {
  it('is a named search landmark: the search box, then each labelled select in order, the "all" choice first', () => {
    const { container } = renderBar();
    const form = screen.getByRole('search', { name: 'Filter things' });
    expect(form.tagName).toBe('FORM');
    const fields = [...container.querySelectorAll('input, select')].map((el) => el.id);
    expect(fields).toEqual(['things-search', 'things-kind', 'things-sort']);
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toBeTruthy();
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect([...kind.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['All kinds', 'Alpha', 'Beta']);
    expect(kind.parentElement?.className).toContain('w-40');
    expect(kind.parentElement?.parentElement?.className).toBe('grid');
  });

  it('leaves out a select given as false', () => {
    renderBar({ showSort: false });
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });

  it('applies a select at once, under its name', () => {
    const { changes } = renderBar();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'b' } });
    expect(changes).toEqual([{ kind: 'b' }]);
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('b');
  });

  it('searches for the trimmed text 300 ms after typing, and at once on Enter', () => {
    vi.useFakeTimers();
    const { changes } = renderBar();
    const box = screen.getByRole('searchbox', { name: 'Search things' });
    fireEvent.change(box, { target: { value: ' uart ' } });
    expect(changes).toEqual([]);
    act(() => void vi.advanceTimersByTime(300));
    expect(changes).toEqual([{ q: 'uart' }]);
    fireEvent.change(box, { target: { value: 'spi' } });
    fireEvent.submit(box.closest('form')!);
    expect(changes).toEqual([{ q: 'uart' }, { q: 'spi' }]);
  });

  it('without debounce, applies every keystroke as typed', () => {
    const { changes } = renderBar({ debounce: false });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search things' }), { target: { value: 'ad ' } });
    expect(changes).toEqual([{ q: 'ad ' }]);
  });
});
