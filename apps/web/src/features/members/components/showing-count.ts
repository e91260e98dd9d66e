import { formatNumber } from '../../../lib/format';

/**
 * The directory's 'Showing X of Y users' (SPEC §2 Community Members): X the members that match the search and role
 * filter (the server's filtered total, whatever pages are loaded), Y every member in the directory (the active
 * members of the community statistics). Nothing when none match: the empty state 'No users found' says it alone
 * (never 'Showing 0 of 0 users').
 * @param matching members matching the filters
 * @param all members in the directory; while unknown, `matching` stands in for it
 */
export function showingCount(matching: number, all: number | undefined): string {
  if (matching <= 0) return '';
  return `Showing ${formatNumber(matching)} of ${formatNumber(Math.max(all ?? matching, matching))} users`;
}
