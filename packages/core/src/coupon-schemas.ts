import { z } from 'zod';
import {
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_CODE_PATTERN,
  COUPON_DESCRIPTION_MAX,
  COUPON_FIXED_MAX_CENTS,
  COUPON_PERCENT_MAX,
  COUPON_PRODUCTS_MAX,
  COUPON_TYPES,
  CART_MESSAGES,
} from './cart.ts';
import { bodyIdSchema, INT32_MAX, optionalTextSchema, pageQueryShape, searchQuerySchema, wholeNumberSchema } from './input.ts';

/*
 * Coupon validation and answers (SPEC §3 Coupon, §4 "one applies at a time", §9 Coupon). Admins create, edit,
 * expire and limit coupons (`/api/admin/coupons`); members and guests look one up by code (`GET /api/coupons/{code}`).
 */

/** A coupon code as sent: trimmed, upper-cased, 3–32 of A–Z 0–9 - _ ; anything else is 'Invalid coupon code'. */
export const couponCodeSchema = z
  .string({ error: CART_MESSAGES.invalidCoupon })
  .max(COUPON_CODE_MAX * 2, CART_MESSAGES.invalidCoupon)
  .transform((v) => v.trim().toUpperCase())
  .refine((v) => v.length >= COUPON_CODE_MIN && v.length <= COUPON_CODE_MAX && COUPON_CODE_PATTERN.test(v), { message: CART_MESSAGES.invalidCoupon });

/** Path params `{ code }` of `GET /api/coupons/{code}`. */
export const couponCodeParamsSchema = z.object({ code: couponCodeSchema });

/** ISO-8601 date and time with a zone, stored as ISO-8601 UTC; null = no bound. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
function couponDateSchema(message: string) {
  return z
    .string({ error: message })
    .max(40, message)
    .refine((v) => ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), { message, abort: true })
    .transform((v) => new Date(v).toISOString())
    .nullable();
}

const limitSchema = (label: string) =>
  wholeNumberSchema({ message: `${label} must be a whole number of at least 1`, min: 1, max: INT32_MAX })
    .nullable()
    .describe(`${label}; null = no limit`);

const couponFieldsShape = {
  code: couponCodeSchema.describe('Stored upper-case; unique'),
  type: z.enum(COUPON_TYPES, { error: 'Coupon type must be percentage or fixed' }),
  discount: wholeNumberSchema({ message: 'Discount must be a whole number of at least 1', min: 1, max: COUPON_FIXED_MAX_CENTS }).describe(
    'Percent (1–100) for percentage coupons; cents for fixed ones',
  ),
  description: optionalTextSchema({ label: 'Description', max: COUPON_DESCRIPTION_MAX }).transform((v) => v ?? ''),
  active: z.boolean({ error: 'Active must be true or false' }),
  starts_at: couponDateSchema('Invalid start date').describe('ISO-8601; null = valid at once'),
  expires_at: couponDateSchema('Invalid expiry date').describe('ISO-8601; null = never expires'),
  max_uses_total: limitSchema('Total uses'),
  max_uses_per_member: limitSchema('Uses per member'),
  product_ids: z
    .array(bodyIdSchema('product'), { error: 'Products must be a list of product ids' })
    .min(1, 'A coupon must list at least one product')
    .max(COUPON_PRODUCTS_MAX, `At most ${COUPON_PRODUCTS_MAX} products`)
    .transform((ids) => [...new Set(ids)])
    .describe('The products it discounts (SPEC §3 product coupons)'),
};

/** A percentage is at most 100; the start before the expiry. */
function couponRules(value: { type?: string; discount?: number; starts_at?: string | null; expires_at?: string | null }, ctx: z.RefinementCtx) {
  if (value.type === 'percentage' && value.discount !== undefined && value.discount > COUPON_PERCENT_MAX) {
    ctx.addIssue({ code: 'custom', path: ['discount'], message: `A percentage discount must be between 1 and ${COUPON_PERCENT_MAX}` });
  }
  if (value.starts_at && value.expires_at && Date.parse(value.starts_at) >= Date.parse(value.expires_at)) {
    ctx.addIssue({ code: 'custom', path: ['expires_at'], message: 'The start must be before the expiry' });
  }
}

/** `POST /api/admin/coupons` and `PUT /api/admin/coupons/{id}` body (strict; PUT replaces every field). */
export const couponSaveSchema = z
  .strictObject({
    ...couponFieldsShape,
    description: couponFieldsShape.description.default(''),
    active: couponFieldsShape.active.default(true),
    starts_at: couponFieldsShape.starts_at.default(null),
    expires_at: couponFieldsShape.expires_at.default(null),
    max_uses_total: couponFieldsShape.max_uses_total.default(null),
    max_uses_per_member: couponFieldsShape.max_uses_per_member.default(null),
  })
  .superRefine(couponRules)
  .meta({ id: 'CouponSave' });
export type CouponSave = z.input<typeof couponSaveSchema>;
export type CouponSaveParsed = z.output<typeof couponSaveSchema>;

/** `GET /api/admin/coupons` query: `q` (code), `active` filter, paging. */
export const couponListQuerySchema = z.object({
  q: searchQuerySchema(COUPON_CODE_MAX),
  active: z.enum(['true', 'false'], { error: 'Active must be true or false' }).optional(),
  ...pageQueryShape({ defaultLimit: 50, maxLimit: 100 }),
});
export type CouponListQuery = z.output<typeof couponListQuerySchema>;

/*
 * Answers.
 */

/** A coupon as a guest or member may see it (`GET /api/coupons/{code}`): its terms and the products it lists. */
export const couponPublicSchema = z
  .object({
    code: z.string(),
    type: z.enum(COUPON_TYPES),
    discount: z.number().int().describe('Percent for percentage coupons; cents for fixed ones'),
    description: z.string(),
    product_ids: z.array(z.number().int()).describe('The products it discounts'),
    expires_at: z.string().nullable(),
  })
  .meta({ id: 'CouponPublic' });
export type CouponPublic = z.infer<typeof couponPublicSchema>;

/** A coupon as admins see it (`/api/admin/coupons`). */
export const couponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    type: z.enum(COUPON_TYPES),
    discount: z.number().int(),
    description: z.string(),
    active: z.boolean(),
    starts_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    max_uses_total: z.number().int().nullable(),
    max_uses_per_member: z.number().int().nullable(),
    uses: z.number().int().nonnegative().describe('Orders that used it'),
    product_ids: z.array(z.number().int()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof couponSchema>;
