import type { Page } from '@esdc/core/api';
import type { Order, OrderStatus, OrderStatusChange } from '@esdc/core/order';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestPage, usePageQuery, type PageParams } from '../../../lib/api-page';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminKeys } from '../../../lib/admin-keys';

/** Query keys of the admin Orders tab (under `['admin']`, so every admin change refreshes them too). */
const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (params: object) => ['admin', 'orders', 'list', params] as const,
};

/** Filters and paging of the admin Orders tab (`GET /api/admin/orders`). */
export interface AdminOrderListParams extends PageParams {
  status?: OrderStatus | '';
  /** Order number, or the buyer's username or name. */
  q?: string;
}

/**
 * `GET /api/admin/orders` (admins manage orders): every order with its lines, history and buyer, newest first.
 * @throws ApiError 403 for a non-admin
 */
function listAdminOrders(params: AdminOrderListParams): Promise<Page<Order>> {
  return requestPage<Order>('/api/admin/orders', params);
}

/** One page of orders; the previous page stays on screen while the next one loads. */
export function useAdminOrders(params: AdminOrderListParams) {
  return usePageQuery(adminOrderKeys.list(params), () => listAdminOrders(params));
}

/** After an order's status changed: the admin lists and stats, the buyer-side order and cart caches, the catalogue's stock. */
function invalidateAfterOrderChange(client: QueryClient): Promise<unknown> {
  return Promise.all([adminKeys.all, ['shop-cart'], ['products']].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * `PATCH /api/admin/orders/{id}` {status, note?}: placed → paid → fulfilled; placed or paid → cancelled (stock
 * restored). The buyer is notified ('order_status').
 * @throws ApiError 409 for any other change; 404 unknown order
 */
async function changeOrderStatus({ id, ...body }: OrderStatusChange & { id: number }): Promise<{ order: Order; message?: string }> {
  const result = await apiRequest<Order>(`/api/admin/orders/${id}`, { method: 'PATCH', body });
  return { order: result.data, message: result.message };
}

/** Changes order statuses from the panel. */
export function useChangeOrderStatus() {
  return useApiMutation({ request: changeOrderStatus, refresh: invalidateAfterOrderChange });
}
