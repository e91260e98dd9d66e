import type { SearchResultType } from '@esdc/core/search';
import { sql } from 'kysely';
import { PREFIX_MIN, type Db, type IndexAnswer, type IndexQuery } from './search-index-query.ts';

/** Column weights of bm25 (type, ref_id, title, body): a title match counts twenty times a body match. */
const BM25 = sql.raw('bm25(search_index, 0.0, 0.0, 20.0, 1.0)');

/**
 * The FTS5 query of some terms: each a quoted string (terms hold letters and digits only, so no operator or quote
 * can reach FTS5), all required; the last is `("t" OR "t"*)` so an exact word scores above a prefix.
 * @param terms safe lower-case terms (core `searchTerms`), at least one
 */
export function ftsQuery(terms: readonly string[]): string {
  return terms
    .map((t, i) => {
      const quoted = `"${t.replaceAll('"', '')}"`;
      return i === terms.length - 1 && t.length >= PREFIX_MIN ? `(${quoted} OR ${quoted}*)` : quoted;
    })
    .join(' AND ');
}

/**
 * SQLite (FTS5) implementation of the search index adapter. Ranks documents whose title holds every term first, then
 * by bm25 (title weight 20, body 1; a whole word scores above a prefix, as it matches both halves of the last term).
 */
export async function searchSqlite(db: Db, query: IndexQuery): Promise<IndexAnswer> {
  const match = ftsQuery(query.terms);
  const countRows = await sql<{ type: SearchResultType; n: number }>`
    select search_index.type as type, count(*) as n from search_index
    where search_index match ${match} and ${query.visible}
    group by search_index.type`.execute(db);
  const counts = new Map(countRows.rows.map((r) => [r.type, Number(r.n)]));
  const wanted = query.types.reduce((n, t) => n + (counts.get(t) ?? 0), 0);
  if (wanted === 0 || query.offset >= wanted) return { counts, hits: [] };
  const types = sql.join(query.types.map((t) => sql.lit(t)));
  const hits = await sql<{ type: SearchResultType; ref_id: number }>`
    select search_index.type as type, search_index.ref_id as ref_id from search_index
    where search_index match ${match} and search_index.type in (${types}) and ${query.visible}
    order by search_index.rowid in (select rowid from search_index where search_index match ${`title : (${match})`}) desc, ${BM25}, search_index.rowid
    limit ${query.limit} offset ${query.offset}`.execute(db);
  return { counts, hits: hits.rows.map((r) => ({ type: r.type, ref_id: Number(r.ref_id) })) };
}
