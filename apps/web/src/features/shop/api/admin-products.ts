import type { Page } from '@esdc/core/api';
import type { ProductCategory, ProductSummary } from '@esdc/core/shop';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestPage, usePageQuery, type PageParams } from '../../../lib/api-page';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminKeys } from '../../../lib/admin-keys';

/** Query keys of the admin Products tab (under `['admin']`, so every admin change refreshes them too). */
const adminProductKeys = {
  all: ['admin', 'products-shop'] as const,
  list: (params: object) => ['admin', 'products-shop', 'list', params] as const,
  categories: ['admin', 'products-shop', 'categories'] as const,
};

/** Filters and paging of the admin Products tab (`GET /api/products`, which shows an admin hidden listings too). */
export interface AdminProductListParams extends PageParams {
  q?: string;
  category?: string;
}

/**
 * After a product or category change in the panel: the admin lists and audit log, and the public catalogue
 * (`['products']`, `['product-categories']`), the carts and wishlists that show product data.
 */
function invalidateAfterProductChange(client: QueryClient): Promise<unknown> {
  return Promise.all([adminKeys.all, ['products'], ['product-categories'], ['cart'], ['wishlist']].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * `GET /api/products` for the admin Products tab (every product, hidden ones included).
 * @throws ApiError
 */
function listAdminProducts(params: AdminProductListParams): Promise<Page<ProductSummary>> {
  return requestPage<ProductSummary>('/api/products', params);
}

/** One page of products; the previous page stays on screen while the next one loads. */
export function useAdminProducts(params: AdminProductListParams) {
  return usePageQuery(adminProductKeys.list(params), () => listAdminProducts(params));
}

/**
 * `PUT /api/products/{id}` {hidden} (admins only: 'product:hide'): hides a listing from the catalogue, or shows it again.
 * @throws ApiError 403, 404
 */
async function setProductHidden({ id, hidden }: { id: number; hidden: boolean }): Promise<{ message?: string }> {
  const result = await apiRequest<unknown>(`/api/products/${id}`, { method: 'PUT', body: { hidden } });
  return { message: result.message };
}

/** Hides and unhides products from the panel. */
export function useSetProductHidden() {
  return useApiMutation({ request: setProductHidden, refresh: invalidateAfterProductChange });
}

/**
 * `DELETE /api/products/{id}` (admins any); orders keep their copied lines.
 * @throws ApiError 403, 404
 */
async function deleteAdminProduct(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<unknown>(`/api/products/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Deletes products from the panel. */
export function useDeleteAdminProduct() {
  return useApiMutation({ request: deleteAdminProduct, refresh: invalidateAfterProductChange });
}

/**
 * `GET /api/product-categories`: the categories in order, each with how many products use it.
 * @throws ApiError
 */
async function listAdminProductCategories(): Promise<ProductCategory[]> {
  return (await apiRequest<ProductCategory[]>('/api/product-categories')).data ?? [];
}

/** The product categories as a query. */
export function useAdminProductCategories() {
  return useQuery({ queryKey: adminProductKeys.categories, queryFn: listAdminProductCategories });
}

/**
 * `POST /api/admin/product-categories` {name}.
 * @throws ApiError 400, 409 'This category already exists'
 */
async function createAdminProductCategory(name: string): Promise<{ message?: string }> {
  const result = await apiRequest<ProductCategory>('/api/admin/product-categories', { method: 'POST', body: { name } });
  return { message: result.message };
}

/** Adds categories from the panel. */
export function useCreateAdminProductCategory() {
  return useApiMutation({ request: createAdminProductCategory, refresh: invalidateAfterProductChange });
}

/**
 * `DELETE /api/admin/product-categories/{id}`.
 * @throws ApiError 409 'This category is used by products', 404
 */
async function deleteAdminProductCategory(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<unknown>(`/api/admin/product-categories/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Deletes categories from the panel. */
export function useDeleteAdminProductCategory() {
  return useApiMutation({ request: deleteAdminProductCategory, refresh: invalidateAfterProductChange });
}
