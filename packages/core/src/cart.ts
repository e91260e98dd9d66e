/*
 * Cart, wishlist and coupon rules (SPEC §4 Cart, Coupon; §9 Coupon, prices): pure functions over plain data, used
 * by the web for a guest's cart in local storage AND by the server to price carts and orders — one implementation.
 * Zod-free so display code stays small; request and answer schemas live in ./cart-schemas.ts and
 * ./coupon-schemas.ts. Money is integer cents everywhere.
 */

/** Coupon kinds (SPEC §3 Coupon): a percentage off the price, or a fixed amount (in cents) off it. */
export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Quantity of one cart line: a whole number 1..99 (SPEC §5 Shop "quantity integer at least 1"). */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;
/** Most distinct products in one cart, and in one wishlist. */
export const CART_LINES_MAX = 100;
export const WISHLIST_ITEMS_MAX = 200;

/** Coupon codes: 3–32 letters, digits, '-' or '_', stored and compared upper-case. */
export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 32;
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/;
/** A percentage coupon takes 1–100 %; a fixed one 1 cent to $100,000.00. */
export const COUPON_PERCENT_MAX = 100;
export const COUPON_FIXED_MAX_CENTS = 10_000_000;
export const COUPON_DESCRIPTION_MAX = 200;
/** Most products one coupon lists. */
export const COUPON_PRODUCTS_MAX = 200;

/** Messages of the cart and coupon rules that the server answers and the web shows verbatim. */
export const CART_MESSAGES = {
  invalidCoupon: 'Invalid coupon code',
  couponNotStarted: 'This coupon is not valid yet',
  couponExpired: 'This coupon has expired',
  couponUsedUp: 'This coupon has been used up',
  couponMemberLimit: 'You have already used this coupon the maximum number of times',
  couponNotApplicable: 'This coupon does not apply to the products in your cart',
  couponRemoved: 'Coupon removed',
  oneCouponOnly: 'Only one coupon can be applied at a time',
  quantity: `Quantity must be a whole number between ${CART_QUANTITY_MIN} and ${CART_QUANTITY_MAX}`,
  quantityOrZero: `Quantity must be a whole number between 0 and ${CART_QUANTITY_MAX}`,
  productUnavailable: (name: string) => `"${name}" is no longer available`,
  notInCart: 'This product is not in your cart',
  outOfStock: (name: string) => `Not enough stock for "${name}"`,
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  cartCleared: 'Cart cleared',
  cartMerged: 'Your cart was merged',
} as const;

/** What the cart rules need of a line: the product and how many. Lines may carry any other product fields. */
export interface CartLineBase {
  product_id: number;
  quantity: number;
}

/** A line the cart can be priced with: its unit price in cents. */
export interface PricedLine extends CartLineBase {
  price_cents: number;
}

/** What the pricing rules read of a coupon: its kind, amount, and the products it lists (SPEC §3 product coupons). */
export interface CouponTerms {
  code: string;
  type: CouponType;
  /** Percent (1–100) for 'percentage'; cents for 'fixed'. */
  discount: number;
  /** The products it applies to; a line of any other product is not discounted. */
  product_ids: readonly number[];
}

/**
 * Clamps a quantity to a whole number in 0..{@link CART_QUANTITY_MAX} (fractions dropped; NaN → 0).
 * @param quantity any number
 */
function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return quantity > 0 ? CART_QUANTITY_MAX : 0;
  return Math.min(CART_QUANTITY_MAX, Math.max(0, Math.trunc(quantity)));
}

/**
 * Adds a product to a cart (SPEC §4 Cart "adding an existing item raises quantity by 1"): an existing line's
 * quantity rises by `quantity` (default 1), a new line is appended; quantities are capped at
 * {@link CART_QUANTITY_MAX}; a quantity below 1 changes nothing. The line's other fields (name, price) are taken from
 * `item` so a guest cart keeps the latest product data.
 * @param lines the cart, not modified
 * @param item the product as a cart line (its `quantity` is ignored)
 * @param quantity how many to add (whole number; default 1)
 * @returns the new cart
 */
export function addItem<T extends CartLineBase>(lines: readonly T[], item: T, quantity = 1): T[] {
  const add = clampQuantity(quantity);
  if (add < 1) return [...lines];
  const index = lines.findIndex((l) => l.product_id === item.product_id);
  if (index === -1) return [...lines, { ...item, quantity: add }];
  return lines.map((l, i) => (i === index ? { ...l, ...item, quantity: clampQuantity(l.quantity + add) } : l));
}

/**
 * Sets a line's quantity (SPEC §4 Cart "setting quantity to 0 or less removes it"); capped at
 * {@link CART_QUANTITY_MAX}, fractions dropped. An unknown product changes nothing.
 * @param lines the cart, not modified
 * @param productId the line's product
 * @param quantity the new quantity
 * @returns the new cart
 */
