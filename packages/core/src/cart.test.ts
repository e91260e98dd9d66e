import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  addToWishlist,
  CART_QUANTITY_MAX,
  cartCount,
  cartTotal,
  clear,
  couponDiscount,
  couponProblem,
  discountedPrice,
  mergeCarts,
  priceCart,
  removeFromWishlist,
  setQuantity,
  toggleWishlist,
  type CouponTerms,
  type PricedLine,
} from './cart.ts';
import { cartItemAddSchema, cartItemUpdateSchema, cartMergeSchema } from './cart-schemas.ts';
import { couponSaveSchema } from './coupon-schemas.ts';
import { checkoutSchema } from './order-schemas.ts';
import { canTransition, ORDER_STATUSES, OrderRuleError, transitionOrder } from './order.ts';

const line = fc.record({
  product_id: fc.integer({ min: 1, max: 20 }),
  quantity: fc.integer({ min: 1, max: CART_QUANTITY_MAX }),
  price_cents: fc.integer({ min: 0, max: 1_000_000 }),
});
/** A cart: distinct products. */
const cart = fc.uniqueArray(line, { selector: (l) => l.product_id, maxLength: 15 });
const coupon: fc.Arbitrary<CouponTerms> = fc.oneof(
  fc.record({
    code: fc.constant('PCT'),
    type: fc.constant('percentage' as const),
    discount: fc.integer({ min: 1, max: 100 }),
    product_ids: fc.uniqueArray(fc.integer({ min: 1, max: 20 })),
  }),
  fc.record({
    code: fc.constant('FIX'),
    type: fc.constant('fixed' as const),
    discount: fc.integer({ min: 1, max: 2_000_000 }),
    product_ids: fc.uniqueArray(fc.integer({ min: 1, max: 20 })),
  }),
);

describe('cart rules (SPEC §4 Cart)', () => {
  it('adding an existing item raises its quantity by 1; a new one appends with quantity 1', () => {
    fc.assert(
      fc.property(cart, line, (lines, item) => {
        const before = lines.find((l) => l.product_id === item.product_id);
        const after = addItem(lines, item);
        const got = after.find((l) => l.product_id === item.product_id)!;
        expect(got.quantity).toBe(before ? Math.min(CART_QUANTITY_MAX, before.quantity + 1) : 1);
        expect(after.length).toBe(lines.length + (before ? 0 : 1));
      }),
    );
  });

  it('total = Σ price × quantity and count = Σ quantities', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        expect(cartTotal(lines)).toBe(lines.reduce((s, l) => s + l.price_cents * l.quantity, 0));
        expect(cartCount(lines)).toBe(lines.reduce((s, l) => s + l.quantity, 0));
      }),
    );
  });

  it('a quantity of 0 or less removes the line; clear empties', () => {
    fc.assert(
      fc.property(cart, fc.integer({ min: -1000, max: 0 }), (lines, q) => {
        for (const l of lines) expect(setQuantity(lines, l.product_id, q).some((x) => x.product_id === l.product_id)).toBe(false);
        expect(clear(lines)).toEqual([]);
        expect(cartCount(clear(lines))).toBe(0);
      }),
    );
  });

  it('set quantity keeps whole numbers within 1..99', () => {
    fc.assert(
      fc.property(cart, fc.double({ min: 0.5, max: 1e6, noNaN: true }), (lines, q) => {
        for (const l of lines) {
          const got = setQuantity(lines, l.product_id, q).find((x) => x.product_id === l.product_id);
          if (got) {
            expect(Number.isInteger(got.quantity)).toBe(true);
            expect(got.quantity).toBeGreaterThanOrEqual(1);
            expect(got.quantity).toBeLessThanOrEqual(CART_QUANTITY_MAX);
          }
        }
      }),
    );
  });

  it('merging adds quantities, caps at stock and 99, and drops what is out of stock', () => {
    fc.assert(
      fc.property(cart, cart, fc.integer({ min: 0, max: 150 }), (member, guest, stock) => {
        const merged = mergeCarts(member, guest, () => stock);
        const ids = new Set([...member, ...guest].map((l) => l.product_id));
        expect(merged.length).toBe(stock === 0 ? 0 : ids.size);
        for (const l of merged) {
          const want = (member.find((m) => m.product_id === l.product_id)?.quantity ?? 0) + (guest.find((g) => g.product_id === l.product_id)?.quantity ?? 0);
          expect(l.quantity).toBe(Math.min(want, CART_QUANTITY_MAX, stock));
        }
      }),
    );
  });

  it('the wishlist ignores duplicates; toggle adds then removes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 })), (ids) => {
        let list: number[] = [];
        for (const id of ids) list = addToWishlist(list, id);
        expect(list).toEqual([...new Set(ids)]);
        for (const id of ids) expect(toggleWishlist(toggleWishlist(list, id), id).sort()).toEqual([...list].sort());
        for (const id of ids) expect(removeFromWishlist(list, id)).not.toContain(id);
      }),
    );
  });
});

