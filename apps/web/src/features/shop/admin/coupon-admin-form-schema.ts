import { COUPON_PERCENT_MAX, type Coupon, type CouponSave } from '@esdc/core/cart';
import { couponSaveSchema } from '@esdc/core/coupon-schemas';
import { z } from 'zod';

/*
 * The admin coupon form (admins create, edit, expire and limit coupons). Fields are held as typed; the
 * discount of a fixed coupon is entered in dollars and sent as cents; dates are the browser's local date and time,
 * sent as ISO-8601 UTC. Every rule and message is core `couponSaveSchema`'s: the form's output is parsed by it.
 */

/** Fields the server may name in a refusal. */
export const COUPON_FIELDS = [
  'code',
  'type',
  'discount',
  'description',
  'active',
  'starts_at',
  'expires_at',
  'max_uses_total',
  'max_uses_per_member',
  'product_ids',
] as const;

/** What the coupon form holds. */
export interface CouponFormValues {
  code: string;
  type: 'percentage' | 'fixed';
  /** Percent for 'percentage'; dollars (2 decimals) for 'fixed'. */
  discount: string;
  description: string;
  active: boolean;
  /** `datetime-local` values ('' = no bound). */
  starts_at: string;
  expires_at: string;
  /** '' = no limit. */
  max_uses_total: string;
  max_uses_per_member: string;
  product_ids: number[];
}

/** A new coupon's form: 10 % off, active, no dates or limits, no products yet. */
export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  type: 'percentage',
  discount: '10',
  description: '',
  active: true,
  starts_at: '',
  expires_at: '',
  max_uses_total: '',
  max_uses_per_member: '',
  product_ids: [],
};

/** Dollars as typed ('12.5', '$12.50') → integer cents, or NaN when it is not an amount with at most 2 decimals. */
export function dollarsToCents(text: string): number {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return Number.NaN;
  const [whole, fraction = ''] = t.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents → dollars as the form shows them ('12.50'). */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

/** A `datetime-local` value (local time) → ISO-8601 UTC; '' → null. */
export function localToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** ISO-8601 → a `datetime-local` value in the browser's time zone; null → ''. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const limit = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The body of `POST`/`PUT /api/admin/coupons` from the form as typed (not yet validated).
 * @param v the form's values
 */
function couponPayload(v: CouponFormValues): CouponSave {
  return {
    code: v.code,
    type: v.type,
    discount: v.type === 'fixed' ? dollarsToCents(v.discount) : Number(v.discount.trim() || Number.NaN),
    description: v.description,
    active: v.active,
    starts_at: localToIso(v.starts_at),
    expires_at: localToIso(v.expires_at),
    max_uses_total: limit(v.max_uses_total),
    max_uses_per_member: limit(v.max_uses_per_member),
    product_ids: v.product_ids,
  };
}

/**
 * The form's schema: the payload must pass core `couponSaveSchema` (its messages shown on the fields); a fixed
 * discount that is not a dollar amount reads 'Enter an amount in dollars, e.g. 5.00'.
 */
export const couponFormSchema = z
  .custom<CouponFormValues>()
  .superRefine((v, ctx) => {
    if (v.type === 'fixed' && Number.isNaN(dollarsToCents(v.discount))) {
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'Enter an amount in dollars, e.g. 5.00' });
      return;
    }
    if (v.type === 'percentage' && !/^\d+$/.test(v.discount.trim())) {
      ctx.addIssue({ code: 'custom', path: ['discount'], message: `A percentage discount must be between 1 and ${COUPON_PERCENT_MAX}` });
      return;
    }
    const parsed = couponSaveSchema.safeParse(couponPayload(v));
    if (!parsed.success)
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1) as string[], message: issue.message });
  })
  .transform((v) => couponPayload(v));

/**
 * The edit form filled from a stored coupon.
 * @param c the coupon as the admin list returned it
 */
export function couponToFormValues(c: Coupon): CouponFormValues {
  return {
    code: c.code,
    type: c.type,
    discount: c.type === 'fixed' ? centsToDollars(c.discount) : String(c.discount),
    description: c.description,
    active: c.active,
    starts_at: isoToLocal(c.starts_at),
    expires_at: isoToLocal(c.expires_at),
    max_uses_total: c.max_uses_total === null ? '' : String(c.max_uses_total),
    max_uses_per_member: c.max_uses_per_member === null ? '' : String(c.max_uses_per_member),
    product_ids: c.product_ids,
  };
}
