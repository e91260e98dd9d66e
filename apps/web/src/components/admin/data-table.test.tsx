import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

const rows = [
  { id: 1, title: 'Weather station', likes: 12 },
  { id: 2, title: 'Line follower', likes: 3 },
];

describe('DataTable', () => {
  it('is a named, focusable region with a captioned table, one row per item headed by its first column', () => {
    render(
      <DataTable
        label="Projects"
        minWidth="min-w-[52rem]"
        rows={rows}
        columns={[
          { header: 'Title', cell: (r) => r.title },
          { header: 'Likes', numeric: true, cell: (r) => r.likes },
          { header: 'Actions', alignRight: true, cell: (r) => <button type="button">Edit {r.title}</button> },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Projects' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'Projects' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Likes', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Weather station', 'Line follower']);
    const likes = within(table).getByText('12');
    expect(likes.className).toContain('text-right');
    expect(likes.className).toContain('tabular-nums');
    expect(within(table).getAllByRole('columnheader').at(2)?.className).toContain('text-right');
  });

  it('without a row header every cell is a plain cell', () => {
    render(<DataTable label="Audit log" minWidth="min-w-[56rem]" rows={rows} rowHeader={false} columns={[{ header: 'Title', cell: (r) => r.title }]} />);
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Weather station', 'Line follower']);
  });
});
