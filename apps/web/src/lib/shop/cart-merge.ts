import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import type { Cart } from '@esdc/core/cart';
import { cartKeys, fetchCart } from './cart-keys';
import { shareCart, shareWishlistChange } from './cart-sync';
import { readGuestCart, readGuestWishlist, writeGuestCart, writeGuestWishlist } from './cart-storage';

/** Merges in flight, by member, so two mounts never post the same guest cart twice. */
const running = new Map<number, Promise<void>>();

/**
 * The sign-in merge (contract `POST /api/cart/merge`): a guest's non-empty local cart, wishlist and applied
 * coupon go to the member's server-side ones (quantities add, capped at stock and 99; unknown products skipped), then
 * the local copies are cleared, so signing out starts from an empty local cart. Nothing is sent when there is nothing
 * local. On failure the local copies stay for the next try.
 * @param client the query client (the member's cart and wishlist queries get the answer / are refreshed)
 * @param viewer the signed-in member's id
 */
function mergeGuestShop(client: QueryClient, viewer: number): Promise<void> {
  const pending = running.get(viewer);
  if (pending) return pending;
  const task = (async () => {
    const cart = readGuestCart();
    const wishlist = readGuestWishlist();
    if (cart.items.length === 0 && wishlist.length === 0 && !cart.coupon) return;
    try {
      const { data } = await apiRequest<Cart>('/api/cart/merge', {
        method: 'POST',
        body: {
          items: cart.items.slice(0, 100).map((line) => ({ product_id: line.product_id, quantity: Math.min(99, line.quantity) })),
          wishlist: wishlist.slice(0, 200).map((item) => item.id),
          ...(cart.coupon ? { coupon_code: cart.coupon.code } : {}),
        },
      });
      writeGuestCart({ items: [], coupon: null });
      writeGuestWishlist([]);
      // The guest's cached copies go too: after a sign-out the local cart starts empty.
      client.removeQueries({ queryKey: cartKeys.cart(null), exact: true });
      client.removeQueries({ queryKey: cartKeys.wishlist(null), exact: true });
      await client.cancelQueries({ queryKey: cartKeys.cart(viewer) });
      shareCart(client, viewer, data);
      shareWishlistChange(viewer);
      await client.invalidateQueries({ queryKey: cartKeys.wishlist(viewer) });
    } catch {
      // kept locally; the next sign-in or page load tries again
    }
  })().finally(() => running.delete(viewer));
  running.set(viewer, task);
  return task;
}

/**
 * A member's cart for the query cache: first the sign-in merge of a guest cart left in this browser (a no-op when
 * there is none), then `GET /api/cart`, so the first cart a member sees already holds what they added as a guest.
 * @param client the query client
 * @param viewer the signed-in member's id
 */
export async function fetchMemberCart(client: QueryClient, viewer: number): Promise<Cart> {
  await mergeGuestShop(client, viewer);
  return fetchCart();
}
