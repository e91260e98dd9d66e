import type { ReactNode } from 'react';
import { TableScroll, tdClass, thClass } from './table-scroll';

/** One column of a {@link DataTable}. */
export type Column<T> = {
  header: string;
  /** The cell of a row. */
  cell: (row: T) => ReactNode;
  /** Figures: right-aligned in a monospace font with even digits. */
  numeric?: boolean;
  /** Right-aligns the header (e.g. Actions, whose buttons sit at the right). */
  alignRight?: boolean;
  /** More classes of the body cell (e.g. whitespace-nowrap). */
  className?: string;
};

/**
 * A table of the admin panel for wider screens (SPEC §2 Admin panel tables): in a named, keyboard-scrollable region,
 * with a screen-reader caption, a header row and one row per item. The first column heads its row
 * (`<th scope="row">`) unless `rowHeader` is false.
 * @param label the region's name and the caption
 * @param minWidth the table's least width (a Tailwind class), below which the region scrolls
 * @param rowClassName more classes of each row (default: a hover tint)
 */
export function DataTable<T extends { id: number }>({
  label,
  minWidth,
  rows,
  columns,
  rowHeader = true,
  rowClassName = 'hover:bg-surface-2/60',
}: {
  label: string;
  minWidth: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowHeader?: boolean;
  rowClassName?: string;
}) {
  const right = (c: Column<T>) => c.numeric || c.alignRight;
  return (
    <TableScroll label={label}>
      <table className={`w-full ${minWidth} border-collapse text-sm`}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={right(c) ? `${thClass} text-right` : thClass}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={`last:[&>*]:border-b-0 ${rowClassName}`}>
              {columns.map((c, i) => {
                const className = [tdClass, c.numeric ? 'text-right font-mono tabular-nums' : '', c.className ?? ''].filter(Boolean).join(' ');
                return rowHeader && i === 0 ? (
                  <th key={c.header} scope="row" className={`${className} text-left font-semibold`}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={className}>
                    {c.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The first cell of an admin row: its title (a link, or a name) over a small muted line (its category).
 * @param sub the line under the title; nothing when empty
 */
export function TitleCell({ title, sub }: { title: ReactNode; sub?: ReactNode }) {
  return (
    <span className="flex flex-col">
      {title}
      {sub ? <span className="text-xs font-normal text-muted">{sub}</span> : null}
    </span>
  );
}
