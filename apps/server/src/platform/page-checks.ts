import { INT32_MAX } from '@esdc/core/input';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema.ts';

/*
 * The building blocks of the existence checks a feature gives for its `:param` pages (its manifest's `pages`): the
 * server answers 404 with the app's not-found page when the thing a page shows does not exist, rather than a soft 404.
 */

/**
 * Answers whether the thing a page with these `:name` params shows exists.
 * @param db the database
 * @param params the page's path parameters, as typed in the address (unvalidated)
 */
export type PageCheck = (db: Kysely<DB>, params: Record<string, string>) => Promise<boolean>;

/**
 * A plain decimal id within the column range, or null.
 * @param value a path parameter as typed
 */
export function idOf(value: string | undefined): number | null {
  if (!value || !/^[0-9]{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= INT32_MAX ? id : null;
}

/**
 * A slug or code of at most `max` characters without NUL, or null.
 * @param value a path parameter as typed
 */
export function textOf(value: string | undefined, max: number): string | null {
  if (!value || value.length > max || value.includes('\u0000')) return null;
  return value;
}

/**
 * Whether a query found a row.
 * @param query any query builder (Kysely's `select…`)
 */
export const found = async (query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> => (await query.executeTakeFirst()) !== undefined;

/**
 * A check for a page whose `:id` is a row of `table`, optionally only rows that pass `condition` (an SQL condition on
 * that row's columns, the same on SQLite and PostgreSQL).
 * @param table the table the id names a row of
 * @param condition the row must also pass this
 */
export function rowWithId(table: keyof DB & string, condition?: RawBuilder<unknown>): PageCheck {
  return async (db, { id }) => {
    const rowId = idOf(id);
    if (rowId === null) return false;
    const only = condition ? sql` and ${condition}` : sql``;
    return (await sql`select 1 from ${sql.table(table)} where id = ${rowId}${only}`.execute(db)).rows.length > 0;
  };
}

/**
 * A check for a page whose `:param` is a text key of `table` (a slug, a code).
 * @param table the table holding the key
 * @param column the key's column
 * @param max the key's longest length (a longer parameter finds nothing)
 * @param condition the row must also pass this
 */
export function rowWithKey(table: keyof DB & string, column: string, param: string, max: number, condition?: RawBuilder<unknown>): PageCheck {
  return async (db, params) => {
    const key = textOf(params[param], max);
    if (key === null) return false;
    const only = condition ? sql` and ${condition}` : sql``;
    return (await sql`select 1 from ${sql.table(table)} where ${sql.ref(column)} = ${key}${only}`.execute(db)).rows.length > 0;
  };
}
