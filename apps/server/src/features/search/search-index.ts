import type { Engine } from '../../db/client.ts';
import { searchPostgres } from './search-index-postgres.ts';
import type { Db } from '../../db/db.ts';
import type { IndexAnswer, IndexQuery } from './search-index-query.ts';
import { searchSqlite } from './search-index-sqlite.ts';

/*
 * The search index adapter (DESIGN: "the few places the engines differ (full-text search, ...) live behind one small
 * adapter per concern with an implementation for each engine"). Migration 015 builds the index (SQLite FTS5,
 * PostgreSQL tsvector) and its triggers; this runs the query.
 */

/**
 * Searches the index on the database's engine. Relevance: a match in the title outranks one in the rest of the text,
 * and an exact word outranks a word it only begins (the last term is also searched as a prefix of two or more
 * characters, so "ardu" finds Arduino).
 * @param engine the engine of `db`
 * @param query terms (must be non-empty), types, visibility and the page
 */
export function searchIndex(db: Db, engine: Engine, query: IndexQuery): Promise<IndexAnswer> {
  return engine === 'postgres' ? searchPostgres(db, query) : searchSqlite(db, query);
}
