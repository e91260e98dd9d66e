import { describe, expect, it } from 'vitest';
import { balancedGrid, balancedRows } from './balanced-rows';

describe('balancedRows', () => {
  it('uses the fewest rows, lengths differing by one at most, longer rows first', () => {
    expect(balancedRows(15, 6)).toEqual([5, 5, 5]);
    expect(balancedRows(11, 6)).toEqual([6, 5]);
    expect(balancedRows(14, 6)).toEqual([5, 5, 4]);
    expect(balancedRows(15, 4)).toEqual([4, 4, 4, 3]);
    expect(balancedRows(13, 4)).toEqual([4, 3, 3, 3]);
    expect(balancedRows(3, 6)).toEqual([3]);
    expect(balancedRows(0, 6)).toEqual([]);
  });
});

describe('balancedGrid', () => {
  it('gives a column count every row divides and spans that fill each row', () => {
    expect(balancedGrid(15, 6)).toEqual({ columns: 5, spans: Array(15).fill(1) });
    const grid = balancedGrid(11, 6);
    expect(grid.columns).toBe(30);
    expect(grid.spans.slice(0, 6).reduce((a, b) => a + b)).toBe(30);
    expect(grid.spans.slice(6).reduce((a, b) => a + b)).toBe(30);
    const uneven = balancedGrid(13, 4);
    expect(uneven.columns).toBe(12);
    expect(uneven.spans).toEqual([3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
  });
});
