/*
 * The one number format members see: US English grouping ('1,300'), and points written
 * 'N pts' where the requirements say so (SPEC §2 Leaderboard: points written 'N pts'). Every count, total and
 * score on the pages goes through here instead of its own toLocaleString or Intl.NumberFormat.
 */

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A whole number with US English grouping: 1300 → '1,300', -25 → '-25'.
 * @param n any finite number (fractions are rounded); not finite → '—'
 */
export function formatNumber(n: number): string {
  return Number.isFinite(n) ? numberFormat.format(n) : '—';
}

/** Points as 'N pts' (SPEC §2 Leaderboard): 1300 → '1,300 pts'. */
export function formatPoints(points: number): string {
  return `${formatNumber(points)} pts`;
}

/**
 * A count with its noun, singular for exactly one: (1, 'solve') → '1 solve', (1300, 'member') → '1,300 members'.
 * @param plural the plural when it is not the noun + 's'
 */
export function formatCount(n: number, noun: string, plural = `${noun}s`): string {
  return `${formatNumber(n)} ${n === 1 ? noun : plural}`;
}
