import type { Cart } from '@esdc/core/cart';
import type { QueryClient } from '@tanstack/react-query';
import { cartKeys } from './cart-keys';

/*
 * A member's other tabs follow a cart or wishlist change at once (the server's cart is the truth on every
 * device; a guest's tabs follow through the storage event instead). A BroadcastChannel carries the new cart, or
 * that the wishlist changed; where the browser has none, a tab catches up on focus (the queries refetch).
 */

const CHANNEL = 'esdc:shop';

type Message = { kind: 'cart'; viewer: number; cart: Cart } | { kind: 'wishlist'; viewer: number };

let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

/**
 * Puts a member's new cart in this tab's cache and tells their other tabs.
 * @param client the query client
 * @param viewer the member's id
 * @param cart the cart the server answered
 */
export function shareCart(client: QueryClient, viewer: number, cart: Cart): void {
  client.setQueryData(cartKeys.cart(viewer), cart);
  open()?.postMessage({ kind: 'cart', viewer, cart } satisfies Message);
}

/** Tells a member's other tabs that their wishlist changed (they refetch it). */
export function shareWishlistChange(viewer: number): void {
  open()?.postMessage({ kind: 'wishlist', viewer } satisfies Message);
}

/**
 * Applies the other tabs' changes to this tab's cache while mounted.
 * @param client the query client
 * @param viewer the signed-in member's id
 * @returns the unsubscribe function
 */
export function followOtherTabs(client: QueryClient, viewer: number): () => void {
  const ch = open();
  if (!ch) return () => undefined;
  const onMessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (!message || message.viewer !== viewer) return;
    if (message.kind === 'cart') client.setQueryData(cartKeys.cart(viewer), message.cart);
    else void client.invalidateQueries({ queryKey: cartKeys.wishlist(viewer) });
  };
  ch.addEventListener('message', onMessage);
  return () => ch.removeEventListener('message', onMessage);
}
