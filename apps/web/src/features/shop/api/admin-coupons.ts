import type { Page } from '@esdc/core/api';
import type { Coupon, CouponSave } from '@esdc/core/cart';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestPage, usePageQuery, type PageParams } from '../../../lib/api-page';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminKeys } from '../../../lib/admin-keys';

/** Query keys of the admin Coupons tab (under `['admin']`). */
const adminCouponKeys = {
  all: ['admin', 'coupons'] as const,
  list: (params: object) => ['admin', 'coupons', 'list', params] as const,
};

/** Filters and paging of the admin Coupons tab (`GET /api/admin/coupons`). */
export interface AdminCouponListParams extends PageParams {
  /** Part of the code. */
  q?: string;
}

/**
 * `GET /api/admin/coupons` (admins create, edit, expire and limit coupons).
 * @throws ApiError 403 for a non-admin
 */
function listAdminCoupons(params: AdminCouponListParams): Promise<Page<Coupon>> {
  return requestPage<Coupon>('/api/admin/coupons', params);
}

/** One page of coupons. */
export function useAdminCoupons(params: AdminCouponListParams) {
  return usePageQuery(adminCouponKeys.list(params), () => listAdminCoupons(params));
}

/** After a coupon change: the admin lists, the product pages (their coupons) and the carts (their discount). */
function invalidateAfterCouponChange(client: QueryClient): Promise<unknown> {
  return Promise.all([adminKeys.all, ['products'], ['cart']].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * `POST /api/admin/coupons` (no id) or `PUT /api/admin/coupons/{id}` (every field replaced).
 * @param input.body the coupon (core couponSaveSchema; a fixed discount in cents)
 * @throws ApiError 400 with field details; 409 for a code already used
 */
async function saveCoupon({ id, body }: { id?: number; body: CouponSave }): Promise<{ coupon: Coupon; message?: string }> {
  const result = await apiRequest<Coupon>(id === undefined ? '/api/admin/coupons' : `/api/admin/coupons/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  });
  return { coupon: result.data, message: result.message };
}

/** Creates or edits a coupon from the panel. */
export function useSaveCoupon() {
  return useApiMutation({ request: saveCoupon, refresh: invalidateAfterCouponChange });
}

/**
 * `DELETE /api/admin/coupons/{id}` (orders that used it keep its code).
 * @throws ApiError 404
 */
async function deleteCoupon(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<unknown>(`/api/admin/coupons/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Deletes coupons from the panel. */
export function useDeleteCoupon() {
  return useApiMutation({ request: deleteCoupon, refresh: invalidateAfterCouponChange });
}

/** A product a coupon may list (the multi-select's options). */
export interface CouponProductOption {
  id: number;
  name: string;
  hidden: boolean;
}

/**
 * The products a coupon may list: `GET /api/products` (an admin sees hidden listings too), the first 100 by name
 * order of the catalogue's newest first.
 */
export function useCouponProductOptions() {
  return useQuery({
    queryKey: ['admin', 'coupons', 'product-options'],
    queryFn: async () =>
      (await apiRequest<CouponProductOption[]>('/api/products', { query: { limit: 100, offset: 0 } })).data.map(({ id, name, hidden }) => ({
        id,
        name,
        hidden,
      })),
    staleTime: 60_000,
  });
}
