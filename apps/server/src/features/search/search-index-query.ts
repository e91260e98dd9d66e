import type { SearchResultType } from '@esdc/core/search';
import type { RawBuilder } from 'kysely';

/* The query and answer of the search index adapter (./search-index.ts), shared by its two implementations. */

/** A query for the index: safe terms (letters and digits only), the types wanted, who may see what, a page. */
export interface IndexQuery {
  /** Lower-case words of the query (core `searchTerms`): every one must match; the last also as a prefix. */
  terms: readonly string[];
  /** The result types to rank and page (the counts always cover every type). */
  types: readonly SearchResultType[];
  /**
   * Whether the viewer may see a document, given the engine's expressions for "the document is of this type" and
   * "the id of its row" (SQLite reads both from the row id, without loading the stored text).
   */
  visible: (columns: IndexColumns) => RawBuilder<boolean>;
  limit: number;
  offset: number;
}

/** How an engine's SQL names a document's type test and the id of its source row. */
export interface IndexColumns {
  /** A condition: the document is of this type. */
  isType: (type: SearchResultType) => RawBuilder<boolean>;
  /** The id of the document's source row (an integer expression). */
  refId: RawBuilder<number>;
}

/** One ranked hit: what it is (type and the id of its row). */
export interface IndexHit {
  type: SearchResultType;
  ref_id: number;
}

/** What the index answers: visible matches per type, and the requested page of `types`, best first. */
export interface IndexAnswer {
  counts: Map<SearchResultType, number>;
  hits: IndexHit[];
}

/** Shortest last term searched as a prefix too (one letter would match most of the index). */
export const PREFIX_MIN = 2;
