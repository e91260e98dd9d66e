/*
 * Orders (SPEC §3 Order, §4 Cart "checkout appends the cart as one new order", §8 Checkout): statuses, the allowed
 * transitions and their messages. Zod-free; request and answer schemas live in ./order-schemas.ts.
 */

/** Order statuses: placed → paid → fulfilled, or cancelled from placed or paid (stock restored). */
export const ORDER_STATUSES = ['placed', 'paid', 'fulfilled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Labels of the statuses as shown. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
};

/** Longest note on a status change, in characters. */
export const ORDER_NOTE_MAX = 500;
/** Page sizes of the order lists (default, largest). */
export const ORDER_PAGE_SIZE = 20;
export const ORDER_PAGE_MAX = 100;

/**
 * Messages of the order rules, answered by the server and shown by the web. The SPEC §8 Checkout texts ('Order placed
 * successfully!', 'Your cart is empty!', 'Proceed with checkout? Total: ${total}') are in ./shop.ts SHOP_MESSAGES.
 */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  cancelled: 'Order cancelled',
  statusUpdated: 'Order status updated',
  invalidStatus: 'Invalid order status',
  onlyPlacedCancellable: 'Only a placed order can be cancelled',
  invalidTransition: (from: OrderStatus, to: OrderStatus) => `An order that is ${from} cannot become ${to}`,
  orderTitle: (id: number) => `Order #${id}`,
} as const;

/** The statuses each status may change to (admins; a member only cancels a placed order). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['paid', 'cancelled'],
  paid: ['fulfilled', 'cancelled'],
  fulfilled: [],
  cancelled: [],
};

/** Thrown when a status change is not allowed; the server answers 409 ORDER_INVALID_TRANSITION with the message. */
export class OrderRuleError extends Error {
  readonly code = 'ORDER_INVALID_TRANSITION' as const;
  constructor(message: string) {
    super(message);
    this.name = 'OrderRuleError';
  }
}

/**
 * Whether an order may change from one status to another (placed→paid→fulfilled; placed|paid→cancelled).
 * @param from the current status
 * @param to the wanted status
 */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/**
 * Applies a status change: throws {@link OrderRuleError} ('An order that is fulfilled cannot become paid') unless
 * allowed. A member may only cancel their own order while it is placed ('Only a placed order can be cancelled').
 * @param from the current status
 * @param to the wanted status
 * @param by who asks: 'admin' (any allowed transition) or 'member' (cancel while placed)
 * @returns the new status and whether stock must be restored (a cancellation)
 */
export function transitionOrder(from: OrderStatus, to: OrderStatus, by: 'admin' | 'member'): { status: OrderStatus; restoresStock: boolean } {
  if (by === 'member' && !(to === 'cancelled' && from === 'placed')) throw new OrderRuleError(ORDER_MESSAGES.onlyPlacedCancellable);
  if (!canTransition(from, to)) throw new OrderRuleError(ORDER_MESSAGES.invalidTransition(from, to));
  return { status: to, restoresStock: to === 'cancelled' };
}

/** The shapes the order routes answer are zod schemas in ./order-schemas.ts; their types are re-exported here. */
export type { Order, OrderLine, OrderStatusChange, OrderSummary, CheckoutInput } from './order-schemas.ts';
