import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber, formatPoints } from './format';

describe('format (one number format)', () => {
  it('groups thousands the US English way and rounds fractions', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1300)).toBe('1,300');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-25)).toBe('-25');
    expect(formatNumber(12.6)).toBe('13');
    expect(formatNumber(Number.NaN)).toBe('—');
  });

  it("writes points as 'N pts'", () => {
    expect(formatPoints(1300)).toBe('1,300 pts');
    expect(formatPoints(0)).toBe('0 pts');
  });

  it('counts with the singular for exactly one', () => {
    expect(formatCount(1, 'solve')).toBe('1 solve');
    expect(formatCount(0, 'solve')).toBe('0 solves');
    expect(formatCount(1300, 'member')).toBe('1,300 members');
    expect(formatCount(2, 'match', 'matches')).toBe('2 matches');
  });
});
