import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ExportSection } from './account-data-entry.ts';

/** A column of table `T`. */
type Column<T extends keyof DB> = keyof DB[T] & string;

/** A column of the joined table `J`, written `'table.column'`, or `'table.column as name'` to export it under another name. */
type JoinedColumn<J extends keyof DB> = J extends keyof DB ? `${J}.${Column<J>}` | `${J}.${Column<J>} as ${string}` : never;

/**
 * Which of a member's rows of one table an export reads, and how (SPEC §2 Your data): every row whose `owner` column
 * (or `viewer`) is the member, with `columns` in that order (the JSON fields of each row, as stored), sorted by `orderBy`.
 */
interface MemberRows<T extends keyof DB & string, J extends keyof DB & string = never> {
  /** The table holding the rows. */
  table: T;
  /** The column holding the member's user id (default `user_id`). */
  owner?: Column<T>;
  /**
   * Instead of `owner`: the column holding the member's viewer key `user:<id>` (lib/view-counting.ts: the counted views
   * of a signed-in member).
   */
  viewer?: Column<T>;
  /** The exported columns, in order; a column of the joined table as `'table.column'` (see {@link JoinedColumn}). */
  columns: readonly (Column<T> | JoinedColumn<NoInfer<J>>)[];
  /**
   * A table joined on its `id` = this table's `on` (e.g. the challenge of a submission, for its title): an inner join,
   * or with `left`, a left join (its columns are null when the row is gone).
   */
  join?: { table: J; on: Column<T>; left?: true };
  /** The column the rows are sorted by, ascending; none: the engine's order. */
  orderBy?: Column<T>;
}

/** The database as {@link memberRows} queries it: table and column names come from a {@link MemberRows}, which the types check. */
type AnyTables = Record<string, Record<string, unknown>>;

/**
 * Reads a member's rows of one table (SPEC §2 Your data), inside the export's transaction.
 * @param trx the export's transaction
 * @param userId the member's user id
 * @param rows which rows and columns (see {@link MemberRows})
 * @returns the rows, each an object of the exported columns in their order
 */
export function memberRows<T extends keyof DB & string, J extends keyof DB & string = never>(
  trx: Transaction<DB>,
  userId: number,
  rows: MemberRows<T, J>,
): Promise<Record<string, unknown>[]> {
  const table: string = rows.table;
  const own = (column: string) => `${table}.${column}`;
  const db = trx as unknown as Transaction<AnyTables>;
  const from = db.selectFrom(table);
  const join = rows.join && { table: rows.join.table as string, left: rows.join.left, on: own(rows.join.on) };
  const joined = !join ? from : join.left ? from.leftJoin(join.table, `${join.table}.id`, join.on) : from.innerJoin(join.table, `${join.table}.id`, join.on);
  const select = joined
    .select(rows.columns.map((column) => (column.includes('.') ? column : own(column))))
    .where(own(rows.viewer ?? rows.owner ?? 'user_id'), '=', rows.viewer ? `user:${userId}` : userId);
  return (rows.orderBy ? select.orderBy(own(rows.orderBy)) : select).execute();
}

/**
 * An export section (SPEC §2 Your data) that is a member's rows of one table.
 * @param rows which rows and columns (see {@link MemberRows}), and the section's `key` in the export's `sections`
 * (default: the table's name); the section lists `rows.table` as the table it reads
 * @returns the section, whose `collect` returns the rows as {@link memberRows} reads them
 */
export function memberRowsSection<T extends keyof DB & string, J extends keyof DB & string = never>(rows: MemberRows<T, J> & { key?: string }): ExportSection {
  return { key: rows.key ?? rows.table, tables: [rows.table], collect: (trx, userId) => memberRows(trx, userId, rows) };
}
