import { z } from 'zod';
import { couponCodeSchema } from './coupon-schemas.ts';
import { optionalTextSchema, pageQueryShape, searchQuerySchema } from './input.ts';
import { ORDER_MESSAGES, ORDER_NOTE_MAX, ORDER_PAGE_MAX, ORDER_PAGE_SIZE, ORDER_STATUSES } from './order.ts';

/*
 * Order validation and answers (SPEC §3 Order, §8 Checkout). Bodies are strict: an unknown key is refused (400).
 */

/** Status field or filter: 'Invalid order status'. */
export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.invalidStatus });

/**
 * `POST /api/orders` body: optionally the coupon to use (else the one applied to the cart). Everything else is read
 * from the member's server-side cart and re-priced from the database.
 */
export const checkoutSchema = z
  .strictObject({ coupon_code: couponCodeSchema.nullable().optional().describe('A coupon code; default the cart’s applied coupon') })
  .meta({ id: 'Checkout' });
export type CheckoutInput = z.input<typeof checkoutSchema>;

/** `PATCH /api/admin/orders/{id}` body: the new status (placed→paid→fulfilled; placed|paid→cancelled) and a note. */
export const orderStatusChangeSchema = z
  .strictObject({
    status: orderStatusSchema,
    note: optionalTextSchema({ label: 'Note', max: ORDER_NOTE_MAX }).optional().describe('Shown in the order history'),
  })
  .meta({ id: 'OrderStatusChange' });
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/** `GET /api/orders` query: paging. */
export const orderListQuerySchema = z.object({ ...pageQueryShape({ defaultLimit: ORDER_PAGE_SIZE, maxLimit: ORDER_PAGE_MAX }) });

/** `GET /api/admin/orders` query: status filter, `q` (order number, buyer username or name), paging. */
export const adminOrderListQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), orderStatusSchema.optional()),
  q: searchQuerySchema(),
  ...pageQueryShape({ defaultLimit: ORDER_PAGE_SIZE, maxLimit: ORDER_PAGE_MAX }),
});
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

/*
 * Answers.
 */

/** One line of an order: what was bought, copied at checkout (name, image, price, seller survive a deleted product). */
export const orderLineSchema = z
  .object({
    product_id: z.number().int().nullable().describe('null once the product was deleted (and for a course line)'),
    course_id: z.number().int().nullable().describe('The course a course order buys; null for products (and once the course was deleted)'),
    name: z.string(),
    image: z.string().nullable(),
    unit_price_cents: z.number().int().nonnegative(),
    quantity: z.number().int().positive(),
    discount_cents: z.number().int().nonnegative(),
    line_total_cents: z.number().int().nonnegative(),
    seller_id: z.number().int().nullable().describe('The member who listed it; null = the club'),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One status change in an order's history. */
export const orderHistoryEntrySchema = z
  .object({ status: orderStatusSchema, created_at: z.string(), note: z.string().nullable() })
  .meta({ id: 'OrderHistoryEntry' });

/** An order (SPEC §3 Order; 'Order #n' with its lines and total). */
export const orderSchema = z
  .object({
    id: z.number().int(),
    number: z.number().int().describe('The number shown as Order #n (= id)'),
    status: orderStatusSchema,
    currency: z.enum(['USD', 'INR']).describe("Money fields are cents for 'USD' (shop), paise for 'INR' (courses)"),
    lines: z.array(orderLineSchema),
    subtotal_cents: z.number().int().nonnegative(),
    discount_cents: z.number().int().nonnegative(),
    total_cents: z.number().int().nonnegative(),
    coupon_code: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    history: z.array(orderHistoryEntrySchema).describe('Oldest first'),
    user: z.object({ id: z.number().int(), username: z.string(), name: z.string() }).nullable().describe('The buyer; null once erased'),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;
/** Orders in lists carry the same fields. */
export type OrderSummary = Order;
