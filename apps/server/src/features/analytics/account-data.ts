import type { Eraser } from '../../platform/account-data/account-data-entry.ts';

/**
 * Analytics tables that are not a member's data to export (SPEC §2 Your data): a goal is the club's, set by an admin
 * (on account deletion its `created_by` becomes null through the foreign key); the days a member was active are derived
 * from their sign-ins, projects, posts and the rest, each already in the export.
 */
export const analyticsNotExported = {
  analytics_goals: "the club's targets, set by admins: about the club, not about a member",
  analytics_member_days:
    'derived: the days on which the member did something recorded, computed from sign-ins, projects, posts and the rest, each already in the export',
  analytics_member_weeks: 'derived: the weeks of those days',
} as const;

/**
 * On account deletion (SPEC §2 Your data): the days and weeks the member was active are removed, so past ranges no longer count
 * them as active; the per-day totals of the counted series hold no member and stay.
 */
export const analyticsEraser: Eraser = {
  name: 'Analytics activity days',
  erase: async (trx, { userId }) => {
    await trx.deleteFrom('analytics_member_days').where('user_id', '=', userId).execute();
    await trx.deleteFrom('analytics_member_weeks').where('user_id', '=', userId).execute();
  },
};
