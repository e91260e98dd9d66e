import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, emptyProductForm, PRICE_FORMAT_MESSAGE, productFormSchema, type ProductFormValues } from './product-form-schema';

const filled = (change: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm('Hardware'),
  name: 'ESP32-S3 DevKit',
  description: 'A dual-core Wi-Fi and Bluetooth board for the lab.',
  price_cents: '12.50',
  stock: '4',
  ...change,
});

describe('dollarsToCents', () => {
  it('reads dollars with up to two decimals as integer cents', () => {
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('12.05')).toBe(1205);
    expect(dollarsToCents('$1,200.99')).toBe(120099);
    expect(dollarsToCents('.99')).toBe(99);
    expect(dollarsToCents('0')).toBe(0);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-1', '1.234', '1e3', '12.5.1']) expect(dollarsToCents(text), text).toBeNull();
  });
  it('round-trips with centsToDollars', () => {
    for (const cents of [0, 5, 99, 100, 1250, 123456]) expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
  });
});

describe('productFormSchema', () => {
  it('sends cents, drops empty rows and sends hidden only for admins', () => {
    const result = productFormSchema(false).safeParse(
      filled({
        features: [{ text: 'USB-C' }, { text: ' ' }],
        specs: [
          { key: 'Flash', value: '8 MB' },
          { key: '', value: '' },
        ],
      }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ price_cents: 1250, stock: 4, features: ['USB-C'], specs: [{ key: 'Flash', value: '8 MB' }] });
    expect(result.data).not.toHaveProperty('hidden');
    expect(productFormSchema(true).parse(filled({ hidden: true })).hidden).toBe(true);
  });
  it('puts a price that is not dollars on the price field', () => {
    const result = productFormSchema(false).safeParse(filled({ price_cents: '12.345' }));
    expect(result.error?.issues[0]).toMatchObject({ path: ['price_cents'], message: PRICE_FORMAT_MESSAGE });
  });
  it("gives core's messages on their fields", () => {
    const result = productFormSchema(false).safeParse(filled({ name: 'ab', stock: '-2' }));
    const byPath = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath.name).toBe('Name must be at least 3 characters long');
    expect(byPath.stock).toBe('Stock must be a whole number, 0 or more');
  });
});
