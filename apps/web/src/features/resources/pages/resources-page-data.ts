import { RESOURCE_CATEGORIES, RESOURCE_PAGE_SIZE, type ResourceCategory } from '@esdc/core/resource';
import type { QueryClient } from '@tanstack/react-query';
import type { ResourceListParams } from '../api/resource-keys';
import { resourceListOptions } from '../api/list-resources';

const isCategory = (value: string | null): value is ResourceCategory => (RESOURCE_CATEGORIES as readonly string[]).includes(value ?? '');

/** What /resources shows, read from its query string. */
export interface ResourcesPageParams {
  /** The category button pressed (none: 'all'). */
  category: ResourceCategory | undefined;
  /** The search text as the address holds it ('' for none). */
  q: string;
  /** The list request. */
  list: ResourceListParams;
}

/**
 * Reads /resources' query string (?category=, ?q=, ?page=); an unknown category is 'all' (SPEC §2 Resources).
 * @param params the URL's search params
 */
export function resourcesPageParams(params: URLSearchParams): ResourcesPageParams {
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : undefined;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { category, q, list: { category, q: q || undefined, limit: RESOURCE_PAGE_SIZE, offset: (page - 1) * RESOURCE_PAGE_SIZE } };
}

/**
 * The query string that renders the same page for a visitor, normalised (the server caches rendered pages under it).
 * @param params the URL's search params
 */
export function resourcesPageUrlParams(params: URLSearchParams): URLSearchParams {
  const { category, q, list } = resourcesPageParams(params);
  const out = new URLSearchParams();
  if (category) out.set('category', category);
  if (q) out.set('q', q);
  const page = list.offset / RESOURCE_PAGE_SIZE + 1;
  if (page > 1) out.set('page', String(page));
  return out;
}

/**
 * Loads the page of resources /resources shows a visitor first, for the server-side render (docs/decisions/005).
 * @param client a query client for this one render
 * @param params the URL's search params
 */
export async function prefetchResourcesPage(client: QueryClient, params: URLSearchParams): Promise<void> {
  await client.prefetchQuery(resourceListOptions(resourcesPageParams(params).list));
}
