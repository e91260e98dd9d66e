import { describe, expect, it } from 'vitest';
import { productCreateSchema, productListQuerySchema, reviewCreateSchema } from './product-schemas.ts';
import { averageRating, formatMoney, SHOP_MESSAGES, starsFilled } from './shop.ts';

describe('formatMoney', () => {
  it('shows cents with two decimals and the currency (SPEC §9)', () => {
    expect(formatMoney(1234, 'USD')).toBe('$12.34');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(-100, 'USD')).toBe('-$1.00');
    expect(formatMoney(49900, 'INR')).toBe('₹499.00');
    expect(formatMoney(999)).toBe('$9.99');
  });
});

describe('starsFilled and averageRating', () => {
  it('fills stars to the floor of the rating, within 0–5', () => {
    expect(starsFilled(4.9)).toBe(4);
    expect(starsFilled(5)).toBe(5);
    expect(starsFilled(0)).toBe(0);
    expect(starsFilled(7)).toBe(5);
    expect(starsFilled(-1)).toBe(0);
    expect(starsFilled(Number.NaN)).toBe(0);
  });

  it('averages to one decimal, 0 without reviews', () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(10, 2)).toBe(5);
  });
});

describe('shop messages', () => {
  it('are the spec texts', () => {
    expect(SHOP_MESSAGES.addedToCart(3)).toBe('Added 3 item(s) to cart!');
    expect(SHOP_MESSAGES.couponApplied('WELCOME10')).toBe('Coupon "WELCOME10" applied successfully!');
    expect(SHOP_MESSAGES.confirmCheckout(formatMoney(2500))).toBe('Proceed with checkout? Total: $25.00');
  });
});

describe('product schemas', () => {
  const valid = { name: 'ESP32 board', description: 'A capable dev board with Wi-Fi and BLE.', category: 'Hardware', price_cents: 1299, stock: 4 };

  it('accepts a listing and defaults its lists', () => {
    expect(productCreateSchema.parse(valid)).toMatchObject({ ...valid, images: [], features: [], specs: [], related_ids: [] });
  });

  it('refuses a negative or fractional price or stock and too many images', () => {
    const issues = (body: object) => productCreateSchema.safeParse({ ...valid, ...body }).error?.issues.map((i) => i.message);
    expect(issues({ price_cents: -1 })).toEqual([SHOP_MESSAGES.invalidPrice]);
    expect(issues({ price_cents: 1.5 })).toEqual([SHOP_MESSAGES.invalidPrice]);
    expect(issues({ stock: 0.5 })).toEqual([SHOP_MESSAGES.invalidStock]);
    expect(issues({ images: Array.from({ length: 9 }, () => ({ url: 'https://example.com/a.png' })) })).toEqual([SHOP_MESSAGES.tooManyImages]);
    expect(issues({ images: [{ url: 'javascript:alert(1)' }] })).toBeDefined();
    expect(issues({ images: [{ url: '/images/products/esp32-s3.svg' }, { image_id: 3 }] })).toBeUndefined();
  });

  it('reads the list query', () => {
    expect(productListQuerySchema.parse({})).toMatchObject({ sort: 'newest', limit: 24, offset: 0 });
    expect(productListQuerySchema.parse({ seller: 'club', category: 'All' })).toMatchObject({ seller: 'club', category: undefined });
    expect(productListQuerySchema.parse({ seller: '12' })).toMatchObject({ seller: 12 });
    expect(productListQuerySchema.safeParse({ sort: 'cheap' }).success).toBe(false);
  });

  it('reviews rate 1–5', () => {
    const body = { rating: 5, title: 'Great board', comment: 'Works out of the box.' };
    expect(reviewCreateSchema.safeParse(body).success).toBe(true);
    expect(reviewCreateSchema.safeParse({ ...body, rating: 0 }).error?.issues[0]?.message).toBe(SHOP_MESSAGES.invalidRating);
    expect(reviewCreateSchema.safeParse({ ...body, rating: 4.5 }).success).toBe(false);
  });
});
