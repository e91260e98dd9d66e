import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useIsWishlisted, useShopViewer, useWishlist, type WishlistProduct } from '../../../lib/shop/cart-read';
import { readGuestWishlist, writeGuestWishlist } from '../../../lib/shop/cart-storage';
import { cartKeys } from '../../../lib/shop/cart-keys';
import { shareWishlistChange } from '../../../lib/shop/cart-sync';

/*
 * The wishlist (SPEC §2 My Shop, §3 Wishlist item, §4 Cart: the wishlist ignores duplicates): a guest's in local
 * storage (`storageKeys.wishlist`, product snapshots), a member's on the server (`/api/wishlist…`). One interface.
 */

/** Reading the wishlist (shared with My Profile's preview): lib/shop/cart-read.ts. */
export { useIsWishlisted, useWishlist, type WishlistProduct };

/** Keeps only a product's snapshot fields (what a guest stores). */
function snapshot(product: WishlistProduct): WishlistProduct {
  const { id, name, image, price_cents, stock, category, rating, review_count } = product;
  return {
    id,
    name,
    image,
    price_cents,
    stock,
    ...(category !== undefined ? { category } : {}),
    ...(rating !== undefined ? { rating } : {}),
    ...(review_count !== undefined ? { review_count } : {}),
  };
}

/**
 * Adds a product to the wishlist or takes it off (`PUT` / `DELETE /api/wishlist/{product_id}` for a member).
 * Variables: `{ product, wishlisted? }` — `wishlisted` forces the outcome (true = add, false = remove); left out, the
 * product's current state is flipped. The answer says which it became.
 */
export function useToggleWishlist(): UseMutationResult<{ wishlisted: boolean }, Error, { product: WishlistProduct; wishlisted?: boolean }> {
  const viewer = useShopViewer();
  const client = useQueryClient();
  return useMutation({
    onMutate: () => client.cancelQueries({ queryKey: cartKeys.wishlist(viewer) }),
    mutationFn: async ({ product, wishlisted }) => {
      const current = client.getQueryData<WishlistProduct[]>(cartKeys.wishlist(viewer)) ?? (viewer === null ? readGuestWishlist() : []);
      const add = wishlisted ?? !current.some((item) => item.id === product.id);
      if (viewer === null) {
        const list = readGuestWishlist().filter((item) => item.id !== product.id);
        writeGuestWishlist(add ? [...list, snapshot(product)] : list);
      } else {
        await apiRequest(`/api/wishlist/${product.id}`, { method: add ? 'PUT' : 'DELETE' });
      }
      return { wishlisted: add };
    },
    onSuccess: ({ wishlisted }, { product }) => {
      client.setQueryData<WishlistProduct[]>(cartKeys.wishlist(viewer), (old = []) => {
        const rest = old.filter((item) => item.id !== product.id);
        return wishlisted ? [...rest, viewer === null ? snapshot(product) : product] : rest;
      });
      if (viewer !== null) {
        void client.invalidateQueries({ queryKey: cartKeys.wishlist(viewer) });
        shareWishlistChange(viewer);
      }
    },
  });
}

/** Takes a product off the wishlist. Variables: `{ product_id }`. */
export function useRemoveFromWishlist(): UseMutationResult<{ wishlisted: boolean }, Error, { product_id: number }> {
  const toggle = useToggleWishlist();
  const client = useQueryClient();
  const viewer = useShopViewer();
  return useMutation({
    mutationFn: ({ product_id }) => {
      const item = client.getQueryData<WishlistProduct[]>(cartKeys.wishlist(viewer))?.find((i) => i.id === product_id);
      return toggle.mutateAsync({ product: item ?? { id: product_id, name: '', image: null, price_cents: 0, stock: 0 }, wishlisted: false });
    },
  });
}
