/**
 * Analytics tables that are not a member's data to export (SPEC §2 Your data): a goal is the club's, set by an admin
 * (on account deletion its `created_by` becomes null through the foreign key); the days a member was active are derived
 * from their sign-ins, projects, posts and the rest, each already in the export. A deleted account stays as an
 * anonymous row, so its active days stay counted, without anything that names the member (SPEC §2 Analytics).
 */
export const analyticsNotExported = {
  analytics_goals: "the club's targets, set by admins: about the club, not about a member",
  analytics_member_days:
    'derived: the days on which the member did something recorded, computed from sign-ins, projects, posts and the rest, each already in the export',
  analytics_member_weeks: 'derived: the weeks of those days',
} as const;
