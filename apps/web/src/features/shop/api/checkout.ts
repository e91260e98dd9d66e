import { SHOP_MESSAGES } from '@esdc/core/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { EMPTY_CART, setCart } from './cart';
import { invalidateOrders, type Order } from './orders';

/**
 * `POST /api/orders` (SPEC §8 Checkout): the server re-prices every line and the coupon, checks and
 * decrements stock in one transaction, creates the order and clears the cart.
 * @param couponCode the applied coupon's code, if any (the server checks it again)
 * @returns the order and the server's message ('Order placed successfully!')
 * @throws ApiError 400 CART_EMPTY 'Your cart is empty!'; 409 OUT_OF_STOCK naming the product; 409 for a coupon no longer valid
 */
async function placeOrder(couponCode?: string | null): Promise<{ order: Order; message: string }> {
  const result = await apiRequest<Order>('/api/orders', { method: 'POST', body: couponCode ? { coupon_code: couponCode } : {} });
  return { order: result.data, message: result.message ?? SHOP_MESSAGES.orderPlaced };
}

/**
 * Checks out the signed-in member's cart. On success the cached cart is empty and the orders, catalogue and admin
 * panel refresh; on OUT_OF_STOCK the cart refetches (its lines then show what is available).
 */
export function useCheckout() {
  const client = useQueryClient();
  const { user } = useSession();
  const viewer = user?.id ?? null;
  return useMutation({
    mutationFn: (couponCode?: string | null) => placeOrder(couponCode),
    onSuccess: () => {
      setCart(client, viewer, EMPTY_CART);
      return invalidateOrders(client);
    },
    onError: () => client.invalidateQueries({ queryKey: ['cart', viewer] }),
  });
}
