import type { Cart, CartItem } from '@esdc/core/cart';
import { addItem, CART_QUANTITY_MAX, clear, normalizeCouponCode, removeItem, setQuantity, type CouponPublic } from '@esdc/core/cart';
import type { CouponTermsAnswer } from '@esdc/core/cart-schemas';
import { useMutation, useQueryClient, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readGuestCart, writeGuestCart, type GuestCart, type GuestCartLine, type GuestCoupon } from '../../../lib/shop/cart-storage';
import { cartKeys } from '../../../lib/shop/cart-keys';
import { shareCart } from '../../../lib/shop/cart-sync';
import { EMPTY_CART, useCart, useShopViewer } from '../../../lib/shop/cart-read';
import { priceGuestCart } from '../../../lib/shop/guest-pricing';

/*
 * The cart (SPEC §2 My Shop, §4 Cart, Coupon): ONE interface for guests and members. A guest's cart lives in
 * local storage (`storageKeys.cart`, priced by core cart.ts from the product data kept in each line); a member's on
 * the server (`/api/cart…`), the truth on every device. Every mutation answers the whole priced Cart and puts it in
 * the query cache, so the header badge, the My Shop page and the product pages agree at once.
 */

/** One cart line as shown (core `CartItem`; money in integer cents). */
export type CartLine = CartItem;

/** The applied coupon's public fields (SPEC §3 Coupon). */
export type CartCoupon = CouponTermsAnswer;

/** A priced cart (the contract's `GET /api/cart` answer; core `Cart`). */
export type { Cart };

/** Reading the cart (shared with My Profile's preview): lib/shop/cart-read.ts. */
export { EMPTY_CART, useCart };

/** What {@link useAddToCart} needs of a product: a ProductSummary or ProductDetail fits as it is. */
export interface CartProductInput {
  id: number;
  name: string;
  image: string | null;
  price_cents: number;
  stock: number;
}

/** Largest quantity of one product in a cart (contract: quantity 1–99). */
export const MAX_LINE_QUANTITY = CART_QUANTITY_MAX;

/** Message of a product that cannot be added (stock 0). */
const OUT_OF_STOCK_MESSAGE = 'This product is out of stock';

type CartMutation<TVariables> = UseMutationResult<Cart, Error, TVariables>;

/** Applies `change` to the stored guest cart, stores it and answers it priced. */
function changeGuestCart(change: (cart: GuestCart) => GuestCart): Cart {
  const next = change(readGuestCart());
  writeGuestCart(next);
  return priceGuestCart(next);
}

/** A cart mutation: a guest's runs on local storage, a member's calls the server; the answer replaces the cached cart. */
function useCartMutation<TVariables>(
  guest: (variables: TVariables) => Cart | Promise<Cart>,
  member: (variables: TVariables) => Promise<Cart>,
): CartMutation<TVariables> {
  const viewer = useShopViewer();
  const client = useQueryClient();
  return useMutation<Cart, Error, TVariables>({
    // A read still on its way would land after the change and undo it in the cache: cancel it first.
    onMutate: () => client.cancelQueries({ queryKey: cartKeys.cart(viewer) }),
    mutationFn: async (variables) => (viewer === null ? guest(variables) : member(variables)),
    onSuccess: (cart) => setCart(client, viewer, cart),
  });
}

/** Puts a cart answer in the cache of its viewer (and a member's other tabs). */
export function setCart(client: QueryClient, viewer: number | null, cart: Cart): void {
  if (viewer === null) client.setQueryData(cartKeys.cart(null), cart);
  else shareCart(client, viewer, cart);
}

async function memberCall(path: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', body?: unknown): Promise<Cart> {
  return (await apiRequest<Cart>(path, { method, body })).data;
}

/** Caps each guest line at its product's stock (core caps at 99); a line left at 0 is dropped. */
function capAtStock(lines: GuestCartLine[]): GuestCartLine[] {
  return lines.map((l) => ({ ...l, quantity: Math.min(l.quantity, l.stock) })).filter((l) => l.quantity > 0);
}

