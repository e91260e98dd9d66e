import type { FeatureKey } from '@esdc/core/features';
import type { Actor } from '@esdc/core/permissions';
import type { SearchResultType } from '@esdc/core/search';
import type { SearchResult } from '@esdc/core/search-schemas';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A result of the site search before its snippet: everything but the snippet and the type, and the text to cut it from. */
export type SearchDraft = Omit<SearchResult, 'snippet' | 'type'> & { text: string };

/**
 * One kind of search result a feature owns (SPEC §2 Search; its manifest's `search`): who may see which of its rows,
 * and how its rows read as results. The index itself (which rows, which words) is built by the search migrations'
 * triggers; the search feature ranks and pages, then asks the sources.
 */
export interface SearchSource {
  /** The result type of its rows in the index. */
  type: SearchResultType;
  /**
   * The site-wide switches of the feature that owns it (its manifest's `switch`, set by app.ts): while the club has
   * every one of them off, its rows are not searched (SPEC §3 Feature settings). Absent or empty: always searched.
   */
  switches?: readonly FeatureKey[];
  /**
   * Whether the viewer may see the row `refId`: the same rule as the feature's own list (a search never shows what
   * the list hides).
   * @param viewer the signed-in member or null
   * @param refId the engine's expression for the indexed row's id
   */
  visible(viewer: Actor | null, refId: RawBuilder<number>): RawBuilder<boolean>;
  /**
   * Its rows `ids` as results (a row gone since is left out; the order does not matter).
   * @param viewer the signed-in member or null (some details, as an event's meeting link, depend on who looks)
   */
  load(db: Kysely<DB> | Transaction<DB>, viewer: Actor | null, ids: readonly number[]): Promise<SearchDraft[]>;
}
