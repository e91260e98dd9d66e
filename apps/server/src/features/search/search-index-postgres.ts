import type { SearchResultType } from '@esdc/core/search';
import { sql } from 'kysely';
import { PREFIX_MIN, type IndexAnswer, type IndexColumns, type IndexQuery } from './search-index-query.ts';
import type { Db } from '../../db/db.ts';

const COLUMNS: IndexColumns = {
  isType: (type) => sql<boolean>`search_index.type = ${sql.lit(type)}`,
  refId: sql<number>`search_index.ref_id`,
};

/** ts_rank weights {D, C, B, A}: the title (A) counts five times the rest (B). */
const WEIGHTS = '{0.02, 0.05, 0.2, 1.0}';

/**
 * The tsquery text of some terms (for `to_tsquery('simple', search_fold(…))`): each a quoted lexeme (terms hold
 * letters and digits only, so no operator or quote can reach the parser), all required (`&`); the last is
 * `('t' | 't':*)` so an exact word ranks above a prefix.
 * @param terms safe lower-case terms (core `searchTerms`), at least one
 * @param weights restrict the lexemes to these weights ('A': the title only)
 */
function tsQueryText(terms: readonly string[], weights = ''): string {
  return terms
    .map((t, i) => {
      const quoted = `'${t.replace(/['\\]/g, '')}'`;
      return i === terms.length - 1 && t.length >= PREFIX_MIN
        ? `(${quoted}${weights ? `:${weights}` : ''} | ${quoted}:*${weights})`
        : `${quoted}${weights ? `:${weights}` : ''}`;
    })
    .join(' & ');
}

/**
 * PostgreSQL (tsvector + GIN) implementation of the search index adapter. Ranks documents whose title (weight A) holds
 * every term first, then by ts_rank (title five times the rest; a whole word above a prefix).
 */
export async function searchPostgres(db: Db, query: IndexQuery): Promise<IndexAnswer> {
  const tsquery = sql`to_tsquery('simple'::regconfig, search_fold(${tsQueryText(query.terms)}))`;
  const titleQuery = sql`to_tsquery('simple'::regconfig, search_fold(${tsQueryText(query.terms, 'A')}))`;
  const visible = query.visible(COLUMNS);
  const countRows = await sql<{ type: SearchResultType; n: number }>`
    select search_index.type as type, count(*) as n from search_index
    where search_index.document @@ ${tsquery} and ${visible}
    group by search_index.type`.execute(db);
  const counts = new Map(countRows.rows.map((r) => [r.type, Number(r.n)]));
  const wanted = query.types.reduce((n, t) => n + (counts.get(t) ?? 0), 0);
  if (wanted === 0 || query.offset >= wanted) return { counts, hits: [] };
  const types = sql.join(query.types.map((t) => sql.lit(t)));
  const hits = await sql<{ type: SearchResultType; ref_id: number }>`
    select search_index.type as type, search_index.ref_id as ref_id
    from search_index, ${tsquery} as q(query), ${titleQuery} as tq(query)
    where search_index.document @@ q.query and search_index.type in (${types}) and ${visible}
    order by search_index.document @@ tq.query desc, ts_rank(${WEIGHTS}::float4[], search_index.document, q.query) desc, search_index.type, search_index.ref_id
    limit ${query.limit} offset ${query.offset}`.execute(db);
  return { counts, hits: hits.rows.map((r) => ({ type: r.type, ref_id: Number(r.ref_id) })) };
}
