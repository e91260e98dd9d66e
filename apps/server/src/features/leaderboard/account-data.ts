import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';
import { mentionsAny, REDACTED } from '../../platform/account-data/redact.ts';

/** SPEC §2 Your data: the member's points ledger (every change, its reason and the resulting balance). */
export const pointsLedgerExport = memberRowsSection({ table: 'points_ledger', columns: ['delta', 'balance', 'reason', 'source', 'created_at'], orderBy: 'id' });

/** SPEC §2 Your data: the member's points per week and month (what the timeframe leaderboards read). */
export const pointsPeriodsExport = memberRowsSection({ table: 'points_periods', columns: ['period', 'points', 'reached_at'], orderBy: 'period' });

/**
 * SPEC §2 Your data: the ledger and the period totals stay under the tombstone's id, so every balance is still
 * explained and no one else's total or history changes; a reason that names the member (an admin's free text, in
 * anyone's ledger) is replaced by '[redacted]'.
 */
export const pointsEraser: Eraser = {
  name: 'points ledger',
  erase: async (trx, { personalValues }) => {
    await trx.updateTable('points_ledger').set({ reason: REDACTED }).where(mentionsAny('reason', personalValues)).execute();
  },
};
