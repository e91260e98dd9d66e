import { readStorage, storageKeys } from '../storage';

/*
 * The guest cart's count for the header badge — the only shop code in every page's initial JavaScript, so kept to a
 * few lines (scripts/check-bundle.mjs). The full store is ./cart-storage.ts, loaded with the shop's pages.
 */

/** Fired on `window` after this tab changes the guest cart or wishlist (a storage event only reaches other tabs). */
export const GUEST_SHOP_CHANGE_EVENT = 'esdc:guest-shop-change';

/** The guest cart's count (SPEC §4 Cart: Σ quantities) from local storage; 0 when absent or unreadable. */
export function storedCartCount(): number {
  try {
    const raw: unknown = JSON.parse(readStorage(storageKeys.cart) ?? '[]');
    const lines: unknown = Array.isArray(raw) ? raw : (raw as { items?: unknown } | null)?.items;
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((sum, line: { quantity?: unknown } | null) => {
      const q = line?.quantity;
      return sum + (typeof q === 'number' && Number.isInteger(q) && q > 0 ? q : 0);
    }, 0);
  } catch {
    return 0;
  }
}

/**
 * Calls `listener` whenever the guest cart or wishlist changes, in this tab or another (storage event).
 * @returns the unsubscribe function
 */
export function subscribeGuestShop(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.cart || event.key === storageKeys.wishlist) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(GUEST_SHOP_CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(GUEST_SHOP_CHANGE_EVENT, listener);
  };
}
