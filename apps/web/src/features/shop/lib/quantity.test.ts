import { describe, expect, it } from 'vitest';
import { parseQuantity } from './quantity';

describe('parseQuantity (SPEC §2 Shop detail: integer at least 1, non-numeric becomes 1)', () => {
  it('keeps a whole number within the stock', () => {
    expect(parseQuantity('3', 10)).toBe(3);
    expect(parseQuantity(' 7 ', 10)).toBe(7);
  });
  it('turns non-numeric, empty, zero and negative input into 1', () => {
    for (const text of ['', 'abc', '0', '-4', '   ', 'e']) expect(parseQuantity(text, 10), text).toBe(1);
  });
  it('drops a fraction', () => {
    expect(parseQuantity('2.7', 10)).toBe(2);
  });
  it('caps at the most that can be bought, never below 1', () => {
    expect(parseQuantity('50', 12)).toBe(12);
    expect(parseQuantity('5', 0)).toBe(1);
  });
});
