import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

/**
 * A query runner over the application's schema: the database itself or an open transaction. Reads and writes that
 * may run inside a caller's transaction take this type, so the caller decides whether they commit together.
 */
export type Db = Kysely<DB> | Transaction<DB>;
