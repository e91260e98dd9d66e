import { couponLabel } from '@esdc/core/cart';
import { COUPON_MESSAGE_MS, SHOP_MESSAGES } from '@esdc/core/shop';
import { TicketPercent, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import type { CartCoupon } from '../api/cart';
import { useApplyCoupon, useRemoveCoupon } from '../api/cart';

/**
 * The cart's coupon (SPEC §4 Coupon: one at a time): the applied one with Remove, or a code input with Apply. Success
 * shows 'Coupon "{code}" applied successfully!' for 3 s; an unknown, expired or used-up code shows the server's message.
 * A coupon applied from a product page before that product is in the cart discounts nothing yet, and says so.
 * @param discountCents the cart's discount (cents)
 */
export function CartCouponForm({ coupon, discountCents }: { coupon: CartCoupon | null; discountCents: number }) {
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!applied) return undefined;
    const timer = window.setTimeout(() => setApplied(null), COUPON_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [applied]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    apply.mutate(
      { code: trimmed },
      {
        onSuccess: (cart) => {
          setCode('');
          setApplied(cart.coupon?.code ?? trimmed.toUpperCase());
        },
      },
    );
  };

  const error = apply.error?.message ?? remove.error?.message ?? null;

  return (
    <div className="flex flex-col gap-2">
      {coupon ? (
        <div className="flex items-center justify-between gap-3 rounded-xl border border-success/40 bg-success-soft px-3 py-2">
          <div className="flex min-w-0 items-center gap-2">
            <TicketPercent className="size-4 shrink-0 text-success" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-mono text-sm font-bold">{coupon.code}</p>
              <p className="truncate text-xs text-muted">
                {couponLabel(coupon)}
                {coupon.description ? ` · ${coupon.description}` : ''}
              </p>
              {discountCents === 0 ? <p className="text-xs text-muted">For products not in your cart yet: it applies once one of them is.</p> : null}
            </div>
          </div>
          <button
            type="button"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            className="inline-flex h-8 shrink-0 items-center gap-1 rounded-full px-2.5 text-xs font-semibold text-fg hover:bg-surface disabled:opacity-60"
          >
            <X className="size-3.5" aria-hidden="true" />
            Remove<span className="sr-only"> coupon {coupon.code}</span>
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-1.5" noValidate>
          <label htmlFor={inputId} className="text-sm font-semibold">
            Coupon code
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                if (apply.error) apply.reset();
              }}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              aria-invalid={apply.error ? true : undefined}
              aria-describedby={apply.error ? errorId : undefined}
              className="h-10 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 font-mono text-sm uppercase placeholder:normal-case placeholder:font-sans focus:border-accent"
              placeholder="e.g. MAKER10"
            />
            <Button type="submit" variant="secondary" size="sm" className="h-10" disabled={apply.isPending || !code.trim()}>
              Apply
            </Button>
          </div>
        </form>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {applied ? SHOP_MESSAGES.couponApplied(applied) : ''}
      </p>
    </div>
  );
}
