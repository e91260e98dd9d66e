import type { Page } from '@esdc/core/api';
import type { ProductDetail, ProductSort, ProductSummary } from '@esdc/core/shop';
import type { ProductCreateInput, ProductUpdateInput } from '@esdc/core/product-schemas';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { requestPage } from '../../../lib/api-page';
import { useSession } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** Filters and paging of `GET /api/products` (SPEC §2 Shop listing; core `productListQuerySchema`). */
export interface ProductListParams {
  /** Case-insensitive search on name or description. */
  q?: string;
  category?: string;
  /** 'club' for the club's own products, or a member's id. */
  seller?: string;
  sort?: ProductSort;
  limit: number;
  offset: number;
}

/**
 * Query keys of the catalogue. Lists and details are keyed by the viewer: admins and sellers see hidden listings,
 * a detail carries `can_review` and the editable markdown. Cart and wishlist changes do not touch them.
 */
export const productKeys = {
  all: ['products'] as const,
  list: (params: ProductListParams, viewer: number | null) => ['products', 'list', viewer, params] as const,
  detail: (id: number, viewer: number | null) => ['products', 'detail', id, viewer] as const,
  categories: ['product-categories'] as const,
};

/**
 * After a change to a product, a review or a category: every product list and page, the categories, the admin
 * panel (`['admin']`), and the cart and wishlist whose lines show product data (`['cart']`, `['wishlist']`).
 * @param client the app's query client
 */
export function invalidateProducts(client: QueryClient): Promise<unknown> {
  return Promise.all([productKeys.all, productKeys.categories, ['admin'], ['cart'], ['wishlist']].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * `GET /api/products` (SPEC §2 Shop listing): the products the viewer may see (hidden ones only to admins and their
 * seller), filtered, sorted and paged.
 * @throws ApiError 400 on a bad filter
 */
function listProducts(params: ProductListParams): Promise<Page<ProductSummary>> {
  return requestPage<ProductSummary>('/api/products', params);
}

/**
 * One page of products as query options (the page and the server-side render use the same ones).
 * @param viewer the signed-in member's id, null for a visitor
 */
export function productListOptions(params: ProductListParams, viewer: number | null) {
  return queryOptions({ queryKey: productKeys.list(params, viewer), queryFn: () => listProducts(params) });
}

/** One page of products for the viewer; the previous page stays shown while the next loads. */
export function useProducts(params: ProductListParams, options: { enabled?: boolean } = {}) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({ ...productListOptions(params, viewer), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}

/**
 * `GET /api/products/{id}` (SPEC §2 Shop detail): the product with its images, features, specifications, coupons,
 * related products and reviews, and what the viewer may do with it.
 * @throws ApiError 404 PRODUCT_NOT_FOUND (unknown, or hidden from the viewer)
 */
async function getProduct(id: number): Promise<ProductDetail> {
  return (await apiRequest<ProductDetail>(`/api/products/${id}`)).data;
}

/**
 * One product as query options (the page and the server-side render use the same ones); a 404 is not retried.
 * @param viewer the signed-in member's id, null for a visitor
 */
function productOptions(id: number, viewer: number | null) {
  return queryOptions({
    queryKey: productKeys.detail(id, viewer),
    queryFn: () => getProduct(id),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** One product for the viewer; disabled for an invalid id; stays shown while the viewer's own copy loads. */
export function useProduct(id: number) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    ...productOptions(id, viewer),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}

/** A saved product and the server's message. */
export interface SavedProduct {
  product: ProductDetail;
  message?: string;
}

/**
 * `POST /api/products` (SPEC §2 My Products): lists a product; a member is its seller, an admin's is the club's.
 * @throws ApiError 400 with the schema's messages, 403
 */
async function createProduct(input: ProductCreateInput): Promise<SavedProduct> {
  const result = await apiRequest<ProductDetail>('/api/products', { method: 'POST', body: input });
  return { product: result.data, message: result.message };
}

/**
 * `PUT /api/products/{id}` (the seller or an admin; `hidden` only by admins).
 * @throws ApiError 400, 403, 404
 */
async function updateProduct(id: number, input: ProductUpdateInput): Promise<SavedProduct> {
  const result = await apiRequest<ProductDetail>(`/api/products/${id}`, { method: 'PUT', body: input });
  return { product: result.data, message: result.message };
}

/**
 * `DELETE /api/products/{id}` (the seller or an admin); orders keep their copied lines.
 * @throws ApiError 403, 404
 */
async function deleteProduct(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<unknown>(`/api/products/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Lists products; refreshes the catalogue. */
export function useCreateProduct() {
  return useApiMutation({ request: createProduct, refresh: (client) => invalidateProducts(client) });
}

/** Saves products (any id: the admin tab hides and unhides rows with it); refreshes the catalogue. */
export function useUpdateProduct() {
  return useApiMutation({
    request: ({ id, input }: { id: number; input: ProductUpdateInput }) => updateProduct(id, input),
    refresh: (client) => invalidateProducts(client),
  });
}

/** Deletes products; refreshes the catalogue. */
export function useDeleteProduct() {
  return useApiMutation({ request: deleteProduct, refresh: (client) => invalidateProducts(client) });
}

/**
 * Loads the product /product/{id} shows a visitor, for the server-side render (docs/decisions/005).
 * @param id the route's id parameter (an invalid id is not prefetched)
 */
export async function prefetchProductPage(client: QueryClient, id: string | undefined): Promise<void> {
  const n = Number(id);
  if (Number.isInteger(n) && n > 0) await client.prefetchQuery(productOptions(n, null));
}
