import { describe, expect, it } from 'vitest';
import { applyPoints, PointsError, pointsAdjustmentSchema, POINTS_MAX, POINTS_REASON_MAX, type PointsChange } from './points.ts';
import { parseIssues } from './parse-issues.ts';

function thrown(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PointsError);
    return (error as Error).message;
  }
  throw new Error('expected a PointsError');
}

const issues = (input: unknown): [string, string][] => parseIssues(pointsAdjustmentSchema, input);

describe('applyPoints: add', () => {
  it('adds', () => {
    expect(applyPoints(10, { operation: 'add', amount: 5 })).toBe(15);
    expect(applyPoints(0, { operation: 'add', amount: 0 })).toBe(0);
  });
});

describe('applyPoints: subtract floors at 0 (SPEC §9 points floor)', () => {
  it.each([
    [10, 3, 7],
    [10, 10, 0],
    [10, 11, 0],
    [0, 1, 0],
    [5, 1_000_000, 0],
  ])('%i - %i = %i', (current, amount, expected) => {
    expect(applyPoints(current, { operation: 'subtract', amount })).toBe(expected);
  });
});

describe('applyPoints: multiply by a non-negative factor, rounded', () => {
  it.each([
    [10, 2, 20],
    [10, 0, 0],
    [10, 1, 10],
    [10, 1.5, 15],
    [3, 0.5, 2],
    [5, 0.5, 3],
    [7, 0.1, 1],
    [7, 0.01, 0],
    [0, 100, 0],
  ])('%i × %f = %i', (current, factor, expected) => {
    expect(applyPoints(current, { operation: 'multiply', amount: factor })).toBe(expected);
  });
});

describe('applyPoints: refusals', () => {
  it.each(['add', 'subtract', 'multiply'] as const)("%s: a negative amount gives 'Points cannot be negative'", (operation) => {
    expect(thrown(() => applyPoints(10, { operation, amount: -1 }))).toBe('Points cannot be negative');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '5', null, undefined])("an amount of %j gives 'Points must be a number'", (amount) => {
    expect(thrown(() => applyPoints(10, { operation: 'add', amount } as unknown as PointsChange))).toBe('Points must be a number');
  });

  it.each(['add', 'subtract'] as const)("%s: a fraction gives 'Points must be a whole number'", (operation) => {
    expect(thrown(() => applyPoints(10, { operation, amount: 1.5 }))).toBe('Points must be a whole number');
  });

  it("refuses a total above the maximum with 'Points total is too large'", () => {
    expect(applyPoints(POINTS_MAX - 1, { operation: 'add', amount: 1 })).toBe(POINTS_MAX);
    expect(thrown(() => applyPoints(POINTS_MAX, { operation: 'add', amount: 1 }))).toBe('Points total is too large');
    expect(thrown(() => applyPoints(POINTS_MAX, { operation: 'multiply', amount: 2 }))).toBe('Points total is too large');
  });
});

describe('pointsAdjustmentSchema', () => {
  it('parses a valid adjustment, trimming the reason', () => {
    expect(pointsAdjustmentSchema.parse({ operation: 'add', amount: 50, reason: '  Won the hackathon ' })).toEqual({
      operation: 'add',
      amount: 50,
      reason: 'Won the hackathon',
    });
    expect(pointsAdjustmentSchema.parse({ operation: 'multiply', amount: 1.5, reason: 'Bonus week' }).amount).toBe(1.5);
  });

  it("says 'Points must be a number' for a missing or non-number amount", () => {
    expect(issues({ operation: 'add', reason: 'x' })).toEqual([['amount', 'Points must be a number']]);
    expect(issues({ operation: 'add', amount: '5', reason: 'x' })).toEqual([['amount', 'Points must be a number']]);
    expect(issues({ operation: 'add', amount: null, reason: 'x' })).toEqual([['amount', 'Points must be a number']]);
  });

  it("says 'Points cannot be negative' for a negative amount or factor", () => {
    expect(issues({ operation: 'subtract', amount: -5, reason: 'x' })).toEqual([['amount', 'Points cannot be negative']]);
    expect(issues({ operation: 'multiply', amount: -0.5, reason: 'x' })).toEqual([['amount', 'Points cannot be negative']]);
  });

  it("says 'Points must be a whole number' for a fraction to add or subtract", () => {
    expect(issues({ operation: 'add', amount: 2.5, reason: 'x' })).toEqual([['amount', 'Points must be a whole number']]);
  });

  it.each([undefined, '', '   '])("says only 'A reason is required' for a reason of %j", (reason) => {
    expect(issues({ operation: 'add', amount: 1, reason })).toEqual([['reason', 'A reason is required']]);
  });

  it('limits the reason to 200 characters', () => {
    expect(issues({ operation: 'add', amount: 1, reason: 'r'.repeat(POINTS_REASON_MAX) })).toEqual([]);
    expect(issues({ operation: 'add', amount: 1, reason: 'r'.repeat(POINTS_REASON_MAX + 1) })).toEqual([
      ['reason', 'Reason must be at most 200 characters long'],
    ]);
  });

  it("says 'Invalid points operation' for an unknown operation", () => {
    expect(issues({ operation: 'divide', amount: 2, reason: 'x' })).toEqual([['operation', 'Invalid points operation']]);
  });
});
