import { formatMoney } from '@esdc/core/shop';

/** A coupon's public fields as the product page shows them (SPEC §3 Coupon). */
export interface PublicCoupon {
  code: string;
  type: 'percentage' | 'fixed';
  /** Percent (1–100) for 'percentage'; integer cents for 'fixed'. */
  discount: number;
  description: string;
}

/**
 * A product's unit price after a coupon (SPEC §9 Coupon: percentage takes price × discount / 100 (rounded to the
 * cent), fixed takes the amount; the final price never below 0). Display only: the server prices the order.
 * @param priceCents the unit price in cents
 */
export function priceAfterCoupon(priceCents: number, coupon: Pick<PublicCoupon, 'type' | 'discount'>): number {
  const off = coupon.type === 'percentage' ? Math.round((priceCents * coupon.discount) / 100) : coupon.discount;
  return Math.max(0, priceCents - off);
}

/** What a coupon takes off, as its badge says: '10% off' or '$5.00 off'. */
export function couponLabel(coupon: Pick<PublicCoupon, 'type' | 'discount'>): string {
  return coupon.type === 'percentage' ? `${coupon.discount}% off` : `${formatMoney(coupon.discount, 'USD')} off`;
}
