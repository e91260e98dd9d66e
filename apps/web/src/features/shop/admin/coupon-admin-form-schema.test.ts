import { describe, expect, it } from 'vitest';
import { centsToDollars, couponFormSchema, couponToFormValues, dollarsToCents, EMPTY_COUPON_FORM, isoToLocal, localToIso } from './coupon-admin-form-schema';

describe('coupon admin form', () => {
  it('reads dollars as integer cents and shows cents as dollars', () => {
    expect(dollarsToCents('5')).toBe(500);
    expect(dollarsToCents('$12.5')).toBe(1250);
    expect(dollarsToCents('1,234.05')).toBe(123405);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('1.234')).toBeNaN();
    expect(dollarsToCents('-1')).toBeNaN();
    expect(dollarsToCents('abc')).toBeNaN();
    expect(centsToDollars(1250)).toBe('12.50');
  });

  it('sends a fixed discount in cents, dates in UTC, empty limits as null', () => {
    const parsed = couponFormSchema.parse({
      ...EMPTY_COUPON_FORM,
      code: ' maker5 ',
      type: 'fixed',
      discount: '5.00',
      expires_at: '2030-01-01T12:00',
      max_uses_total: '10',
      product_ids: [3, 4],
    });
    expect(parsed).toMatchObject({
      code: ' maker5 ',
      type: 'fixed',
      discount: 500,
      starts_at: null,
      max_uses_total: 10,
      max_uses_per_member: null,
      product_ids: [3, 4],
    });
    expect(parsed.expires_at).toBe(new Date('2030-01-01T12:00').toISOString());
  });

  it('refuses with core couponSaveSchema messages on the fields', () => {
    const result = couponFormSchema.safeParse({ ...EMPTY_COUPON_FORM, code: 'x', discount: '150', product_ids: [] });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField.code).toBe('Invalid coupon code');
    expect(byField.discount).toBe('A percentage discount must be between 1 and 100');
    expect(byField.product_ids).toBe('A coupon must list at least one product');
    const fixed = couponFormSchema.safeParse({ ...EMPTY_COUPON_FORM, code: 'OK10', type: 'fixed', discount: '5.555', product_ids: [1] });
    expect(fixed.error!.issues[0]).toMatchObject({ path: ['discount'], message: 'Enter an amount in dollars, e.g. 5.00' });
  });

  it('round-trips a stored coupon through the form', () => {
    const values = couponToFormValues({
      id: 1,
      code: 'SAVE5',
      type: 'fixed',
      discount: 500,
      description: 'Five off',
      active: true,
      starts_at: null,
      expires_at: '2030-06-01T10:30:00.000Z',
      max_uses_total: null,
      max_uses_per_member: 2,
      uses: 0,
      product_ids: [7],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    expect(values).toMatchObject({ discount: '5.00', max_uses_total: '', max_uses_per_member: '2' });
    expect(localToIso(values.expires_at)).toBe('2030-06-01T10:30:00.000Z');
    expect(isoToLocal(null)).toBe('');
    expect(couponFormSchema.parse(values)).toMatchObject({ discount: 500, max_uses_per_member: 2, expires_at: '2030-06-01T10:30:00.000Z' });
  });
});
