import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/client.ts';
import { retryCatalogRace } from '../test/harness.ts';

/*
 * A cheap fingerprint of the whole database, so the fuzz suite can tell whether a refused request changed
 * anything: for every table its row count, the total length of the text form of all its values (a null counts
 * as -1), the total of its number columns, and the latest value of each time column. A few queries (SQLite joins at
 * most 64 tables in one), built once from the database's own catalogue, on SQLite and on PostgreSQL.
 */

/** Table → column → aggregate → value (as text, so SQLite numbers and PostgreSQL bigints compare alike). */
export type Fingerprint = Record<string, string>;

/** Tables fingerprinted by one query (SQLite joins at most 64 tables). */
const TABLES_PER_QUERY = 40;

const NUMERIC = /^(integer|int|int2|int4|int8|bigint|smallint|real|double precision|float4|float8|numeric)$/i;

/**
 * Builds a function that fingerprints the database.
 * @param database the test database (its schema is used on PostgreSQL)
 * @returns an async function answering the current {@link Fingerprint}
 */
export async function fingerprinter(database: Database): Promise<() => Promise<Fingerprint>> {
  const tables = (await retryCatalogRace(database, () => database.db.introspection.getTables())).filter(
    (t) => !t.isView && (database.engine !== 'postgres' || t.schema === database.schema),
  );
  if (tables.length === 0) throw new Error('fingerprint: no tables found');
  const parts: RawBuilder<unknown>[] = [];
  /** [alias in the result row, readable name]. */
  const names: [string, string][] = [];
  tables.forEach((table, ti) => {
    const aggregates: RawBuilder<unknown>[] = [];
    const add = (expression: RawBuilder<unknown>, alias: string, name: string) => {
      aggregates.push(sql`${expression} as ${sql.ref(alias)}`);
      names.push([alias, name]);
    };
    add(sql`count(*)`, `t${ti}_rows`, `${table.name}.rows`);
    const lengths = table.columns.map((c) => sql`coalesce(length(cast(${sql.ref(c.name)} as text)), -1)`);
    add(sql`coalesce(sum(${sql.join(lengths, sql` + `)}), 0)`, `t${ti}_len`, `${table.name}.text length`);
    const numbers = table.columns.filter((c) => NUMERIC.test(c.dataType)).map((c) => sql`coalesce(cast(${sql.ref(c.name)} as bigint), 0)`);
    if (numbers.length) add(sql`coalesce(sum(${sql.join(numbers, sql` + `)}), 0)`, `t${ti}_sum`, `${table.name}.number total`);
    table.columns.forEach((column, ci) => {
      if (column.name.endsWith('_at') || column.name === 'last_active') {
        add(sql`max(cast(${sql.ref(column.name)} as text))`, `t${ti}_c${ci}_max`, `${table.name}.${column.name} latest`);
      }
    });
    parts.push(sql`(select ${sql.join(aggregates)} from ${sql.table(table.name)}) as ${sql.ref(`t${ti}`)}`);
  });
  const queries: RawBuilder<Record<string, unknown>>[] = [];
  for (let i = 0; i < parts.length; i += TABLES_PER_QUERY)
    queries.push(sql<Record<string, unknown>>`select * from ${sql.join(parts.slice(i, i + TABLES_PER_QUERY), sql` cross join `)}`);
  return async () => {
    const row: Record<string, unknown> = {};
    for (const query of queries) Object.assign(row, (await query.execute(database.db)).rows[0] ?? {});
    const out: Fingerprint = {};
    for (const [alias, name] of names) {
      const v = row[alias];
      out[name] = v === null || v === undefined ? '' : String(v);
    }
    return out;
  };
}

/**
 * Lists what differs between two fingerprints.
 * @returns 'table.aggregate: before → after' lines, empty when equal
 */
export function fingerprintDiff(before: Fingerprint, after: Fingerprint): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => before[k] !== after[k]).map((k) => `${k}: ${before[k]} → ${after[k]}`);
}
