import { z } from 'zod';
import { textSchema } from './input.ts';

/** How points can change (SPEC §4 Points). */
export const POINTS_OPERATIONS = ['add', 'subtract', 'multiply'] as const;
export type PointsOperation = (typeof POINTS_OPERATIONS)[number];

/** Where a points change came from (points_ledger.source). */
export const POINTS_SOURCES = ['admin', 'challenge', 'game', 'event', 'system', 'review', 'hackathon'] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

/** The largest points total an account can hold (fits the database's 32-bit integer column). */
export const POINTS_MAX = 1_000_000_000;
/** Longest reason recorded with a points change. */
export const POINTS_REASON_MAX = 200;

/** Thrown when a points change is refused; the message is the spec's (SPEC §5 Points). */
export class PointsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PointsError';
  }
}

/** A points change: add or subtract an amount, or multiply by a factor. */
export interface PointsChange {
  operation: PointsOperation;
  amount: number;
}

/**
 * Applies a points change (SPEC §4 Points, §5 Points, §9 points floor 0): add, subtract (floored at 0),
 * multiply by a non-negative factor (rounded to a whole number).
 * @param current the current total (a non-negative whole number)
 * @param change operation and amount (a whole number for add/subtract; any non-negative factor for multiply)
 * @returns the new total, never below 0
 * @throws PointsError 'Points must be a number' | 'Points cannot be negative' |
 *   'Points must be a whole number' (add/subtract) | 'Points total is too large' (above {@link POINTS_MAX})
 */
export function applyPoints(current: number, change: PointsChange): number {
  const { operation, amount } = change;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new PointsError('Points must be a number');
  if (typeof current !== 'number' || !Number.isFinite(current)) throw new PointsError('Points must be a number');
  if (amount < 0) throw new PointsError('Points cannot be negative');
  if (operation !== 'multiply' && !Number.isInteger(amount)) throw new PointsError('Points must be a whole number');
  const base = Math.max(0, Math.round(current));
  let next: number;
  switch (operation) {
    case 'add':
      next = base + amount;
      break;
    case 'subtract':
      next = Math.max(0, base - amount);
      break;
    case 'multiply':
      next = Math.round(base * amount);
      break;
  }
  if (next > POINTS_MAX) throw new PointsError('Points total is too large');
  return next;
}

/**
 * An admin's points adjustment (SPEC §4 Points, §5 Points): `{ operation, amount, reason }`.
 * Messages: 'Invalid points operation', 'Points must be a number', 'Points cannot be negative',
 * 'Points must be a whole number' (add/subtract), 'A reason is required' (blank or missing; at most 200 characters).
 */
export const pointsAdjustmentSchema = z
  .object({
    operation: z.enum(POINTS_OPERATIONS, { error: 'Invalid points operation' }),
    amount: z.number({ error: 'Points must be a number' }).min(0, 'Points cannot be negative').max(POINTS_MAX, 'Points total is too large'),
    reason: textSchema({ label: 'Reason', max: POINTS_REASON_MAX, requiredMessage: 'A reason is required' }),
  })
  .refine((v) => v.operation === 'multiply' || Number.isInteger(v.amount), { message: 'Points must be a whole number', path: ['amount'] });
export type PointsAdjustmentInput = z.input<typeof pointsAdjustmentSchema>;
export type PointsAdjustment = z.output<typeof pointsAdjustmentSchema>;
