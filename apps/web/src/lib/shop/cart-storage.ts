import { readStorage, removeStorage, storageKeys, writeStorage } from '../storage';
import { GUEST_SHOP_CHANGE_EVENT } from './cart-count';

export { subscribeGuestShop } from './cart-count';

/*
 * A guest's cart and wishlist in local storage (SPEC §3 Local storage keys `cart`, `wishlist`; §4 Cart). Zod-free and
 * loaded with the shop's pages (the header's badge reads its count through the smaller ./cart-count.ts).
 */

/** One line of a guest's cart: a snapshot of the product taken when it was added, and its quantity. */
export interface GuestCartLine {
  product_id: number;
  name: string;
  image: string | null;
  /** Unit price in integer cents, as shown when the product was added. */
  price_cents: number;
  /** Units in stock when the product was added (the quantity is capped at it). */
  stock: number;
  quantity: number;
}

/** A coupon a guest applied (SPEC §3 Coupon), with the products it discounts. */
export interface GuestCoupon {
  code: string;
  type: 'percentage' | 'fixed';
  /** Percent (1–100) for 'percentage'; integer cents for 'fixed'. */
  discount: number;
  description: string;
  /** The products it applies to (SPEC §3 product coupons). */
  product_ids: number[];
}

/** The guest's cart as stored under `storageKeys.cart`: lines and the one applied coupon. */
export interface GuestCart {
  items: GuestCartLine[];
  coupon: GuestCoupon | null;
}

/** A product kept in a guest's wishlist (a snapshot of its summary). */
export interface GuestWishlistItem {
  id: number;
  name: string;
  image: string | null;
  price_cents: number;
  stock: number;
  category?: string;
  rating?: number;
  review_count?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function parseLine(raw: unknown): GuestCartLine | null {
  if (!isObject(raw)) return null;
  const id = raw.product_id ?? raw.id;
  if (!isCount(id) || id === 0 || !isCount(raw.quantity) || raw.quantity === 0) return null;
  return {
    product_id: id,
    name: typeof raw.name === 'string' ? raw.name : `Product ${id}`,
    image: typeof raw.image === 'string' ? raw.image : null,
    price_cents: isCount(raw.price_cents) ? raw.price_cents : 0,
    stock: isCount(raw.stock) ? raw.stock : 0,
    quantity: raw.quantity,
  };
}

function parseCoupon(raw: unknown): GuestCoupon | null {
  if (!isObject(raw) || typeof raw.code !== 'string' || (raw.type !== 'percentage' && raw.type !== 'fixed') || !isCount(raw.discount)) return null;
  return {
    code: raw.code,
    type: raw.type,
    discount: raw.discount,
    description: typeof raw.description === 'string' ? raw.description : '',
    product_ids: Array.isArray(raw.product_ids) ? raw.product_ids.filter(isCount) : [],
  };
}

function parseJson(key: string): unknown {
  try {
    return JSON.parse(readStorage(key) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * The guest's stored cart; an empty cart when absent or unreadable. A plain array (the SPEC's list of cart items) is
 * read as lines without a coupon.
 */
export function readGuestCart(): GuestCart {
  const raw = parseJson(storageKeys.cart);
  const list = Array.isArray(raw) ? raw : isObject(raw) && Array.isArray(raw.items) ? raw.items : [];
  const items = list.map(parseLine).filter((line): line is GuestCartLine => line !== null);
  const coupon = isObject(raw) && !Array.isArray(raw) ? parseCoupon(raw.coupon) : null;
  return { items, coupon };
}

/** Stores the guest's cart (removing the key when it is empty) and tells this tab's listeners. */
export function writeGuestCart(cart: GuestCart): void {
  if (cart.items.length === 0 && !cart.coupon) removeStorage(storageKeys.cart);
  else writeStorage(storageKeys.cart, JSON.stringify(cart));
  window.dispatchEvent(new Event(GUEST_SHOP_CHANGE_EVENT));
}

/** The guest's stored wishlist (product snapshots, no duplicates); empty when absent or unreadable. */
export function readGuestWishlist(): GuestWishlistItem[] {
  const raw = parseJson(storageKeys.wishlist);
  if (!Array.isArray(raw)) return [];
  const seen = new Set<number>();
  const items: GuestWishlistItem[] = [];
  for (const entry of raw) {
    if (!isObject(entry) || !isCount(entry.id) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    items.push({
      id: entry.id,
      name: typeof entry.name === 'string' ? entry.name : `Product ${entry.id}`,
      image: typeof entry.image === 'string' ? entry.image : null,
      price_cents: isCount(entry.price_cents) ? entry.price_cents : 0,
      stock: isCount(entry.stock) ? entry.stock : 0,
      ...(typeof entry.category === 'string' ? { category: entry.category } : {}),
      ...(typeof entry.rating === 'number' ? { rating: entry.rating } : {}),
      ...(isCount(entry.review_count) ? { review_count: entry.review_count } : {}),
    });
  }
  return items;
}

/** Stores the guest's wishlist (removing the key when empty) and tells this tab's listeners. */
export function writeGuestWishlist(items: GuestWishlistItem[]): void {
  if (items.length === 0) removeStorage(storageKeys.wishlist);
  else writeStorage(storageKeys.wishlist, JSON.stringify(items));
  window.dispatchEvent(new Event(GUEST_SHOP_CHANGE_EVENT));
}

/** The guest cart's count (SPEC §4 Cart: the sum of quantities). */
export function guestCartCount(cart: GuestCart = readGuestCart()): number {
  return cart.items.reduce((sum, line) => sum + line.quantity, 0);
}
