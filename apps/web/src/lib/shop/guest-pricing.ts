import { cartCount, priceCart, type Cart } from '@esdc/core/cart';
import type { GuestCart } from './cart-storage';

/**
 * Prices a guest's cart with core `priceCart` (SPEC §4 Cart, Coupon; §9 Coupon — the one implementation the server
 * uses too): subtotal Σ price × quantity, the coupon's discount on the lines whose product it lists, total ≥ 0.
 * Prices are those kept in the lines (the server re-prices everything at checkout).
 * @param cart the stored guest cart
 * @returns the cart in the shape `GET /api/cart` answers
 */
export function priceGuestCart(cart: GuestCart): Cart {
  const coupon = cart.coupon;
  const priced = priceCart(cart.items, coupon);
  return {
    items: priced.lines.map((line) => ({
      product_id: line.product_id,
      name: line.name,
      image: line.image,
      price_cents: line.price_cents,
      stock: line.stock,
      quantity: line.quantity,
      line_total_cents: line.line_total_cents,
      discount_cents: line.discount_cents,
      available: line.stock >= line.quantity,
    })),
    count: cartCount(cart.items),
    subtotal_cents: priced.subtotal_cents,
    discount_cents: priced.discount_cents,
    total_cents: priced.total_cents,
    coupon: coupon ? { code: coupon.code, type: coupon.type, discount: coupon.discount, description: coupon.description } : null,
  };
}
