import { apiRequest } from '../api-client';
import type { Cart } from '@esdc/core/cart';

/** Query keys of the shop's own data, keyed by the viewer (null = a guest, whose data is in local storage). */
export const cartKeys = {
  all: ['cart'] as const,
  cart: (viewer: number | null) => ['cart', viewer] as const,
  wishlist: (viewer: number | null) => ['wishlist', viewer] as const,
  /** A member's orders: under ['shop-cart'], the area an order notification's link opens (it refreshes them live). */
  orders: ['shop-cart', 'orders'] as const,
};

/** `GET /api/cart`: the signed-in member's priced cart (prices re-read from the products). */
export async function fetchCart(): Promise<Cart> {
  return (await apiRequest<Cart>('/api/cart')).data;
}
