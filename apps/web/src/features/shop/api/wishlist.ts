import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { readGuestWishlist, subscribeGuestShop, writeGuestWishlist, type GuestWishlistItem } from './cart-storage';
import { cartKeys } from './cart-keys';

/*
 * The wishlist (SPEC §2 My Shop, §3 Wishlist item, §4 Cart: the wishlist ignores duplicates): a guest's in local
 * storage (`storageKeys.wishlist`, product snapshots), a member's on the server (`/api/wishlist…`). One interface.
 */

/**
 * A wishlisted product as shown: a member's come as full ProductSummary objects (extra fields kept), a guest's are the
 * snapshot taken when the heart was pressed. A ProductSummary or ProductDetail fits as it is.
 */
export type WishlistProduct = GuestWishlistItem;

/** The wishlist as a page reads it. */
export interface WishlistState {
  /** The products, most recently added last; empty while loading. */
  items: WishlistProduct[];
  isGuest: boolean;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

function useViewer(): number | null {
  const { status, user } = useSession();
  return status === 'authenticated' && user ? user.id : null;
}

/** `GET /api/wishlist`: the member's wishlisted products. */
async function fetchWishlist(): Promise<WishlistProduct[]> {
  return (await apiRequest<{ items: WishlistProduct[] }>('/api/wishlist')).data.items;
}

/** Keeps only a product's snapshot fields (what a guest stores). */
function snapshot(product: WishlistProduct): WishlistProduct {
  const { id, name, image, price_cents, stock, category, rating, review_count } = product;
  return { id, name, image, price_cents, stock, ...(category !== undefined ? { category } : {}), ...(rating !== undefined ? { rating } : {}), ...(review_count !== undefined ? { review_count } : {}) };
}

/**
 * The wishlist of whoever is looking: a guest's from local storage (in step with other tabs), a member's from
 * `GET /api/wishlist`.
 */
export function useWishlist(): WishlistState {
  const viewer = useViewer();
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

/**
 * Adds a product to the wishlist or takes it off (`PUT` / `DELETE /api/wishlist/{product_id}` for a member).
 * Variables: `{ product, wishlisted? }` — `wishlisted` forces the outcome (true = add, false = remove); left out, the
 * product's current state is flipped. The answer says which it became.
 */
export function useToggleWishlist(): UseMutationResult<{ wishlisted: boolean }, Error, { product: WishlistProduct; wishlisted?: boolean }> {
  const viewer = useViewer();
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
      if (viewer !== null) void client.invalidateQueries({ queryKey: cartKeys.wishlist(viewer) });
    },
  });
}

/** Takes a product off the wishlist. Variables: `{ product_id }`. */
export function useRemoveFromWishlist(): UseMutationResult<{ wishlisted: boolean }, Error, { product_id: number }> {
  const toggle = useToggleWishlist();
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: ({ product_id }) => {
      const item = client.getQueryData<WishlistProduct[]>(cartKeys.wishlist(viewer))?.find((i) => i.id === product_id);
      return toggle.mutateAsync({ product: item ?? { id: product_id, name: '', image: null, price_cents: 0, stock: 0 }, wishlisted: false });
    },
  });
}
