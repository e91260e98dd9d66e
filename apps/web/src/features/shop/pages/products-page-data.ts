import type { QueryClient } from '@tanstack/react-query';
import { productListOptions, type ProductListParams } from '../api/products';
import type { ProductFilterValues } from '../components/product-filters';
import { isProductSort } from '../lib/product-display';

/** Products per page of /products and /shop (three rows of three). */
export const PRODUCTS_PAGE_SIZE = 12;

const pageOf = (v: string | null) => Math.max(1, Math.floor(Number(v) || 1));

/** What /products shows, read from its query string. */
export interface ProductsPageParams {
  filters: ProductFilterValues;
  list: ProductListParams;
}

/**
 * Reads the catalogue's query string (?q=, ?category=, ?sort=, ?page=); an unknown sort is the default (newest).
 * @param params the URL's search params
 */
export function productsPageParams(params: URLSearchParams): ProductsPageParams {
  const sort = params.get('sort');
  const filters: ProductFilterValues = {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    sort: isProductSort(sort) ? sort : 'newest',
  };
  const page = pageOf(params.get('page'));
  return {
    filters,
    list: {
      q: filters.q || undefined,
      category: filters.category || undefined,
      sort: filters.sort === 'newest' ? undefined : filters.sort,
      limit: PRODUCTS_PAGE_SIZE,
      offset: (page - 1) * PRODUCTS_PAGE_SIZE,
    },
  };
}

/**
 * The query string that renders the same page for a visitor, normalised (the server caches rendered pages under it).
 * @param params the URL's search params
 */
export function productsPageUrlParams(params: URLSearchParams): URLSearchParams {
  const { filters } = productsPageParams(params);
  const out = new URLSearchParams();
  if (filters.q) out.set('q', filters.q);
  if (filters.category) out.set('category', filters.category);
  if (filters.sort !== 'newest') out.set('sort', filters.sort);
  const page = pageOf(params.get('page'));
  if (page > 1) out.set('page', String(page));
  return out;
}

/**
 * Loads the page of products /products shows a visitor first, for the server-side render (docs/decisions/005).
 * @param client a query client for this one render
 * @param params the URL's search params
 */
export async function prefetchProductsPage(client: QueryClient, params: URLSearchParams): Promise<void> {
  await client.prefetchQuery(productListOptions(productsPageParams(params).list, null));
}
