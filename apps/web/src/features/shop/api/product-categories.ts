import type { ProductCategory } from '@esdc/core/shop';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateProducts, productKeys } from './products';

/**
 * `GET /api/product-categories` (public; SPEC §3 Shop product category: Hardware, Components, Tools and those an
 * admin adds), in their order, each with how many products use it.
 * @throws ApiError
 */
export async function listProductCategories(): Promise<ProductCategory[]> {
  return (await apiRequest<ProductCategory[]>('/api/product-categories')).data ?? [];
}

/** The product categories as a query. */
export function useProductCategories() {
  return useQuery({ queryKey: productKeys.categories, queryFn: listProductCategories, staleTime: 60_000 });
}

/**
 * `POST /api/admin/product-categories` {name} (admins).
 * @throws ApiError 400, 409 when the name is taken
 */
export async function createProductCategory(name: string): Promise<{ category: ProductCategory; message?: string }> {
  const result = await apiRequest<ProductCategory>('/api/admin/product-categories', { method: 'POST', body: { name } });
  return { category: result.data, message: result.message };
}

/**
 * `DELETE /api/admin/product-categories/{id}` (admins).
 * @throws ApiError 409 while products use it, 404
 */
export async function deleteProductCategory(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<unknown>(`/api/admin/product-categories/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Adds categories; refreshes the catalogue. */
export function useCreateProductCategory() {
  return useApiMutation({ request: createProductCategory, refresh: (client) => invalidateProducts(client) });
}

/** Deletes categories; refreshes the catalogue. */
export function useDeleteProductCategory() {
  return useApiMutation({ request: deleteProductCategory, refresh: (client) => invalidateProducts(client) });
}