/**
 * Adds a product (SPEC §4 Cart: an existing line's quantity rises by `quantity`, default 1), capped at stock and 99.
 * A member's goes to `POST /api/cart/items`.
 * Variables: `{ product, quantity? }` (quantity an integer ≥ 1).
 * @throws Error {@link OUT_OF_STOCK_MESSAGE} for a guest adding a product at stock 0; ApiError from the server for a member
 */
export function useAddToCart(): CartMutation<{ product: CartProductInput; quantity?: number }> {
  return useCartMutation(
    ({ product, quantity = 1 }) => {
      if (product.stock <= 0) throw new ApiError(409, OUT_OF_STOCK_MESSAGE, 'CONFLICT');
      return changeGuestCart((cart) => {
        const snapshot: GuestCartLine = {
          product_id: product.id,
          name: product.name,
          image: product.image,
          price_cents: product.price_cents,
          stock: product.stock,
          quantity: 0,
        };
        return { ...cart, items: capAtStock(addItem(cart.items, snapshot, Math.max(1, Math.floor(quantity)))) };
      });
    },
    ({ product, quantity = 1 }) => memberCall('/api/cart/items', 'POST', { product_id: product.id, quantity }),
  );
}

/**
 * Sets a line's quantity (SPEC §4 Cart: 0 or less removes it), capped at stock and 99.
 * Variables: `{ product_id, quantity }`.
 */
export function useSetCartQuantity(): CartMutation<{ product_id: number; quantity: number }> {
  return useCartMutation(
    ({ product_id, quantity }) => changeGuestCart((cart) => ({ ...cart, items: capAtStock(setQuantity(cart.items, product_id, quantity)) })),
    ({ product_id, quantity }) =>
      memberCall(`/api/cart/items/${product_id}`, 'PATCH', { quantity: Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.floor(quantity))) }),
  );
}

/** Removes a line. Variables: `{ product_id }`. */
export function useRemoveFromCart(): CartMutation<{ product_id: number }> {
  return useCartMutation(
    ({ product_id }) => changeGuestCart((cart) => ({ ...cart, items: removeItem(cart.items, product_id) })),
    ({ product_id }) => memberCall(`/api/cart/items/${product_id}`, 'DELETE'),
  );
}

/** Empties the cart (SPEC §4 Cart: clear), its coupon too. No variables. */
export function useClearCart(): CartMutation<void> {
  return useCartMutation(
    () => changeGuestCart((cart) => ({ items: clear(cart.items), coupon: null })),
    () => memberCall('/api/cart', 'DELETE'),
  );
}

/** The public fields of an active coupon and the products it lists (`GET /api/coupons/{code}`), for a guest's cart. */
async function fetchPublicCoupon(code: string): Promise<GuestCoupon> {
  const { data } = await apiRequest<CouponPublic>(`/api/coupons/${encodeURIComponent(normalizeCouponCode(code))}`);
  return { code: data.code, type: data.type, discount: data.discount, description: data.description, product_ids: data.product_ids };
}

/**
 * Applies a coupon (SPEC §4 Coupon: one at a time — it replaces the applied one). A member's goes to
 * `PUT /api/cart/coupon`; a guest's is looked up with `GET /api/coupons/{code}` and kept with the local cart.
 * Variables: `{ code }`. The caller shows 'Coupon "{code}" applied successfully!' on success.
 * It may be applied before its products are in the cart (the product page's Apply): it discounts the lines of the
 * products it lists, and nothing until one is there — as the server prices a member's cart.
 * @throws ApiError 404 INVALID_COUPON 'Invalid coupon code'; 409 COUPON_UNAVAILABLE expired, not yet valid or used up
 */
export function useApplyCoupon(): CartMutation<{ code: string }> {
  return useCartMutation(
    async ({ code }) => {
      const coupon = await fetchPublicCoupon(code);
      return changeGuestCart((cart) => ({ ...cart, coupon }));
    },
    ({ code }) => memberCall('/api/cart/coupon', 'PUT', { code: normalizeCouponCode(code) }),
  );
}

/** Removes the applied coupon. No variables. */
export function useRemoveCoupon(): CartMutation<void> {
  return useCartMutation(
    () => changeGuestCart((cart) => ({ ...cart, coupon: null })),
    () => memberCall('/api/cart/coupon', 'DELETE'),
  );
}
