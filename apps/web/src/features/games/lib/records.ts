import { readStorage, writeStorage } from '../../../lib/storage';

/**
 * Game records kept in this browser (SPEC §3 Browser-stored game records): high scores, where higher is
 * better, and Memory Match bests, where lower is better.
 */

/** Which way a record improves. */
export type RecordOrder = 'higher' | 'lower';

/** The stored record, or null when none (or not a non-negative whole number). */
export function readRecord(key: string): number | null {
  const raw = readStorage(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * Whether `value` beats `best`. The first finished game sets the record, except a high score of 0: a game that
 * scored nothing is never 'New high score!'. Lower-is-better records (Memory Match) have no such
 * floor.
 */
export function beatsRecord(value: number, best: number | null, order: RecordOrder): boolean {
  if (order === 'higher' && value <= 0) return false;
  if (best === null) return true;
  return order === 'higher' ? value > best : value < best;
}

/** Saves `value` when it beats the stored record; returns whether it did. */
export function saveRecord(key: string, value: number, order: RecordOrder): boolean {
  const whole = Math.max(0, Math.round(value));
  if (!beatsRecord(whole, readRecord(key), order)) return false;
  writeStorage(key, String(whole));
  return true;
}
