import type { ProductCategory } from '@esdc/core/shop';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productKeys } from './products';

/**
 * `GET /api/product-categories` (public; SPEC §3 Shop product category: Hardware, Components, Tools and those an
 * admin adds), in their order, each with how many products use it.
 * @throws ApiError
 */
async function listProductCategories(): Promise<ProductCategory[]> {
  return (await apiRequest<ProductCategory[]>('/api/product-categories')).data ?? [];
}

/** The product categories as a query. */
export function useProductCategories() {
  return useQuery({ queryKey: productKeys.categories, queryFn: listProductCategories, staleTime: 60_000 });
}
