import { z } from 'zod';
import { CART_LINES_MAX, CART_MESSAGES, CART_QUANTITY_MAX, CART_QUANTITY_MIN, COUPON_TYPES, WISHLIST_ITEMS_MAX } from './cart.ts';
import { couponCodeSchema } from './coupon-schemas.ts';
import { bodyIdSchema, idSchema, wholeNumberSchema } from './input.ts';
import { productSummarySchema } from './product-schemas.ts';

/*
 * Cart and wishlist validation and answers (SPEC §3 Cart item, Wishlist item; §4 Cart; §5 Shop). Request bodies
 * are strict: an unknown key (a `price`!) is refused with 400 'Unknown field: price' — the server prices every line
 * from the database.
 */

/** A cart quantity 1..99 ('Quantity must be a whole number between 1 and 99'). */
export const cartQuantitySchema = wholeNumberSchema({ message: CART_MESSAGES.quantity, min: CART_QUANTITY_MIN, max: CART_QUANTITY_MAX });

/** `POST /api/cart/items` body: a product and how many to add to its line (default 1: SPEC §4 "raises by 1"). */
export const cartItemAddSchema = z
  .strictObject({
    product_id: bodyIdSchema('product'),
    quantity: cartQuantitySchema.default(1).describe('How many to add to the line (1–99); default 1'),
  })
  .meta({ id: 'CartItemAdd' });
export type CartItemAdd = z.input<typeof cartItemAddSchema>;

/** `PATCH /api/cart/items/{product_id}` body: the line's new quantity, 0 removes it (SPEC §4 Cart). */
export const cartItemUpdateSchema = z
  .strictObject({
    quantity: wholeNumberSchema({ message: CART_MESSAGES.quantityOrZero, min: 0, max: CART_QUANTITY_MAX }).describe('0–99; 0 removes the line'),
  })
  .meta({ id: 'CartItemUpdate' });
export type CartItemUpdate = z.input<typeof cartItemUpdateSchema>;

/** Path params `{ product_id }` of the cart and wishlist item routes. */
export const cartProductParamsSchema = z.object({ product_id: idSchema('product') });

/**
 * `POST /api/cart/merge` body: a guest's local cart, wishlist and coupon, merged on sign-in (quantities add, capped
 * at stock and 99; unknown or hidden products skipped; the coupon applied when valid, else ignored).
 */
export const cartMergeSchema = z
  .strictObject({
    items: z
      .array(z.strictObject({ product_id: bodyIdSchema('product'), quantity: cartQuantitySchema }), { error: 'Items must be a list of cart lines' })
      .max(CART_LINES_MAX, `At most ${CART_LINES_MAX} items`)
      .default([]),
    wishlist: z
      .array(bodyIdSchema('product'), { error: 'Wishlist must be a list of product ids' })
      .max(WISHLIST_ITEMS_MAX, `At most ${WISHLIST_ITEMS_MAX} wishlist items`)
      .default([]),
    coupon_code: couponCodeSchema.nullable().optional(),
  })
  .meta({ id: 'CartMerge' });
export type CartMerge = z.input<typeof cartMergeSchema>;
export type CartMergeParsed = z.output<typeof cartMergeSchema>;

/** `PUT /api/cart/coupon` body: the code (one coupon at a time: it replaces any applied one). */
export const couponApplySchema = z.strictObject({ code: couponCodeSchema }).meta({ id: 'CouponApply' });
export type CouponApply = z.input<typeof couponApplySchema>;

/*
 * Answers.
 */

/** A coupon's public terms (SPEC §3 Coupon: code, type, discount, description). */
export const couponTermsSchema = z
  .object({
    code: z.string(),
    type: z.enum(COUPON_TYPES),
    discount: z.number().int().describe('Percent for percentage coupons; cents for fixed ones'),
    description: z.string(),
  })
  .meta({ id: 'CouponTerms' });
export type CouponTermsAnswer = z.infer<typeof couponTermsSchema>;

/** One cart line (SPEC §3 Cart item), priced from the database. */
export const cartItemSchema = z
  .object({
    product_id: z.number().int(),
    name: z.string(),
    image: z.string().nullable().describe('Cover image URL'),
    price_cents: z.number().int().nonnegative().describe('Unit price now, cents'),
    stock: z.number().int().nonnegative(),
    quantity: z.number().int().positive(),
    line_total_cents: z.number().int().nonnegative().describe('price × quantity − discount, cents'),
    discount_cents: z.number().int().nonnegative().describe("The applied coupon's discount on this line, cents"),
    available: z.boolean().describe('False when the product is hidden or has less stock than the quantity'),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

/** A member's cart (`GET /api/cart` and every cart change). */
export const cartSchema = z
  .object({
    items: z.array(cartItemSchema),
    count: z.number().int().nonnegative().describe('Σ quantities (the header badge)'),
    subtotal_cents: z.number().int().nonnegative(),
    discount_cents: z.number().int().nonnegative(),
    total_cents: z.number().int().nonnegative(),
    coupon: couponTermsSchema.nullable().describe('The applied coupon; null when none'),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

/** `GET /api/wishlist`: the member's wishlisted products, most recently added first. */
export const wishlistSchema = z.object({ items: z.array(productSummarySchema) }).meta({ id: 'Wishlist' });
export type Wishlist = z.infer<typeof wishlistSchema>;
