/**
 * Active rate for the stat cards (SPEC §2 Admin panel): active users over total users as a rounded
 * percentage; 0 when either is missing or there are no users.
 * @example activeRate(2, 3) // 67
 */
export function activeRate(active: number | null | undefined, total: number | null | undefined): number {
  if (!total || !active || !Number.isFinite(active) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.round((active / total) * 100);
}
