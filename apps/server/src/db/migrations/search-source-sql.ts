import type { Engine } from '../client.ts';

/**
 * One source of the search index: a table whose rows are searchable, the text its documents are built from, and
 * the tables whose rows are part of that text (tags, technologies). SPEC §2 Search.
 */
export interface SearchSource {
  /** The result type (SEARCH_RESULT_TYPES in core search.ts). */
  type: string;
  /** 0–15 ({@link SEARCH_ROW_CODES}): the SQLite row id of a document is {@link searchRowId}, so a document is found by its row id. */
  code: number;
  table: string;
  /** The columns whose change re-indexes a row (not counters such as views, likes, stock or points). */
  columns: string[];
  /** SQL over alias `s` (a row of `table`): the text searched with the most weight. */
  title: string;
  /** SQL over alias `s`: the rest of the searchable text; `agg(select)` stands for the engine's string aggregate. */
  body: (agg: (expr: string, from: string) => string) => string;
  /** Child tables whose rows belong to the document: the column naming the parent row. */
  children: { table: string; key: string }[];
}

/**
 * The SQLite type code of each result type. Migration 015 gave a document the row id `ref_id * 8 + code`, code 0–7
 * (ids are below 2^31, so `ref_id * 8` stays below 2^34); codes 8–15 add `2^34` to that, keeping the three low bits
 * as `code % 8`, so every row id written before stays valid: {@link searchRowId}. The search feature reads type and
 * id back from the row id (features/search/search-index-sqlite.ts), never from the stored columns.
 */
export const SEARCH_ROW_CODES: Readonly<Record<string, number>> = {
  resource: 0,
  user: 1,
  product: 2,
  blog: 3,
  project: 4,
  course: 5,
  event: 6,
  doc: 7,
  thread: 8,
};

/** 2^34: the row id offset of the type codes 8–15. */
export const SEARCH_ROW_BANK = 17_179_869_184;

/**
 * A document's SQLite row id, as SQL: `id * 8 + code % 8`, plus 2^34 for the codes 8–15.
 * @param id SQL expression of the source row's id
 * @param code the type code, 0–15
 */
export function searchRowId(id: string, code: number): string {
  const bank = Math.floor(code / 8);
  return `${id} * 8 + ${code % 8}${bank ? ` + ${bank * SEARCH_ROW_BANK}` : ''}`;
}

/** The SQL statements that keep one source's documents in the search index, for one engine. */
export interface SearchSourceSql {
  /** Insert-select of the documents of `source` whose id satisfies `where` (SQL over alias `s`). */
  insertDocuments(source: SearchSource, where: string): string;
  /** Deletes the document of the row whose id is the SQL expression `id`. */
  deleteDocument(source: SearchSource, id: string): string;
  /** Deletes and re-inserts the document of the row whose id is the SQL expression `id` (two statements, each ended). */
  refresh(source: SearchSource, id: string): string;
}

/**
 * The index statements of the search migrations (015 and the ones after it), written once for both engines:
 * SQLite's FTS5 table keyed by row id ({@link searchRowId}), PostgreSQL's table keyed by (type, ref_id).
 * @param engine the database engine the migration runs on
 */
export function searchSourceSql(engine: Engine): SearchSourceSql {
  const agg =
    engine === 'postgres'
      ? (expr: string, from: string) => `coalesce((select string_agg(${expr}, ' ') from ${from}), '')`
      : (expr: string, from: string) => `coalesce((select group_concat(${expr}, ' ') from ${from}), '')`;
  const insertDocuments = (source: SearchSource, where: string) =>
    engine === 'postgres'
      ? `insert into search_index (type, ref_id, title, body) select '${source.type}', s.id, ${source.title}, ${source.body(agg)} from ${source.table} s where ${where}`
      : `insert into search_index (rowid, type, ref_id, title, body) select ${searchRowId('s.id', source.code)}, '${source.type}', s.id, ${source.title}, ${source.body(agg)} from ${source.table} s where ${where}`;
  const deleteDocument = (source: SearchSource, id: string) =>
    engine === 'postgres'
      ? `delete from search_index where type = '${source.type}' and ref_id = ${id}`
      : `delete from search_index where rowid = ${searchRowId(id, source.code)}`;
  return {
    insertDocuments,
    deleteDocument,
    refresh: (source, id) => `${deleteDocument(source, id)}; ${insertDocuments(source, `s.id = ${id}`)};`,
  };
}