export function setQuantity<T extends CartLineBase>(lines: readonly T[], productId: number, quantity: number): T[] {
  const q = clampQuantity(quantity);
  if (q <= 0) return removeItem(lines, productId);
  return lines.map((l) => (l.product_id === productId ? { ...l, quantity: q } : l));
}

/**
 * Removes a product's line.
 * @param lines the cart, not modified
 * @param productId the product to remove
 * @returns the new cart
 */
export function removeItem<T extends CartLineBase>(lines: readonly T[], productId: number): T[] {
  return lines.filter((l) => l.product_id !== productId);
}

/** Empties a cart (SPEC §4 Cart "clear empties"). @returns an empty cart */
export function clear<T extends CartLineBase>(_lines?: readonly T[]): T[] {
  return [];
}

/**
 * Total of a cart before any coupon (SPEC §4 Cart "Total = sum of price times quantity").
 * @param lines the cart
 * @returns cents
 */
export function cartTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, l) => sum + l.price_cents * l.quantity, 0);
}

/**
 * Number of items in a cart (SPEC §4 Cart "count = sum of quantities"), shown on the header badge.
 * @param lines the cart
 */
export function cartCount(lines: readonly CartLineBase[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/**
 * Merges a guest's cart into a member's (sign-in): quantities of the same product add, every line capped at
 * `limit(product_id)` (its stock) and {@link CART_QUANTITY_MAX}; lines capped to 0 are dropped. Member lines come first,
 * in their order, then the guest's new products.
 * @param member the member's cart
 * @param guest the guest's lines
 * @param limit the most of a product the cart may hold (stock); default no limit beyond 99
 * @returns the merged cart
 */
export function mergeCarts<T extends CartLineBase>(
  member: readonly T[],
  guest: readonly T[],
  limit: (productId: number) => number = () => CART_QUANTITY_MAX,
): T[] {
  let merged: T[] = [...member];
  for (const line of guest) merged = addItem(merged, line, line.quantity);
  return merged.map((l) => ({ ...l, quantity: Math.min(l.quantity, Math.max(0, Math.trunc(limit(l.product_id)))) })).filter((l) => l.quantity > 0);
}

/**
 * Adds a product to a wishlist (SPEC §4 Cart "Wishlist ignores duplicates").
 * @param ids the wishlist's product ids, not modified
 * @param productId the product
 * @returns the new wishlist (unchanged when already listed)
 */
export function addToWishlist(ids: readonly number[], productId: number): number[] {
  return ids.includes(productId) ? [...ids] : [...ids, productId];
}

/**
 * Removes a product from a wishlist.
 * @param ids the wishlist's product ids, not modified
 * @param productId the product
 */
export function removeFromWishlist(ids: readonly number[], productId: number): number[] {
  return ids.filter((id) => id !== productId);
}

/**
 * Adds a product to a wishlist, or removes it when listed (the heart toggle).
 * @param ids the wishlist's product ids, not modified
 * @param productId the product
 */
export function toggleWishlist(ids: readonly number[], productId: number): number[] {
  return ids.includes(productId) ? removeFromWishlist(ids, productId) : addToWishlist(ids, productId);
}

/**
 * The discount a coupon takes off one price (SPEC §9 Coupon): percentage = round(price × discount / 100), fixed =
 * the amount; never more than the price, so the final price is never below 0.
 * @param priceCents the price, cents ≥ 0
 * @param coupon its type and discount (percent, or cents)
 * @returns the discount, cents, 0..priceCents
 */
export function couponDiscount(priceCents: number, coupon: Pick<CouponTerms, 'type' | 'discount'>): number {
  const price = Math.max(0, priceCents);
  const raw = coupon.type === 'percentage' ? Math.round((price * coupon.discount) / 100) : coupon.discount;
  return Math.min(price, Math.max(0, raw));
}

/**
 * A price after a coupon (SPEC §9 "final price never below 0").
 * @param priceCents the price, cents
 * @param coupon its type and discount
 * @returns cents ≥ 0
 */
export function discountedPrice(priceCents: number, coupon: Pick<CouponTerms, 'type' | 'discount'>): number {
  return Math.max(0, priceCents) - couponDiscount(priceCents, coupon);
}

/**
 * Whether a coupon applies to a product (it lists it; SPEC §3 product coupons).
 * @param coupon the coupon's products
 * @param productId the product
 */
export function couponAppliesTo(coupon: Pick<CouponTerms, 'product_ids'>, productId: number): boolean {
  return coupon.product_ids.includes(productId);
}

/** A priced cart line: its subtotal, the coupon's discount on it and what is left to pay, all cents. */
export type PricedCartLine<T extends PricedLine> = T & { subtotal_cents: number; discount_cents: number; line_total_cents: number };

/** A priced cart: the lines and the totals, all cents. */
export interface PricedCart<T extends PricedLine> {
  lines: PricedCartLine<T>[];
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
}

/**
 * Prices a cart with at most one coupon (SPEC §4 "one applies at a time", §9 Coupon). The coupon discounts each
 * unit of the lines whose product it lists, as the product page shows it (unit discount × quantity, the unit
 * never below 0); other lines pay full price. subtotal = Σ price × quantity, total = subtotal − discount ≥ 0.
 * @param lines the cart's lines with their unit prices (cents)
 * @param coupon the applied coupon, or null
 * @returns lines with subtotal_cents, discount_cents and line_total_cents, and the cart's totals
 */
export function priceCart<T extends PricedLine>(lines: readonly T[], coupon: CouponTerms | null): PricedCart<T> {
  let subtotal = 0;
  let discount = 0;
  const priced = lines.map((line) => {
    const lineSubtotal = line.price_cents * line.quantity;
    const lineDiscount = coupon && couponAppliesTo(coupon, line.product_id) ? couponDiscount(line.price_cents, coupon) * line.quantity : 0;
    subtotal += lineSubtotal;
    discount += lineDiscount;
    return { ...line, subtotal_cents: lineSubtotal, discount_cents: lineDiscount, line_total_cents: lineSubtotal - lineDiscount };
  });
  return { lines: priced, subtotal_cents: subtotal, discount_cents: discount, total_cents: subtotal - discount };
}

/** What the validity rules read of a stored coupon. Dates are ISO-8601 UTC or null. */
export interface CouponLimits {
  active: boolean;
  starts_at: string | null;
  expires_at: string | null;
  max_uses_total: number | null;
  max_uses_per_member: number | null;
  uses: number;
}

/** Why a coupon cannot be used, with the API error code to answer. */
export interface CouponProblem {
  code: 'INVALID_COUPON' | 'COUPON_UNAVAILABLE';
  message: string;
}

/**
 * Whether a coupon may be used now by a member on a cart (admins expire and limit coupons): inactive → 'Invalid
 * coupon code'; before its start → not valid yet; after its expiry → expired; total uses reached → used up; the
 * member's uses reached → member limit; none of the cart's products listed → not applicable.
 * @param coupon its limits and products
 * @param now the current time
 * @param memberUses how many orders of this member used it (0 for a guest)
 * @param productIds the cart's products; pass null to skip that check (the public coupon lookup)
 * @returns the problem, or null when usable
 */
export function couponProblem(
  coupon: CouponLimits & Pick<CouponTerms, 'product_ids'>,
  now: Date,
  memberUses: number,
  productIds: readonly number[] | null,
): CouponProblem | null {
  if (!coupon.active) return { code: 'INVALID_COUPON', message: CART_MESSAGES.invalidCoupon };
  const t = now.getTime();
  if (coupon.starts_at && Date.parse(coupon.starts_at) > t) return { code: 'COUPON_UNAVAILABLE', message: CART_MESSAGES.couponNotStarted };
  if (coupon.expires_at && Date.parse(coupon.expires_at) <= t) return { code: 'COUPON_UNAVAILABLE', message: CART_MESSAGES.couponExpired };
  if (coupon.max_uses_total !== null && coupon.uses >= coupon.max_uses_total) return { code: 'COUPON_UNAVAILABLE', message: CART_MESSAGES.couponUsedUp };
  if (coupon.max_uses_per_member !== null && memberUses >= coupon.max_uses_per_member) {
    return { code: 'COUPON_UNAVAILABLE', message: CART_MESSAGES.couponMemberLimit };
  }
  if (productIds !== null && !productIds.some((id) => couponAppliesTo(coupon, id))) {
    return { code: 'COUPON_UNAVAILABLE', message: CART_MESSAGES.couponNotApplicable };
  }
  return null;
}

/**
 * A coupon code as stored and compared: trimmed, upper-case.
 * @param code as typed
 */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * A coupon's discount as shown: '10% off' or '$5.00 off'.
 * @param coupon its type and discount (percent, or cents)
 */
export function couponLabel(coupon: Pick<CouponTerms, 'type' | 'discount'>): string {
  return coupon.type === 'percentage' ? `${coupon.discount}% off` : `$${(coupon.discount / 100).toFixed(2)} off`;
}

/** The shapes the cart routes answer are zod schemas in ./cart-schemas.ts; their types are re-exported here. */
export type { Cart, CartItem, CartItemAdd, CartItemUpdate, CartMerge, CouponApply, Wishlist } from './cart-schemas.ts';
export type { Coupon, CouponPublic, CouponSave } from './coupon-schemas.ts';
