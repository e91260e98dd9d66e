import { SEARCH_CATEGORIES, SEARCH_QUERY_MAX, type SearchCategory } from '@esdc/core/search';

/** A search as the address holds it (/search?q=&category=&page=). */
export interface SearchAddress {
  /** The query, trimmed and cut to 100 characters; '' for none. */
  q: string;
  category: SearchCategory;
  /** 1-based. */
  page: number;
}

/**
 * Reads /search's address: anything unknown falls back (category 'all', page 1), so a hand-edited address never
 * asks the server for something it refuses.
 * @param params the page's search params
 */
export function readSearchAddress(params: URLSearchParams): SearchAddress {
  const category = params.get('category');
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX).trim(),
    category: (SEARCH_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as SearchCategory) : 'all',
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
  };
}

/**
 * The search params of a search: empty values and the defaults (category 'all', page 1) are left out.
 * @param search the search to write
 */
export function searchAddressParams(search: SearchAddress): URLSearchParams {
  const out = new URLSearchParams();
  if (search.q) out.set('q', search.q);
  if (search.category !== 'all') out.set('category', search.category);
  if (search.page > 1) out.set('page', String(search.page));
  return out;
}
