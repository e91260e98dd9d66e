import type { Cart } from './cart';
import type { GuestCart } from './cart-storage';

/**
 * Prices a guest's cart (SPEC §4 Cart, Coupon; §9 Coupon): subtotal Σ price × quantity, the coupon's discount on the
 * lines whose product it lists, total never below 0.
 * TODO(core): delegate to core `priceCart` from packages/core/src/cart.ts once it lands (one implementation).
 */
export function priceGuestCart(cart: GuestCart): Cart {
  const coupon = cart.coupon;
  const items = cart.items.map((line) => {
    const gross = line.price_cents * line.quantity;
    let discount = 0;
    if (coupon && coupon.product_ids.includes(line.product_id)) {
      discount = coupon.type === 'percentage' ? Math.round((gross * coupon.discount) / 100) : Math.min(gross, coupon.discount);
    }
    discount = Math.min(discount, gross);
    return { ...line, discount_cents: discount, line_total_cents: gross - discount, available: line.stock > 0 };
  });
  const subtotal = items.reduce((s, l) => s + l.price_cents * l.quantity, 0);
  const discount = items.reduce((s, l) => s + l.discount_cents, 0);
  return {
    items,
    count: items.reduce((s, l) => s + l.quantity, 0),
    subtotal_cents: subtotal,
    discount_cents: discount,
    total_cents: Math.max(0, subtotal - discount),
    coupon: coupon ? { code: coupon.code, type: coupon.type, discount: coupon.discount, description: coupon.description } : null,
  };
}
