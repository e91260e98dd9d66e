import type { Actor } from '@esdc/core/permissions';
import { SEARCH_CATEGORIES, SEARCH_CATEGORY_TYPES, SEARCH_RESULT_TYPES, searchTerms, type SearchResultType } from '@esdc/core/search';
import type { SearchAnswer, SearchCounts, SearchQuery, SearchResult } from '@esdc/core/search-schemas';
import { sql } from 'kysely';
import type { Database } from '../../db/client.ts';
import type { SearchDraft, SearchSource } from '../../platform/search-source.ts';
import { searchIndex } from './search-index.ts';
import type { Db } from '../../db/db.ts';
import type { IndexColumns, IndexHit, IndexQuery } from './search-index-query.ts';
import { buildSnippet } from './search-snippet.ts';

/*
 * Site search (SPEC §2 Search): the index (./search-index.ts) finds and ranks, this service decides
 * what the viewer may see — by joining back to each source with the rules of its own list endpoint — and turns hits
 * into results (title, address, snippet, image, meta line).
 */

/** Who searches: a signed-in member or nobody. */
export type SearchViewer = Actor | null;

/**
 * Whether the viewer may see a document of the index: its source row passes the rule of the feature's own list (the
 * features' search sources: active members; products not hidden unless the viewer is their seller or an admin;
 * published posts, drafts to their author and editors; published courses, unpublished ones to their instructor and
 * editors; events that are not drafts, drafts to their managers and admins; every project, documentation article and
 * learning resource).
 * @param sources one search source per result type
 * @param viewer the signed-in member or null
 * @returns the condition, given the engine's expressions for a document's type and source id
 */
function visibleDocuments(sources: readonly SearchSource[], viewer: SearchViewer): IndexQuery['visible'] {
  return ({ isType, refId }: IndexColumns) =>
    sql<boolean>`(${sql.join(
      sources.map((source) => sql<boolean>`(${isType(source.type)} and ${source.visible(viewer, refId)})`),
      sql` or `,
    )})`;
}

const noCounts = (): SearchCounts => ({ all: 0, users: 0, products: 0, blogs: 0, projects: 0, courses: 0, events: 0, docs: 0, resources: 0, forum: 0 });

/**
 * Searches everything the viewer may see (`GET /api/search`): counts per category for the tabs, and the requested
 * category's page of results, best first. A query without letters or digits finds nothing.
 * @param database the open database (its engine picks the index implementation)
 * @param sources one search source per result type (the features' manifests)
 * @param viewer the signed-in member or null
 * @param query q (canonical, ≤ 100 characters), category and page
 */
export async function search(database: Database, sources: readonly SearchSource[], viewer: SearchViewer, query: SearchQuery): Promise<SearchAnswer> {
  const terms = searchTerms(query.q);
  const counts = noCounts();
  if (terms.length === 0) return { query: query.q, category: query.category, counts, total: 0, results: [] };
  const types = query.category === 'all' ? SEARCH_RESULT_TYPES : [SEARCH_CATEGORY_TYPES[query.category]];
  const answer = await searchIndex(database.db, database.engine, {
    terms,
    types,
    visible: visibleDocuments(sources, viewer),
    limit: query.limit,
    offset: query.offset,
  });
  for (const category of SEARCH_CATEGORIES) {
    if (category === 'all') continue;
    counts[category] = answer.counts.get(SEARCH_CATEGORY_TYPES[category]) ?? 0;
    counts.all += counts[category];
  }
  const results = await hydrate(database.db, sources, viewer, answer.hits, terms);
  return { query: query.q, category: query.category, counts, total: counts[query.category], results };
}

/** The ids of the hits of one type. */
const idsOf = (hits: readonly IndexHit[], type: SearchResultType) => hits.filter((h) => h.type === type).map((h) => h.ref_id);

/**
 * Turns hits into results in their order (one query or a few per type on the page; a row gone since is skipped).
 * @param terms the query's terms (for the snippets)
 */
async function hydrate(
  db: Db,
  sources: readonly SearchSource[],
  viewer: SearchViewer,
  hits: readonly IndexHit[],
  terms: readonly string[],
): Promise<SearchResult[]> {
  if (hits.length === 0) return [];
  const drafts = new Map<string, SearchDraft & { type: SearchResultType }>();
  await Promise.all(
    sources.map(async (source) => {
      const ids = idsOf(hits, source.type);
      if (ids.length === 0) return;
      for (const draft of await source.load(db, viewer, ids)) drafts.set(`${source.type}:${draft.id}`, { ...draft, type: source.type });
    }),
  );
  return hits.flatMap((hit) => {
    const draft = drafts.get(`${hit.type}:${hit.ref_id}`);
    if (!draft) return [];
    const { text, ...result } = draft;
    return [{ ...result, snippet: buildSnippet(text, terms) }];
  });
}
