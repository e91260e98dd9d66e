/*
 * Site search (SPEC §2 Search): the categories, result types, limits and messages. Zod-free so
 * the header and the search page can read them without loading zod; the query and answer shapes live in
 * ./search-schemas.ts.
 */

/**
 * The categories of `/search` and `GET /api/search?category=` (SPEC §2 Search "category (all, users, products, blogs,
 * projects)", plus courses, events, documentation articles, learning resources and forum threads).
 */
export const SEARCH_CATEGORIES = ['all', 'users', 'products', 'blogs', 'projects', 'courses', 'events', 'docs', 'resources', 'forum'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** The kinds of thing a result can be, one per category other than 'all'. */
export const SEARCH_RESULT_TYPES = ['user', 'product', 'blog', 'project', 'course', 'event', 'doc', 'resource', 'thread'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** The result type of each category other than 'all'. */
export const SEARCH_CATEGORY_TYPES: Readonly<Record<Exclude<SearchCategory, 'all'>, SearchResultType>> = {
  users: 'user',
  products: 'product',
  blogs: 'blog',
  projects: 'project',
  courses: 'course',
  events: 'event',
  docs: 'doc',
  resources: 'resource',
  forum: 'thread',
};

/** The tab label of each category on `/search`. */
export const SEARCH_CATEGORY_LABELS: Readonly<Record<SearchCategory, string>> = {
  all: 'All',
  users: 'Users',
  products: 'Products',
  blogs: 'Blogs',
  projects: 'Projects',
  courses: 'Courses',
  events: 'Events',
  docs: 'Docs',
  resources: 'Resources',
  forum: 'Forum',
};

/** Longest query, in characters (after trimming). */
export const SEARCH_QUERY_MAX = 100;
/** Results per page of `/search` (the API default `limit`). */
export const SEARCH_PAGE_SIZE = 20;
/** Largest `limit` of `GET /api/search`. */
export const SEARCH_MAX_LIMIT = 50;
/** Longest snippet text, in characters (about two lines of a result card). */
export const SEARCH_SNIPPET_MAX = 200;
/** At most this many terms of a query are searched for; the rest are ignored. */
export const SEARCH_MAX_TERMS = 8;

/** Texts of the search page, verbatim from SPEC §2 Search. */
export const SEARCH_MESSAGES = {
  searching: 'Searching...',
  noResults: 'No results found',
  noResultsHint: 'Try different keywords or categories',
  invalidCategory: 'Invalid search category',
  queryTooLong: `Search must be at most ${SEARCH_QUERY_MAX} characters long`,
} as const;

/**
 * The summary line of the results (SPEC §2 Search "'N results for "q"'").
 * @param count how many results the current tab has
 * @param query the query as searched (trimmed)
 */
export function searchResultsLine(count: number, query: string): string {
  return `${count} results for "${query}"`;
}

/**
 * The words of a query, as the server searches for them: runs of letters and digits (any script, accents kept;
 * the index folds them), lower-cased, duplicates dropped, at most {@link SEARCH_MAX_TERMS}. Operators, quotes and
 * punctuation are never passed to the search engine; they only separate words.
 * @param query raw query text
 * @returns the terms in order of first appearance, possibly none
 */
export function searchTerms(query: string): string[] {
  const words =
    query
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS);
}
