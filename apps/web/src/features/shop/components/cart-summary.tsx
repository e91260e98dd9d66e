import { formatMoney } from '@esdc/core/shop';
import type { ReactNode } from 'react';
import type { Cart } from '../api/cart';
import { CartCouponForm } from './cart-coupon-form';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'text-lg font-extrabold' : 'text-sm'}`}>
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The cart's order summary (SPEC §2 My Shop: total, Checkout): subtotal, coupon, discount, total and the actions
 * (Checkout) passed in.
 */
export function CartSummary({ cart, actions }: { cart: Cart; actions: ReactNode }) {
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-title" className="text-lg font-bold">
        Order summary
      </h2>
      <CartCouponForm coupon={cart.coupon} discountCents={cart.discount_cents} />
      <dl className="flex flex-col gap-2 border-t border-line pt-4">
        <Row label={`Subtotal (${cart.count} ${cart.count === 1 ? 'item' : 'items'})`}>{formatMoney(cart.subtotal_cents)}</Row>
        {cart.discount_cents > 0 ? (
          <Row label="Discount">
            <span className="text-success">−{formatMoney(cart.discount_cents)}</span>
          </Row>
        ) : null}
        <Row label="Total" strong>
          <span data-testid="cart-total">{formatMoney(cart.total_cents)}</span>
        </Row>
      </dl>
      {actions}
    </section>
  );
}
