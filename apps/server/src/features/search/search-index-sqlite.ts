import type { SearchResultType } from '@esdc/core/search';
import { sql } from 'kysely';
import { SEARCH_ROW_BANK, SEARCH_ROW_CODES } from '../../db/migrations/search-source-sql.ts';
import { PREFIX_MIN, type IndexAnswer, type IndexColumns, type IndexQuery } from './search-index-query.ts';
import type { Db } from '../../db/db.ts';

/** Type code (db/migrations/search-source-sql.ts: a document's row id is `ref_id * 8 + code % 8 + 2^34 * ⌊code / 8⌋`) by type, and back. */
const CODES = new Map(Object.entries(SEARCH_ROW_CODES) as [SearchResultType, number][]);
const TYPES = new Map([...CODES].map(([type, code]) => [code, type]));
/** The code of a type; -1 (no row id's remainder) for a type without a source. */
const codeOf = (type: SearchResultType) => CODES.get(type) ?? -1;
const BANK = sql.lit(SEARCH_ROW_BANK);
/** The type code of a row id, as SQL. */
const CODE = sql`(search_index.rowid % 8 + (search_index.rowid / ${BANK}) * 8)`;

/**
 * Type and source id read from the row id: reading the unindexed columns would load each match's stored text
 * (ten times slower on a query matching thousands of documents).
 */
const COLUMNS: IndexColumns = {
  isType: (type) => sql<boolean>`${CODE} = ${sql.lit(codeOf(type))}`,
  refId: sql<number>`((search_index.rowid % ${BANK}) >> 3)`,
};

/** Column weights of bm25 (type, ref_id, title, body): a title match counts twenty times a body match. */
const BM25 = sql.raw('bm25(search_index, 0.0, 0.0, 20.0, 1.0)');

/**
 * The FTS5 query of some terms: each a quoted string (terms hold letters and digits only, so no operator or quote
 * can reach FTS5), all required; the last is `("t" OR "t"*)` so an exact word scores above a prefix.
 * @param terms safe lower-case terms (core `searchTerms`), at least one
 */
function ftsQuery(terms: readonly string[]): string {
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
  const visible = query.visible(COLUMNS);
  const countRows = await sql<{ code: number; n: number }>`
    select ${CODE} as code, count(*) as n from search_index
    where search_index match ${match} and ${visible}
    group by ${CODE}`.execute(db);
  const counts = new Map(countRows.rows.flatMap((r) => (TYPES.has(Number(r.code)) ? [[TYPES.get(Number(r.code))!, Number(r.n)] as const] : [])));
  const wanted = query.types.reduce((n, t) => n + (counts.get(t) ?? 0), 0);
  if (wanted === 0 || query.offset >= wanted) return { counts, hits: [] };
  const codes = sql.join(query.types.map((t) => sql.lit(codeOf(t))));
  const hits = await sql<{ id: number }>`
    select search_index.rowid as id from search_index
    where search_index match ${match} and ${CODE} in (${codes}) and ${visible}
    order by search_index.rowid in (select rowid from search_index where search_index match ${`title : (${match})`}) desc, ${BM25}, search_index.rowid
    limit ${query.limit} offset ${query.offset}`.execute(db);
  return {
    counts,
    hits: hits.rows.map((r) => {
      const id = Number(r.id);
      const bank = Math.floor(id / SEARCH_ROW_BANK);
      return { type: TYPES.get((id % 8) + bank * 8)!, ref_id: Math.floor((id - bank * SEARCH_ROW_BANK) / 8) };
    }),
  };
}
