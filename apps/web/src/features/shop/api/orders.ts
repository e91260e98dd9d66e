import { ORDER_PAGE_SIZE, type Order } from '@esdc/core/order';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { cartKeys } from '../../../lib/shop/cart-keys';

export type { Order };

/** Orders shown per page in My Shop. */
export const ORDERS_PAGE_SIZE = ORDER_PAGE_SIZE;

/** `GET /api/orders`: the member's own orders, newest first, with the total count. */
async function listMyOrders(params: { limit: number; offset: number }): Promise<{ items: Order[]; total: number }> {
  const result = await apiRequest<Order[]>('/api/orders', { query: params });
  return { items: result.data, total: result.meta?.total ?? result.data.length };
}

/**
 * The signed-in member's orders (SPEC §2 My Shop, Orders tab); nothing for a guest.
 * @param offset paging offset (default 0)
 */
export function useMyOrders(offset = 0) {
  const { status, user } = useSession();
  const viewer = status === 'authenticated' && user ? user.id : null;
  return useQuery({
    queryKey: [...cartKeys.orders, viewer, offset],
    queryFn: () => listMyOrders({ limit: ORDERS_PAGE_SIZE, offset }),
    enabled: viewer !== null,
  });
}

/** After an order changed: the member's orders, cart, the admin panel and the catalogue (stock, sales). */
export function invalidateOrders(client: QueryClient): Promise<unknown> {
  return Promise.all([cartKeys.orders, cartKeys.all, ['admin'], ['products']].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * `POST /api/orders/{id}/cancellation`: the member cancels their own order while it is 'placed' (stock restored).
 * @throws ApiError 409 when the order is no longer 'placed'; 404 for an order not theirs
 */
async function cancelMyOrder(id: number): Promise<{ order: Order; message?: string }> {
  const result = await apiRequest<Order>(`/api/orders/${id}/cancellation`, { method: 'POST', body: {} });
  return { order: result.data, message: result.message };
}

/** Cancels one of the member's own 'placed' orders; refreshes orders, cart and catalogue. */
export function useCancelMyOrder() {
  return useApiMutation({ request: cancelMyOrder, refresh: (client) => invalidateOrders(client) });
}
