import { formatNumber } from '../../../lib/format';

/**
 * The directory's 'Showing X of Y users' (SPEC §2 Community Members): X the members loaded so far, Y all that
 * match the search and role filter (the server's filtered total); 'users' as the requirements write it. Nothing when none match: the empty state
 * 'No users found' says it alone (never 'Showing 0 of 0 users').
 * @param shown members on screen (the pages loaded); `total` members matching the filters
 */
export function showingCount(shown: number, total: number): string {
  if (total <= 0 || shown <= 0) return '';
  return `Showing ${formatNumber(Math.min(shown, total))} of ${formatNumber(total)} users`;
}
