import type { ProductReview } from '@esdc/core/shop';
import type { ReviewCreateInput } from '@esdc/core/product-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateProducts } from './products';

/**
 * `POST /api/products/{id}/reviews` {rating 1–5, title, comment} (SPEC §3 Review: verified buyers only, one per
 * member and product); the product's rating follows.
 * @throws ApiError 403 without a purchase, 409 for a second review, 400
 */
async function createReview(productId: number, input: ReviewCreateInput): Promise<{ review: ProductReview; message?: string }> {
  const result = await apiRequest<ProductReview>(`/api/products/${productId}/reviews`, { method: 'POST', body: input });
  return { review: result.data, message: result.message };
}

/**
 * `DELETE /api/products/{id}/reviews/{review_id}` (its author or an admin).
 * @throws ApiError 403, 404
 */
async function deleteReview(productId: number, reviewId: number): Promise<{ message?: string }> {
  const result = await apiRequest<unknown>(`/api/products/${productId}/reviews/${reviewId}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Posts reviews of one product; refreshes it. */
export function useCreateReview(productId: number) {
  return useApiMutation({ request: (input: ReviewCreateInput) => createReview(productId, input), refresh: (client) => invalidateProducts(client) });
}

/** Deletes reviews of one product; refreshes it. */
export function useDeleteReview(productId: number) {
  return useApiMutation({ request: (reviewId: number) => deleteReview(productId, reviewId), refresh: (client) => invalidateProducts(client) });
}
