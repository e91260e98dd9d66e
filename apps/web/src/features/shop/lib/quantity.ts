/**
 * The detail page's quantity as typed (SPEC §2 Shop detail: default 1, integer at least 1, non-numeric becomes 1;
 * §5 Shop: quantity input integer at least 1), capped at what can be bought.
 * @param text what the input holds ('3', '', 'abc', '2.7', '-4')
 * @param max the most that can be added (the stock, and at most 99 per cart line); below 1 means 1
 * @returns an integer from 1 to max: non-numeric → 1, fractions rounded down, below 1 → 1, above max → max
 */
export function parseQuantity(text: string, max: number): number {
  const n = Number.parseInt(text.trim(), 10);
  const cap = Math.max(1, Math.floor(max));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, cap);
}
