import type { SelectQueryBuilder } from 'kysely';
import type { Engine } from './client.ts';

/**
 * Locks the rows a select reads until the transaction ends (DESIGN Database: one small adapter per
 * concern where the engines differ). PostgreSQL takes row locks with `for update`; SQLite has no such
 * clause and needs none, because its single connection runs one transaction at a time.
 * @param query a select inside a transaction
 * @param engine the database engine
 * @returns the same select, locking on PostgreSQL
 */
export function forUpdate<DBT, TB extends keyof DBT, O>(query: SelectQueryBuilder<DBT, TB, O>, engine: Engine): SelectQueryBuilder<DBT, TB, O> {
  return engine === 'postgres' ? query.forUpdate() : query;
}
