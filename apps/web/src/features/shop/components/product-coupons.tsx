import { COUPON_MESSAGE_MS, formatMoney, SHOP_MESSAGES } from '@esdc/core/shop';
import { CheckCircle2, TicketPercent } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useHydrated } from '../../../lib/hydration';
import { notify } from '../../../lib/toast';
import { useApplyCoupon, useCart } from '../api/cart';
import { couponLabel, priceAfterCoupon, type PublicCoupon } from '../lib/coupon-price';

/**
 * The coupons available on a product (SPEC §2 Shop detail; §4 Coupon: one applies at a time): each with its code,
 * what it takes off, its description and the price with it, and Apply. The applied one (the cart's coupon) shows
 * 'Applied'; applying another replaces it. 'Coupon "{code}" applied successfully!' shows for 3 seconds (SPEC §9).
 * @param priceCents the product's unit price in cents
 */
export function ProductCoupons({ coupons, priceCents }: { coupons: readonly PublicCoupon[]; priceCents: number }) {
  const { cart } = useCart();
  // A server-rendered page shows no applied coupon (a visitor's is in local storage) until it has hydrated.
  const hydrated = useHydrated();
  const apply = useApplyCoupon();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), COUPON_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  if (coupons.length === 0) return null;
  const appliedCode = hydrated ? (cart.coupon?.code.toUpperCase() ?? null) : null;

  const onApply = (code: string) =>
    apply.mutate(
      { code },
      {
        onSuccess: () => setMessage(SHOP_MESSAGES.couponApplied(code)),
        onError: (error) => void notify(error.message || 'Invalid coupon code', 'error'),
      },
    );

  return (
    <section aria-labelledby="product-coupons" className="flex flex-col gap-3">
      <h2 id="product-coupons" className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted">
        <TicketPercent className="size-4" aria-hidden="true" />
        Available coupons
      </h2>
      <ul className="flex flex-col gap-2">
        {coupons.map((c) => {
          const applied = appliedCode === c.code.toUpperCase();
          return (
            <li
              key={c.code}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-accent/60 bg-accent-soft/40 p-3"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <code className="rounded bg-surface px-2 py-0.5 font-mono text-sm font-bold">{c.code}</code>
                  <Badge tone="accent">{couponLabel(c)}</Badge>
                </p>
                {c.description ? <p className="mt-1 text-sm text-muted">{c.description}</p> : null}
                <p className="mt-1 text-sm">
                  With this coupon: <span className="font-mono font-semibold">{formatMoney(priceAfterCoupon(priceCents, c), 'USD')}</span>
                </p>
              </div>
              {applied ? (
                <Badge tone="success" className="h-9 px-3 text-sm">
                  <CheckCircle2 className="size-4" aria-hidden="true" />
                  {SHOP_MESSAGES.applied}
                </Badge>
              ) : (
                <Button size="sm" variant="secondary" disabled={apply.isPending} onClick={() => onApply(c.code)} aria-label={`Apply coupon ${c.code}`}>
                  Apply
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-semibold text-success">
        {message}
      </p>
    </section>
  );
}
