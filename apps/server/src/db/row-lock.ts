import { PostgresAdapter, type Kysely, type SelectQueryBuilder } from 'kysely';
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

/**
 * Like {@link forUpdate}, but the lock (`for no key update`) lets other transactions insert rows that reference the
 * locked one. For a parent row whose children are inserted, then counted, under it (a thread's replies): `for update`
 * would deadlock with the key-share lock each child's foreign key takes on the parent.
 * @param query a select inside a transaction
 * @param engine the database engine
 * @returns the same select, locking on PostgreSQL
 */
export function forNoKeyUpdate<DBT, TB extends keyof DBT, O>(query: SelectQueryBuilder<DBT, TB, O>, engine: Engine): SelectQueryBuilder<DBT, TB, O> {
  return engine === 'postgres' ? query.forNoKeyUpdate() : query;
}

/**
 * The engine behind a Kysely instance or transaction, for code that receives only the query builder (seeding, shared
 * helpers called inside a transaction).
 */
export function engineOf(db: Pick<Kysely<unknown>, 'getExecutor'>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
