import type { Cart } from '@esdc/core/cart';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../api-client';
import { useSession } from '../session';
import { fetchMemberCart } from './cart-merge';
import { cartKeys } from './cart-keys';
import { followOtherTabs } from './cart-sync';
import { readGuestCart, readGuestWishlist, subscribeGuestShop, type GuestWishlistItem } from './cart-storage';
import { priceGuestCart } from './guest-pricing';

/*
 * Reading the cart and wishlist (SPEC §2 My Shop, Rich profile page previews; §4 Cart): ONE interface for guests
 * (local storage) and members (the server). Shared so My Profile's previews read what My Shop shows; the shop feature's
 * api/cart.ts and api/wishlist.ts re-export these with their mutations.
 */

/** The cart as a page reads it. */
export interface CartState {
  /** The priced cart; the empty cart while loading. */
  cart: Cart;
  /** True for a visitor (local cart). */
  isGuest: boolean;
  /** True until a member's cart first arrives. */
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => void;
}

/** The cart with nothing in it. */
export const EMPTY_CART: Cart = { items: [], count: 0, subtotal_cents: 0, discount_cents: 0, total_cents: 0, coupon: null };

/** The viewer a cart or wishlist query belongs to: the member's id, or null for a guest. */
export function useShopViewer(): number | null {
  const { status, user } = useSession();
  return status === 'authenticated' && user ? user.id : null;
}

/** Reads the guest cart and prices it (core cart.ts). */
function guestCart(): Cart {
  return priceGuestCart(readGuestCart());
}

/**
 * The cart of whoever is looking (SPEC §2 My Shop, §4 Cart): a guest's from local storage (kept in step with other
 * tabs), a member's from `GET /api/cart` (its first read merges a guest cart left in this browser).
 * @returns the priced cart (never undefined: empty while loading), whether it is a guest's, and the query state
 */
export function useCart(): CartState {
  const viewer = useShopViewer();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: cartKeys.cart(viewer),
    queryFn: viewer === null ? () => Promise.resolve(guestCart()) : () => fetchMemberCart(client, viewer),
    // A guest's cart is read synchronously (never a fetch that could land after a change); storage events keep it fresh.
    initialData: viewer === null ? guestCart : undefined,
    staleTime: viewer === null ? Infinity : 30_000,
  });
  useEffect(() => {
    if (viewer !== null) return followOtherTabs(client, viewer);
    return subscribeGuestShop(() => client.setQueryData(cartKeys.cart(null), guestCart()));
  }, [viewer, client]);
  return {
    cart: query.data ?? EMPTY_CART,
    isGuest: viewer === null,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/**
 * A wishlisted product as shown: a member's come as full product summaries (extra fields kept), a guest's are the
 * snapshot taken when the heart was pressed. A ProductSummary or ProductDetail fits as it is.
 */
export type WishlistProduct = GuestWishlistItem;

/** The wishlist as a page reads it. */
export interface WishlistState {
  /** The products; empty while loading. */
  items: WishlistProduct[];
  isGuest: boolean;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/** `GET /api/wishlist`: the member's wishlisted products. */
async function fetchWishlist(): Promise<WishlistProduct[]> {
  return (await apiRequest<{ items: WishlistProduct[] }>('/api/wishlist')).data.items;
}

/**
 * The wishlist of whoever is looking: a guest's from local storage (in step with other tabs), a member's from
 * `GET /api/wishlist`.
 */
export function useWishlist(): WishlistState {
  const viewer = useShopViewer();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: cartKeys.wishlist(viewer),
    queryFn: viewer === null ? () => Promise.resolve(readGuestWishlist()) : fetchWishlist,
    initialData: viewer === null ? readGuestWishlist : undefined,
    staleTime: viewer === null ? Infinity : 30_000,
  });
  useEffect(() => {
    if (viewer !== null) return undefined;
    return subscribeGuestShop(() => client.setQueryData(cartKeys.wishlist(null), readGuestWishlist()));
  }, [viewer, client]);
  return { items: query.data ?? [], isGuest: viewer === null, isPending: query.isPending, isError: query.isError, error: query.error };
}

/**
 * Whether a product is on the wishlist (reads the same cached list as {@link useWishlist}).
 * @param productId the product's id
 */
export function useIsWishlisted(productId: number): boolean {
  return useWishlist().items.some((item) => item.id === productId);
}