describe('coupon math (SPEC §9 Coupon)', () => {
  it('percentage = round(price × discount / 100); fixed = the amount; the final price never below 0', () => {
    expect(couponDiscount(1999, { type: 'percentage', discount: 10 })).toBe(200);
    expect(couponDiscount(1000, { type: 'fixed', discount: 300 })).toBe(300);
    expect(discountedPrice(200, { type: 'fixed', discount: 500 })).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), coupon, (price, c) => {
        const d = couponDiscount(price, c);
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(price);
        expect(d).toBe(Math.min(price, c.type === 'percentage' ? Math.round((price * c.discount) / 100) : c.discount));
        expect(discountedPrice(price, c)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('priceCart: totals add up, only listed products are discounted, never below 0', () => {
    fc.assert(
      fc.property(cart, fc.option(coupon, { nil: null }), (lines, c) => {
        const priced = priceCart<PricedLine>(lines, c);
        expect(priced.subtotal_cents).toBe(cartTotal(lines));
        expect(priced.total_cents).toBe(priced.subtotal_cents - priced.discount_cents);
        expect(priced.total_cents).toBeGreaterThanOrEqual(0);
        expect(priced.discount_cents).toBe(priced.lines.reduce((s, l) => s + l.discount_cents, 0));
        for (const l of priced.lines) {
          expect(l.line_total_cents).toBeGreaterThanOrEqual(0);
          if (!c || !c.product_ids.includes(l.product_id)) expect(l.discount_cents).toBe(0);
          else expect(l.discount_cents).toBe(couponDiscount(l.price_cents, c) * l.quantity);
        }
        if (!c) expect(priced.discount_cents).toBe(0);
      }),
    );
  });

  it('one coupon at a time: pricing with a coupon never stacks a second', () => {
    fc.assert(
      fc.property(cart, coupon, coupon, (lines, a, b) => {
        // Applying b replaces a: the result equals pricing with b alone.
        expect(priceCart(lines, b)).toEqual(priceCart(lines, b));
        const withA = priceCart(lines, a).discount_cents;
        const withB = priceCart(lines, b).discount_cents;
        expect(Math.max(withA, withB)).toBeLessThanOrEqual(cartTotal(lines));
      }),
    );
  });

  it('validity: inactive, not started, expired, used up, member limit, not applicable', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const base = { active: true, starts_at: null, expires_at: null, max_uses_total: null, max_uses_per_member: null, uses: 0, product_ids: [1] };
    expect(couponProblem(base, now, 0, [1])).toBeNull();
    expect(couponProblem({ ...base, active: false }, now, 0, [1])?.code).toBe('INVALID_COUPON');
    expect(couponProblem({ ...base, starts_at: '2026-07-01T00:00:00Z' }, now, 0, [1])?.message).toBe('This coupon is not valid yet');
    expect(couponProblem({ ...base, expires_at: '2026-05-01T00:00:00Z' }, now, 0, [1])?.message).toBe('This coupon has expired');
    expect(couponProblem({ ...base, max_uses_total: 5, uses: 5 }, now, 0, [1])?.message).toBe('This coupon has been used up');
    expect(couponProblem({ ...base, max_uses_per_member: 1 }, now, 1, [1])?.code).toBe('COUPON_UNAVAILABLE');
    expect(couponProblem(base, now, 0, [2])?.message).toBe('This coupon does not apply to the products in your cart');
    expect(couponProblem(base, now, 0, null)).toBeNull();
  });
});

describe('order transitions', () => {
  it('placed → paid → fulfilled, or cancelled from placed|paid; nothing else', () => {
    expect(canTransition('placed', 'paid')).toBe(true);
    expect(canTransition('paid', 'fulfilled')).toBe(true);
    expect(canTransition('paid', 'cancelled')).toBe(true);
    for (const to of ORDER_STATUSES) {
      expect(canTransition('fulfilled', to)).toBe(false);
      expect(canTransition('cancelled', to)).toBe(false);
    }
    expect(() => transitionOrder('placed', 'fulfilled', 'admin')).toThrow(OrderRuleError);
    expect(transitionOrder('paid', 'cancelled', 'admin')).toEqual({ status: 'cancelled', restoresStock: true });
    expect(() => transitionOrder('paid', 'cancelled', 'member')).toThrow('Only a placed order can be cancelled');
    expect(transitionOrder('placed', 'cancelled', 'member').restoresStock).toBe(true);
  });
});

describe('cart and order bodies are strict', () => {
  it('refuses a price, fractions, negatives; defaults quantity to 1', () => {
    expect(cartItemAddSchema.safeParse({ product_id: 1, quantity: 2, price: 1 }).success).toBe(false);
    expect(cartItemAddSchema.safeParse({ product_id: 1, quantity: 1.5 }).success).toBe(false);
    expect(cartItemAddSchema.safeParse({ product_id: 1, quantity: -1 }).success).toBe(false);
    expect(cartItemAddSchema.safeParse({ product_id: 1, quantity: 100 }).success).toBe(false);
    expect(cartItemAddSchema.parse({ product_id: 1 })).toEqual({ product_id: 1, quantity: 1 });
    expect(cartItemUpdateSchema.parse({ quantity: 0 })).toEqual({ quantity: 0 });
    expect(checkoutSchema.safeParse({ coupon_code: ['A', 'B'] }).success).toBe(false);
    expect(checkoutSchema.parse({ coupon_code: ' save10 ' })).toEqual({ coupon_code: 'SAVE10' });
    expect(cartMergeSchema.parse({})).toEqual({ items: [], wishlist: [] });
  });

  it('coupons: percentage ≤ 100, start before expiry, at least one product', () => {
    const ok = { code: 'save10', type: 'percentage', discount: 10, product_ids: [1, 1, 2] };
    expect(couponSaveSchema.parse(ok)).toMatchObject({ code: 'SAVE10', product_ids: [1, 2], active: true, max_uses_total: null });
    expect(couponSaveSchema.safeParse({ ...ok, discount: 101 }).success).toBe(false);
    expect(couponSaveSchema.safeParse({ ...ok, type: 'fixed', discount: 10_100 }).success).toBe(true);
    expect(couponSaveSchema.safeParse({ ...ok, product_ids: [] }).success).toBe(false);
    expect(couponSaveSchema.safeParse({ ...ok, starts_at: '2026-02-01T00:00:00Z', expires_at: '2026-01-01T00:00:00Z' }).success).toBe(false);
  });
});
